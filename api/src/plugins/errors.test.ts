import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { textMessages } from '@talentindia/contracts';
import { expectErrorEnvelope } from '../testing/error-envelope';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' });
});
afterAll(() => t.close());

describe('the router’s own answers', () => {
  it('answers an unknown path with a JSON 404', async () => {
    const response = await t.request({ method: 'GET', url: '/no/such/thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ status: false, message: 'No such endpoint: GET /no/such/thing' });
  });

  it('never echoes a long path at length', async () => {
    const response = await t.request({ method: 'GET', url: `/${'a'.repeat(5000)}` });
    expect(response.statusCode).toBe(404);
    expect(response.json().message.length).toBeLessThan(150);
  });

  it('answers a known path with a method it does not have with 405 and Allow', async () => {
    const response = await t.request({ method: 'PUT', url: '/login' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.json()).toEqual({ status: false, message: 'PUT is not allowed here. Use POST.' });
  });

  it('lists every method of a path with parameters in Allow', async () => {
    const get = await t.request({ method: 'POST', url: '/notifications' });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe('GET, HEAD');

    const withId = await t.request({ method: 'PATCH', url: '/notifications/12' });
    expect(withId.statusCode).toBe(405);
    expect(withId.headers.allow).toBe('DELETE');
    expectErrorEnvelope(withId);
  });

  it('answers a path parameter over 100 characters with the envelope, not Fastify’s body', async () => {
    const { token } = await signUp(t);
    const response = await t.request({ method: 'DELETE', url: `/notifications/${'x'.repeat(200)}`, token });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ status: false, message: 'The request address is too long.' });
  });

  it.each(['/notifications/%zz', '/%E0%A4', '/docs/static/%'])(
    'answers the bad %%-encoding %s with a 400 envelope',
    async (url) => {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: false,
        message: 'The request address is not valid (a bad %-encoding).',
      });
    },
  );

  it('answers an OPTIONS request that is not a CORS preflight with the envelope', async () => {
    const response = await t.request({ method: 'OPTIONS', url: '/login' });
    expect(response.statusCode).toBe(400);
    expectErrorEnvelope(response);
  });

  it('answers HEAD on an unknown path with a 404 and no body', async () => {
    const response = await t.request({ method: 'HEAD', url: '/no/such/thing' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('');
  });
});

describe('request bodies', () => {
  it('answers malformed JSON with a JSON 400', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "asha@example.com", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: false, message: 'The request body is not valid JSON.' });
    expectErrorEnvelope(response);
  });

  it('answers an empty JSON body with a JSON 400', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: false, message: 'The request body is empty.' });
  });

  it.each(['null', '"asha"', '[1,2]', '42'])(
    'answers the JSON %s where an object is expected with a 422',
    async (payload) => {
      const response = await t.request({
        method: 'POST',
        url: '/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ status: false, message: 'The request body must be a JSON object.' });
    },
  );

  it('answers a body over 100 KB with a JSON 413', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/login',
      payload: { email: 'asha@example.com', password: 'x'.repeat(101 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: false, message: 'The request is too large.' });
  });

  it.each(['text/xml', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'answers a %s body with a JSON 415',
    async (contentType) => {
      const response = await t.request({
        method: 'POST',
        url: '/login',
        headers: { 'content-type': contentType },
        payload: 'email=asha@example.com',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ status: false, message: 'Send the request body as JSON.' });
    },
  );

  it.each([
    ['a NUL character', { email: 'asha\u0000@example.com', password: 'Secret@123' }, 'email'],
    ['a lone surrogate', { email: 'asha@example.com', password: 'Secret@123\ud800' }, 'password'],
  ])('answers a login with %s with a 422 naming the field, not a 500', async (_what, payload, field) => {
    const response = await t.request({ method: 'POST', url: '/login', payload });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: false,
      message: textMessages.invalidCharacters,
      errors: { [field]: textMessages.invalidCharacters },
    });
  });

  it('answers a NUL in a query string with a 422 naming the field', async () => {
    const response = await t.request({ method: 'GET', url: '/dev/outbox?to=asha%00@example.com' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ to: textMessages.invalidCharacters });
  });
});

describe('what Node’s HTTP parser refuses (a real socket)', () => {
  let address: AddressInfo;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    address = t.app.server.address() as AddressInfo;
  });

  /** Sends raw bytes and reads the whole answer (the api closes the connection after it). */
  function rawRequest(bytes: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(address.port, address.address);
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('end', () => resolve(answer));
      socket.on('close', () => resolve(answer));
      socket.on('error', (error: NodeJS.ErrnoException) =>
        error.code === 'ECONNRESET' ? resolve(answer) : reject(error),
      );
      socket.write(bytes);
    });
  }

  function parse(answer: string) {
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    return { status: Number(head.split(' ')[1]), head, body: JSON.parse(body) as unknown };
  }

  it('answers headers over 16 KB with a 431 envelope', async () => {
    const answer = parse(
      await rawRequest(`GET /health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    );
    expect(answer.status).toBe(431);
    expect(answer.head).toMatch(/content-type: application\/json/i);
    expect(answer.body).toEqual({ status: false, message: 'The request headers are too large.' });
  });

  it('answers a malformed request line with a 400 envelope', async () => {
    const answer = parse(await rawRequest('GET /health HTTP/1.1 extra\r\nHost: localhost\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ status: false, message: 'The request is not valid.' });
  });
});

describe('a failure inside the api', () => {
  let broken: TestApp;
  beforeAll(async () => {
    broken = await createTestApp();
    // The content page query now fails in the database.
    await broken.app.db.execute(sql`drop table content_pages`);
  });
  afterAll(() => broken.close());

  it('answers 500 with a plain message: no stack trace, no SQL', async () => {
    const response = await broken.request({ method: 'GET', url: '/privacy-policy' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: false,
      message: 'Something went wrong on our side. Please try again in a moment.',
    });
    expectErrorEnvelope(response);
    // The details are in the log for the operators.
    expect(broken.logs.join('\n')).toMatch(/request failed[\s\S]*content_pages|content_pages[\s\S]*request failed/);
  });
});

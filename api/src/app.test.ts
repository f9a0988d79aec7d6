import { DEMO_ACCOUNT } from './demo/demo-seed';
import { STRONG_PASSWORD, createTestApp, latestMail, linkToken, signUp, type TestApp } from './testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' });
});
afterAll(() => t.close());

describe('CORS', () => {
  it('allows the app’s own origins', async () => {
    const response = await t.request({ method: 'GET', url: '/health', headers: { origin: 'http://localhost:3001' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3001');
    expect(String(response.headers['access-control-expose-headers'])).toMatch(/\bETag\b/);
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('answers a preflight from an allowed origin, cached for 10 minutes', async () => {
    const response = await t.request({
      method: 'OPTIONS',
      url: '/nav',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization, if-none-match',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(response.headers['access-control-max-age']).toBe('600');
    expect(String(response.headers['access-control-allow-headers'])).toMatch(/Authorization/);
    expect(String(response.headers['access-control-allow-headers'])).toMatch(/If-None-Match/);
    expect(String(response.headers['access-control-allow-methods'])).toMatch(/DELETE/);
  });

  it('exposes the ETag of /nav to the allowed pages', async () => {
    const { token } = await signUp(t);
    const response = await t.request({
      method: 'GET',
      url: '/nav',
      token,
      headers: { origin: 'http://localhost:3000' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(String(response.headers['access-control-expose-headers'])).toMatch(/\bETag\b/);
    expect(response.headers.etag).toBeDefined();
  });

  it('gives a foreign origin no allow-origin header', async () => {
    for (const method of ['GET', 'OPTIONS'] as const) {
      const response = await t.request({
        method,
        url: '/health',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
      });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});

describe('security headers', () => {
  it('sets the helmet headers on every response', async () => {
    for (const url of ['/health', '/no-such-path']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers['content-security-policy']).toMatch(/default-src 'none'/);
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('GET /docs/json', () => {
  it('is an OpenAPI 3 document of the api', async () => {
    const response = await t.request({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('TalentIndia API');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/signup',
        '/login',
        '/logout',
        '/nav',
        '/notifications',
        '/notifications/seen',
        '/notifications/{id}',
        '/auth/google',
        '/password/forgot',
        '/password/reset',
        '/email/verify',
        '/privacy-policy',
        '/terms-and-conditions',
      ]),
    );
    expect(document.paths['/nav'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('serves the docs UI', async () => {
    const response = await t.request({ method: 'GET', url: '/docs' });
    expect([200, 302]).toContain(response.statusCode);
  });
});

describe('logs', () => {
  it('never contain a password, a token or the Authorization header', async () => {
    const password = 'Very#Secret42';
    const { email, token } = await signUp(t, { password, confirm_password: password });
    const login = await t.request({ method: 'POST', url: '/login', payload: { email, password } });
    const loginToken = login.json().data.token as string;
    await t.request({ method: 'GET', url: '/nav', token: loginToken });
    await t.request({ method: 'POST', url: '/login', payload: { email, password: 'Wrong#Pass42' } });
    await t.request({ method: 'POST', url: '/login', payload: { email: 'not-an-email', password } });
    await t.request({ method: 'GET', url: '/nav', token: 'A'.repeat(43) });
    const verifyToken = linkToken((await latestMail(t, email))!.text, '/verify-email');
    await t.request({ method: 'POST', url: '/email/verify', payload: { token: verifyToken } });

    const logs = t.logs.join('\n');
    expect(logs).toContain('"url":"/nav"');
    for (const secret of [password, 'Wrong#Pass42', token, loginToken, verifyToken, 'A'.repeat(43)]) {
      expect(logs).not.toContain(secret);
    }
    expect(logs).not.toMatch(/Bearer/i);
    expect(logs).not.toMatch(/"authorization":"(?!\[redacted\])/i);
    expect(STRONG_PASSWORD).not.toBe(password);
  });
});

// The demo data itself (the account, its notifications, seeding twice) is checked in
// demo/marketplace-demo.test.ts, on the one app there that seeds it.
describe('demo data', () => {
  it('is absent without DEMO_DATA', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/login',
      payload: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
    });
    expect(response.statusCode).toBe(401);
  });
});

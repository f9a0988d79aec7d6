import { eq } from 'drizzle-orm';
import { NOTIFICATION_TYPES } from '@talentindia/contracts';
import { notifications, outbox, users } from '../../db/schema';
import { writeOutbox } from '../../services/outbox';
import { createTestApp, signUp, uniqueEmail, type TestApp } from '../../testing/test-app';

describe('GET /dev/outbox with DEV_OUTBOX=1', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEV_OUTBOX: '1' });
  });
  afterAll(() => t.close());

  it('lists the recipient’s mail and SMS newest first with every field', async () => {
    const email = uniqueEmail('outbox');
    await writeOutbox(t.app, { channel: 'email', to: email, subject: 'First', text: 'one', html: '<p>one</p>' });
    await writeOutbox(t.app, { channel: 'sms', to: email, subject: '', text: 'Code 123456', html: '' });
    await writeOutbox(t.app, { channel: 'email', to: uniqueEmail('else'), subject: 'Other', text: 'x', html: '' });

    const response = await t.request({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(email)}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe(true);
    expect(body.data).toEqual([
      {
        id: expect.any(Number),
        channel: 'sms',
        to: email,
        subject: '',
        text: 'Code 123456',
        html: '',
        category: 'security',
        skipped_reason: null,
        created_at: expect.any(String),
      },
      {
        id: expect.any(Number),
        channel: 'email',
        to: email,
        subject: 'First',
        text: 'one',
        html: '<p>one</p>',
        category: 'security',
        skipped_reason: null,
        created_at: expect.any(String),
      },
    ]);
    expect(body.data[0].id).toBeGreaterThan(body.data[1].id);
    expect(Number.isNaN(Date.parse(body.data[0].created_at))).toBe(false);
  });

  it('finds mail whatever the case of the address', async () => {
    const { email } = await signUp(t);
    const response = await t.request({
      method: 'GET',
      url: `/dev/outbox?to=${encodeURIComponent(email.toUpperCase())}`,
    });
    expect(response.json().data).toHaveLength(1);
    expect(response.json().data[0]).toMatchObject({ channel: 'email', subject: 'Verify your email address' });
  });

  it.each([
    ['another machine', { remoteAddress: '203.0.113.7' }],
    ['another machine over IPv6', { remoteAddress: '2001:db8::7' }],
    ['this machine, for another through a proxy', { headers: { 'x-forwarded-for': '203.0.113.7, 127.0.0.1' } }],
  ])('is not there for a request from %s: a JSON 404, and nothing raised', async (_from, origin) => {
    const email = uniqueEmail('far');
    await writeOutbox(t.app, { channel: 'email', to: email, subject: 'Reset', text: 'link', html: '' });
    const read = await t.request({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(email)}`, ...origin });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toEqual({ status: false, message: 'No such endpoint: GET /dev/outbox' });
    const { email: owner } = await signUp(t);
    const raise = await t.request({
      method: 'POST',
      url: '/dev/notifications',
      payload: { email: owner, type: 'payment', description: 'Payment received.' },
      ...origin,
    });
    expect(raise.statusCode).toBe(404);
    const [user] = await t.app.db.select().from(users).where(eq(users.email, owner));
    expect(await t.app.db.select().from(notifications).where(eq(notifications.userId, user!.id))).toEqual([]);
  });

  it('answers this machine over a real connection, and through a proxy on it', async () => {
    const email = uniqueEmail('near');
    await writeOutbox(t.app, { channel: 'sms', to: email, subject: '', text: 'Code 654321', html: '' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening on a port');
    const url = `http://127.0.0.1:${address.port}/dev/outbox?to=${encodeURIComponent(email)}`;
    const direct = await fetch(url);
    expect(direct.status).toBe(200);
    expect(((await direct.json()) as { data: { text: string }[] }).data.map((message) => message.text)).toEqual([
      'Code 654321',
    ]);
    expect((await fetch(url, { headers: { 'X-Forwarded-For': '::1' } })).status).toBe(200);
    expect((await fetch(url, { headers: { 'X-Forwarded-For': '198.51.100.4' } })).status).toBe(404);
  });

  it('answers an empty list for an address without mail', async () => {
    const response = await t.request({ method: 'GET', url: `/dev/outbox?to=${uniqueEmail('none')}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, data: [] });
  });

  it.each(['/dev/outbox', '/dev/outbox?to=', '/dev/outbox?to=%20'])('answers 422 for %s', async (url) => {
    const response = await t.request({ method: 'GET', url });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status: false, message: 'Query parameter "to" is required.' });
  });
});

describe('POST /dev/notifications with DEV_OUTBOX=1', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEV_OUTBOX: '1' });
  });
  afterAll(() => t.close());

  const raise = (payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/dev/notifications', payload });

  it('raises a notification for the account, which its owner then sees', async () => {
    const { email, token } = await signUp(t);
    const response = await raise({
      email: email.toUpperCase(),
      type: 'payment',
      description: 'Payment of <strong>$240.00</strong> received.',
      action: '/reports/transaction-history',
    });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      status: true,
      data: {
        id: expect.any(Number),
        type: 'payment',
        description: 'Payment of <strong>$240.00</strong> received.',
        action: '/reports/transaction-history',
        seen: 0,
        created_at: expect.any(String),
      },
    });
    const list = await t.request({ method: 'GET', url: '/notifications', token });
    expect(list.json().data).toEqual([response.json().data]);
  });

  it('stores the notification sanitized, with an in-app action only, and honours seen', async () => {
    const { email } = await signUp(t);
    const response = await raise({
      email,
      type: 'warning',
      description: '<img src=x onerror=alert(1)><script>alert(1)</script><b>ok</b>',
      action: 'https://evil.example',
      seen: true,
    });

    expect(response.statusCode).toBe(201);
    const [row] = await t.app.db.select().from(notifications).where(eq(notifications.id, response.json().data.id));
    expect(row!.description).not.toMatch(/<script|onerror|<img/i);
    expect(row!.description).toContain('<b>ok</b>');
    expect(row!.action).toBe('/notifications');
    expect(row!.seen).toBe(true);
  });

  it('answers 404 for an address without an account', async () => {
    const response = await raise({ email: uniqueEmail('nobody'), type: 'simple', description: 'x', action: '/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: false, message: 'No account has that email address.' });
  });

  it.each([
    ['type', { type: 'urgent' }],
    ['email', { email: 'not-an-email' }],
    ['description', { description: '' }],
    ['action', { action: '' }],
  ])('answers 422 for a bad %s', async (field, overrides) => {
    const { email } = await signUp(t);
    const response = await raise({ email, type: NOTIFICATION_TYPES[0], description: 'x', action: '/', ...overrides });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(field);
  });
});

describe('GET /dev/outbox without DEV_OUTBOX', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEV_OUTBOX: '' });
  });
  afterAll(() => t.close());

  it('does not exist: a JSON 404', async () => {
    const { email } = await signUp(t);
    const response = await t.request({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(email)}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: false, message: 'No such endpoint: GET /dev/outbox' });
    // The mail is still stored in the outbox table, just not served.
    expect((await t.app.db.select().from(outbox)).length).toBeGreaterThan(0);
  });

  it('does not offer POST /dev/notifications either', async () => {
    const { email } = await signUp(t);
    const response = await t.request({
      method: 'POST',
      url: '/dev/notifications',
      payload: { email, type: 'simple', description: 'x', action: '/' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: false, message: 'No such endpoint: POST /dev/notifications' });
    expect(await t.app.db.select().from(notifications)).toHaveLength(0);
  });
});

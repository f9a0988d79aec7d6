import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { accountMessages } from '@talentindia/contracts';
import { messages, notifications, sessions, users } from '../../db/schema';
import {
  createTestApp,
  latestMail,
  linkToken,
  signUp,
  STRONG_PASSWORD,
  testClock,
  type TestApp,
} from '../../testing/test-app';
import { createFreelancer } from '../../testing/marketplace-fixtures';
import { createNotification } from '../notifications';
import { NAV_POLLS_PER_MINUTE } from './nav-routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' });
});
afterAll(() => t.close());

async function newUser() {
  const account = await signUp(t);
  const [user] = await t.app.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${account.email.toLowerCase()}`);
  return { ...account, id: user!.id };
}

const nav = (token?: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url: '/nav', token, headers });

describe('GET /nav', () => {
  it('answers 401 without a token', async () => {
    const response = await nav();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: false, message: expect.any(String) });
  });

  it('answers 401 for an unknown token', async () => {
    const response = await nav('A'.repeat(43));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: false, message: accountMessages.sessionExpired });
  });

  it('gives a new user empty counts and their verification state', async () => {
    const { email, token } = await newUser();
    const response = await nav(token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      data: {
        unread_messages: 0,
        unseen_notifications: 0,
        notifications: [],
        user: {
          first_name: 'Asha',
          email,
          image: null,
          is_email_verified: false,
          is_mobile_verified: false,
          role: 'client',
        },
      },
    });
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toBe('Origin, Authorization');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('tells a freelancer’s session that it is a freelancer’s (issue 18)', async () => {
    const freelancer = await createFreelancer(t);
    const response = await nav(freelancer.token);

    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({ email: freelancer.email, role: 'freelancer' });
  });

  it('counts the unread messages addressed to the user only', async () => {
    const me = await newUser();
    const other = await newUser();
    await t.app.db.insert(messages).values([
      { senderId: other.id, recipientId: me.id, body: 'Hello' },
      { senderId: other.id, recipientId: me.id, body: 'Are you there?' },
      { senderId: other.id, recipientId: me.id, body: 'Read already', readAt: new Date() },
      { senderId: me.id, recipientId: other.id, body: 'Sent by me' },
    ]);

    expect((await nav(me.token)).json().data.unread_messages).toBe(2);
    expect((await nav(other.token)).json().data.unread_messages).toBe(1);
  });

  it('lists the newest 10 notifications and counts every unseen one', async () => {
    const me = await newUser();
    const other = await newUser();
    const base = Date.now() - 60 * 60 * 1000;
    for (let index = 0; index < 12; index += 1) {
      await createNotification(t.app, {
        userId: me.id,
        type: index % 2 ? 'payment' : 'simple',
        description: `Notification <strong>${index}</strong>`,
        action: '/jobs',
        seen: index < 3,
        createdAt: new Date(base + index * 1000),
      });
    }
    await createNotification(t.app, { userId: other.id, type: 'error', description: 'Not mine', action: '/' });

    const data = (await nav(me.token)).json().data;
    expect(data.unseen_notifications).toBe(9);
    expect(data.notifications).toHaveLength(10);
    expect(data.notifications.map((n: { description: string }) => n.description)).toEqual(
      [11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((index) => `Notification <strong>${index}</strong>`),
    );
    expect(data.notifications[0]).toEqual({
      id: expect.any(Number),
      type: 'payment',
      description: 'Notification <strong>11</strong>',
      action: '/jobs',
      seen: 0,
      created_at: new Date(base + 11 * 1000).toISOString(),
    });
    expect(data.notifications[9].seen).toBe(1);
  });

  it('shows each notification exactly as the notifications page does', async () => {
    const me = await newUser();
    // Stored with microseconds, as a real insert is: both answers cut them the same way.
    for (const description of ['First', 'Second <em>one</em>', 'Third']) {
      await createNotification(t.app, { userId: me.id, type: 'milestone', description, action: '/jobs' });
    }
    const page = await t.request({ method: 'GET', url: '/notifications', token: me.token });
    expect((await nav(me.token)).json().data.notifications).toEqual(page.json().data);
  });

  it('is documented with a 304 that has no body', async () => {
    const document = (await t.request({ method: 'GET', url: '/docs/json' })).json();
    const responses = document.paths['/nav'].get.responses;
    expect(responses['304']).toEqual({ description: expect.stringMatching(/^Not modified/) });
    expect(responses['200'].content['application/json'].schema.properties.data).toBeDefined();
  });

  describe('ETag', () => {
    it('answers 304 with no body while nothing changed', async () => {
      const { token } = await newUser();
      const first = await nav(token);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[0-9.]+"$/);

      const again = await nav(token, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['content-length']).toBeUndefined();
      expect(again.headers['content-type']).toBeUndefined();
      expect(again.headers['cache-control']).toBe('private, no-cache');
      expect(again.headers.vary).toBe('Origin, Authorization');

      // A weak validator, a list of tags and "*" match too (RFC 9110 §13.1.2).
      expect((await nav(token, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
      expect((await nav(token, { 'if-none-match': '*' })).statusCode).toBe(304);
      expect((await nav(token, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
    });

    it('differs between users with the same state', async () => {
      const a = await newUser();
      const b = await newUser();
      const etagA = (await nav(a.token)).headers.etag as string;
      const fromB = await nav(b.token, { 'if-none-match': etagA });
      expect(fromB.statusCode).toBe(200);
      expect(fromB.headers.etag).not.toBe(etagA);
    });

    it('never answers 304 to a revoked or expired session, even with a current tag', async () => {
      const me = await newUser();
      const etag = (await nav(me.token)).headers.etag as string;
      await t.request({ method: 'POST', url: '/logout', token: me.token });
      const revoked = await nav(me.token, { 'if-none-match': etag });
      expect(revoked.statusCode).toBe(401);
      expect(revoked.json()).toEqual({ status: false, message: accountMessages.sessionExpired });

      const login = await t.request({
        method: 'POST',
        url: '/login',
        payload: { email: me.email, password: STRONG_PASSWORD },
      });
      const token = login.json().data.token as string;
      expect((await nav(token, { 'if-none-match': etag })).statusCode).toBe(304);
      await t.app.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.userId, me.id));
      expect((await nav(token, { 'if-none-match': etag })).statusCode).toBe(401);
    });

    /** A user with one unseen notification and one unread message from someone else. */
    async function userWithNews() {
      const me = await newUser();
      const other = await newUser();
      const notification = await createNotification(t.app, {
        userId: me.id,
        type: 'simple',
        description: 'Welcome',
        action: '/jobs',
      });
      const [message] = await t.app.db
        .insert(messages)
        .values({ senderId: other.id, recipientId: me.id, body: 'Hello' })
        .returning({ id: messages.id });
      const etag = (await nav(me.token)).headers.etag as string;
      return { me, other, notificationId: notification.id, messageId: message!.id, etag };
    }
    type News = Awaited<ReturnType<typeof userWithNews>>;
    type NavData = {
      unread_messages: number;
      unseen_notifications: number;
      notifications: { description: string; seen: number }[];
      user: {
        first_name: string;
        email: string;
        image: string | null;
        is_email_verified: boolean;
        is_mobile_verified: boolean;
      };
    };

    const covered: [string, (news: News) => Promise<unknown>, (data: NavData, news: News) => void][] = [
      [
        'a notification arrives',
        ({ me }) => createNotification(t.app, { userId: me.id, type: 'payment', description: 'Paid', action: '/' }),
        (data) => {
          expect(data.unseen_notifications).toBe(2);
          expect(data.notifications[0]!.description).toBe('Paid');
        },
      ],
      [
        'the notifications are marked seen',
        ({ me }) => t.request({ method: 'GET', url: '/notifications/seen', token: me.token }),
        (data) => {
          expect(data.unseen_notifications).toBe(0);
          expect(data.notifications[0]!.seen).toBe(1);
        },
      ],
      [
        'a notification is deleted',
        ({ me, notificationId }) =>
          t.request({ method: 'DELETE', url: `/notifications/${notificationId}`, token: me.token }),
        (data) => expect(data.notifications).toEqual([]),
      ],
      [
        'the notifications are cleared',
        ({ me }) => t.request({ method: 'DELETE', url: '/notifications/', token: me.token }),
        (data) => expect(data.notifications).toEqual([]),
      ],
      [
        'a notification’s text is edited',
        ({ notificationId }) =>
          t.app.db.update(notifications).set({ description: 'Edited' }).where(eq(notifications.id, notificationId)),
        (data) => expect(data.notifications[0]!.description).toBe('Edited'),
      ],
      [
        'a message arrives',
        ({ me, other }) => t.app.db.insert(messages).values({ senderId: other.id, recipientId: me.id, body: 'More' }),
        (data) => expect(data.unread_messages).toBe(2),
      ],
      [
        'a message is read',
        ({ messageId }) => t.app.db.update(messages).set({ readAt: new Date() }).where(eq(messages.id, messageId)),
        (data) => expect(data.unread_messages).toBe(0),
      ],
      [
        'a message is deleted',
        ({ messageId }) => t.app.db.delete(messages).where(eq(messages.id, messageId)),
        (data) => expect(data.unread_messages).toBe(0),
      ],
      [
        'the first name changes',
        ({ me }) => t.app.db.update(users).set({ firstName: 'Meera' }).where(eq(users.id, me.id)),
        (data) => expect(data.user.first_name).toBe('Meera'),
      ],
      [
        'the email changes',
        ({ me }) =>
          t.app.db
            .update(users)
            .set({ email: `new.${me.email}` })
            .where(eq(users.id, me.id)),
        (data, { me }) => expect(data.user.email).toBe(`new.${me.email}`),
      ],
      [
        'the email is verified through the mailed link',
        async ({ me }) => {
          const token = linkToken((await latestMail(t, me.email))!.text, '/verify-email');
          return t.request({ method: 'POST', url: '/email/verify', payload: { token } });
        },
        (data) => expect(data.user.is_email_verified).toBe(true),
      ],
      [
        'a new profile picture is set',
        ({ me }) => t.app.db.update(users).set({ imageKey: 'avatars/navtest' }).where(eq(users.id, me.id)),
        (data) => expect(data.user.image).toBe('http://localhost:4000/files/avatars/navtest/256.webp'),
      ],
      [
        'the mobile number is verified',
        ({ me }) => t.app.db.update(users).set({ mobileVerifiedAt: new Date() }).where(eq(users.id, me.id)),
        (data) => expect(data.user.is_mobile_verified).toBe(true),
      ],
    ];

    it.each(covered)('changes when %s, and the new body comes back', async (_name, change, check) => {
      const news = await userWithNews();
      expect((await nav(news.me.token, { 'if-none-match': news.etag })).statusCode).toBe(304);

      await change(news);

      const changed = await nav(news.me.token, { 'if-none-match': news.etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(news.etag);
      check(changed.json().data, news);
      // The new tag is current again.
      const etag = changed.headers.etag as string;
      expect((await nav(news.me.token, { 'if-none-match': etag })).statusCode).toBe(304);
    });

    const unrelated: [string, (news: News) => Promise<unknown>][] = [
      [
        'someone else gets a notification',
        ({ other }) => createNotification(t.app, { userId: other.id, type: 'simple', description: 'x', action: '/' }),
      ],
      [
        'the user sends a message',
        ({ me, other }) => t.app.db.insert(messages).values({ senderId: me.id, recipientId: other.id, body: 'Hi' }),
      ],
      [
        'a message’s text is edited',
        ({ messageId }) => t.app.db.update(messages).set({ body: 'Edited' }).where(eq(messages.id, messageId)),
      ],
      [
        'the last name changes',
        ({ me }) => t.app.db.update(users).set({ lastName: 'Iyer' }).where(eq(users.id, me.id)),
      ],
      [
        'the user signs in on another device',
        ({ me }) =>
          t.request({ method: 'POST', url: '/login', payload: { email: me.email, password: STRONG_PASSWORD } }),
      ],
    ];

    it.each(unrelated)('stays current when %s', async (_name, change) => {
      const news = await userWithNews();
      await change(news);
      const again = await nav(news.me.token, { 'if-none-match': news.etag });
      expect(again.statusCode).toBe(304);
      expect(again.headers.etag).toBe(news.etag);
    });
  });

  describe('over one keep-alive connection (a real HTTP client)', () => {
    let baseUrl: string;
    let agent: http.Agent;
    beforeAll(async () => {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });
    beforeEach(() => {
      agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    });
    afterEach(() => agent.destroy());

    interface Answer {
      status: number;
      headers: http.IncomingHttpHeaders;
      body: string;
      socket: Socket;
      reusedSocket: boolean;
    }

    /**
     * One GET on the agent's single socket. A response that never completes (a 304 announcing a body
     * it does not send, say) fails the test after a minute: a guard against a hang, far above any
     * answer on a busy machine, not a speed limit.
     */
    function get(token: string, headers: Record<string, string> = {}): Promise<Answer> {
      return new Promise((resolve, reject) => {
        const request = http.get(
          `${baseUrl}/nav`,
          { agent, headers: { authorization: `Bearer ${token}`, ...headers } },
          (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                headers: response.headers,
                body,
                socket: request.socket as Socket,
                reusedSocket: request.reusedSocket,
              }),
            );
          },
        );
        request.on('error', reject);
        request.setTimeout(60_000, () => request.destroy(new Error('no complete answer to GET /nav within a minute')));
      });
    }

    function expectNotModified(answer: Answer, etag: string) {
      expect(answer.status).toBe(304);
      expect(answer.body).toBe('');
      expect(answer.headers.etag).toBe(etag);
      // No body, so none of the headers that would describe one.
      expect(answer.headers['content-length']).toBeUndefined();
      expect(answer.headers['content-type']).toBeUndefined();
      expect(answer.headers['transfer-encoding']).toBeUndefined();
    }

    it('answers 200, then 304 on the same socket', async () => {
      const me = await newUser();
      const first = await get(me.token);
      expect(first.status).toBe(200);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(first.headers['content-length'])).toBe(Buffer.byteLength(first.body));
      expect(JSON.parse(first.body).data.user.email).toBe(me.email);
      const etag = first.headers.etag as string;

      const second = await get(me.token, { 'if-none-match': etag });
      expectNotModified(second, etag);
      expect(second.reusedSocket).toBe(true);
      expect(second.socket).toBe(first.socket);
    });

    it('answers 304, 304, then 200 after a change, all on the same socket', async () => {
      const me = await newUser();
      const etag = (await nav(me.token)).headers.etag as string;

      const first = await get(me.token, { 'if-none-match': etag });
      expectNotModified(first, etag);
      const second = await get(me.token, { 'if-none-match': etag });
      expectNotModified(second, etag);
      expect(second.reusedSocket).toBe(true);
      expect(second.socket).toBe(first.socket);

      await createNotification(t.app, { userId: me.id, type: 'milestone', description: 'Done', action: '/jobs' });
      const third = await get(me.token, { 'if-none-match': etag });
      expect(third.status).toBe(200);
      expect(third.reusedSocket).toBe(true);
      expect(third.socket).toBe(first.socket);
      expect(third.headers.etag).not.toBe(etag);
      expect(JSON.parse(third.body).data.notifications[0].description).toBe('Done');
    });
  });
});

describe('GET /nav, limited per session', () => {
  const clock = testClock(new Date('2026-11-27T10:00:00Z'));
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({}, { clock });
  });
  afterAll(() => limited.close());

  const poll = (token: string) =>
    limited.app.inject({ method: 'GET', url: '/nav', headers: { authorization: `Bearer ${token}` } });

  it(`answers ${NAV_POLLS_PER_MINUTE} polls a minute per session, then a 429 with Retry-After; other sessions poll on`, async () => {
    const flooding = (await signUp(limited)).token;
    const other = (await signUp(limited)).token;
    for (let polled = 0; polled < NAV_POLLS_PER_MINUTE; polled += 1) {
      const response = await poll(flooding);
      if (response.statusCode !== 200) throw new Error(`poll ${polled + 1}: ${response.statusCode}`);
    }
    const refused = await poll(flooding);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await poll(other)).statusCode).toBe(200);

    clock.advance(Number(refused.headers['retry-after']) * 1000);
    expect((await poll(flooding)).statusCode).toBe(200);
  });
});

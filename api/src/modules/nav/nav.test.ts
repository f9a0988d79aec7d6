import { sql } from 'drizzle-orm';
import { accountMessages } from '@talentindia/contracts';
import { messages, users } from '../../db/schema';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { createNotification } from '../notifications/notification-service';

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
        user: { first_name: 'Asha', email, is_email_verified: false, is_mobile_verified: false },
      },
    });
    expect(response.headers['cache-control']).toBe('private, no-cache');
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
      await createNotification(t.app.db, {
        userId: me.id,
        type: index % 2 ? 'payment' : 'simple',
        description: `Notification <strong>${index}</strong>`,
        action: '/jobs',
        seen: index < 3,
        createdAt: new Date(base + index * 1000),
      });
    }
    await createNotification(t.app.db, { userId: other.id, type: 'error', description: 'Not mine', action: '/' });

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

  describe('ETag', () => {
    it('answers 304 with an empty body while nothing changed', async () => {
      const { token } = await newUser();
      const first = await nav(token);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);

      const again = await nav(token, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);

      // A weak validator or a list of tags matches too.
      expect((await nav(token, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
      expect((await nav(token, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
    });

    it('changes when a notification arrives, and the body comes back', async () => {
      const me = await newUser();
      const first = await nav(me.token);
      const etag = first.headers.etag as string;

      await createNotification(t.app.db, {
        userId: me.id,
        type: 'milestone',
        description: 'Milestone <strong>API</strong> completed.',
        action: '/jobs',
      });

      const changed = await nav(me.token, { 'if-none-match': etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.json().data.unseen_notifications).toBe(1);
      expect(changed.json().data.notifications[0].description).toBe('Milestone <strong>API</strong> completed.');
    });

    it('changes when a message arrives or the user is verified', async () => {
      const me = await newUser();
      const other = await newUser();
      const etags = [(await nav(me.token)).headers.etag];

      await t.app.db.insert(messages).values({ senderId: other.id, recipientId: me.id, body: 'Hi' });
      etags.push((await nav(me.token)).headers.etag);

      await t.app.db
        .update(users)
        .set({ emailVerifiedAt: new Date() })
        .where(sql`${users.id} = ${me.id}`);
      const verified = await nav(me.token, { 'if-none-match': etags[1] as string });
      expect(verified.statusCode).toBe(200);
      expect(verified.json().data.user.is_email_verified).toBe(true);
      etags.push(verified.headers.etag);

      expect(new Set(etags).size).toBe(3);
    });

    it('differs between users with the same state', async () => {
      const a = await newUser();
      const b = await newUser();
      const etagA = (await nav(a.token)).headers.etag as string;
      expect((await nav(b.token, { 'if-none-match': etagA })).statusCode).toBe(200);
    });
  });
});

import { eq, sql } from 'drizzle-orm';
import { NOTIFICATION_TYPES, notificationMessages } from '@talentindia/contracts';
import { notifications, users } from '../../db/schema';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { createNotification } from './notification-service';

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

/** Creates `count` notifications for a user, oldest first; returns their ids in that order. */
async function addNotifications(userId: number, count: number, seen = false) {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const created = await createNotification(t.app, {
      userId,
      type: NOTIFICATION_TYPES[index % NOTIFICATION_TYPES.length]!,
      description: `Notification ${index}`,
      action: '/notifications',
      seen,
    });
    ids.push(created.id);
  }
  return ids;
}

async function rowsOf(userId: number) {
  return t.app.db.select().from(notifications).where(eq(notifications.userId, userId));
}

const list = (token: string, query = '') => t.request({ method: 'GET', url: `/notifications${query}`, token });

describe('GET /notifications', () => {
  it('pages 10 at a time, newest first, with an empty list past the end', async () => {
    const me = await newUser();
    const ids = await addNotifications(me.id, 23);
    const newestFirst = [...ids].reverse();

    const pages: number[][] = [];
    for (const page of [1, 2, 3, 4]) {
      const response = await list(me.token, `?page=${page}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe(true);
      pages.push(response.json().data.map((n: { id: number }) => n.id));
    }
    expect(pages).toEqual([newestFirst.slice(0, 10), newestFirst.slice(10, 20), newestFirst.slice(20), []]);
  });

  it('starts at page 1 without a page and returns the notification fields', async () => {
    const me = await newUser();
    await createNotification(t.app, {
      userId: me.id,
      type: 'warning',
      description: 'Complete your <strong>billing details</strong>.',
      action: '/settings/billing',
    });
    const response = await list(me.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      data: [
        {
          id: expect.any(Number),
          type: 'warning',
          description: 'Complete your <strong>billing details</strong>.',
          action: '/settings/billing',
          seen: 0,
          created_at: expect.any(String),
        },
      ],
    });
  });

  it.each(['0', '-1', 'abc', '1.5', ''])('answers 422 for page=%s', async (page) => {
    const { token } = await newUser();
    const response = await list(token, `?page=${page}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: false,
      message: 'Page must be a whole number from 1.',
      errors: { page: 'Page must be a whole number from 1.' },
    });
  });

  it('never lists another user’s notifications', async () => {
    const me = await newUser();
    const other = await newUser();
    await addNotifications(other.id, 3);
    expect((await list(me.token)).json().data).toEqual([]);
  });
});

describe('GET /notifications/seen', () => {
  it('marks all of the caller’s notifications seen, and no one else’s', async () => {
    const me = await newUser();
    const other = await newUser();
    await addNotifications(me.id, 4);
    await addNotifications(other.id, 2);

    const response = await t.request({ method: 'GET', url: '/notifications/seen', token: me.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: 'All notifications marked as seen successfully!' });
    expect(notificationMessages.allSeen).toBe('All notifications marked as seen successfully!');

    expect((await rowsOf(me.id)).every((row) => row.seen)).toBe(true);
    expect((await rowsOf(other.id)).every((row) => !row.seen)).toBe(true);
    expect((await list(me.token)).json().data.map((n: { seen: number }) => n.seen)).toEqual([1, 1, 1, 1]);
    expect((await t.request({ method: 'GET', url: '/nav', token: me.token })).json().data.unseen_notifications).toBe(0);
  });

  it('succeeds with nothing to mark', async () => {
    const { token } = await newUser();
    const response = await t.request({ method: 'GET', url: '/notifications/seen', token });
    expect(response.statusCode).toBe(200);
  });
});

describe('DELETE /notifications/', () => {
  it('clears all of the caller’s notifications, and no one else’s', async () => {
    const me = await newUser();
    const other = await newUser();
    await addNotifications(me.id, 5);
    await addNotifications(other.id, 2);

    const response = await t.request({ method: 'DELETE', url: '/notifications/', token: me.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: notificationMessages.cleared });

    expect(await rowsOf(me.id)).toHaveLength(0);
    expect(await rowsOf(other.id)).toHaveLength(2);
    expect((await list(me.token)).json().data).toEqual([]);
  });
});

describe('DELETE /notifications/{id}', () => {
  it('removes one notification', async () => {
    const me = await newUser();
    const [first, second, third] = await addNotifications(me.id, 3);

    const response = await t.request({ method: 'DELETE', url: `/notifications/${second}`, token: me.token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: notificationMessages.removed });

    expect((await rowsOf(me.id)).map((row) => row.id).sort((a, b) => a - b)).toEqual([first, third]);
    const again = await t.request({ method: 'DELETE', url: `/notifications/${second}`, token: me.token });
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 for another user’s notification and leaves it in place', async () => {
    const me = await newUser();
    const other = await newUser();
    const [theirs] = await addNotifications(other.id, 1);

    const response = await t.request({ method: 'DELETE', url: `/notifications/${theirs}`, token: me.token });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: false, message: notificationMessages.notFound });
    expect(await rowsOf(other.id)).toHaveLength(1);
  });

  it.each(['abc', '0', '-3', '1.5'])('answers 404 for the id %s', async (id) => {
    const { token } = await newUser();
    const response = await t.request({ method: 'DELETE', url: `/notifications/${id}`, token });
    expect(response.statusCode).toBe(404);
    expect(response.json().status).toBe(false);
  });

  it('answers 404 for an id that does not exist', async () => {
    const { token } = await newUser();
    const response = await t.request({ method: 'DELETE', url: '/notifications/999999999', token });
    expect(response.statusCode).toBe(404);
  });
});

describe('authentication', () => {
  it.each([
    ['GET', '/notifications'],
    ['GET', '/notifications?page=2'],
    ['GET', '/notifications/seen'],
    ['DELETE', '/notifications/'],
    ['DELETE', '/notifications/1'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const me = await newUser();
    await addNotifications(me.id, 1);

    const response = await t.request({ method, url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: false, message: expect.any(String) });
    expect(await rowsOf(me.id)).toHaveLength(1);
  });
});

describe('createNotification', () => {
  it('sanitizes the description when storing it', async () => {
    const me = await newUser();
    const created = await createNotification(t.app, {
      userId: me.id,
      type: 'simple',
      description: '<img src=x onerror=alert(1)><script>alert(1)</script><a href="javascript:alert(1)">x</a><b>ok</b>',
      action: '/jobs',
    });

    const [row] = await t.app.db.select().from(notifications).where(eq(notifications.id, created.id));
    expect(row!.description).not.toMatch(/<script/i);
    expect(row!.description).not.toMatch(/onerror/i);
    expect(row!.description).not.toMatch(/javascript:/i);
    expect(row!.description).not.toContain('alert(1)');
    expect(row!.description).toContain('<b>ok</b>');
    expect(created.description).toBe(row!.description);
    expect((await list(me.token)).json().data[0].description).toBe(row!.description);
  });

  it.each(['https://evil.example', '//evil', 'javascript:alert(1)', '/\\evil.example', 'jobs', '', '/ x'])(
    'stores the action %j as /notifications',
    async (action) => {
      const me = await newUser();
      const created = await createNotification(t.app, { userId: me.id, type: 'simple', description: 'x', action });
      const [row] = await t.app.db.select().from(notifications).where(eq(notifications.id, created.id));
      expect(row!.action).toBe('/notifications');
    },
  );

  it.each(['/jobs', '/settings/billing', '/messages?thread=4#latest'])('keeps the in-app path %s', async (action) => {
    const me = await newUser();
    const created = await createNotification(t.app, { userId: me.id, type: 'simple', description: 'x', action });
    expect(created.action).toBe(action);
  });
});

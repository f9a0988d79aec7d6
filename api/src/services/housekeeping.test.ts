import { eq, sql } from 'drizzle-orm';
import {
  loginChallenges,
  queuedWork,
  rateLimitHits,
  scheduledTaskRuns,
  sessions,
  smsCodes,
  userTokens,
  users,
} from '../db/schema';
import { createTestApp, testClock, uniqueEmail, type TestApp } from '../testing/test-app';
import { CODE_RETENTION_MS, purgeExpired, RETENTION_MS } from './housekeeping';
import { DONE_RETENTION_MS, FAILED_RETENTION_MS } from './scheduler';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

it('deletes finished rate-limit windows and long-dead sessions and links, and keeps the rest', async () => {
  const db = t.app.db;
  const now = clock.now();
  const longAgo = new Date(now.getTime() - RETENTION_MS - 60_000);
  const recently = new Date(now.getTime() - 60_000);
  const later = new Date(now.getTime() + 60 * 60 * 1000);
  const [user] = await db
    .insert(users)
    .values({ firstName: 'Hk', lastName: 'User', email: uniqueEmail('housekeeping') })
    .returning();
  const userId = user!.id;
  await db.insert(rateLimitHits).values([
    { key: 'hk:finished', count: 3, resetAt: recently },
    { key: 'hk:running', count: 1, resetAt: later },
  ]);
  await db.insert(sessions).values([
    { userId, tokenHash: 'hk-expired-long-ago', expiresAt: longAgo },
    { userId, tokenHash: 'hk-revoked-long-ago', expiresAt: later, revokedAt: longAgo },
    { userId, tokenHash: 'hk-expired-recently', expiresAt: recently },
    { userId, tokenHash: 'hk-live', expiresAt: later },
  ]);
  await db.insert(userTokens).values([
    { userId, purpose: 'password_reset', tokenHash: 'hk-link-old', expiresAt: longAgo },
    { userId, purpose: 'password_reset', tokenHash: 'hk-link-live', expiresAt: later },
  ]);

  // SMS codes count for the daily caps for a day after they were sent; challenges die in 5 minutes.
  const dayAgo = new Date(now.getTime() - CODE_RETENTION_MS - 60_000);
  const sms = { userId, purpose: 'sms_setup' as const, phone: '+919876543210', codeHash: 'x' };
  await db.insert(smsCodes).values([
    { ...sms, codeHash: 'hk-sms-old', createdAt: dayAgo, expiresAt: dayAgo },
    { ...sms, codeHash: 'hk-sms-today', createdAt: recently, expiresAt: recently },
  ]);
  await db.insert(loginChallenges).values([
    { userId, tokenHash: 'hk-challenge-old', expiresAt: dayAgo },
    { userId, tokenHash: 'hk-challenge-recent', expiresAt: recently },
  ]);

  expect(await purgeExpired(t.app)).toEqual({
    rateLimitHits: 1,
    sessions: 2,
    userTokens: 1,
    smsCodes: 1,
    loginChallenges: 1,
  });

  expect((await db.select().from(rateLimitHits)).map((row) => row.key)).toEqual(['hk:running']);
  const left = await db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(eq(sessions.userId, userId));
  expect(left.map((row) => row.tokenHash).sort()).toEqual(['hk-expired-recently', 'hk-live']);
  const links = await db
    .select({ tokenHash: userTokens.tokenHash })
    .from(userTokens)
    .where(eq(userTokens.userId, userId));
  expect(links.map((row) => row.tokenHash)).toEqual(['hk-link-live']);
  const codes = await db.select({ codeHash: smsCodes.codeHash }).from(smsCodes).where(eq(smsCodes.userId, userId));
  expect(codes.map((row) => row.codeHash)).toEqual(['hk-sms-today']);
  const challenges = await db
    .select({ tokenHash: loginChallenges.tokenHash })
    .from(loginChallenges)
    .where(eq(loginChallenges.userId, userId));
  expect(challenges.map((row) => row.tokenHash)).toEqual(['hk-challenge-recent']);
});

describe('housekeeping through the scheduler', () => {
  const clock = testClock(new Date('2026-06-01T10:15:00.000Z'));
  let scheduled: TestApp;
  beforeAll(async () => {
    scheduled = await createTestApp({}, { clock });
  });
  afterAll(() => scheduled.close());

  const runs = () =>
    scheduled.app.db.select().from(scheduledTaskRuns).where(eq(scheduledTaskRuns.task, 'housekeeping'));

  it('runs at the top of every hour, once, and purges finished work past its retention', async () => {
    const db = scheduled.app.db;
    const now = clock.now();
    const item = (status: 'done' | 'failed', finishedAgo: number) => ({
      kind: 'mail',
      payload: { to: 'x@example.com', category: 'security', subject: `${status} ${finishedAgo}` },
      status,
      runAfter: now,
      maxAttempts: 10,
      createdAt: now,
      finishedAt: new Date(now.getTime() - finishedAgo),
    });
    await db
      .insert(queuedWork)
      .values([
        item('done', DONE_RETENTION_MS + 60_000),
        item('done', DONE_RETENTION_MS - 60_000),
        item('failed', DONE_RETENTION_MS + 60_000),
        item('failed', FAILED_RETENTION_MS + 60_000),
      ]);
    await db.insert(rateLimitHits).values({ key: 'hk:scheduled', count: 1, resetAt: new Date(now.getTime() - 1) });

    // Due at once on a fresh database.
    await scheduled.app.scheduler.runDue();
    await scheduled.app.scheduler.runDue();
    expect(await runs()).toEqual([expect.objectContaining({ windowFrom: null, windowTo: now, outcome: 'succeeded' })]);
    expect((await db.select().from(rateLimitHits)).map((row) => row.key)).not.toContain('hk:scheduled');
    const left = await db.select({ subject: sql<string>`${queuedWork.payload}->>'subject'` }).from(queuedWork);
    expect(left.map((row) => row.subject).sort()).toEqual([
      `done ${DONE_RETENTION_MS - 60_000}`,
      `failed ${DONE_RETENTION_MS + 60_000}`,
    ]);
    const line = scheduled.logs.find((entry) => entry.includes('scheduled task done'));
    expect(JSON.parse(line!)).toMatchObject({
      task: 'housekeeping',
      result: { rateLimitHits: 1, queuedWork: 2, scheduledTaskRuns: 0 },
    });

    clock.advance(45 * 60 * 1000 - 1);
    await scheduled.app.scheduler.runDue();
    expect(await runs()).toHaveLength(1);
    clock.advance(1);
    await scheduled.app.scheduler.runDue();
    expect((await runs()).map((run) => run.windowTo)).toEqual([now, new Date('2026-06-01T11:00:00.000Z')]);
  });
});

import { and, asc, eq } from 'drizzle-orm';
import { outbox, queuedWork, users } from '../db/schema';
import { startSmtpServer } from '../testing/smtp-server';
import { createTestApp, linkToken, signUp, testClock, type TestApp } from '../testing/test-app';
import { queueMail } from './mail-queue';
import { retryDelayMs } from './scheduler';

const mail = (subject: string) => ({
  category: 'email_miscellaneous' as const,
  subject,
  text: `${subject}: https://app.example/secret-link`,
  html: `<p>${subject}</p>`,
});

/** What the outbox table holds for an address (read directly: the dev route would send the queue first). */
const outboxSubjects = async (t: TestApp, to: string) =>
  (
    await t.app.db
      .select({ subject: outbox.subject })
      .from(outbox)
      .where(eq(outbox.recipient, to.toLowerCase()))
      .orderBy(asc(outbox.id))
  ).map((row) => row.subject);

const queuedMail = async (t: TestApp, subject: string) =>
  (await t.app.db.select().from(queuedWork).where(eq(queuedWork.kind, 'mail'))).filter(
    (row) => (row.payload as { subject?: string }).subject === subject,
  );

async function userIdOf(t: TestApp, email: string) {
  const [user] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
}

describe('queued mail', () => {
  const clock = testClock(new Date('2026-05-11T09:00:00.000Z'));
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_SCALE: '1000' }, { clock });
  });
  afterAll(() => t.close());

  it('is queued only when the change it is about commits, and sent once', async () => {
    const { email } = await signUp(t);
    const userId = await userIdOf(t, email);

    await expect(
      t.app.db.transaction(async (tx) => {
        await tx.update(users).set({ firstName: 'Changed' }).where(eq(users.id, userId));
        await queueMail(t.app, { userId, ...mail('Rolled back') }, tx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await queuedMail(t, 'Rolled back')).toEqual([]);

    await t.app.db.transaction(async (tx) => {
      await tx.update(users).set({ firstName: 'Changed' }).where(eq(users.id, userId));
      await queueMail(t.app, { userId, ...mail('Committed') }, tx);
    });
    await t.app.scheduler.runDue();
    await t.app.scheduler.runDue();

    expect(await outboxSubjects(t, email)).toEqual(['Verify your email address', 'Committed']);
    expect(await queuedMail(t, 'Committed')).toEqual([expect.objectContaining({ status: 'done', attempts: 1 })]);
  });

  it('goes out as soon as the request that queued it has answered, without a tick', async () => {
    const { email } = await signUp(t);
    // Straight through the app, not the test helper: only the app's own kick can have sent it.
    const response = await t.app.inject({ method: 'POST', url: '/password/forgot', payload: { email } });
    expect(response.statusCode).toBe(200);
    await t.app.scheduler.idle();
    expect(await outboxSubjects(t, email)).toEqual(['Verify your email address', 'Reset your TalentIndia password']);
  });

  it('is not sent by a request that queued nothing, and the dev outbox sends what is due first', async () => {
    const { email } = await signUp(t);
    const userId = await userIdOf(t, email);
    await queueMail(t.app, { userId, ...mail('Queued outside a request') });

    await t.app.inject({ method: 'GET', url: '/health' });
    await t.app.scheduler.idle();
    expect(await queuedMail(t, 'Queued outside a request')).toEqual([expect.objectContaining({ status: 'queued' })]);

    const shown = await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(email)}` });
    expect((shown.json() as { data: { subject: string }[] }).data.map((entry) => entry.subject)).toEqual([
      'Queued outside a request',
      'Verify your email address',
    ]);
  });

  it('goes to the address the account has when it is sent, unless it was queued for an address', async () => {
    const { email } = await signUp(t);
    const userId = await userIdOf(t, email);
    await queueMail(t.app, { userId, ...mail('For the account') });
    await queueMail(t.app, { to: email, ...mail('For this address') });

    const newEmail = email.replace('@', '.new@');
    await t.app.db.update(users).set({ email: newEmail }).where(eq(users.id, userId));
    await t.app.scheduler.runDue();

    expect(await outboxSubjects(t, newEmail)).toEqual(['For the account']);
    expect(await outboxSubjects(t, email)).toEqual(['Verify your email address', 'For this address']);
  });

  it('keeps only who, what and why once sent: the body with its links goes', async () => {
    const { email } = await signUp(t);
    await queueMail(t.app, { to: email, ...mail('Short-lived') });
    await t.app.scheduler.runDue();
    const [row] = await queuedMail(t, 'Short-lived');
    expect(row!.payload).toEqual({ to: email, category: 'email_miscellaneous', subject: 'Short-lived' });
  });
});

describe('queued mail over a mail server that fails', () => {
  const clock = testClock(new Date('2026-05-11T09:00:00.000Z'));
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ RATE_LIMIT_SCALE: '1000', SMTP_URL: smtp.url }, { clock });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('leaves the mail queued while the request succeeds, and sends it once on a later attempt', async () => {
    const { email } = await signUp(t);
    smtp.failNext(1);
    const response = await t.request({ method: 'POST', url: '/password/forgot', payload: { email } });
    expect(response.statusCode).toBe(200);
    expect(smtp.subjectsTo(email)).toEqual(['Verify your email address']);

    const [queued] = await queuedMail(t, 'Reset your TalentIndia password');
    expect(queued).toMatchObject({ status: 'queued', attempts: 1, lastError: expect.stringContaining('451') });
    const token = linkToken((queued!.payload as { text: string }).text, '/reset-password');
    expect(t.logs.some((line) => line.includes('queued work failed; it will be tried again'))).toBe(true);
    expect(t.logs.join('\n')).not.toContain(token);

    // Not before the retry is due.
    await t.app.scheduler.runDue();
    expect(smtp.subjectsTo(email)).toEqual(['Verify your email address']);

    clock.advance(retryDelayMs(1));
    await t.app.scheduler.runDue();
    await t.app.scheduler.runDue();
    expect(smtp.subjectsTo(email)).toEqual(['Verify your email address', 'Reset your TalentIndia password']);
    expect(smtp.received.at(-1)!.data).toContain(token);
    expect(await queuedMail(t, 'Reset your TalentIndia password')).toEqual([
      expect.objectContaining({ status: 'done', attempts: 2, lastError: null }),
    ]);
    expect(t.logs.join('\n')).not.toContain(token);

    // The link still works: the mail that arrived late is the one that was asked for.
    const reset = await t.request({
      method: 'POST',
      url: '/password/reset',
      payload: { token, password: 'Another@123', confirm_password: 'Another@123' },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('gives up after ten attempts, logs it, and keeps no body', async () => {
    const { email } = await signUp(t);
    smtp.failNext(1_000);
    await queueMail(t.app, { to: email, ...mail('Never arrives') });
    for (let attempt = 1; attempt <= 12; attempt += 1) {
      await t.app.scheduler.runDue();
      clock.advance(retryDelayMs(attempt));
    }
    smtp.failNext(0);

    const [failed] = await queuedMail(t, 'Never arrives');
    expect(failed).toMatchObject({ status: 'failed', attempts: 10, lastError: expect.stringContaining('451') });
    expect(failed!.payload).toEqual({ to: email, category: 'email_miscellaneous', subject: 'Never arrives' });
    expect(smtp.subjectsTo(email)).toEqual(['Verify your email address']);
    const gaveUp = t.logs.filter((line) => line.includes('queued work failed for good'));
    expect(gaveUp).toHaveLength(1);
    expect(JSON.parse(gaveUp[0]!)).toMatchObject({ level: 50, work: { id: failed!.id, kind: 'mail', attempt: 10 } });
    expect(
      await t.app.db
        .select()
        .from(queuedWork)
        .where(and(eq(queuedWork.kind, 'mail'), eq(queuedWork.status, 'queued'))),
    ).toEqual([]);
  });
});

import { eq } from 'drizzle-orm';
import { outbox, queuedWork, users } from '../db/schema';
import { startSmtpServer } from '../testing/smtp-server';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import type { MailCategory } from './mail-categories';
import { queueMail } from './mail-queue';

const mailOf = (category: MailCategory, subject: string) => ({
  category,
  subject,
  text: `${subject} (text)`,
  html: `<p>${subject}</p>`,
});

async function newUser(t: TestApp) {
  const account = await signUp(t);
  const [user] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
  return { ...account, id: user!.id };
}

const switchOff = (t: TestApp, token: string, flags: Record<string, 0 | 1>) =>
  t.request({ method: 'POST', url: '/settings/email-preference', token, payload: flags });

const outboxOf = async (t: TestApp, email: string) => {
  const response = await t.request({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(email)}` });
  return (response.json() as { data: { subject: string; category: string; skipped_reason: string | null }[] }).data;
};

/** Queues a mail to the user the way the product does, and sends what is queued. */
async function mailUser(t: TestApp, userId: number, mail: ReturnType<typeof mailOf>) {
  await queueMail(t.app, { userId, ...mail });
  await t.app.scheduler.drainQueue();
}

const SKIPPED = (category: string) => `${category} is switched off in Email Preference`;

describe('the mailer obeys email preferences (local outbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_SCALE: '1000' });
  });
  afterAll(() => t.close());

  it('sends a job-updates mail while the preference is on, recording its category', async () => {
    const user = await newUser(t);
    await mailUser(t, user.id, mailOf('email_job_updates', 'Your job is live'));
    expect((await outboxOf(t, user.email))[0]).toMatchObject({
      subject: 'Your job is live',
      category: 'email_job_updates',
      skipped_reason: null,
    });
  });

  it('skips a job-updates mail once it is switched off, and the outbox says why', async () => {
    const user = await newUser(t);
    await switchOff(t, user.token, { email_job_updates: 0 });
    await mailUser(t, user.id, mailOf('email_job_updates', 'Job closed'));
    expect((await outboxOf(t, user.email))[0]).toMatchObject({
      subject: 'Job closed',
      category: 'email_job_updates',
      skipped_reason: SKIPPED('email_job_updates'),
    });

    // Another category that is still on goes.
    await mailUser(t, user.id, mailOf('email_new_proposals', 'A proposal'));
    expect((await outboxOf(t, user.email))[0]).toMatchObject({ subject: 'A proposal', skipped_reason: null });
    // Switched back on, it goes again.
    await switchOff(t, user.token, { email_job_updates: 1 });
    await mailUser(t, user.id, mailOf('email_job_updates', 'Job reopened'));
    expect((await outboxOf(t, user.email))[0]).toMatchObject({ subject: 'Job reopened', skipped_reason: null });
  });

  it('judges the preference when the mail goes out, not when it was queued', async () => {
    const user = await newUser(t);
    await queueMail(t.app, { userId: user.id, ...mailOf('email_offer_updates', 'Offer withdrawn') });
    await switchOff(t, user.token, { email_offer_updates: 0 });
    await t.app.scheduler.drainQueue();
    expect((await outboxOf(t, user.email))[0]).toMatchObject({
      subject: 'Offer withdrawn',
      skipped_reason: SKIPPED('email_offer_updates'),
    });
  });

  it('always sends security mail and payment receipts, whatever is switched off', async () => {
    const user = await newUser(t);
    await switchOff(t, user.token, {
      email_job_updates: 0,
      email_new_proposals: 0,
      email_offer_updates: 0,
      email_contract_updates: 0,
      email_weekly_time_logs: 0,
      email_payment_requests: 0,
      email_account_info_changes: 0,
      email_miscellaneous: 0,
    });
    await mailUser(t, user.id, mailOf('payment_receipts', 'Receipt'));
    const resend = await t.request({ method: 'POST', url: '/email/verify/resend', token: user.token });
    expect(resend.statusCode).toBe(200);
    const [verification, receipt] = await outboxOf(t, user.email);
    expect(verification).toMatchObject({
      subject: 'Verify your email address',
      category: 'security',
      skipped_reason: null,
    });
    expect(receipt).toMatchObject({ subject: 'Receipt', category: 'payment_receipts', skipped_reason: null });
  });

  it('follows the account the address belongs to, whatever its case', async () => {
    const user = await newUser(t);
    await switchOff(t, user.token, { email_miscellaneous: 0 });
    const outcome = await t.app.mailer.send({ to: user.email.toUpperCase(), ...mailOf('email_miscellaneous', 'News') });
    expect(outcome.sent).toBe(false);
    // An address of no account gets everything.
    expect(
      await t.app.mailer.send({ to: 'nobody.here@example.com', ...mailOf('email_miscellaneous', 'News') }),
    ).toEqual({ sent: true });
  });

  it('sends nothing for an account that no longer exists, and the queued mail is done', async () => {
    const user = await newUser(t);
    await queueMail(t.app, { userId: user.id, ...mailOf('email_job_updates', 'Too late') });
    await t.app.db.delete(users).where(eq(users.id, user.id));
    await t.app.scheduler.drainQueue();
    const rows = await t.app.db.select().from(outbox).where(eq(outbox.recipient, user.email.toLowerCase()));
    expect(rows.map((row) => row.subject)).not.toContain('Too late');
    const queued = await t.app.db.select().from(queuedWork);
    expect(queued.filter((row) => (row.payload as { subject?: string }).subject === 'Too late')).toEqual([
      expect.objectContaining({ status: 'done', attempts: 1, lastError: null }),
    ]);
  });
});

describe('the mailer obeys email preferences (SMTP)', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ RATE_LIMIT_SCALE: '1000', SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('hands a mail that is on to SMTP, and records a switched-off one in the outbox instead', async () => {
    const user = await newUser(t);
    expect(smtp.subjectsTo(user.email)).toEqual(['Verify your email address']);

    await mailUser(t, user.id, mailOf('email_contract_updates', 'Contract started'));
    expect(smtp.subjectsTo(user.email)).toEqual(['Verify your email address', 'Contract started']);

    await switchOff(t, user.token, { email_contract_updates: 0 });
    await mailUser(t, user.id, mailOf('email_contract_updates', 'Contract ended'));
    expect(smtp.subjectsTo(user.email)).toEqual(['Verify your email address', 'Contract started']);
    const rows = await t.app.db.select().from(outbox).where(eq(outbox.recipient, user.email.toLowerCase()));
    expect(rows).toEqual([
      expect.objectContaining({
        subject: 'Contract ended',
        category: 'email_contract_updates',
        skippedReason: SKIPPED('email_contract_updates'),
      }),
    ]);

    // Security mail still goes through SMTP.
    await t.request({ method: 'POST', url: '/email/verify/resend', token: user.token });
    expect(smtp.subjectsTo(user.email)).toEqual([
      'Verify your email address',
      'Contract started',
      'Verify your email address',
    ]);
  });
});

import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { outbox, users } from '../db/schema';
import { createTestApp, signUp, type TestApp } from '../testing/test-app';
import type { MailCategory } from './mail-categories';
import { sendUserMail } from './user-mail';

/**
 * A tiny SMTP server (RFC 5321's happy path) that keeps what it is sent, so the SMTP transport is
 * exercised for real through nodemailer.
 */
function startSmtpServer() {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test-smtp ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          reply('250 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 test-smtp');
        else if (verb === 'MAIL') {
          current.from = line;
          reply('250 ok');
        } else if (verb === 'RCPT') {
          current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? line);
          reply('250 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  return new Promise<{ port: number; received: typeof received; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as AddressInfo).port,
        received,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}

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

const outboxOf = async (t: TestApp, email: string) =>
  (await t.request({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(email)}` })).json().data as {
    subject: string;
    category: string;
    skipped_reason: string | null;
  }[];

describe('the mailer obeys email preferences (local outbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_SCALE: '1000' });
  });
  afterAll(() => t.close());

  it('sends a job-updates mail while the preference is on, recording its category', async () => {
    const user = await newUser(t);
    expect(await sendUserMail(t.app, { userId: user.id, ...mailOf('email_job_updates', 'Your job is live') })).toEqual({
      sent: true,
    });
    expect((await outboxOf(t, user.email))[0]).toMatchObject({
      subject: 'Your job is live',
      category: 'email_job_updates',
      skipped_reason: null,
    });
  });

  it('skips a job-updates mail once it is switched off, and the outbox says why', async () => {
    const user = await newUser(t);
    await switchOff(t, user.token, { email_job_updates: 0 });
    const outcome = await sendUserMail(t.app, { userId: user.id, ...mailOf('email_job_updates', 'Job closed') });
    expect(outcome).toEqual({ sent: false, skippedReason: 'email_job_updates is switched off in Email Preference' });
    expect((await outboxOf(t, user.email))[0]).toMatchObject({
      subject: 'Job closed',
      category: 'email_job_updates',
      skipped_reason: 'email_job_updates is switched off in Email Preference',
    });

    // Another category that is still on goes.
    expect(await sendUserMail(t.app, { userId: user.id, ...mailOf('email_new_proposals', 'A proposal') })).toEqual({
      sent: true,
    });
    // Switched back on, it goes again.
    await switchOff(t, user.token, { email_job_updates: 1 });
    expect(await sendUserMail(t.app, { userId: user.id, ...mailOf('email_job_updates', 'Job reopened') })).toEqual({
      sent: true,
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
    expect(await sendUserMail(t.app, { userId: user.id, ...mailOf('payment_receipts', 'Receipt') })).toEqual({
      sent: true,
    });
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

  it('sends nothing for an account that no longer exists', async () => {
    expect(await sendUserMail(t.app, { userId: 987_654_321, ...mailOf('email_job_updates', 'x') })).toBeNull();
  });
});

describe('the mailer obeys email preferences (SMTP)', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ RATE_LIMIT_SCALE: '1000', SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const deliveredTo = (email: string) =>
    smtp.received.filter((mail) => mail.to.includes(email)).map((mail) => /^Subject: (.*)$/m.exec(mail.data)?.[1]);

  it('hands a mail that is on to SMTP, and records a switched-off one in the outbox instead', async () => {
    const user = await newUser(t);
    expect(deliveredTo(user.email)).toEqual(['Verify your email address']);

    await sendUserMail(t.app, { userId: user.id, ...mailOf('email_contract_updates', 'Contract started') });
    expect(deliveredTo(user.email)).toEqual(['Verify your email address', 'Contract started']);

    await switchOff(t, user.token, { email_contract_updates: 0 });
    const outcome = await sendUserMail(t.app, {
      userId: user.id,
      ...mailOf('email_contract_updates', 'Contract ended'),
    });
    expect(outcome).toEqual({
      sent: false,
      skippedReason: 'email_contract_updates is switched off in Email Preference',
    });
    expect(deliveredTo(user.email)).toEqual(['Verify your email address', 'Contract started']);
    const rows = await t.app.db.select().from(outbox).where(eq(outbox.recipient, user.email.toLowerCase()));
    expect(rows).toEqual([
      expect.objectContaining({
        subject: 'Contract ended',
        category: 'email_contract_updates',
        skippedReason: 'email_contract_updates is switched off in Email Preference',
      }),
    ]);

    // Security mail still goes through SMTP.
    await t.request({ method: 'POST', url: '/email/verify/resend', token: user.token });
    expect(deliveredTo(user.email)).toEqual([
      'Verify your email address',
      'Contract started',
      'Verify your email address',
    ]);
  });
});

import { and, eq, isNull, sql } from 'drizzle-orm';
import { accountMessages, messages } from '@talentindia/contracts';
import { queuedWork, sessions, userTokens, users } from '../../db/schema';
import { hashToken } from '../../services/tokens';
import {
  STRONG_PASSWORD,
  createTestApp,
  latestMail,
  linkToken,
  signUp,
  uniqueEmail,
  type TestApp,
} from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Newer#Pass99';

const forgot = (email: string) => t.request({ method: 'POST', url: '/password/forgot', payload: { email } });
const reset = (payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/password/reset', payload });
const login = (email: string, password: string) =>
  t.request({ method: 'POST', url: '/login', payload: { email, password } });

async function outboxFor(email: string) {
  const response = await t.request({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(email)}` });
  return response.json().data as { subject: string; text: string }[];
}

/** Signs up, asks for a reset link and returns the token in the mailed link. */
async function requestReset() {
  const account = await signUp(t);
  const response = await forgot(account.email);
  expect(response.statusCode).toBe(200);
  const mail = await latestMail(t, account.email);
  expect(mail?.subject).toBe('Reset your TalentIndia password');
  return { ...account, resetToken: linkToken(mail!.text, '/reset-password') };
}

async function userRow(email: string) {
  const [user] = await t.app.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user!;
}

describe('POST /password/forgot', () => {
  it('answers the same for a known and an unknown address; only the known one gets a mail', async () => {
    const { email } = await signUp(t);
    const unknown = uniqueEmail('unknown');

    const known = await forgot(email);
    const notKnown = await forgot(unknown);

    expect(known.statusCode).toBe(200);
    expect(notKnown.statusCode).toBe(200);
    expect(known.json()).toEqual({ status: true, message: accountMessages.resetRequested });
    expect(notKnown.json()).toEqual(known.json());

    const mails = await outboxFor(email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Reset your TalentIndia password', 'Verify your email address']);
    expect(mails[0]!.text).toContain('http://localhost:3000/reset-password?token=');
    expect(await outboxFor(unknown)).toEqual([]);
  });

  it('does the same inside the request for both: queues one request for the worker, which alone looks the address up', async () => {
    const { email } = await signUp(t);
    const unknown = uniqueEmail('nobody');
    const [user] = await t.app.db.select().from(users).where(eq(users.email, email));
    const rows = () =>
      t.app.db.select().from(queuedWork).where(eq(queuedWork.kind, 'password-reset-request')).orderBy(queuedWork.id);
    const before = (await rows()).length;

    for (const address of [email, unknown]) {
      const response = await forgot(address);
      expect(response.json()).toEqual({ status: true, message: accountMessages.resetRequested });
    }
    await t.app.scheduler.idle();
    // One queued request each, known address or not; done after the answer, and the address typed not kept.
    const queued = (await rows()).slice(before);
    expect(queued.map((row) => ({ status: row.status, payload: row.payload }))).toEqual([
      { status: 'done', payload: {} },
      { status: 'done', payload: {} },
    ]);
    const links = await t.app.db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.userId, user!.id), eq(userTokens.purpose, 'password_reset')));
    expect(links).toHaveLength(1);
    expect((await outboxFor(email))[0]?.subject).toBe('Reset your TalentIndia password');
    expect(await outboxFor(unknown)).toEqual([]);
  });

  it('stores only the hash of the mailed token', async () => {
    const { email, resetToken } = await requestReset();
    const user = await userRow(email);
    const rows = await t.app.db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.userId, user.id), eq(userTokens.purpose, 'password_reset')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(resetToken));
    expect(JSON.stringify(await t.app.db.select().from(userTokens))).not.toContain(resetToken);
  });

  it.each([
    [{ email: '' }, messages.emailRequired],
    [{}, messages.emailRequired],
    [{ email: 'not-an-email' }, messages.emailInvalid],
  ])('answers 422 for %j', async (payload, message) => {
    const response = await t.request({ method: 'POST', url: '/password/forgot', payload });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status: false, errors: { email: message } });
  });
});

describe('POST /password/reset', () => {
  it('sets the new password: the old one fails, the new one works', async () => {
    const { email, resetToken } = await requestReset();

    const response = await reset({ token: resetToken, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: accountMessages.resetDone });

    expect((await login(email, STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await userRow(email)).passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('revokes every earlier session of the user', async () => {
    const { email, token, resetToken } = await requestReset();
    const second = (await login(email, STRONG_PASSWORD)).json().data.token as string;
    const bystander = await signUp(t);

    await reset({ token: resetToken, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });

    for (const old of [token, second]) {
      expect((await t.request({ method: 'GET', url: '/nav', token: old })).statusCode).toBe(401);
    }
    const user = await userRow(email);
    const live = await t.app.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
    expect(live).toHaveLength(0);
    // Another user's session is untouched.
    expect((await t.request({ method: 'GET', url: '/nav', token: bystander.token })).statusCode).toBe(200);
  });

  it('accepts a link only once', async () => {
    const { resetToken } = await requestReset();
    const first = await reset({ token: resetToken, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(first.statusCode).toBe(200);

    const second = await reset({ token: resetToken, password: 'Other#Pass77', confirm_password: 'Other#Pass77' });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ status: false, message: accountMessages.resetLinkInvalid });
  });

  it('spends the other reset links of the user too', async () => {
    const { email, resetToken } = await requestReset();
    await forgot(email);
    const newer = linkToken((await latestMail(t, email))!.text, '/reset-password');
    expect(newer).not.toBe(resetToken);

    expect((await reset({ token: newer, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
    const older = await reset({ token: resetToken, password: 'Other#Pass77', confirm_password: 'Other#Pass77' });
    expect(older.statusCode).toBe(400);
  });

  it('refuses an expired link', async () => {
    const { email, resetToken } = await requestReset();
    await t.app.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.tokenHash, hashToken(resetToken)));

    const response = await reset({ token: resetToken, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: false, message: accountMessages.resetLinkInvalid });
    expect((await login(email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an unknown token and a verification token', async () => {
    const { email } = await signUp(t);
    const verifyToken = linkToken((await latestMail(t, email))!.text, '/verify-email');
    for (const token of ['x'.repeat(43), verifyToken]) {
      const response = await reset({ token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(accountMessages.resetLinkInvalid);
    }
    expect((await login(email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a weak password with the strength rule and changes nothing', async () => {
    const { email, token, resetToken } = await requestReset();
    const before = await userRow(email);

    const response = await reset({ token: resetToken, password: 'Password1', confirm_password: 'Password1' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      status: false,
      message: accountMessages.passwordTooWeak,
      errors: { password: accountMessages.passwordTooWeak },
    });

    expect((await userRow(email)).passwordHash).toBe(before.passwordHash);
    expect((await t.request({ method: 'GET', url: '/nav', token })).statusCode).toBe(200);
    // The link is not spent by the refused attempt.
    const retry = await reset({ token: resetToken, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(retry.statusCode).toBe(200);
  });

  it('refuses a mismatched confirmation with "Passwords must be same"', async () => {
    const { email, resetToken } = await requestReset();
    const response = await reset({ token: resetToken, password: NEW_PASSWORD, confirm_password: 'Newer#Pass98' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      status: false,
      errors: { confirm_password: messages.passwordsMustMatch },
    });
    expect((await login(email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('asks for the token, the password and the confirmation', async () => {
    const response = await reset({});
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      token: accountMessages.tokenRequired,
      password: messages.passwordRequired,
      confirm_password: messages.confirmPasswordRequired,
    });
  });
});

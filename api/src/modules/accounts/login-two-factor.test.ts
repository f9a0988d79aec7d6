import { eq } from 'drizzle-orm';
import { accountMessages, settingsMessages } from '@talentindia/contracts';
import { loginChallenges, rateLimitHits, recoveryCodes, sessions, twoFactor, users } from '../../db/schema';
import { hashToken } from '../../services/tokens';
import { startGoogleIssuer, type GoogleIssuer } from '../../testing/google-issuer';
import {
  STRONG_PASSWORD,
  confirmItsMe,
  createTestApp,
  latestMail,
  linkToken,
  signUp,
  testClock,
  uniqueEmail,
  type TestApp,
} from '../../testing/test-app';
import { appCode, enableAuthenticator, enableSms, midStep, smsCode } from '../two-factor/two-factor-testing';
import { maskPhone } from '../two-factor';
import { findByEmail, SESSION_TTL_MS } from './account-service';
import { ACCOUNT_MAX_FAILURES_PER_HOUR, CHALLENGE_MAX_ATTEMPTS, CHALLENGE_TTL_MS } from './login-challenges';

const MINUTE = 60 * 1000;

const clock = testClock(midStep());
let t: TestApp;
let google: GoogleIssuer;

beforeAll(async () => {
  google = await startGoogleIssuer('two-step-client.apps.googleusercontent.com');
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000', ...google.env }, { clock });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const googleToken = (email: string) => google.idToken(email, undefined, { issuedAt: clock.now() });

const login = (email: string, extra: Record<string, unknown> = {}) =>
  t.request({ method: 'POST', url: '/login', payload: { email, password: STRONG_PASSWORD, ...extra } });
const finish = (challenge_token: string, method: string, code: string) =>
  t.request({ method: 'POST', url: '/login/2fa', payload: { challenge_token, method, code } });
const sendLoginSms = (challenge_token: string) =>
  t.request({ method: 'POST', url: '/login/2fa/sms', payload: { challenge_token } });

async function challengeOf(email: string, extra: Record<string, unknown> = {}) {
  const response = await login(email, extra);
  expect(response.statusCode).toBe(200);
  return response.json().data.challenge_token as string;
}
async function challengeRow(token: string) {
  const [row] = await t.app.db
    .select()
    .from(loginChallenges)
    .where(eq(loginChallenges.tokenHash, hashToken(token)));
  return row!;
}
async function sessionCount() {
  return (await t.app.db.select({ id: sessions.id }).from(sessions)).length;
}

/** An account with the authenticator app on: its address and secret. */
async function withApp() {
  const { email, token } = await signUp(t);
  const { secret, recoveryCodes: codes } = await enableAuthenticator(t, token, clock.now());
  // The step used to switch it on is spent; two steps on, even the code of the step before now is fresh.
  clock.advance(60_000);
  return { email, token, secret, recoveryCodes: codes! };
}

describe('POST /login with two-step sign-in on', () => {
  it('answers a challenge instead of a session, and creates none', async () => {
    const { email } = await withApp();
    const before = await sessionCount();
    const response = await login(email, { remember_me: true });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      status: true,
      message: accountMessages.twoFactorRequired,
      data: {
        two_factor_required: true,
        challenge_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        expires_at: new Date(clock.now().getTime() + CHALLENGE_TTL_MS).toISOString(),
        methods: ['app', 'recovery'],
        phone: null,
      },
    });
    expect(body.data).not.toHaveProperty('token');
    expect(await sessionCount()).toBe(before);

    const row = await challengeRow(body.data.challenge_token);
    expect(row).toMatchObject({ rememberMe: true, attempts: 0, usedAt: null });
    expect(row.tokenHash).not.toContain(body.data.challenge_token);
  });

  it('still answers 401 for a wrong password, without a challenge', async () => {
    const { email } = await withApp();
    const response = await login(email, { password: 'Wrong@1234' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: false, message: accountMessages.invalidCredentials });
  });

  it('names SMS (with the masked number) before recovery when SMS codes are on', async () => {
    const { email, token } = await signUp(t);
    const { phone } = await enableSms(t, token);
    const data = (await login(email)).json().data;
    expect(data.methods).toEqual(['sms', 'recovery']);
    expect(data.phone).toBe(maskPhone(phone));
    expect(data.phone).toMatch(/^\+91 •{6}\d{4}$/);

    await enableAuthenticator(t, token, clock.now());
    clock.advance(30_000);
    expect((await login(email)).json().data.methods).toEqual(['app', 'sms', 'recovery']);
  });
});

describe('POST /login/2fa', () => {
  it('signs in with an authenticator code: the usual auth response, "remember me" kept', async () => {
    const { email, secret } = await withApp();
    const challenge = await challengeOf(email, { remember_me: true });
    const response = await finish(challenge, 'app', appCode(secret, clock.now()));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      message: accountMessages.loggedIn,
      data: {
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        expires_at: expect.any(String),
        user: {
          first_name: 'Asha',
          last_name: 'Rao',
          email,
          is_email_verified: false,
          is_mobile_verified: false,
          role: 'client',
        },
      },
    });
    const { token, expires_at: expiresAt } = response.json().data;
    expect(Date.parse(expiresAt) - clock.now().getTime()).toBe(SESSION_TTL_MS.long);
    expect((await t.request({ method: 'GET', url: '/nav', token })).statusCode).toBe(200);
    expect((await challengeRow(challenge)).usedAt).toBeInstanceOf(Date);

    // A finished challenge cannot start a second session.
    const again = await finish(challenge, 'app', appCode(secret, clock.now(), 1));
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ status: false, message: accountMessages.challengeExpired });
  });

  it('accepts codes of the steps −1, 0 and +1, never ±2', async () => {
    const { email, secret } = await withApp();
    const challenge = await challengeOf(email);
    for (const offset of [-2, 2]) {
      const response = await finish(challenge, 'app', appCode(secret, clock.now(), offset));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        status: false,
        message: accountMessages.twoFactorCodeWrong,
        errors: { code: accountMessages.twoFactorCodeWrong },
      });
    }
    // Accepted steps must grow (a replay is refused), so the window is walked from its oldest step.
    for (const offset of [-1, 0, 1]) {
      const response = await finish(await challengeOf(email), 'app', appCode(secret, clock.now(), offset));
      expect(response.statusCode).toBe(200);
    }
  });

  it('refuses a code used once already, and any older one', async () => {
    const { email, secret } = await withApp();
    const code = appCode(secret, clock.now());
    expect((await finish(await challengeOf(email), 'app', code)).statusCode).toBe(200);

    const challenge = await challengeOf(email);
    const replay = await finish(challenge, 'app', code);
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toEqual({
      status: false,
      message: settingsMessages.codeUsed,
      errors: { code: settingsMessages.codeUsed },
    });
    expect((await challengeRow(challenge)).attempts).toBe(1);
    const older = await finish(challenge, 'app', appCode(secret, clock.now(), -1));
    expect(older.statusCode).toBe(422);
    expect(older.json().errors.code).toBe(settingsMessages.codeUsed);

    // The next step's code is new, and works.
    clock.advance(30_000);
    expect((await finish(challenge, 'app', appCode(secret, clock.now()))).statusCode).toBe(200);
  });

  it('refuses the setup code at login: it is spent by switching the app on', async () => {
    const { email, token } = await signUp(t);
    const { secret } = await enableAuthenticator(t, token, clock.now());
    const response = await finish(await challengeOf(email), 'app', appCode(secret, clock.now()));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.code).toBe(settingsMessages.codeUsed);
    clock.advance(30_000);
  });

  it('allows 5 tries: each wrong code is a 422 and counts, the fifth ends the challenge with a 401', async () => {
    const { email, secret } = await withApp();
    const challenge = await challengeOf(email);
    const right = appCode(secret, clock.now());
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt < CHALLENGE_MAX_ATTEMPTS; attempt += 1) {
      const response = await finish(challenge, 'app', wrong);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.code).toBe(accountMessages.twoFactorCodeWrong);
      expect((await challengeRow(challenge)).attempts).toBe(attempt);
    }
    const last = await finish(challenge, 'app', wrong);
    expect(last.statusCode).toBe(401);
    expect(last.json()).toEqual({ status: false, message: accountMessages.challengeTooManyAttempts });

    const before = await sessionCount();
    const late = await finish(challenge, 'app', right);
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(accountMessages.challengeTooManyAttempts);
    expect(await sessionCount()).toBe(before);
    // The right code was not spent by the dead challenge: a new login takes it.
    expect((await finish(await challengeOf(email), 'app', right)).statusCode).toBe(200);
  });

  it('stops taking codes for an hour after 10 wrong ones across new logins, even the right one, saying when to try again', async () => {
    const { email, secret } = await withApp();
    const right = () => appCode(secret, clock.now());
    const wrong = () => (right() === '000000' ? '111111' : '000000');
    const firstFailure = clock.now().getTime();
    let failures = 0;
    while (failures < ACCOUNT_MAX_FAILURES_PER_HOUR) {
      const challenge = await challengeOf(email);
      for (
        let attempt = 0;
        attempt < CHALLENGE_MAX_ATTEMPTS - 1 && failures < ACCOUNT_MAX_FAILURES_PER_HOUR;
        attempt += 1
      ) {
        expect((await finish(challenge, 'app', wrong())).statusCode).toBe(422);
        failures += 1;
      }
      // The next login a few minutes later: the lock lifts when the first one's failures leave the hour.
      clock.advance(4 * MINUTE);
    }
    const before = await sessionCount();
    const locked = await finish(await challengeOf(email), 'app', right());
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ status: false, message: accountMessages.twoFactorLocked });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBe(Math.ceil((firstFailure + 60 * MINUTE - clock.now().getTime()) / 1000));
    expect(retryAfter).toBeLessThan(60 * 60);
    expect(await sessionCount()).toBe(before);

    clock.advance((retryAfter - 1) * 1000);
    expect((await finish(await challengeOf(email), 'app', right())).statusCode).toBe(429);
    clock.advance(1000);
    expect((await finish(await challengeOf(email), 'app', right())).statusCode).toBe(200);
  });

  it('expires after 5 minutes', async () => {
    const { email, secret } = await withApp();
    const challenge = await challengeOf(email);
    clock.advance(CHALLENGE_TTL_MS - 1000);
    const inTime = await challengeOf(email);
    clock.advance(1000);
    const late = await finish(challenge, 'app', appCode(secret, clock.now()));
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ status: false, message: accountMessages.challengeExpired });
    expect((await finish(inTime, 'app', appCode(secret, clock.now()))).statusCode).toBe(200);
  });

  it('answers 401 for a token that names no challenge', async () => {
    const response = await finish('A'.repeat(43), 'app', '123456');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: false, message: accountMessages.challengeExpired });
  });

  it('refuses a method the account does not have, and a code that is not six digits, without counting a try', async () => {
    const { email } = await withApp();
    const challenge = await challengeOf(email);
    const sms = await finish(challenge, 'sms', '123456');
    expect(sms.statusCode).toBe(422);
    expect(sms.json()).toEqual({
      status: false,
      message: accountMessages.twoFactorMethodUnavailable,
      errors: { method: accountMessages.twoFactorMethodUnavailable },
    });
    const short = await finish(challenge, 'app', '12 34');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.code).toBe(accountMessages.twoFactorCodeRequired);
    expect((await challengeRow(challenge)).attempts).toBe(0);
  });

  it.each([
    [{ method: 'app', code: '123456' }, 'challenge_token', accountMessages.challengeExpired],
    [{ challenge_token: 'x', code: '123456' }, 'method', accountMessages.twoFactorMethodInvalid],
    [{ challenge_token: 'x', method: 'email', code: '123456' }, 'method', accountMessages.twoFactorMethodInvalid],
    [{ challenge_token: 'x', method: 'app' }, 'code', accountMessages.twoFactorCodeRequired],
    [{ challenge_token: 'x', method: 'app', code: '  ' }, 'code', accountMessages.twoFactorCodeRequired],
  ])('refuses %j with 422 errors.%s', async (payload, field, message) => {
    const response = await t.request({ method: 'POST', url: '/login/2fa', payload });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status: false, errors: { [field]: message } });
  });

  it('signs in with a recovery code once; a mail tells how many are left', async () => {
    const { email, recoveryCodes: codes } = await withApp();
    const [first, second] = codes;
    const response = await finish(await challengeOf(email), 'recovery', first!);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: true,
      message: accountMessages.recoveryCodeUsed,
      data: { token: expect.any(String), user: { email } },
    });
    const mail = await latestMail(t, email);
    expect(mail!.subject).toBe('A recovery code was used to log in');
    expect(mail!.text).toContain('9 recovery codes are left');
    const userId = (await findByEmail(t.app, email))!.id;
    const left = await t.app.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    expect(left.filter((row) => row.usedAt === null)).toHaveLength(9);

    const challenge = await challengeOf(email);
    const again = await finish(challenge, 'recovery', first!);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.code).toBe(accountMessages.twoFactorCodeWrong);
    // Typed loosely (upper case, no dash, spaces), another code still works.
    const loose = ` ${second!.replace('-', ' ').toUpperCase()} `;
    expect((await finish(challenge, 'recovery', loose)).statusCode).toBe(200);
  });

  it('takes no recovery code of before a regeneration', async () => {
    const { email, token, recoveryCodes: old } = await withApp();
    await confirmItsMe(t, token);
    const fresh = (await t.request({ method: 'POST', url: '/settings/2fa/recovery-codes', token })).json().data
      .recovery_codes as string[];
    const challenge = await challengeOf(email);
    expect((await finish(challenge, 'recovery', old[0]!)).statusCode).toBe(422);
    expect((await finish(challenge, 'recovery', fresh[0]!)).statusCode).toBe(200);
  });

  it("takes no other account's recovery code", async () => {
    const alice = await withApp();
    const bob = await withApp();
    const response = await finish(await challengeOf(bob.email), 'recovery', alice.recoveryCodes[0]!);
    expect(response.statusCode).toBe(422);
  });
});

describe('POST /login/2fa/sms', () => {
  it('texts a login code to the account number; the code signs in once', async () => {
    const { email, token } = await signUp(t);
    const { phone } = await enableSms(t, token);
    clock.advance(61_000);
    const challenge = await challengeOf(email);
    const sent = await sendLoginSms(challenge);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      status: true,
      message: settingsMessages.smsCodeSent,
      data: {
        phone: maskPhone(phone),
        resend_in_seconds: 60,
        expires_at: new Date(clock.now().getTime() + 10 * MINUTE).toISOString(),
      },
    });
    const code = await smsCode(t, phone);
    const response = await finish(challenge, 'sms', code);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(accountMessages.loggedIn);

    const next = await challengeOf(email);
    expect((await finish(next, 'sms', code)).statusCode).toBe(422);
  });

  it('waits 60 seconds before a resend, which replaces the code', async () => {
    const { email, token } = await signUp(t);
    const { phone } = await enableSms(t, token);
    clock.advance(61_000);
    const challenge = await challengeOf(email);
    await sendLoginSms(challenge);
    const first = await smsCode(t, phone);
    const early = await sendLoginSms(challenge);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({ status: false, message: settingsMessages.smsResendWait });
    expect(Number(early.headers['retry-after'])).toBe(60);

    clock.advance(60_000);
    expect((await sendLoginSms(challenge)).statusCode).toBe(200);
    const second = await smsCode(t, phone);
    if (first !== second) {
      const old = await finish(challenge, 'sms', first);
      expect(old.statusCode).toBe(422);
      expect(old.json().errors.code).toBe(settingsMessages.codeWrong);
    }
    expect((await finish(challenge, 'sms', second)).statusCode).toBe(200);
  });

  it('refuses a login code once its challenge has expired (5 minutes)', async () => {
    const { email, token } = await signUp(t);
    const { phone } = await enableSms(t, token);
    clock.advance(61_000);
    const challenge = await challengeOf(email);
    await sendLoginSms(challenge);
    const code = await smsCode(t, phone);
    clock.advance(CHALLENGE_TTL_MS);
    const late = await finish(challenge, 'sms', code);
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(accountMessages.challengeExpired);
    expect((await sendLoginSms(challenge)).statusCode).toBe(401);
  });

  it('counts a wrong SMS code as a try of the challenge', async () => {
    const { email, token } = await signUp(t);
    const { phone } = await enableSms(t, token);
    clock.advance(61_000);
    const challenge = await challengeOf(email);
    const missing = await finish(challenge, 'sms', '123456');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.code).toBe(settingsMessages.codeWrong);
    await sendLoginSms(challenge);
    const code = await smsCode(t, phone);
    await finish(challenge, 'sms', code === '000000' ? '111111' : '000000');
    expect((await challengeRow(challenge)).attempts).toBe(2);
    expect((await finish(challenge, 'sms', code)).statusCode).toBe(200);
  });

  it('answers 409 for an account without SMS codes, and 401 for a dead challenge', async () => {
    const { email } = await withApp();
    const response = await sendLoginSms(await challengeOf(email));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: false, message: accountMessages.twoFactorMethodUnavailable });
    const dead = await sendLoginSms('B'.repeat(43));
    expect(dead.statusCode).toBe(401);
    expect(dead.json()).toEqual({ status: false, message: accountMessages.challengeExpired });
  });
});

describe('POST /auth/google with two-step sign-in on', () => {
  it('goes through the same challenge', async () => {
    // An account with a verified address, linked to Google at its first Google sign-in.
    const { email, token } = await signUp(t);
    const verifyLink = linkToken((await latestMail(t, email))!.text, '/verify-email');
    await t.request({ method: 'POST', url: '/email/verify', payload: { token: verifyLink } });
    const { secret } = await enableAuthenticator(t, token, clock.now());
    clock.advance(30_000);

    const before = await sessionCount();
    const response = await t.request({
      method: 'POST',
      url: '/auth/google',
      payload: { credential: await googleToken(email), remember_me: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: true,
      message: accountMessages.twoFactorRequired,
      data: { two_factor_required: true, methods: ['app', 'recovery'], phone: null },
    });
    expect(await sessionCount()).toBe(before);
    const challenge = response.json().data.challenge_token as string;
    expect((await challengeRow(challenge)).rememberMe).toBe(true);

    const done = await finish(challenge, 'app', appCode(secret, clock.now()));
    expect(done.statusCode).toBe(200);
    expect(done.json().data.user).toMatchObject({ email, is_email_verified: true });
  });

  it("drops the second factors of an unverified account Google's owner takes over", async () => {
    const { email, token } = await signUp(t);
    await enableAuthenticator(t, token, clock.now());
    clock.advance(30_000);
    const userId = (await findByEmail(t.app, email))!.id;

    const response = await t.request({
      method: 'POST',
      url: '/auth/google',
      payload: { credential: await googleToken(email) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(accountMessages.loggedIn);
    expect(response.json().data.token).toEqual(expect.any(String));
    expect(await t.app.db.select().from(twoFactor).where(eq(twoFactor.userId, userId))).toEqual([]);
    expect(await t.app.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, userId))).toEqual([]);
    const [user] = await t.app.db.select().from(users).where(eq(users.id, userId));
    expect(user!.passwordHash).toBeNull();
  });

  it('gives a new Google account a session at once', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/auth/google',
      payload: { credential: await googleToken(uniqueEmail('google-new')) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(accountMessages.loggedIn);
  });
});

describe('secrets of the second step', () => {
  it('keep the challenge token out of the database and the logs, and codes out of the logs', async () => {
    const { email, secret, recoveryCodes: codes } = await withApp();
    const challenge = await challengeOf(email);
    const code = appCode(secret, clock.now());
    await finish(challenge, 'app', code === '000000' ? '111111' : '000000');
    await finish(challenge, 'recovery', codes[1]!);

    const challenges = await t.app.db.select().from(loginChallenges);
    expect(JSON.stringify(challenges)).not.toContain(challenge);
    const counters = await t.app.db.select().from(rateLimitHits);
    expect(counters.some((row) => row.key.includes(hashToken(challenge)))).toBe(true);
    expect(JSON.stringify(counters)).not.toContain(challenge);

    const logs = t.logs.join('\n');
    expect(logs).toContain('/login/2fa');
    expect(logs).not.toContain(challenge);
    expect(logs).not.toContain(codes[1]!);
    expect(logs).not.toContain(secret);
  });
});

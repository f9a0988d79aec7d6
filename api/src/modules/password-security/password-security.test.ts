import { and, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { accountMessages, passwordSecurityResponseSchema, settingsMessages } from '@talentindia/contracts';
import { loginChallenges, recoveryCodes, sessions, twoFactor, users } from '../../db/schema';
import { hashToken } from '../../services/tokens';
import { startGoogleIssuer, type GoogleIssuer } from '../../testing/google-issuer';
import {
  STRONG_PASSWORD,
  confirmItsMe,
  createTestApp,
  signUp,
  testClock,
  uniqueEmail,
  type TestApp,
} from '../../testing/test-app';
import { maskPhone } from '../two-factor';

const NEW_PASSWORD = 'Another#Pass9';
/** 08:35 UTC is 14:05 in Asia/Kolkata, every account's default timezone. */
const START = new Date('2024-09-08T08:35:00.000Z');

let t: TestApp;
const clock = testClock(START);
let google: GoogleIssuer;

beforeAll(async () => {
  google = await startGoogleIssuer('settings-client.apps.googleusercontent.com');
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000', ...google.env }, { clock });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const newSubject = () => google.newSubject();
const googleToken: GoogleIssuer['idToken'] = (...args) => google.idToken(...args);

const getSettings = (token?: string, app = t) => app.request({ method: 'GET', url: '/settings/password', token });
const postPassword = (token: string | undefined, payload: Record<string, unknown>, app = t, remoteAddress?: string) =>
  app.request({
    method: 'POST',
    url: '/settings/password',
    token,
    payload,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const connect = (token: string | undefined, credential: string, app = t) =>
  app.request({ method: 'POST', url: '/settings/google', token, payload: { credential } });
const disconnect = (token?: string) => t.request({ method: 'DELETE', url: '/settings/google', token });
const login = (email: string, password: string) =>
  t.request({ method: 'POST', url: '/login', payload: { email, password } });
const googleSignIn = (credential: string) =>
  t.request({ method: 'POST', url: '/auth/google', payload: { credential } });

const change = (current: string | undefined, next: string, confirm = next) => ({
  ...(current === undefined ? {} : { current_password: current }),
  new_password: next,
  confirm_new_password: confirm,
});

async function userRow(email: string) {
  return (await t.app.db.select().from(users).where(eq(users.email, email)))[0]!;
}

/** Every mail to an address, newest first, through the dev outbox as a developer reads it. */
async function mailsTo(email: string, app = t) {
  const response = await app.request({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(email)}` });
  return response.json().data as { subject: string; text: string; html: string }[];
}

/** A second browser's session of the same account. */
async function secondSession(email: string, password = STRONG_PASSWORD) {
  const response = await login(email, password);
  expect(response.statusCode).toBe(200);
  return response.json().data.token as string;
}

/**
 * An account made through Google: no password, signed in with its session token, which has just
 * confirmed it is the owner with a fresh Google sign-in (as sensitive changes need, issue 17 §2).
 */
async function googleOnlyAccount() {
  const email = uniqueEmail('google-only');
  const subject = newSubject();
  const response = await googleSignIn(await googleToken(email, subject));
  expect(response.statusCode).toBe(200);
  const token = response.json().data.token as string;
  await confirmItsMe(t, token, { credential: await googleToken(email, subject) });
  return { email, subject, token };
}

/** A new account whose session has just confirmed its password (issue 17 §2). */
async function signUpConfirmed(overrides: Partial<Record<string, string>> = {}) {
  const me = await signUp(t, overrides);
  await confirmItsMe(t, me.token);
  return me;
}

function expectRefused(response: LightMyRequestResponse, status: number, errors?: Record<string, string>) {
  expect(response.statusCode).toBe(status);
  if (errors) {
    expect(response.json()).toEqual({ status: false, message: Object.values(errors)[0], errors });
  }
}

describe('maskPhone', () => {
  it('keeps the country calling code and the last four digits', () => {
    expect(maskPhone('+919876543210')).toBe('+91 ••••••3210');
    expect(maskPhone('+14155552671')).toBe('+1 ••••••2671');
    expect(maskPhone('+447911123456')).toBe('+44 ••••••3456');
  });

  it('hides at least four digits of a short number, and more than the last four of no number', () => {
    expect(maskPhone('+3531234567')).toBe('+353 ••••567');
    expect(maskPhone('12345')).toBe('••••5');
    expect(maskPhone('+00 12-34 5678')).toBe('••••••5678');
  });
});

describe('GET /settings/password', () => {
  it('answers 401 without a live session', async () => {
    const response = await getSettings();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: false, message: expect.any(String) });
    expect((await getSettings('x'.repeat(43))).statusCode).toBe(401);
  });

  it('shows a new password account: its password date, no Google, every second step off', async () => {
    const { email, token } = await signUp(t);
    const response = await getSettings(token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(passwordSecurityResponseSchema.safeParse(body).success).toBe(true);
    expect(body).toEqual({
      status: true,
      data: {
        password_changed_at: (await userRow(email)).passwordChangedAt!.toISOString(),
        has_password: true,
        google: false,
        google_email: null,
        '2fa': { authenticator_app: false, phone: false, phone_number: null, recovery_codes_left: 0 },
      },
    });
  });

  it('shows a Google-only account without a password date (the page offers "Set a password")', async () => {
    const { token } = await googleOnlyAccount();
    const { data } = (await getSettings(token)).json();
    expect(data).toMatchObject({ password_changed_at: null, has_password: false, google: true });
    expect(data.google_email).toMatch(/@/);
  });

  it('reads the second steps: the authenticator, the masked SMS number and the unused recovery codes', async () => {
    const { email, token } = await signUp(t);
    const other = await signUp(t);
    const { id } = await userRow(email);
    await t.app.db.insert(twoFactor).values({
      userId: id,
      totpSecret: 'sealed',
      totpEnabledAt: START,
      smsPhone: '+919876543210',
      smsEnabledAt: START,
    });
    await t.app.db.insert(recoveryCodes).values(
      Array.from({ length: 10 }, (_, index) => ({
        userId: id,
        codeHash: `hash-${id}-${index}`,
        usedAt: index < 3 ? START : null,
      })),
    );
    expect((await getSettings(token)).json().data['2fa']).toEqual({
      authenticator_app: true,
      phone: true,
      phone_number: '+91 ••••••3210',
      recovery_codes_left: 7,
    });
    // Another user sees only their own.
    expect((await getSettings(other.token)).json().data['2fa']).toEqual({
      authenticator_app: false,
      phone: false,
      phone_number: null,
      recovery_codes_left: 0,
    });

    // Each method alone; a number whose SMS codes are off is not shown, nor are codes with no method on.
    await t.app.db.update(twoFactor).set({ totpEnabledAt: null }).where(eq(twoFactor.userId, id));
    expect((await getSettings(token)).json().data['2fa']).toMatchObject({ authenticator_app: false, phone: true });
    await t.app.db.update(twoFactor).set({ totpEnabledAt: START, smsEnabledAt: null }).where(eq(twoFactor.userId, id));
    expect((await getSettings(token)).json().data['2fa']).toEqual({
      authenticator_app: true,
      phone: false,
      phone_number: null,
      recovery_codes_left: 7,
    });
    await t.app.db.update(twoFactor).set({ totpEnabledAt: null }).where(eq(twoFactor.userId, id));
    expect((await getSettings(token)).json().data['2fa']).toEqual({
      authenticator_app: false,
      phone: false,
      phone_number: null,
      recovery_codes_left: 0,
    });
  });
});

describe('POST /settings/password', () => {
  it('answers 401 without a live session and changes nothing', async () => {
    const { email } = await signUp(t);
    const before = await userRow(email);
    expect((await postPassword(undefined, change(STRONG_PASSWORD, NEW_PASSWORD))).statusCode).toBe(401);
    expect((await userRow(email)).passwordHash).toBe(before.passwordHash);
  });

  it('changes the password, ends every other session but this one, and mails a notice', async () => {
    const { email, token } = await signUp(t, { first_name: 'Meera' });
    const otherBrowser = await secondSession(email);
    const bystander = await signUp(t);
    clock.advance(60_000);
    const at = clock.now();

    const response = await postPassword(token, change(STRONG_PASSWORD, NEW_PASSWORD));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      message: settingsMessages.passwordChanged,
      data: { password_changed_at: at.toISOString() },
    });
    expect(response.json().message).toBe('Password changed successfully!');

    // The page shows the new date.
    expect((await getSettings(token)).json().data.password_changed_at).toBe(at.toISOString());
    expect((await userRow(email)).passwordChangedAt).toEqual(at);
    // The other browser is signed out; this one and other users' sessions go on.
    const signedOut = await getSettings(otherBrowser);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toBe(accountMessages.sessionExpired);
    expect((await getSettings(token)).statusCode).toBe(200);
    expect((await getSettings(bystander.token)).statusCode).toBe(200);
    const [revoked] = await t.app.db
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(otherBrowser)));
    expect(revoked!.revokedAt).toEqual(at);

    // Only the new password opens the account now.
    expect((await login(email, STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);

    const [notice] = await mailsTo(email);
    expect(notice!.subject).toBe('Your TalentIndia password was changed');
    expect(notice!.text).toContain('Hi Meera,');
    expect(notice!.text).toContain('was changed on Sep 08, 2024, 14:06 (Asia/Kolkata)');
    expect(notice!.text).toContain('If it was not you, reset your password now');
    expect(notice!.text).toContain('Reset your password: http://localhost:3000/forgot-password');
    expect(notice!.html).toContain('http://localhost:3000/forgot-password');
    expect(notice!.text).not.toContain(NEW_PASSWORD);
  });

  it('ends a login that was waiting for its second step', async () => {
    const { email, token } = await signUp(t);
    const { id } = await userRow(email);
    await t.app.db
      .insert(loginChallenges)
      .values({ userId: id, tokenHash: hashToken(`challenge-${id}`), expiresAt: new Date(Date.now() + 300_000) });
    expect((await postPassword(token, change(STRONG_PASSWORD, NEW_PASSWORD))).statusCode).toBe(200);
    const waiting = await t.app.db
      .select()
      .from(loginChallenges)
      .where(and(eq(loginChallenges.userId, id), isNull(loginChallenges.usedAt)));
    expect(waiting).toEqual([]);
  });

  describe('refuses with a 422 naming the field, and changes nothing', () => {
    let email: string;
    let token: string;
    let otherBrowser: string;
    let before: typeof users.$inferSelect;
    let mailCount: number;
    beforeAll(async () => {
      ({ email, token } = await signUp(t));
      otherBrowser = await secondSession(email);
      before = await userRow(email);
      mailCount = (await mailsTo(email)).length;
    });
    afterEach(async () => {
      expect(await userRow(email)).toEqual(before);
      expect((await getSettings(otherBrowser)).statusCode).toBe(200);
      expect(await mailsTo(email)).toHaveLength(mailCount);
    });

    it('without the current password', async () => {
      const required = { current_password: settingsMessages.currentPasswordRequired };
      expectRefused(await postPassword(token, change(undefined, NEW_PASSWORD)), 422, required);
      expectRefused(await postPassword(token, change('', NEW_PASSWORD)), 422, required);
      expect(settingsMessages.currentPasswordRequired).toBe('Current password is required');
    });

    it('with a wrong current password', async () => {
      const response = await postPassword(token, change('Wrong#Pass1', NEW_PASSWORD));
      expectRefused(response, 422, { current_password: 'Your current password is incorrect.' });
    });

    it('with a new password that breaks the rules, naming a wrong current one too', async () => {
      for (const weak of ['alllower#1', 'NoNumber#here', 'NoSpecial123', 'Ab#1']) {
        const response = await postPassword(token, change(STRONG_PASSWORD, weak));
        expectRefused(response, 422, { new_password: accountMessages.passwordTooWeak });
      }
      expectRefused(await postPassword(token, change('Wrong#Pass1', 'weak')), 422, {
        current_password: settingsMessages.currentPasswordWrong,
        new_password: accountMessages.passwordTooWeak,
      });
    });

    it('with the current password as the new one', async () => {
      expectRefused(await postPassword(token, change(STRONG_PASSWORD, STRONG_PASSWORD)), 422, {
        new_password: settingsMessages.passwordUnchanged,
      });
    });

    it('with a missing or unconfirmed new password (the form’s own messages)', async () => {
      expectRefused(await postPassword(token, { current_password: STRONG_PASSWORD }), 422, {
        new_password: settingsMessages.newPasswordRequired,
        confirm_new_password: settingsMessages.passwordConfirmationRequired,
      });
      expectRefused(await postPassword(token, change(STRONG_PASSWORD, NEW_PASSWORD, 'Another#Pass8')), 422, {
        confirm_new_password: settingsMessages.passwordConfirmationMismatch,
      });
      expectRefused(await postPassword(token, change(STRONG_PASSWORD, `A#1${'a'.repeat(126)}`)), 422, {
        new_password: accountMessages.passwordTooLong,
        confirm_new_password: accountMessages.passwordTooLong,
      });
    });
  });

  it('accepts a password of exactly eight characters that follows the rules', async () => {
    const { email, token } = await signUp(t);
    expect((await postPassword(token, change(STRONG_PASSWORD, 'short#1A'))).statusCode).toBe(200);
    expect((await login(email, 'short#1A')).statusCode).toBe(200);
  });

  it('sets a first password on a Google-only account without asking for a current one', async () => {
    const { email, token } = await googleOnlyAccount();
    const otherBrowser = (await googleSignIn(await googleToken(email, (await userRow(email)).googleSubject!))).json()
      .data.token as string;
    expectRefused(await postPassword(token, change(undefined, 'weak')), 422, {
      new_password: accountMessages.passwordTooWeak,
    });
    expect((await userRow(email)).passwordHash).toBeNull();

    const response = await postPassword(token, change(undefined, NEW_PASSWORD));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      message: settingsMessages.passwordSet,
      data: { password_changed_at: clock.now().toISOString() },
    });
    expect((await getSettings(token)).json().data).toMatchObject({ has_password: true, google: true });
    expect((await getSettings(otherBrowser)).statusCode).toBe(401);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await mailsTo(email))[0]!.subject).toBe('A password was set for your TalentIndia account');

    // From now on the password is asked for.
    expectRefused(await postPassword(token, change(undefined, 'Third#Pass7')), 422, {
      current_password: settingsMessages.currentPasswordRequired,
    });
  });

  it('never changes another user’s password', async () => {
    const alice = await signUp(t);
    const bob = await signUp(t);
    const bobBefore = await userRow(bob.email);
    expect((await postPassword(alice.token, change(STRONG_PASSWORD, NEW_PASSWORD))).statusCode).toBe(200);
    expect(await userRow(bob.email)).toEqual(bobBefore);
    expect((await getSettings(bob.token)).statusCode).toBe(200);
  });

  it('keeps passwords out of the logs', async () => {
    const { token } = await signUp(t);
    await postPassword(token, change(STRONG_PASSWORD, 'Logged#Never7'));
    expect(t.logs.join('\n')).not.toContain('Logged#Never7');
  });
});

describe('POST /settings/google', () => {
  it('answers 401 without a live session', async () => {
    const response = await connect(undefined, await googleToken(uniqueEmail('g'), newSubject()));
    expect(response.statusCode).toBe(401);
  });

  it('connects a Google account for login, says so, and mails a notice naming it', async () => {
    const { email, token } = await signUpConfirmed({ first_name: 'Kabir' });
    const googleEmail = uniqueEmail('gmail');
    const subject = newSubject();
    const response = await connect(token, await googleToken(googleEmail, subject));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: settingsMessages.googleConnected });
    expect((await userRow(email)).googleSubject).toBe(subject);
    expect((await getSettings(token)).json().data).toMatchObject({
      google: true,
      google_email: googleEmail,
      has_password: true,
    });

    const [notice] = await mailsTo(email);
    expect(notice!.subject).toBe('A Google account was connected to your TalentIndia account');
    expect(notice!.text).toContain(`The Google account ${googleEmail} was connected`);
    expect(notice!.text).toContain('Sep 08, 2024');

    // That Google account now logs into this account.
    const signIn = await googleSignIn(await googleToken(googleEmail, subject));
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().data.user.email).toBe(email);
  });

  it('refuses a second Google account while one is connected (409), changing nothing', async () => {
    const { email, token } = await signUpConfirmed();
    const subject = newSubject();
    await connect(token, await googleToken(uniqueEmail('g'), subject));
    const mails = (await mailsTo(email)).length;
    const response = await connect(token, await googleToken(uniqueEmail('g'), newSubject()));
    expectRefused(response, 409);
    expect(response.json().message).toBe(settingsMessages.googleAlreadyConnected);
    expect((await userRow(email)).googleSubject).toBe(subject);
    expect(await mailsTo(email)).toHaveLength(mails);
  });

  it('refuses a Google account that belongs to another user (409)', async () => {
    const owner = await googleOnlyAccount();
    const { email, token } = await signUpConfirmed();
    const response = await connect(token, await googleToken(owner.email, owner.subject));
    expectRefused(response, 409);
    expect(response.json().message).toBe(settingsMessages.googleTakenByOther);
    expect((await userRow(email)).googleSubject).toBeNull();
    expect((await userRow(owner.email)).googleSubject).toBe(owner.subject);
  });

  it('refuses a token that fails verification as a bad field (422), never a 401 that would sign the page out', async () => {
    const { email, token } = await signUpConfirmed();
    const forged = await googleToken(uniqueEmail('g'), newSubject(), { key: google.foreignKey });
    expectRefused(await connect(token, forged), 422, { credential: accountMessages.googleCredentialInvalid });
    expectRefused(await connect(token, 'not.a.jwt'), 422, { credential: accountMessages.googleCredentialInvalid });
    const unverified = await googleToken(uniqueEmail('g'), newSubject(), { claims: { email_verified: false } });
    const refused = await connect(token, unverified);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(accountMessages.googleEmailUnverified);
    expectRefused(await connect(token, ''), 422, { credential: settingsMessages.googleCredentialRequired });
    expect((await userRow(email)).googleSubject).toBeNull();
    // The session was never in question.
    expect((await getSettings(token)).statusCode).toBe(200);
  });
});

describe('DELETE /settings/google', () => {
  it('answers 401 without a live session', async () => {
    expect((await disconnect()).statusCode).toBe(401);
  });

  it('disconnects Google from an account with a password and mails a notice', async () => {
    const { email, token } = await signUpConfirmed();
    const googleEmail = uniqueEmail('gmail');
    const subject = newSubject();
    await connect(token, await googleToken(googleEmail, subject));
    const response = await disconnect(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: settingsMessages.googleDisconnected });
    expect(await userRow(email)).toMatchObject({ googleSubject: null, googleEmail: null });
    expect((await getSettings(token)).json().data).toMatchObject({ google: false, google_email: null });
    expect((await mailsTo(email))[0]!.subject).toBe('Google was disconnected from your TalentIndia account');
    // The Google account no longer opens this account: it makes (or finds) its own by its address.
    const signIn = await googleSignIn(await googleToken(googleEmail, subject));
    expect(signIn.json().data.user.email).toBe(googleEmail);
    // That new account now holds it: connecting it elsewhere is refused.
    const again = await signUpConfirmed();
    expectRefused(await connect(again.token, await googleToken(googleEmail, subject)), 409);
  });

  it('refuses while Google is the only way to log in (409), changing nothing', async () => {
    const { email, subject, token } = await googleOnlyAccount();
    const response = await disconnect(token);
    expectRefused(response, 409);
    expect(response.json().message).toBe(settingsMessages.googleOnlySignIn);
    expect((await userRow(email)).googleSubject).toBe(subject);

    // With a password set, it may go.
    await postPassword(token, change(undefined, NEW_PASSWORD));
    expect((await disconnect(token)).statusCode).toBe(200);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('says so when no Google account is connected (409)', async () => {
    const { email, token } = await signUpConfirmed();
    const mails = (await mailsTo(email)).length;
    const response = await disconnect(token);
    expectRefused(response, 409);
    expect(response.json().message).toBe(settingsMessages.googleNotConnected);
    expect(await mailsTo(email)).toHaveLength(mails);
  });
});

describe('on a server without Google, with the real rate limits', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp();
  });
  afterAll(() => strict.close());

  let ipCounter = 0;
  const newIp = () => {
    ipCounter += 1;
    return `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  };

  function expectTooMany(response: LightMyRequestResponse) {
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json()).toEqual({
      status: false,
      message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ (seconds|minutes?)\.$/),
    });
  }

  it('answers 503 to a Google connection: Google sign-in is not configured', async () => {
    const { token } = await signUp(strict);
    const response = await connect(token, 'header.payload.signature', strict);
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(accountMessages.googleNotConfigured);
  });

  it('limits password changes to 10 per account in 15 minutes, the right password included', async () => {
    const { token } = await signUp(strict);
    const ip = newIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await postPassword(token, change('Wrong#Pass1', NEW_PASSWORD), strict, ip)).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(422), 429]);
    const limited = await postPassword(token, change(STRONG_PASSWORD, NEW_PASSWORD), strict, newIp());
    expectTooMany(limited);
  });

  it('limits password changes to 30 per address in 15 minutes, across accounts', async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (let account = 0; account < 4; account += 1) {
      const { token } = await signUp(strict);
      for (let attempt = 0; attempt < 8; attempt += 1) {
        statuses.push((await postPassword(token, change('Wrong#Pass1', NEW_PASSWORD), strict, ip)).statusCode);
      }
    }
    expect(statuses.slice(0, 30)).toEqual(Array<number>(30).fill(422));
    expect(statuses.slice(30)).toEqual([429, 429]);
    const { token } = await signUp(strict);
    expectTooMany(await postPassword(token, change(STRONG_PASSWORD, NEW_PASSWORD), strict, ip));
    // Another address is not held back.
    expect((await postPassword(token, change(STRONG_PASSWORD, NEW_PASSWORD), strict, newIp())).statusCode).toBe(200);
  }, 60_000);
});

import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { accountMessages, settingsMessages } from '@talentindia/contracts';
import { recoveryCodes, sessions, twoFactor, userTokens, users } from '../../db/schema';
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
import { createSession, findByEmail } from '../accounts';
import { PROFILE_FIELDS } from '../profile/profile-testing';
import { appCode, enableAuthenticator, enableSms, midStep } from '../two-factor/two-factor-testing';
import { REAUTHENTICATION_WINDOW_MS } from './reauthentication-service';

const clock = testClock(midStep());
let t: TestApp;
let google: GoogleIssuer;
beforeAll(async () => {
  google = await startGoogleIssuer('reauth-client.apps.googleusercontent.com');
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000', ...google.env }, { clock });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const reauthenticate = (token: string, payload: Record<string, unknown>, app = t) =>
  app.request({ method: 'POST', url: '/settings/reauthenticate', token, payload });

/** Every mail to an address, through the dev outbox. */
async function mailCount(email: string) {
  const response = await t.request({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(email)}` });
  return (response.json().data as unknown[]).length;
}

async function userRow(email: string) {
  return (await findByEmail(t.app, email))!;
}

function expectReauthenticationAsked(response: LightMyRequestResponse, methods = ['password']) {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toEqual({
    status: false,
    message: settingsMessages.reauthenticationRequired,
    reason: 'reauthenticate',
    methods,
  });
}

/** An account with both two-step methods on and Google connected: every sensitive change has something to change. */
async function fullySecuredAccount() {
  const me = await signUp(t);
  const { secret } = await enableAuthenticator(t, me.token, clock.now());
  clock.advance(60_000);
  await enableSms(t, me.token);
  const subject = google.newSubject();
  await confirmItsMe(t, me.token);
  const connected = await t.request({
    method: 'POST',
    url: '/settings/google',
    token: me.token,
    payload: { credential: await google.idToken(uniqueEmail('gmail'), subject) },
  });
  expect(connected.statusCode).toBe(200);
  // The window that connected Google closes; from here on the session is as a thief would hold it.
  clock.advance(REAUTHENTICATION_WINDOW_MS);
  return { ...me, secret, subject };
}

const sensitiveCalls = (email: string) =>
  [
    { method: 'POST', url: '/settings/profile', payload: { ...PROFILE_FIELDS, first_name: 'Thief', email } },
    { method: 'GET', url: '/settings/2fa/app/disable' },
    { method: 'GET', url: '/settings/2fa/sms/disable' },
    { method: 'POST', url: '/settings/2fa/recovery-codes' },
    { method: 'DELETE', url: '/settings/google' },
  ] as const;

/** What the sensitive calls would change, read from the database: it must stay the same on a refusal. */
async function securityState(email: string) {
  const user = await userRow(email);
  const [row] = await t.app.db.select().from(twoFactor).where(eq(twoFactor.userId, user.id));
  const codes = await t.app.db
    .select({ hash: recoveryCodes.codeHash, usedAt: recoveryCodes.usedAt })
    .from(recoveryCodes)
    .where(eq(recoveryCodes.userId, user.id))
    .orderBy(recoveryCodes.codeHash);
  const links = await t.app.db.select().from(userTokens).where(eq(userTokens.userId, user.id));
  return {
    user: { firstName: user.firstName, email: user.email, googleSubject: user.googleSubject },
    totpEnabledAt: row?.totpEnabledAt,
    smsEnabledAt: row?.smsEnabledAt,
    codes,
    emailChangeLinks: links.filter((link) => link.purpose === 'email_change').length,
    mails: await mailCount(email),
  };
}

describe('sensitive changes without a recent proof of the owner', () => {
  it('are each refused with 403 reason "reauthenticate", and nothing changes: no pending email, no mail, old codes valid', async () => {
    const me = await fullySecuredAccount();
    const newEmail = uniqueEmail('thief');
    const before = await securityState(me.email);
    for (const call of sensitiveCalls(newEmail)) {
      expectReauthenticationAsked(await t.request({ ...call, token: me.token }));
    }
    expect(await securityState(me.email)).toEqual(before);
    expect(await mailCount(newEmail)).toBe(0);
    expect(
      (await t.request({ method: 'GET', url: '/settings/profile', token: me.token })).json().data.profile,
    ).toMatchObject({ first_name: 'Asha', email: me.email, pending_email: null });
  });

  it('are refused right after signing in: a new session does not open the window', async () => {
    const me = await fullySecuredAccount();
    const login = await t.request({
      method: 'POST',
      url: '/login',
      payload: { email: me.email, password: STRONG_PASSWORD },
    });
    // Two-step is on: finish the login with the app's code.
    clock.advance(60_000);
    const finished = await t.request({
      method: 'POST',
      url: '/login/2fa',
      payload: {
        challenge_token: login.json().data.challenge_token,
        method: 'app',
        code: appCode(me.secret, clock.now()),
      },
    });
    expect(finished.statusCode).toBe(200);
    const fresh = finished.json().data.token as string;
    expectReauthenticationAsked(await t.request({ method: 'GET', url: '/settings/2fa/app/disable', token: fresh }));
    expect((await securityState(me.email)).totpEnabledAt).toBeInstanceOf(Date);
  });

  it('go through for 10 minutes after the password, on that session only', async () => {
    const me = await fullySecuredAccount();
    const wrong = await reauthenticate(me.token, { password: 'Wrong#Pass1' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      status: false,
      message: settingsMessages.reauthenticationPasswordWrong,
      errors: { password: settingsMessages.reauthenticationPasswordWrong },
    });
    expectReauthenticationAsked(
      await t.request({ method: 'POST', url: '/settings/2fa/recovery-codes', token: me.token }),
    );

    const right = await reauthenticate(me.token, { password: STRONG_PASSWORD });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({
      status: true,
      message: settingsMessages.reauthenticated,
      data: { until: new Date(clock.now().getTime() + REAUTHENTICATION_WINDOW_MS).toISOString() },
    });
    const [session] = await t.app.db
      .select({ at: sessions.reauthenticatedAt })
      .from(sessions)
      .where(eq(sessions.userId, (await userRow(me.email)).id))
      .orderBy(sessions.id);
    expect(session!.at).toEqual(clock.now());

    // Another session of the same account is still refused.
    const second = await signUpSecondSession(me.email);
    expectReauthenticationAsked(await t.request({ method: 'DELETE', url: '/settings/google', token: second }));

    clock.advance(REAUTHENTICATION_WINDOW_MS - 1000);
    const codes = await t.request({ method: 'POST', url: '/settings/2fa/recovery-codes', token: me.token });
    expect(codes.statusCode).toBe(200);
    clock.advance(1000);
    expectReauthenticationAsked(await t.request({ method: 'GET', url: '/settings/2fa/app/disable', token: me.token }));
    expect((await securityState(me.email)).totpEnabledAt).toBeInstanceOf(Date);
  });

  it('change the email only after the password; the names of a refused save are not kept either', async () => {
    const me = await signUp(t);
    const newEmail = uniqueEmail('moved');
    const save = () =>
      t.request({
        method: 'POST',
        url: '/settings/profile',
        token: me.token,
        payload: { ...PROFILE_FIELDS, first_name: 'Meera', email: newEmail },
      });
    expectReauthenticationAsked(await save());
    expect((await userRow(me.email)).firstName).toBe('Asha');
    expect(await mailCount(newEmail)).toBe(0);

    // Other fields alone need no proof.
    const rename = await t.request({
      method: 'POST',
      url: '/settings/profile',
      token: me.token,
      payload: { ...PROFILE_FIELDS, first_name: 'Meera', email: me.email },
    });
    expect(rename.statusCode).toBe(200);

    await confirmItsMe(t, me.token);
    const saved = await save();
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.profile.pending_email).toBe(newEmail);
    expect(await mailCount(newEmail)).toBe(1);
  });
});

/** Another session of the account, as a second browser's login makes it. */
async function signUpSecondSession(email: string) {
  return (await createSession(t.app, (await userRow(email)).id, false)).token;
}

describe('POST /settings/reauthenticate', () => {
  it('takes exactly one proof', async () => {
    const { token } = await signUp(t);
    for (const payload of [{}, { password: STRONG_PASSWORD, code: '123456' }]) {
      const response = await reauthenticate(token, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(settingsMessages.reauthenticationProofRequired);
    }
    const empty = await reauthenticate(token, { password: '' });
    expect(empty.json()).toMatchObject({ errors: { password: 'Password is required' } });
  });

  it('takes only the password from an account that has one: not a Google token or an app code', async () => {
    const me = await signUp(t);
    const { secret } = await enableAuthenticator(t, me.token, clock.now());
    clock.advance(60_000);
    const byCode = await reauthenticate(me.token, { code: appCode(secret, clock.now()) });
    expect(byCode.json()).toMatchObject({ errors: { code: settingsMessages.reauthenticationMethodUnavailable } });
    const byGoogle = await reauthenticate(me.token, { credential: await google.idToken(me.email) });
    expect(byGoogle.json()).toMatchObject({
      errors: { credential: settingsMessages.reauthenticationMethodUnavailable },
    });
    expectReauthenticationAsked(await t.request({ method: 'GET', url: '/settings/2fa/app/disable', token: me.token }));
  });

  it('takes, from a Google-only account, a fresh sign-in of its own Google account or an authenticator code', async () => {
    const email = uniqueEmail('google-only');
    const subject = google.newSubject();
    const signIn = await t.request({
      method: 'POST',
      url: '/auth/google',
      payload: { credential: await google.idToken(email, subject) },
    });
    const token = signIn.json().data.token as string;
    const setFirstPassword = () =>
      t.request({
        method: 'POST',
        url: '/settings/password',
        token,
        payload: { new_password: 'Another#Pass9', confirm_new_password: 'Another#Pass9' },
      });
    // A stolen session cannot add a password to keep the account; the page is told how to ask.
    expectReauthenticationAsked(await setFirstPassword(), ['google']);
    expect((await userRow(email)).passwordHash).toBeNull();

    const byPassword = await reauthenticate(token, { password: STRONG_PASSWORD });
    expect(byPassword.json()).toMatchObject({
      errors: { password: settingsMessages.reauthenticationMethodUnavailable },
    });
    const otherGoogle = await reauthenticate(token, {
      credential: await google.idToken(uniqueEmail('x'), google.newSubject()),
    });
    expect(otherGoogle.json()).toMatchObject({
      errors: { credential: settingsMessages.reauthenticationGoogleMismatch },
    });
    const forged = await reauthenticate(token, {
      credential: await google.idToken(email, subject, { key: google.foreignKey }),
    });
    expect(forged.statusCode).toBe(422);
    expect(forged.json()).toMatchObject({ errors: { credential: accountMessages.googleCredentialInvalid } });
    expectReauthenticationAsked(await setFirstPassword(), ['google']);

    expect((await reauthenticate(token, { credential: await google.idToken(email, subject) })).statusCode).toBe(200);
    expect((await setFirstPassword()).statusCode).toBe(200);

    // By the authenticator app, on another Google-only account.
    const email2 = uniqueEmail('google-only');
    const subject2 = google.newSubject();
    const token2 = (
      await t.request({
        method: 'POST',
        url: '/auth/google',
        payload: { credential: await google.idToken(email2, subject2) },
      })
    ).json().data.token as string;
    const { secret } = await enableAuthenticator(t, token2, clock.now());
    clock.advance(60_000);
    expectReauthenticationAsked(await t.request({ method: 'GET', url: '/settings/2fa/app/disable', token: token2 }), [
      'google',
      'app',
    ]);
    const wrong = await reauthenticate(token2, { code: appCode(secret, clock.now(), 20) });
    expect(wrong.json()).toMatchObject({ errors: { code: accountMessages.twoFactorCodeWrong } });
    const code = appCode(secret, clock.now());
    expect((await reauthenticate(token2, { code })).statusCode).toBe(200);
    // A code is taken once.
    expect((await reauthenticate(token2, { code })).json()).toMatchObject({
      errors: { code: settingsMessages.codeUsed },
    });
    expect((await t.request({ method: 'GET', url: '/settings/2fa/app/disable', token: token2 })).statusCode).toBe(200);
  });

  it('is limited to 10 tries per account in 15 minutes, with Retry-After', async () => {
    const strict = await createTestApp({}, { clock });
    try {
      const { token } = await signUp(strict);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1)
        statuses.push((await reauthenticate(token, { password: 'Wrong#Pass1' }, strict)).statusCode);
      expect(statuses).toEqual([...Array<number>(10).fill(422), 429]);
      const limited = await reauthenticate(token, { password: STRONG_PASSWORD }, strict);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await strict.close();
    }
  });
});

it('opens no window by signing up or in: a new session starts without one', async () => {
  const { email } = await signUp(t);
  const [row] = await t.app.db
    .select({ at: sessions.reauthenticatedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.email, email));
  expect(row!.at).toBeNull();
});

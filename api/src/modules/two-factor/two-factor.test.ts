import { and, eq } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT, settingsMessages } from '@talentindia/contracts';
import { recoveryCodes, smsCodes, twoFactor, users } from '../../db/schema';
import { createSession, findByEmail } from '../accounts';
import { confirmItsMe, createTestApp, latestMail, signUp, testClock, type TestApp } from '../../testing/test-app';
import {
  appCode,
  countryId,
  enableAuthenticator,
  enableSms,
  midStep,
  smsCode,
  uniqueMobile,
} from './two-factor-testing';
import { maskPhone } from './phone-numbers';
import { readTwoFactorStatus, SMS_DAILY_CAP_PER_ACCOUNT, SMS_DAILY_CAP_PER_NUMBER } from './two-factor-service';

const MINUTE = 60 * 1000;
const RECOVERY_CODE = /^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/;

const clock = testClock(midStep());
let t: TestApp;
let india: number;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' }, { clock });
  india = await countryId(t, 'IN');
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.request({ method: 'GET', url, ...(token ? { token } : {}) });
const post = (url: string, token: string | undefined, payload?: Record<string, unknown>) =>
  t.request({ method: 'POST', url, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });

async function userId(email: string) {
  return (await findByEmail(t.app, email))!.id;
}
async function twoFactorRow(email: string) {
  const [row] = await t.app.db
    .select()
    .from(twoFactor)
    .where(eq(twoFactor.userId, await userId(email)));
  return row;
}
async function recoveryRows(email: string) {
  return t.app.db
    .select()
    .from(recoveryCodes)
    .where(eq(recoveryCodes.userId, await userId(email)));
}
async function smsRows(email: string) {
  return t.app.db
    .select()
    .from(smsCodes)
    .where(eq(smsCodes.userId, await userId(email)))
    .orderBy(smsCodes.id);
}
/** A new account whose session has just confirmed its password, as sensitive changes need (issue 17 §2). */
async function signUpConfirmed() {
  const me = await signUp(t);
  await confirmItsMe(t, me.token);
  return me;
}
/** A new account signed in with "remember me": the daily caps' tests move the clock past a 12-hour session. */
async function signUpRemembered() {
  const me = await signUp(t);
  return { ...me, token: (await createSession(t.app, await userId(me.email), true)).token };
}
const smsSetup = (token: string, phone: string, country = india) =>
  post('/settings/2fa/sms/setup', token, { country_id: country, phone });

describe('signed-in only', () => {
  it.each([
    ['GET', '/settings/2fa/app/setup'],
    ['POST', '/settings/2fa/app/verify'],
    ['GET', '/settings/2fa/app/disable'],
    ['POST', '/settings/2fa/sms/setup'],
    ['POST', '/settings/2fa/sms/verify'],
    ['GET', '/settings/2fa/sms/disable'],
    ['POST', '/settings/2fa/recovery-codes'],
  ] as const)('%s %s answers 401 without a session', async (method, url) => {
    const response = await t.request({
      method,
      url,
      ...(method === 'POST' ? { payload: { code: '123456', country_id: india, phone: '9876543210' } } : {}),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: false, message: expect.any(String) });
  });
});

describe('authenticator app', () => {
  it('sets up with a QR image of the otpauth URI and the secret as text, sealed at rest', async () => {
    const { email, token } = await signUp(t);
    const response = await get('/settings/2fa/app/setup', token);
    expect(response.statusCode).toBe(200);
    const { message, data } = response.json();
    expect(message).toBe(settingsMessages.appSetupReady);
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(data.otpauth_uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/TalentIndia:${email}`);
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: 'TalentIndia',
      secret: data.secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(data.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(data.qr_code.split(',')[1], 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script/i);

    const row = await twoFactorRow(email);
    expect(row!.totpPendingSecret).not.toContain(data.secret);
    expect(t.app.secrets.open(row!.totpPendingSecret!)).toBe(data.secret);
    expect(row!.totpEnabledAt).toBeNull();
    expect(row!.totpSecret).toBeNull();
  });

  it('switches on with a right code: ten recovery codes once, the secret sealed, a security mail', async () => {
    const { email, token } = await signUp(t);
    const setup = (await get('/settings/2fa/app/setup', token)).json().data;
    const response = await post('/settings/2fa/app/verify', token, { code: appCode(setup.secret, clock.now()) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(settingsMessages.appEnabled);
    expect(body.message).toBe('Authenticator app code enabled successfully!');
    const codes = body.data.recovery_codes as string[];
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE);

    const row = await twoFactorRow(email);
    expect(row!.totpEnabledAt).toBeInstanceOf(Date);
    expect(row!.totpPendingSecret).toBeNull();
    expect(row!.totpSecret).not.toContain(setup.secret);
    expect(t.app.secrets.open(row!.totpSecret!)).toBe(setup.secret);
    const stored = await recoveryRows(email);
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    const hashes = stored.map((code) => code.codeHash).join(' ');
    for (const code of codes) {
      expect(hashes).not.toContain(code);
      expect(hashes).not.toContain(code.replace('-', ''));
    }

    const mail = await latestMail(t, email);
    expect(mail!.subject).toBe('Authenticator app codes are on');

    const status = await readTwoFactorStatus(t.app, await userId(email));
    expect(status).toEqual({
      authenticator_app: true,
      phone: false,
      phone_number: null,
      recovery_codes_left: RECOVERY_CODE_COUNT,
      methods: ['app', 'recovery'],
    });

    // On already: no new setup, no second verify.
    const again = await get('/settings/2fa/app/setup', token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: false, message: settingsMessages.appAlreadyEnabled });
    const verifyAgain = await post('/settings/2fa/app/verify', token, { code: appCode(setup.secret, clock.now(), 1) });
    expect(verifyAgain.statusCode).toBe(409);
    expect(verifyAgain.json().message).toBe(settingsMessages.appAlreadyEnabled);
  });

  it.each([-1, 0, 1])('accepts the code of the step %i away from now', async (offset) => {
    const { email, token } = await signUp(t);
    const { secret } = (await get('/settings/2fa/app/setup', token)).json().data;
    const response = await post('/settings/2fa/app/verify', token, { code: appCode(secret, clock.now(), offset) });
    expect(response.statusCode).toBe(200);
    expect((await twoFactorRow(email))!.totpEnabledAt).toBeInstanceOf(Date);
  });

  it.each([-2, 2, -10, 10])('refuses the code of the step %i away from now, and changes nothing', async (offset) => {
    const { email, token } = await signUp(t);
    const { secret } = (await get('/settings/2fa/app/setup', token)).json().data;
    const response = await post('/settings/2fa/app/verify', token, { code: appCode(secret, clock.now(), offset) });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: false,
      message: settingsMessages.codeWrong,
      errors: { code: settingsMessages.codeWrong },
    });
    expect((await twoFactorRow(email))!.totpEnabledAt).toBeNull();
    expect(await recoveryRows(email)).toHaveLength(0);
  });

  it('takes only a code from the newest setup', async () => {
    const { token } = await signUp(t);
    const first = (await get('/settings/2fa/app/setup', token)).json().data.secret as string;
    const second = (await get('/settings/2fa/app/setup', token)).json().data.secret as string;
    expect(second).not.toBe(first);
    const old = await post('/settings/2fa/app/verify', token, { code: appCode(first, clock.now()) });
    expect(old.statusCode).toBe(422);
    const fresh = await post('/settings/2fa/app/verify', token, { code: appCode(second, clock.now()) });
    expect(fresh.statusCode).toBe(200);
  });

  it('asks for the setup first when there is none', async () => {
    const { token } = await signUp(t);
    const response = await post('/settings/2fa/app/verify', token, { code: '123456' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: false, message: settingsMessages.appSetupMissing });
  });

  it.each([
    [{}, settingsMessages.codeRequired],
    [{ code: '' }, settingsMessages.codeRequired],
    [{ code: '12345' }, settingsMessages.codeInvalid],
    [{ code: '1234567' }, settingsMessages.codeInvalid],
    [{ code: '12a456' }, settingsMessages.codeInvalid],
  ])('refuses %j with 422 errors.code', async (payload, message) => {
    const { token } = await signUp(t);
    const response = await post('/settings/2fa/app/verify', token, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status: false, message, errors: { code: message } });
  });

  it('switches off after confirmation: recovery codes go with the last method; a mail; 409 when off', async () => {
    const { email, token } = await signUpConfirmed();
    await enableAuthenticator(t, token, clock.now());
    const response = await get('/settings/2fa/app/disable', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, message: settingsMessages.appDisabled });
    expect(settingsMessages.appDisabled).toBe('Authenticator app code disabled successfully!');
    const row = await twoFactorRow(email);
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null, totpLastStep: null });
    expect(await recoveryRows(email)).toHaveLength(0);
    expect((await latestMail(t, email))!.subject).toBe('Authenticator app codes were turned off');

    const again = await get('/settings/2fa/app/disable', token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: false, message: settingsMessages.appNotEnabled });

    // It can be set up again, with a new secret and new recovery codes.
    const { recoveryCodes: fresh } = await enableAuthenticator(t, token, clock.now());
    expect(fresh).toHaveLength(RECOVERY_CODE_COUNT);
  });

  it('is not switched off or set up by a HEAD request (a prefetch)', async () => {
    const { email, token } = await signUp(t);
    await enableAuthenticator(t, token, clock.now());
    for (const url of ['/settings/2fa/app/disable', '/settings/2fa/sms/disable', '/settings/2fa/app/setup']) {
      const response = await t.request({ method: 'HEAD', url, token });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
    }
    expect((await twoFactorRow(email))!.totpEnabledAt).toBeInstanceOf(Date);
    expect((await twoFactorRow(email))!.totpPendingSecret).toBeNull();
  });

  it("changes only the signed-in user's two-step sign-in", async () => {
    const alice = await signUp(t);
    const bob = await signUpConfirmed();
    await enableAuthenticator(t, alice.token, clock.now());
    expect((await get('/settings/2fa/app/disable', bob.token)).statusCode).toBe(409);
    expect((await twoFactorRow(alice.email))!.totpEnabledAt).toBeInstanceOf(Date);
  });
});

describe('SMS text messages', () => {
  it('texts a six-digit code to a mobile number of the chosen country, stored hashed', async () => {
    const { email, token } = await signUp(t);
    const phone = uniqueMobile();
    const national = phone.slice(3);
    const response = await smsSetup(token, `${national.slice(0, 5)} ${national.slice(5)}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      status: true,
      message: settingsMessages.smsCodeSent,
      data: { phone: `+91 ••••••${phone.slice(-4)}`, resend_in_seconds: 60, expires_at: expect.any(String) },
    });
    expect(Date.parse(body.data.expires_at) - clock.now().getTime()).toBe(10 * MINUTE);

    const code = await smsCode(t, phone);
    const sms = (await get(`/dev/outbox?to=${encodeURIComponent(phone)}`)).json().data[0];
    expect(sms).toMatchObject({ channel: 'sms', to: phone });
    expect(sms.text).toBe(`Your TalentIndia code is ${code}. It expires in 10 minutes. Never share it.`);

    const [row] = await smsRows(email);
    expect(row).toMatchObject({ purpose: 'sms_setup', phone, countryId: india, attempts: 0, usedAt: null });
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['a fixed line', '011 2345 6789'],
    ['too few digits', '98765'],
    ['a number of another country', '+49 151 23456789'],
    ['letters', '98765abcde'],
  ])('refuses %s with 422 errors.phone, and sends nothing', async (_label, phone) => {
    const { email, token } = await signUp(t);
    const response = await smsSetup(token, phone);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      status: false,
      message: settingsMessages.mobileInvalid,
      errors: { phone: settingsMessages.mobileInvalid },
    });
    expect(await smsRows(email)).toHaveLength(0);
  });

  it('checks the number for the chosen country (a German mobile for Germany)', async () => {
    const { token } = await signUp(t);
    const germany = await countryId(t, 'DE');
    expect((await smsSetup(token, '0151 23456789', germany)).json().data.phone).toBe('+49 •••••••6789');
    const { token: other } = await signUp(t);
    expect((await smsSetup(other, '0151 23456789', india)).statusCode).toBe(422);
  });

  it.each([
    [{ phone: '9876543210' }, 'country_id', settingsMessages.countryRequired],
    [{ country_id: 987_654, phone: '9876543210' }, 'country_id', settingsMessages.countryInvalid],
    [{ country_id: 'IN', phone: '9876543210' }, 'country_id', settingsMessages.countryRequired],
    [{ country_id: 1 }, 'phone', settingsMessages.mobileRequired],
    [{ country_id: 1, phone: '  ' }, 'phone', settingsMessages.mobileRequired],
  ])('refuses %j with 422 errors.%s', async (payload, field, message) => {
    const { token } = await signUp(t);
    const response = await post('/settings/2fa/sms/setup', token, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status: false, errors: { [field]: message } });
  });

  it('switches on with the texted code: the number verified, recovery codes, a mail', async () => {
    const { email, token } = await signUp(t);
    const phone = uniqueMobile();
    await smsSetup(token, phone);
    const response = await post('/settings/2fa/sms/verify', token, { code: await smsCode(t, phone) });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(settingsMessages.smsEnabled);
    expect(settingsMessages.smsEnabled).toBe('Text SMS enabled successfully!');
    expect(response.json().data.recovery_codes).toHaveLength(RECOVERY_CODE_COUNT);

    const row = await twoFactorRow(email);
    expect(row).toMatchObject({ smsPhone: phone, smsCountryId: india, totpEnabledAt: null });
    expect(row!.smsEnabledAt).toBeInstanceOf(Date);
    const [user] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(user!.mobileVerifiedAt).toBeInstanceOf(Date);
    const verification = await get('/settings/verification', token);
    expect(verification.json().data.mobile_verified).toBe(true);
    expect((await latestMail(t, email))!.subject).toBe('SMS codes are on');
    expect((await latestMail(t, email))!.text).toContain(maskPhone(phone));
    expect(await readTwoFactorStatus(t.app, user!.id)).toEqual({
      authenticator_app: false,
      phone: true,
      phone_number: maskPhone(phone),
      recovery_codes_left: RECOVERY_CODE_COUNT,
      methods: ['sms', 'recovery'],
    });

    const again = await smsSetup(token, uniqueMobile());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: false, message: settingsMessages.smsAlreadyEnabled });
    expect((await post('/settings/2fa/sms/verify', token, { code: '123456' })).statusCode).toBe(409);
  });

  it('asks for a code first when none was sent', async () => {
    const { token } = await signUp(t);
    const response = await post('/settings/2fa/sms/verify', token, { code: '123456' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: false, message: settingsMessages.smsSetupMissing });
  });

  it("does not take another user's code", async () => {
    const alice = await signUp(t);
    const bob = await signUp(t);
    const phone = uniqueMobile();
    await smsSetup(alice.token, phone);
    const code = await smsCode(t, phone);
    expect((await post('/settings/2fa/sms/verify', bob.token, { code })).statusCode).toBe(409);
    await smsSetup(bob.token, uniqueMobile());
    expect((await post('/settings/2fa/sms/verify', bob.token, { code })).statusCode).toBe(422);
  });

  it('refuses the code after 10 minutes', async () => {
    const { token } = await signUp(t);
    const phone = uniqueMobile();
    await smsSetup(token, phone);
    const code = await smsCode(t, phone);
    clock.advance(10 * MINUTE);
    const response = await post('/settings/2fa/sms/verify', token, { code });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: false,
      message: settingsMessages.codeWrong,
      errors: { code: settingsMessages.codeWrong },
    });
  });

  it('takes the code until its last second', async () => {
    const { token } = await signUp(t);
    const phone = uniqueMobile();
    await smsSetup(token, phone);
    clock.advance(10 * MINUTE - 1000);
    const response = await post('/settings/2fa/sms/verify', token, { code: await smsCode(t, phone) });
    expect(response.statusCode).toBe(200);
  });

  it('allows 5 tries: the fifth wrong code ends the code, even the right one is refused then', async () => {
    const { email, token } = await signUp(t);
    const phone = uniqueMobile();
    await smsSetup(token, phone);
    const code = await smsCode(t, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await post('/settings/2fa/sms/verify', token, { code: wrong });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.code).toBe(settingsMessages.codeWrong);
    }
    const fifth = await post('/settings/2fa/sms/verify', token, { code: wrong });
    expect(fifth.statusCode).toBe(422);
    expect(fifth.json().errors.code).toBe(settingsMessages.tooManyCodeAttempts);
    expect((await smsRows(email))[0]!.attempts).toBe(5);

    const right = await post('/settings/2fa/sms/verify', token, { code });
    expect(right.statusCode).toBe(422);
    expect(right.json().errors.code).toBe(settingsMessages.tooManyCodeAttempts);
    expect((await twoFactorRow(email))?.smsEnabledAt ?? null).toBeNull();

    // A new code (after the wait) works.
    clock.advance(61_000);
    expect((await smsSetup(token, phone)).statusCode).toBe(200);
    expect((await post('/settings/2fa/sms/verify', token, { code: await smsCode(t, phone) })).statusCode).toBe(200);
  });

  it('waits 60 seconds before a resend, which replaces the code', async () => {
    const { email, token } = await signUp(t);
    const phone = uniqueMobile();
    await smsSetup(token, phone);
    const first = await smsCode(t, phone);

    clock.advance(30_000);
    const early = await smsSetup(token, phone);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({ status: false, message: settingsMessages.smsResendWait });
    expect(early.headers['retry-after']).toBe('30');
    expect(await smsRows(email)).toHaveLength(1);

    clock.advance(30_000);
    const resend = await smsSetup(token, phone);
    expect(resend.statusCode).toBe(200);
    const second = await smsCode(t, phone);
    const rows = await smsRows(email);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.usedAt).toBeInstanceOf(Date);
    expect(rows[1]!.usedAt).toBeNull();

    if (first !== second) {
      const old = await post('/settings/2fa/sms/verify', token, { code: first });
      expect(old.statusCode).toBe(422);
      expect(old.json().errors.code).toBe(settingsMessages.codeWrong);
    }
    expect((await post('/settings/2fa/sms/verify', token, { code: second })).statusCode).toBe(200);
  });

  it(`sends at most ${SMS_DAILY_CAP_PER_NUMBER} codes a day to one number, whoever asks`, async () => {
    const alice = await signUpRemembered();
    const bob = await signUpRemembered();
    const phone = uniqueMobile();
    for (let sent = 0; sent < SMS_DAILY_CAP_PER_NUMBER; sent += 1) {
      const response = await smsSetup(sent % 2 === 0 ? alice.token : bob.token, phone);
      expect(response.statusCode).toBe(200);
      clock.advance(61_000);
    }
    for (const token of [alice.token, bob.token]) {
      const capped = await smsSetup(token, phone);
      expect(capped.statusCode).toBe(429);
      expect(capped.json()).toEqual({ status: false, message: settingsMessages.smsDailyLimit });
      expect(Number(capped.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
    }
    // Another number is not capped by this one.
    expect((await smsSetup(alice.token, uniqueMobile())).statusCode).toBe(200);

    // A day after the first send, one more may go.
    clock.advance(24 * 60 * MINUTE - SMS_DAILY_CAP_PER_NUMBER * 61_000 + 1000);
    expect((await smsSetup(bob.token, phone)).statusCode).toBe(200);
  });

  it(`sends at most ${SMS_DAILY_CAP_PER_ACCOUNT} codes a day for one account`, async () => {
    const { email, token } = await signUpRemembered();
    const numbers = [uniqueMobile(), uniqueMobile(), uniqueMobile()];
    for (let sent = 0; sent < SMS_DAILY_CAP_PER_ACCOUNT; sent += 1) {
      const response = await smsSetup(token, numbers[sent % 3]!);
      expect(response.statusCode).toBe(200);
      clock.advance(61_000);
    }
    const capped = await smsSetup(token, uniqueMobile());
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe(settingsMessages.smsDailyLimit);
    expect(await smsRows(email)).toHaveLength(SMS_DAILY_CAP_PER_ACCOUNT);
    clock.advance(24 * 60 * MINUTE);
    expect((await smsSetup(token, uniqueMobile())).statusCode).toBe(200);
  });

  it('switches off after confirmation; a second method keeps the recovery codes', async () => {
    const { email, token } = await signUpConfirmed();
    const { recoveryCodes: first } = await enableAuthenticator(t, token, clock.now());
    const { recoveryCodes: second } = await enableSms(t, token);
    expect(first).toHaveLength(RECOVERY_CODE_COUNT);
    expect(second).toBeNull();

    const off = await get('/settings/2fa/sms/disable', token);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ status: true, message: settingsMessages.smsDisabled });
    expect(settingsMessages.smsDisabled).toBe('SMS test messages disabled successfully!');
    expect((await latestMail(t, email))!.subject).toBe('SMS codes were turned off');
    expect(await twoFactorRow(email)).toMatchObject({ smsPhone: null, smsEnabledAt: null });
    expect(await recoveryRows(email)).toHaveLength(RECOVERY_CODE_COUNT);

    const again = await get('/settings/2fa/sms/disable', token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: false, message: settingsMessages.smsNotEnabled });

    // SMS first, then the app: the app's verify shows no new codes; the last one off removes them.
    const { token: other, email: otherEmail } = await signUpConfirmed();
    await enableSms(t, other);
    expect((await enableAuthenticator(t, other, clock.now())).recoveryCodes).toBeNull();
    await get('/settings/2fa/app/disable', other);
    expect(await recoveryRows(otherEmail)).toHaveLength(RECOVERY_CODE_COUNT);
    await get('/settings/2fa/sms/disable', other);
    expect(await recoveryRows(otherEmail)).toHaveLength(0);
  });
});

describe('recovery codes', () => {
  it('are made anew on request: the old ones are gone, a mail says so', async () => {
    const { email, token } = await signUpConfirmed();
    const { recoveryCodes: old } = await enableAuthenticator(t, token, clock.now());
    const oldHashes = (await recoveryRows(email)).map((row) => row.codeHash);

    const response = await post('/settings/2fa/recovery-codes', token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe(settingsMessages.recoveryCodesRegenerated);
    const fresh = body.data.recovery_codes as string[];
    expect(fresh).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of fresh) expect(code).toMatch(RECOVERY_CODE);
    expect(fresh.filter((code) => old!.includes(code))).toEqual([]);
    const rows = await recoveryRows(email);
    expect(rows).toHaveLength(RECOVERY_CODE_COUNT);
    expect(rows.filter((row) => oldHashes.includes(row.codeHash))).toEqual([]);
    expect((await latestMail(t, email))!.subject).toBe('New recovery codes were made');
  });

  it('take an empty JSON body too', async () => {
    const { token } = await signUpConfirmed();
    await enableSms(t, token);
    expect((await post('/settings/2fa/recovery-codes', token, {})).statusCode).toBe(200);
  });

  it('need two-step sign-in on', async () => {
    const { email, token } = await signUpConfirmed();
    const response = await post('/settings/2fa/recovery-codes', token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: false, message: settingsMessages.recoveryCodesNeedTwoFactor });
    expect(await recoveryRows(email)).toHaveLength(0);
  });
});

describe('secrets', () => {
  it('never reach a log line: not the TOTP secret, SMS codes or recovery codes', async () => {
    const { token } = await signUp(t);
    const { secret, recoveryCodes: codes } = await enableAuthenticator(t, token, clock.now());
    const phone = uniqueMobile();
    await smsSetup(token, phone);
    const code = await smsCode(t, phone);
    await post('/settings/2fa/sms/verify', token, { code: code === '000000' ? '111111' : '000000' });
    await post('/settings/2fa/sms/verify', token, { code });
    const logs = t.logs.join('\n');
    expect(logs).toContain('/settings/2fa/sms/verify');
    expect(logs).not.toContain(secret);
    expect(logs).not.toContain(`code is ${code}`);
    expect(logs).not.toMatch(new RegExp(`"code":"${code}"`));
    for (const recovery of codes!) expect(logs).not.toContain(recovery);
  });

  it('are not stored in plain text', async () => {
    const { email, token } = await signUp(t);
    const { secret } = await enableAuthenticator(t, token, clock.now());
    await enableSms(t, token);
    const id = await userId(email);
    const rows = await t.app.db.select().from(twoFactor).where(eq(twoFactor.userId, id));
    expect(JSON.stringify(rows)).not.toContain(secret);
    const codes = await t.app.db
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.userId, id), eq(smsCodes.purpose, 'sms_setup')));
    for (const row of codes) expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

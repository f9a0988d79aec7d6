import { eq } from 'drizzle-orm';
import { accountMessages } from '@talentindia/contracts';
import { countries, states, users } from '../../db/schema';
import { createTestApp, latestMail, linkToken, signUp, type TestApp } from '../../testing/test-app';

// The real limits (RATE_LIMIT_SCALE 1): 5 verification mails per account an hour.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verification = (token?: string) => t.request({ method: 'GET', url: '/settings/verification', token });
const resend = (token: string) => t.request({ method: 'POST', url: '/email/verify/resend', token });

describe('GET /settings/verification', () => {
  it('answers 401 without a token', async () => {
    const response = await verification();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: false, message: expect.any(String) });
  });

  it('ticks nothing for a new account', async () => {
    const { email, token } = await signUp(t);
    const response = await verification(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      data: {
        email,
        email_verified: false,
        mobile_verified: false,
        credits_offer: { email_verified: false, billing_complete: false, payment_method_added: false },
      },
    });
  });

  it('ticks each task from real state: the email verified, a mobile verified, billing saved', async () => {
    const { email, token } = await signUp(t);
    const verifyToken = linkToken((await latestMail(t, email))!.text, '/verify-email');
    await t.request({ method: 'POST', url: '/email/verify', payload: { token: verifyToken } });
    await t.app.db.update(users).set({ mobileVerifiedAt: new Date() }).where(eq(users.email, email));
    const [india] = await t.app.db.select().from(countries).where(eq(countries.isoCode, 'IN'));
    const [goa] = await t.app.db.select().from(states).where(eq(states.name, 'Goa'));
    const saved = await t.request({
      method: 'POST',
      url: '/settings/billing',
      token,
      payload: {
        type: 'individual',
        full_name: 'Asha Rao',
        address1: '1 Beach Road',
        city: 'Panaji',
        country_id: india!.id,
        state_id: goa!.id,
        pincode: '403001',
      },
    });
    expect(saved.statusCode).toBe(200);

    expect((await verification(token)).json().data).toEqual({
      email,
      email_verified: true,
      mobile_verified: true,
      credits_offer: { email_verified: true, billing_complete: true, payment_method_added: false },
    });
  });
});

describe('the credits offer’s card task', () => {
  it('is ticked while the user has a saved card (the test provider here), and unticked when it is removed', async () => {
    const { token } = await signUp(t);
    const task = async () => (await verification(token)).json().data.credits_offer.payment_method_added as boolean;
    expect(await task()).toBe(false);
    const setup = await t.request({ method: 'GET', url: '/settings/payment-methods/stripe/setup', token });
    const confirmed = await t.request({
      method: 'POST',
      url: '/settings/payment-methods/test-provider/confirm',
      token,
      payload: {
        client_secret: setup.json().data.client_secret,
        card_number: '4242 4242 4242 4242',
        exp_month: 12,
        exp_year: new Date().getFullYear() + 3,
        cvc: '123',
      },
    });
    // Confirmed with the provider but not saved yet: not a payment method of the user's.
    expect(await task()).toBe(false);
    const saved = await t.request({
      method: 'POST',
      url: '/settings/payment-methods/stripe/setup',
      token,
      payload: { payment_method: confirmed.json().data.payment_method },
    });
    expect(saved.statusCode).toBe(201);
    expect(await task()).toBe(true);
    await t.request({ method: 'DELETE', url: `/settings/payment-methods/${saved.json().data.id}`, token });
    expect(await task()).toBe(false);
  });
});

describe('POST /email/verify/resend, the section’s resend action', () => {
  it('is limited per account: the sixth in an hour is a 429 in the envelope, another account is not held back', async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await resend(me.token)).statusCode).toBe(200);
    const limited = await resend(me.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ status: false, message: expect.stringMatching(/^Too many attempts/) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await resend(other.token)).statusCode).toBe(200);
  });

  it('answers 409 once the address is verified', async () => {
    const { email, token } = await signUp(t);
    const verifyToken = linkToken((await latestMail(t, email))!.text, '/verify-email');
    await t.request({ method: 'POST', url: '/email/verify', payload: { token: verifyToken } });
    const response = await resend(token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: false, message: accountMessages.alreadyVerified });
  });
});

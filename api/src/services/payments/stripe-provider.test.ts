import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { paymentSetupResponseSchema, settingsMessages } from '@talentindia/contracts';
import { paymentCustomers, paymentMethods } from '../../db/schema';
import { findByEmail } from '../../modules/accounts';
import { confirmCardSetup, startStripeStandIn, type StripeStandIn } from '../../testing/stripe-server';
import { createTestApp, signUp, testClock, type TestApp } from '../../testing/test-app';

const SECRET_KEY = 'sk_test_adapter_0123456789abcdef';
const PUBLISHABLE_KEY = 'pk_test_adapter_0123456789abcdef';
const clock = testClock(new Date('2025-06-15T12:00:00Z'));

let stripe: StripeStandIn;
let t: TestApp;
beforeAll(async () => {
  stripe = await startStripeStandIn({ secretKey: SECRET_KEY, publishableKey: PUBLISHABLE_KEY, now: clock.now });
  t = await createTestApp(
    {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
      STRIPE_API_URL: stripe.url,
      RATE_LIMIT_SCALE: '100',
    },
    { clock },
  );
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const VISA = { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' };

const setup = (token: string) => t.request({ method: 'GET', url: '/settings/payment-methods/stripe/setup', token });
const save = (token: string, paymentMethod: string) =>
  t.request({
    method: 'POST',
    url: '/settings/payment-methods/stripe/setup',
    token,
    payload: { payment_method: paymentMethod },
  });

/** What the page does with Stripe: a setup intent, confirmed by Stripe.js (here: its stand-in's call). */
async function confirmedAtStripe(token: string, card = VISA): Promise<string> {
  const response = await setup(token);
  expect(response.statusCode).toBe(200);
  const confirmation = await confirmCardSetup(stripe.url, PUBLISHABLE_KEY, response.json().data.client_secret, card);
  expect(confirmation.status).toBe(200);
  return confirmation.body.payment_method as string;
}

async function addCard(token: string, card = VISA) {
  const pm = await confirmedAtStripe(token, card);
  const response = await save(token, pm);
  expect(response.statusCode).toBe(201);
  return { pm, card: response.json().data as { id: number; brand: string; last4: string; is_default: boolean } };
}

async function customerOf(email: string): Promise<string> {
  const user = (await findByEmail(t.app, email))!;
  const [row] = await t.app.db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, user.id));
  return row!.customerId;
}

/** The api's requests to the stand-in since `from` (Stripe.js's, with the publishable key, left out). */
const apiRequests = (from: number) => stripe.requests.slice(from).filter((request) => request.auth === 'secret');

describe('the Stripe adapter, against a stand-in of Stripe', () => {
  it('says the page uses Stripe, and gives the publishable key with a setup intent made for the user’s customer', async () => {
    const { email, token } = await signUp(t);
    expect((await t.request({ method: 'GET', url: '/settings/payment-methods', token })).json().data.provider).toBe(
      'stripe',
    );
    const from = stripe.requests.length;
    const response = await setup(token);
    expect(response.statusCode).toBe(200);
    const body = paymentSetupResponseSchema.parse(response.json());
    expect(body.data).toEqual({
      provider: 'stripe',
      client_secret: expect.stringMatching(/^seti_\w+_secret_\w+$/),
      publishable_key: PUBLISHABLE_KEY,
    });

    const customerId = await customerOf(email);
    const user = (await findByEmail(t.app, email))!;
    expect(stripe.customers.get(customerId)).toMatchObject({
      email,
      name: 'Asha Rao',
      metadata: { user_id: String(user.id) },
    });
    const intent = stripe.setupIntents.get(body.data.client_secret.split('_secret_')[0]!);
    expect(intent).toMatchObject({ customer: customerId, usage: 'off_session', payment_method_types: ['card'] });
    expect(apiRequests(from).map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v1/customers',
      'POST /v1/setup_intents',
    ]);
  });

  it('makes one customer per user: a second setup reuses it, another user gets their own', async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    const from = stripe.requests.length;
    await setup(me.token);
    await setup(me.token);
    await setup(other.token);
    expect(apiRequests(from).filter((request) => request.path === '/v1/customers')).toHaveLength(2);
    expect(await customerOf(me.email)).not.toBe(await customerOf(other.email));
  });

  it('sends an idempotency key with every write: fixed per user for the customer, new for each setup intent and default', async () => {
    const { token } = await signUp(t);
    const from = stripe.requests.length;
    const first = await addCard(token);
    const second = await addCard(token, { ...VISA, number: '5555555555554444' });
    expect(
      (await t.request({ method: 'POST', url: `/settings/payment-methods/${second.card.id}/default`, token }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: 'DELETE', url: `/settings/payment-methods/${first.card.id}`, token })).statusCode,
    ).toBe(200);
    const writes = apiRequests(from).filter((request) => request.method === 'POST');
    expect(writes.map((request) => request.path)).toEqual([
      '/v1/customers',
      '/v1/setup_intents',
      expect.stringMatching(/^\/v1\/customers\/cus_\w+$/), // the first card, the default
      '/v1/setup_intents',
      expect.stringMatching(/^\/v1\/customers\/cus_\w+$/), // the second made the default
      `/v1/payment_methods/${first.pm}/detach`,
    ]);
    for (const write of writes) expect(write.idempotencyKey).toMatch(/^talentindia-[a-z-]+-\S+$/);
    const keys = writes.map((write) => write.idempotencyKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys[0]).toMatch(/^talentindia-customer-user-\d+-\d+$/);
  });

  it('saves a card with brand, last 4 and expiry from Stripe; the first is the default at Stripe too', async () => {
    const { email, token } = await signUp(t);
    const first = await addCard(token, { number: '3782 822463 10005', exp_month: 3, exp_year: 2029, cvc: '1234' });
    expect(first.card).toEqual({
      id: expect.any(Number),
      brand: 'amex',
      last4: '0005',
      exp_month: 3,
      exp_year: 2029,
      is_default: true,
    });
    const customerId = await customerOf(email);
    expect(stripe.customers.get(customerId)!.invoice_settings.default_payment_method).toBe(first.pm);
    expect(stripe.paymentMethods.get(first.pm)!.customer).toBe(customerId);

    const second = await addCard(token, { ...VISA, number: '5555555555554444' });
    expect(second.card).toMatchObject({ brand: 'mastercard', last4: '4444', is_default: false });
    expect(stripe.customers.get(customerId)!.invoice_settings.default_payment_method).toBe(first.pm);
  });

  it('refuses a payment method that is not attached to this user’s customer (another user’s, unattached, unknown)', async () => {
    const me = await signUp(t);
    const other = await signUp(t);
    await setup(me.token);
    const theirs = await confirmedAtStripe(other.token);
    const created = await fetch(`${stripe.url}/v1/payment_methods`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        key: PUBLISHABLE_KEY,
        type: 'card',
        'card[number]': '4242424242424242',
        'card[exp_month]': '12',
        'card[exp_year]': '2030',
        'card[cvc]': '123',
      }),
    });
    const unattached = ((await created.json()) as { id: string }).id;
    for (const pm of [theirs, unattached, 'pm_unknown123']) {
      const response = await save(me.token, pm);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        status: false,
        message: settingsMessages.paymentMethodInvalid,
        errors: { payment_method: settingsMessages.paymentMethodInvalid },
      });
    }
    const user = (await findByEmail(t.app, me.email))!;
    expect(await t.app.db.select().from(paymentMethods).where(eq(paymentMethods.userId, user.id))).toEqual([]);
    // Theirs is still theirs to save.
    expect((await save(other.token, theirs)).statusCode).toBe(201);
  });

  it('takes a default change and a removal to Stripe; removing the default makes the newest other one the default there too', async () => {
    const { email, token } = await signUp(t);
    const customerId = await customerOf((await setup(token), email));
    const first = await addCard(token);
    const second = await addCard(token, { ...VISA, number: '5555555555554444' });
    const third = await addCard(token, { ...VISA, number: '6011111111111117' });
    const defaultAtStripe = () => stripe.customers.get(customerId)!.invoice_settings.default_payment_method;

    expect(
      (await t.request({ method: 'POST', url: `/settings/payment-methods/${second.card.id}/default`, token }))
        .statusCode,
    ).toBe(200);
    expect(defaultAtStripe()).toBe(second.pm);

    expect(
      (await t.request({ method: 'DELETE', url: `/settings/payment-methods/${first.card.id}`, token })).statusCode,
    ).toBe(200);
    expect(stripe.paymentMethods.get(first.pm)!.customer).toBeNull();
    expect(defaultAtStripe()).toBe(second.pm);

    expect(
      (await t.request({ method: 'DELETE', url: `/settings/payment-methods/${second.card.id}`, token })).statusCode,
    ).toBe(200);
    expect(stripe.paymentMethods.get(second.pm)!.customer).toBeNull();
    expect(defaultAtStripe()).toBe(third.pm);
    const listed = (await t.request({ method: 'GET', url: '/settings/payment-methods', token })).json().data
      .payment_methods as { id: number; is_default: boolean }[];
    expect(listed).toEqual([expect.objectContaining({ id: third.card.id, is_default: true })]);
  });

  it('counts a card Stripe already detached as removed (a retry after a lost answer)', async () => {
    const { token } = await signUp(t);
    const { pm, card } = await addCard(token);
    const detached = await fetch(`${stripe.url}/v1/payment_methods/${pm}/detach`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET_KEY}` },
    });
    expect(detached.status).toBe(200);
    const response = await t.request({ method: 'DELETE', url: `/settings/payment-methods/${card.id}`, token });
    expect(response.statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/settings/payment-methods', token })).json().data.payment_methods,
    ).toEqual([]);
  });

  it('answers 404 to the test provider’s card form when Stripe is configured', async () => {
    const { token } = await signUp(t);
    const response = await t.request({
      method: 'POST',
      url: '/settings/payment-methods/test-provider/confirm',
      token,
      payload: {
        client_secret: 'seti_x_secret_y',
        card_number: '4242424242424242',
        exp_month: 12,
        exp_year: 2030,
        cvc: '123',
      },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: false, message: 'Not found.' });
  });
});

describe('Stripe failures, in the product’s words', () => {
  it('retries a failing call with the same idempotency key, then answers 503 without Stripe’s text; nothing is saved', async () => {
    const { email, token } = await signUp(t);
    await setup(token);
    const from = stripe.requests.length;
    stripe.failNext({
      status: 500,
      type: 'api_error',
      message: 'Internal kaboom at Stripe 7731',
      path: '/v1/setup_intents',
      times: 3,
    });
    const response = await setup(token);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: false, message: settingsMessages.paymentProviderUnavailable });
    const attempts = apiRequests(from);
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((attempt) => attempt.idempotencyKey)).size).toBe(1);
    expect(t.logs.join('\n')).not.toContain('kaboom');
    expect((await setup(token)).statusCode).toBe(200);
    expect(await customerOf(email)).toMatch(/^cus_/);
  });

  it('passes on a card error as the product’s message, never Stripe’s', async () => {
    const { token } = await signUp(t);
    const pm = await confirmedAtStripe(token);
    stripe.failNext({
      status: 402,
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Raw issuer text 5512',
      path: '/v1/payment_methods',
    });
    const response = await save(token, pm);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      status: false,
      message: settingsMessages.cardInsufficientFunds,
      errors: { payment_method: settingsMessages.cardInsufficientFunds },
    });
  });

  it('changes nothing when Stripe refuses a default change or a removal, and the retry works', async () => {
    const { email, token } = await signUp(t);
    const first = await addCard(token);
    const second = await addCard(token, { ...VISA, number: '5555555555554444' });
    const user = (await findByEmail(t.app, email))!;
    const rows = () =>
      t.app.db.select().from(paymentMethods).where(eq(paymentMethods.userId, user.id)).orderBy(paymentMethods.id);
    const before = await rows();

    stripe.failNext({ status: 500, type: 'api_error', message: 'down', path: '/v1/customers/', times: 3 });
    const refused = await t.request({
      method: 'POST',
      url: `/settings/payment-methods/${second.card.id}/default`,
      token,
    });
    expect(refused.statusCode).toBe(503);
    stripe.failNext({ status: 500, type: 'api_error', message: 'down', path: '/v1/payment_methods/', times: 3 });
    const notRemoved = await t.request({ method: 'DELETE', url: `/settings/payment-methods/${first.card.id}`, token });
    expect(notRemoved.statusCode).toBe(503);
    expect(await rows()).toEqual(before);

    expect(
      (await t.request({ method: 'DELETE', url: `/settings/payment-methods/${first.card.id}`, token })).statusCode,
    ).toBe(200);
    expect((await rows()).map((row) => [row.id, row.isDefault])).toEqual([[second.card.id, true]]);
  });

  it('answers 503 when Stripe cannot be reached or refuses the key, and logs no key', async () => {
    // A port nothing listens on.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    for (const env of [
      { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_API_URL: `http://127.0.0.1:${port}` },
      { STRIPE_SECRET_KEY: 'sk_test_wrong_key_9876543210', STRIPE_API_URL: stripe.url },
    ]) {
      const app = await createTestApp({ ...env, STRIPE_PUBLISHABLE_KEY: PUBLISHABLE_KEY }, { clock });
      try {
        const { token } = await signUp(app);
        const response = await app.request({ method: 'GET', url: '/settings/payment-methods/stripe/setup', token });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ status: false, message: settingsMessages.paymentProviderUnavailable });
        const logs = app.logs.join('\n');
        expect(logs).toContain('Stripe request failed');
        expect(logs).not.toContain(env.STRIPE_SECRET_KEY);
        expect(logs).not.toContain('Invalid API Key');
      } finally {
        await app.close();
      }
    }
  }, 60_000);
});

import Stripe from 'stripe';
import { confirmCardSetup, parseStripeForm, startStripeStandIn, type StripeStandIn } from './stripe-server';

const SECRET_KEY = 'sk_test_standin_0123456789';
const PUBLISHABLE_KEY = 'pk_test_standin_0123456789';
let standIn: StripeStandIn;
let stripe: Stripe;
beforeAll(async () => {
  standIn = await startStripeStandIn({ secretKey: SECRET_KEY, publishableKey: PUBLISHABLE_KEY });
  const url = new URL(standIn.url);
  stripe = new Stripe(SECRET_KEY, { host: url.hostname, port: url.port, protocol: 'http', maxNetworkRetries: 0 });
});
afterAll(() => standIn.close());

const VISA = { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' };

const post = (path: string, params: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${standIn.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(params),
  });

async function intentFor(customer: string) {
  return stripe.setupIntents.create({ customer, usage: 'off_session', allowed_payment_method_types: ['card'] });
}

describe('the Stripe stand-in', () => {
  it('reads Stripe’s form encoding', () => {
    expect(parseStripeForm('a=1&b[c]=2&b[d][e]=3&l[0]=x&l[1]=y&m[]=z&__proto__[x]=1')).toEqual({
      a: '1',
      b: { c: '2', d: { e: '3' } },
      l: { 0: 'x', 1: 'y' },
      m: { 0: 'z' },
    });
  });

  it('serves the official SDK: a customer, a setup intent confirmed with a card, the default, a detach', async () => {
    const customer = await stripe.customers.create({ email: 'a@example.com', metadata: { user_id: '7' } });
    expect(customer).toMatchObject({ object: 'customer', email: 'a@example.com', metadata: { user_id: '7' } });
    const intent = await intentFor(customer.id);
    expect(intent).toMatchObject({ customer: customer.id, status: 'requires_payment_method', usage: 'off_session' });

    const confirmed = await confirmCardSetup(standIn.url, PUBLISHABLE_KEY, intent.client_secret!, VISA);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'succeeded', payment_method: expect.stringMatching(/^pm_/) });
    const pm = await stripe.paymentMethods.retrieve(confirmed.body.payment_method as string);
    expect(pm).toMatchObject({
      customer: customer.id,
      type: 'card',
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040 },
    });

    const updated = await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: pm.id } });
    expect(updated.invoice_settings.default_payment_method).toBe(pm.id);
    const detached = await stripe.paymentMethods.detach(pm.id);
    expect(detached.customer).toBeNull();
    expect((await stripe.customers.retrieve(customer.id)) as Stripe.Customer).toMatchObject({
      invoice_settings: { default_payment_method: null },
    });
    await expect(stripe.paymentMethods.detach(pm.id)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      message: expect.stringContaining('not attached to a customer'),
    });
    await expect(stripe.paymentMethods.retrieve('pm_nothing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('declines cards as Stripe’s test mode does, and lets the intent be confirmed again', async () => {
    const customer = await stripe.customers.create({});
    const intent = await intentFor(customer.id);
    const cases: [string, number, Record<string, unknown>][] = [
      ['4000000000000002', 402, { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' }],
      ['4000000000009995', 402, { code: 'card_declined', decline_code: 'insufficient_funds' }],
      ['4000000000000069', 402, { code: 'expired_card' }],
      ['4111111111111111', 402, { code: 'card_declined', decline_code: 'test_mode_live_card' }],
      ['4242424242424241', 402, { code: 'incorrect_number', param: 'number' }],
    ];
    for (const [number, status, error] of cases) {
      const response = await confirmCardSetup(standIn.url, PUBLISHABLE_KEY, intent.client_secret!, { ...VISA, number });
      expect([number, response.status, response.body.error]).toEqual([number, status, expect.objectContaining(error)]);
    }
    expect((await confirmCardSetup(standIn.url, PUBLISHABLE_KEY, intent.client_secret!, VISA)).status).toBe(200);
    const again = await confirmCardSetup(standIn.url, PUBLISHABLE_KEY, intent.client_secret!, VISA);
    expect([again.status, (again.body.error as { code: string }).code]).toEqual([400, 'setup_intent_unexpected_state']);
  });

  it('checks keys: none or a wrong one is a 401; the publishable key only where Stripe.js may call, with the client secret', async () => {
    const customer = await stripe.customers.create({});
    const intent = await intentFor(customer.id);
    expect((await post('/v1/customers', {})).status).toBe(401);
    const wrong = await post('/v1/customers', {}, { authorization: 'Bearer sk_test_wrong_1234' });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { error: { message: string } }).error.message).toBe(
      'Invalid API Key provided: sk_test_****1234',
    );
    expect((await post('/v1/customers', { key: PUBLISHABLE_KEY })).status).toBe(401);
    expect((await post(`/v1/payment_methods/pm_x/detach`, { key: PUBLISHABLE_KEY })).status).toBe(401);
    const [intentId, secret] = intent.client_secret!.split('_secret_');
    const mismatch = await confirmCardSetup(standIn.url, PUBLISHABLE_KEY, `${intentId}_secret_${secret}x`, VISA);
    expect(mismatch.status).toBe(400);
    const read = await fetch(
      `${standIn.url}/v1/setup_intents/${intentId}?key=${PUBLISHABLE_KEY}&client_secret=${intent.client_secret}`,
    );
    expect(read.status).toBe(200);
  });

  it('cancels a payment intent with the secret key only, once, for one of Stripe’s reasons', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 1000, currency: 'usd' });
    const url = `/v1/payment_intents/${intent.id}/cancel`;
    const withPublishable = await post(url, { key: PUBLISHABLE_KEY, client_secret: intent.client_secret! });
    expect(withPublishable.status).toBe(401);
    await expect(stripe.paymentIntents.cancel(intent.id, { cancellation_reason: 'bored' })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'cancellation_reason',
    });
    expect(standIn.paymentIntents.get(intent.id)!.status).toBe('requires_payment_method');
    const cancelled = await stripe.paymentIntents.cancel(intent.id, { cancellation_reason: 'requested_by_customer' });
    expect(cancelled).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'requested_by_customer',
      canceled_at: expect.any(Number),
    });
    await expect(stripe.paymentIntents.cancel(intent.id)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'payment_intent_unexpected_state',
      message: expect.stringContaining('it has a status of canceled'),
    });
  });

  it('replays a request sent again with its idempotency key, and refuses the key with other parameters', async () => {
    const headers = { authorization: `Bearer ${SECRET_KEY}`, 'idempotency-key': 'key-1' };
    const first = await post('/v1/customers', { email: 'b@example.com' }, headers);
    const again = await post('/v1/customers', { email: 'b@example.com' }, headers);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(((await again.json()) as { id: string }).id).toBe(((await first.json()) as { id: string }).id);
    const other = await post('/v1/customers', { email: 'c@example.com' }, headers);
    expect(other.status).toBe(400);
    expect(((await other.json()) as { error: { type: string } }).error.type).toBe('idempotency_error');
  });

  it('records requests with their idempotency keys and without card numbers or CVCs; serves them to another process', async () => {
    const customer = await stripe.customers.create({}, { idempotencyKey: 'recorded-key' });
    const intent = await intentFor(customer.id);
    await confirmCardSetup(standIn.url, PUBLISHABLE_KEY, intent.client_secret!, { ...VISA, cvc: '987' });
    expect(standIn.requests.find((request) => request.idempotencyKey === 'recorded-key')).toMatchObject({
      method: 'POST',
      path: '/v1/customers',
      auth: 'secret',
      status: 200,
    });
    const confirmation = standIn.requests.at(-1)!;
    expect(confirmation).toMatchObject({
      auth: 'publishable',
      params: { payment_method_data: { card: { number: '[redacted]', cvc: '[redacted]', exp_month: '12' } } },
    });
    const served = await fetch(`${standIn.url}/_standin/requests`, {
      headers: { authorization: `Bearer ${SECRET_KEY}` },
    });
    const text = await served.text();
    expect(text).toContain('recorded-key');
    expect(text).not.toContain('4242424242424242');
    expect((await fetch(`${standIn.url}/_standin/requests`)).status).toBe(401);
  });

  it('answers a browser’s CORS preflight, for a stand-in Stripe.js', async () => {
    const response = await fetch(`${standIn.url}/v1/setup_intents/seti_x/confirm`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3004', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

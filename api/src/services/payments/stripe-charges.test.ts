import { eq } from 'drizzle-orm';
import { settingsMessages } from '@talentindia/contracts';
import { paymentCustomers } from '../../db/schema';
import { findByEmail } from '../../modules/accounts';
import {
  confirmCardPayment,
  confirmCardSetup,
  startStripeStandIn,
  type StripeStandIn,
} from '../../testing/stripe-server';
import { createTestApp, signUp, testClock, type TestApp } from '../../testing/test-app';
import { CHARGE_CANCELLED, type ChargeRequest, type RefundRequest } from './payments-provider';

const SECRET_KEY = 'sk_test_charges_0123456789abcdef';
const PUBLISHABLE_KEY = 'pk_test_charges_0123456789abcdef';
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
      // Many sign-ups from one address.
      RATE_LIMIT_SCALE: '100',
    },
    { clock },
  );
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

/** A user with a card saved the way the page saves it with Stripe: their customer and the card's `pm_…`. */
async function savedCard(number = '4242424242424242') {
  const { email, token } = await signUp(t);
  const setup = await t.request({ method: 'GET', url: '/settings/payment-methods/stripe/setup', token });
  expect(setup.statusCode).toBe(200);
  const confirmation = await confirmCardSetup(stripe.url, PUBLISHABLE_KEY, setup.json().data.client_secret, {
    number,
    exp_month: 12,
    exp_year: 2030,
    cvc: '123',
  });
  expect(confirmation.status).toBe(200);
  const paymentMethodId = confirmation.body.payment_method as string;
  const saved = await t.request({
    method: 'POST',
    url: '/settings/payment-methods/stripe/setup',
    token,
    payload: { payment_method: paymentMethodId },
  });
  expect(saved.statusCode).toBe(201);
  const user = (await findByEmail(t.app, email))!;
  const [customer] = await t.app.db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, user.id));
  return { paymentMethodId, customerId: customer!.customerId };
}

let keys = 0;
function chargeRequest(card: { customerId: string; paymentMethodId: string }, extra: Partial<ChargeRequest> = {}) {
  keys += 1;
  return {
    customerId: card.customerId,
    paymentMethodId: card.paymentMethodId,
    amountMinor: 125_000,
    currency: 'INR',
    idempotencyKey: `talentindia-charge-stripe-${keys}`,
    description: 'TalentIndia invoice INV-0001',
    metadata: { payment_id: String(keys) },
    ...extra,
  } satisfies ChargeRequest;
}

let refundKeys = 0;
function refundRequest(chargeId: string, amountMinor: number): RefundRequest {
  refundKeys += 1;
  return { chargeId, amountMinor, idempotencyKey: `talentindia-refund-stripe-${refundKeys}`, metadata: { n: '1' } };
}

const intentsOf = (customerId: string) =>
  [...stripe.paymentIntents.values()].filter((intent) => intent.customer === customerId);

describe('charges through the Stripe adapter, against a stand-in of Stripe', () => {
  it('confirms an off-session payment intent with the amount, currency, description, metadata and key', async () => {
    const card = await savedCard();
    const from = stripe.requests.length;
    const request = chargeRequest(card, { amountMinor: 4_999, currency: 'USD' });
    const charge = await t.app.payments.charge(request);
    expect(charge).toEqual({
      status: 'succeeded',
      chargeId: expect.stringMatching(/^pi_/),
      clientSecret: null,
      declineCode: null,
    });
    expect(stripe.paymentIntents.get(charge.chargeId)).toMatchObject({
      amount: 4_999,
      amount_received: 4_999,
      currency: 'usd',
      customer: card.customerId,
      payment_method: card.paymentMethodId,
      description: 'TalentIndia invoice INV-0001',
      metadata: request.metadata,
      status: 'succeeded',
    });
    expect(stripe.requests.slice(from)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/v1/payment_intents',
        idempotencyKey: request.idempotencyKey,
        params: expect.objectContaining({ off_session: 'true', confirm: 'true' }),
      }),
    ]);
    expect(await t.app.payments.retrieveCharge(charge.chargeId)).toEqual(charge);
  });

  it('answers a decline of 4000 0000 0000 0341 as declined, with the intent’s id and Stripe’s decline code', async () => {
    const card = await savedCard('4000000000000341');
    const charge = await t.app.payments.charge(chargeRequest(card));
    expect(charge).toEqual({
      status: 'declined',
      chargeId: expect.stringMatching(/^pi_/),
      clientSecret: null,
      declineCode: 'generic_decline',
    });
    expect(stripe.paymentIntents.get(charge.chargeId)!.status).toBe('requires_payment_method');
    expect(await t.app.payments.retrieveCharge(charge.chargeId)).toEqual(charge);
  });

  it('answers 4000 0025 0000 3155 as waiting for authentication; once the cardholder passes it, the charge succeeded', async () => {
    const card = await savedCard('4000002500003155');
    const request = chargeRequest(card);
    const charge = await t.app.payments.charge(request);
    const intent = stripe.paymentIntents.get(charge.chargeId)!;
    expect(charge).toEqual({
      status: 'requires_action',
      chargeId: intent.id,
      clientSecret: intent.client_secret,
      declineCode: null,
    });
    expect(await t.app.payments.retrieveCharge(charge.chargeId)).toEqual(charge);

    const authenticated = await confirmCardPayment(stripe.url, PUBLISHABLE_KEY, charge.clientSecret!);
    expect([authenticated.status, authenticated.body.status]).toEqual([200, 'succeeded']);
    const succeeded = { status: 'succeeded', chargeId: charge.chargeId, clientSecret: null, declineCode: null };
    expect(await t.app.payments.retrieveCharge(charge.chargeId)).toEqual(succeeded);
    // The same key again is the same intent, as it stands now.
    expect(await t.app.payments.charge(request)).toEqual(succeeded);
    expect(intentsOf(card.customerId)).toHaveLength(1);
  });

  it('makes one payment intent of a charge sent twice with one key, whatever its outcome', async () => {
    for (const number of ['4242424242424242', '4000000000000341']) {
      const card = await savedCard(number);
      const request = chargeRequest(card);
      const first = await t.app.payments.charge(request);
      const from = stripe.requests.length;
      expect([number, await t.app.payments.charge(request)]).toEqual([number, first]);
      expect(stripe.requests.slice(from).map((sent) => sent.replayed)).toEqual([true]);
      expect(intentsOf(card.customerId)).toHaveLength(1);
    }
  });

  it('refuses a card that is not attached to the customer (removed, or unknown)', async () => {
    const card = await savedCard();
    await t.app.payments.detach(card.paymentMethodId, `talentindia-detach-test-${card.paymentMethodId}`);
    for (const request of [chargeRequest(card), chargeRequest(card, { paymentMethodId: 'pm_unknown' })])
      await expect(t.app.payments.charge(request)).rejects.toMatchObject({
        statusCode: 422,
        message: settingsMessages.paymentMethodInvalid,
      });
    expect(intentsOf(card.customerId)).toHaveLength(0);
  });

  it('answers 404 for a payment intent Stripe does not know', async () => {
    await expect(t.app.payments.retrieveCharge('pi_unknown')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('answers 503 when Stripe keeps failing, after retries with the same key; the caller’s retry makes one intent', async () => {
    const card = await savedCard();
    const request = chargeRequest(card);
    const from = stripe.requests.length;
    stripe.failNext({ status: 500, type: 'api_error', message: 'down 4411', path: '/v1/payment_intents', times: 3 });
    await expect(t.app.payments.charge(request)).rejects.toMatchObject({
      statusCode: 503,
      message: settingsMessages.paymentProviderUnavailable,
    });
    const attempts = stripe.requests.slice(from);
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((attempt) => attempt.idempotencyKey))).toEqual(new Set([request.idempotencyKey]));
    expect(await t.app.payments.charge(request)).toMatchObject({ status: 'succeeded' });
    expect(intentsOf(card.customerId)).toHaveLength(1);
    expect(t.logs.join('\n')).not.toContain('down 4411');
  });
});

describe('cancelling a charge through the Stripe adapter', () => {
  const cancelled = (chargeId: string) => ({
    status: 'declined',
    chargeId,
    clientSecret: null,
    declineCode: CHARGE_CANCELLED,
  });

  it('cancels a payment intent waiting for authentication, with the key; Stripe.js can no longer confirm it', async () => {
    const request = chargeRequest(await savedCard('4000002500003155'));
    const waiting = await t.app.payments.charge(request);
    const key = `${request.idempotencyKey}-cancel`;
    const from = stripe.requests.length;
    expect(await t.app.payments.cancelCharge(waiting.chargeId, key)).toEqual(cancelled(waiting.chargeId));
    expect(stripe.requests.slice(from)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: `/v1/payment_intents/${waiting.chargeId}/cancel`,
        auth: 'secret',
        idempotencyKey: key,
        params: { cancellation_reason: 'abandoned' },
        status: 200,
        replayed: false,
      }),
    ]);
    expect(stripe.paymentIntents.get(waiting.chargeId)).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'abandoned',
      amount_received: 0,
    });
    expect(await t.app.payments.retrieveCharge(waiting.chargeId)).toEqual(cancelled(waiting.chargeId));

    const authenticated = await confirmCardPayment(stripe.url, PUBLISHABLE_KEY, waiting.clientSecret!);
    expect(authenticated).toMatchObject({
      status: 400,
      body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state' } },
    });
    expect(stripe.paymentIntents.get(waiting.chargeId)!.status).toBe('canceled');
    await expect(t.app.payments.refund(refundRequest(waiting.chargeId, 100))).rejects.toMatchObject({
      statusCode: 422,
    });
  });

  it('answers a retried cancel with the first answer, and a cancel with another key as the intent stands', async () => {
    const request = chargeRequest(await savedCard('4000002500003155'));
    const waiting = await t.app.payments.charge(request);
    const key = `${request.idempotencyKey}-cancel`;
    await t.app.payments.cancelCharge(waiting.chargeId, key);
    const from = stripe.requests.length;
    expect(await t.app.payments.cancelCharge(waiting.chargeId, key)).toEqual(cancelled(waiting.chargeId));
    expect(await t.app.payments.cancelCharge(waiting.chargeId, `${key}-again`)).toEqual(cancelled(waiting.chargeId));
    expect(stripe.requests.slice(from).map((sent) => [sent.method, sent.path, sent.status, sent.replayed])).toEqual([
      ['POST', `/v1/payment_intents/${waiting.chargeId}/cancel`, 200, true],
      // Stripe refuses to cancel an intent cancelled already: it is asked for as it stands.
      ['POST', `/v1/payment_intents/${waiting.chargeId}/cancel`, 400, false],
      ['GET', `/v1/payment_intents/${waiting.chargeId}`, 200, false],
    ]);
  });

  it('answers succeeded when the cardholder authenticated before the cancel arrived, and leaves the intent paid', async () => {
    const request = chargeRequest(await savedCard('4000002500003155'));
    const waiting = await t.app.payments.charge(request);
    await confirmCardPayment(stripe.url, PUBLISHABLE_KEY, waiting.clientSecret!);
    const from = stripe.requests.length;
    const succeeded = { status: 'succeeded', chargeId: waiting.chargeId, clientSecret: null, declineCode: null };
    expect(await t.app.payments.cancelCharge(waiting.chargeId, `${request.idempotencyKey}-cancel`)).toEqual(succeeded);
    expect(stripe.requests.slice(from).map((sent) => [sent.method, sent.status])).toEqual([
      ['POST', 400],
      ['GET', 200],
    ]);
    expect(stripe.paymentIntents.get(waiting.chargeId)).toMatchObject({
      status: 'succeeded',
      cancellation_reason: null,
    });
    // The same key again is refused the same way, and answered the same.
    expect(await t.app.payments.cancelCharge(waiting.chargeId, `${request.idempotencyKey}-cancel`)).toEqual(succeeded);
  });

  it('answers 404 for an intent Stripe does not know, and 503 when Stripe keeps failing, the intent left waiting', async () => {
    await expect(t.app.payments.cancelCharge('pi_unknown', 'talentindia-unknown-cancel')).rejects.toMatchObject({
      statusCode: 404,
    });
    const request = chargeRequest(await savedCard('4000002500003155'));
    const waiting = await t.app.payments.charge(request);
    const path = `/v1/payment_intents/${waiting.chargeId}/cancel`;
    stripe.failNext({ status: 500, type: 'api_error', message: 'down 5522', path, times: 3 });
    await expect(
      t.app.payments.cancelCharge(waiting.chargeId, `${request.idempotencyKey}-cancel`),
    ).rejects.toMatchObject({ statusCode: 503, message: settingsMessages.paymentProviderUnavailable });
    expect(await t.app.payments.retrieveCharge(waiting.chargeId)).toEqual(waiting);
    expect(t.logs.join('\n')).not.toContain('down 5522');
    // Asked again once Stripe is back, with the same key, it is cancelled.
    expect(await t.app.payments.cancelCharge(waiting.chargeId, `${request.idempotencyKey}-cancel`)).toEqual(
      cancelled(waiting.chargeId),
    );
  });
});

describe('refunds through the Stripe adapter', () => {
  it('refunds part, then the rest, and refuses more than what is left with a 422', async () => {
    const { chargeId } = await t.app.payments.charge(chargeRequest(await savedCard(), { amountMinor: 1_000 }));
    const part = refundRequest(chargeId, 400);
    const first = await t.app.payments.refund(part);
    expect(first).toEqual({ refundId: expect.stringMatching(/^re_/), status: 'succeeded' });
    expect(stripe.refunds.get(first.refundId)).toMatchObject({
      payment_intent: chargeId,
      amount: 400,
      metadata: { n: '1' },
    });
    expect(stripe.requests.at(-1)).toMatchObject({ path: '/v1/refunds', idempotencyKey: part.idempotencyKey });

    const tooMuch = { statusCode: 422, errors: { amount: expect.any(String) } };
    await expect(t.app.payments.refund(refundRequest(chargeId, 601))).rejects.toMatchObject(tooMuch);
    expect(await t.app.payments.refund(refundRequest(chargeId, 600))).toMatchObject({ status: 'succeeded' });
    await expect(t.app.payments.refund(refundRequest(chargeId, 1))).rejects.toMatchObject(tooMuch);
  });

  it('refunds a whole charge once per key', async () => {
    const { chargeId } = await t.app.payments.charge(chargeRequest(await savedCard(), { amountMinor: 2_500 }));
    const whole = refundRequest(chargeId, 2_500);
    const first = await t.app.payments.refund(whole);
    expect(await t.app.payments.refund(whole)).toEqual(first);
    expect([...stripe.refunds.values()].filter((refund) => refund.payment_intent === chargeId)).toHaveLength(1);
  });

  it('refuses to refund a declined charge, or one still waiting for authentication', async () => {
    const declined = await t.app.payments.charge(chargeRequest(await savedCard('4000000000000341')));
    const waiting = await t.app.payments.charge(chargeRequest(await savedCard('4000002500003155')));
    for (const { chargeId } of [declined, waiting])
      await expect(t.app.payments.refund(refundRequest(chargeId, 100))).rejects.toMatchObject({ statusCode: 422 });
  });
});

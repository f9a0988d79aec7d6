import { eq, sql } from 'drizzle-orm';
import { settingsMessages } from '@talentindia/contracts';
import { testProviderCharges, testProviderRefunds } from '../../db/schema';
import { findByEmail } from '../../modules/accounts';
import { createTestApp, signUp, testClock, type TestApp } from '../../testing/test-app';
import { hashToken } from '../tokens';
import { CHARGE_CANCELLED, customerIdOf, type ChargeRequest } from './payments-provider';
import { TestPaymentsProvider } from './test-provider';

const clock = testClock(new Date('2025-06-15T12:00:00Z'));
let t: TestApp;
let payments: TestPaymentsProvider;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '100' }, { clock });
  if (!(t.app.payments instanceof TestPaymentsProvider)) throw new Error('the test provider is expected');
  payments = t.app.payments;
});
afterAll(() => t.close());

/**
 * A user with a card saved the way the page saves it (a setup intent confirmed with the test
 * provider's card form, then recorded): their customer and the card's `pm_…`.
 */
async function savedCard(number = '4242 4242 4242 4242') {
  const { email, token } = await signUp(t);
  const setup = await t.request({ method: 'GET', url: '/settings/payment-methods/stripe/setup', token });
  expect(setup.statusCode).toBe(200);
  const confirmed = await t.request({
    method: 'POST',
    url: '/settings/payment-methods/test-provider/confirm',
    token,
    payload: {
      client_secret: setup.json().data.client_secret,
      card_number: number,
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
    },
  });
  expect(confirmed.statusCode).toBe(200);
  const paymentMethodId = confirmed.json().data.payment_method as string;
  const saved = await t.request({
    method: 'POST',
    url: '/settings/payment-methods/stripe/setup',
    token,
    payload: { payment_method: paymentMethodId },
  });
  expect(saved.statusCode).toBe(201);
  const user = (await findByEmail(t.app, email))!;
  return { token, paymentMethodId, customerId: (await customerIdOf(t.app.db, user.id, 'test'))! };
}

let keys = 0;
function chargeRequest(card: { customerId: string; paymentMethodId: string }, extra: Partial<ChargeRequest> = {}) {
  keys += 1;
  return {
    customerId: card.customerId,
    paymentMethodId: card.paymentMethodId,
    amountMinor: 125_000,
    currency: 'INR',
    idempotencyKey: `talentindia-charge-test-${keys}`,
    description: 'TalentIndia invoice INV-0001',
    metadata: { payment_id: String(keys) },
    ...extra,
  } satisfies ChargeRequest;
}

const chargeRows = (key: string) =>
  t.app.db.select().from(testProviderCharges).where(eq(testProviderCharges.idempotencyKey, key));

describe('charges of saved test cards', () => {
  it('charges a card that succeeds, and keeps the charge', async () => {
    const card = await savedCard();
    const request = chargeRequest(card, { amountMinor: 4_999, currency: 'USD' });
    const charge = await payments.charge(request);
    expect(charge).toEqual({
      status: 'succeeded',
      chargeId: expect.stringMatching(/^pi_[A-Za-z0-9]{24}$/),
      clientSecret: null,
      declineCode: null,
    });
    expect(await payments.retrieveCharge(charge.chargeId)).toEqual(charge);
    expect(await chargeRows(request.idempotencyKey)).toEqual([
      expect.objectContaining({
        id: charge.chargeId,
        customerId: card.customerId,
        paymentMethodId: card.paymentMethodId,
        amountMinor: 4_999,
        currency: 'USD',
        status: 'succeeded',
        clientSecretHash: null,
        declineCode: null,
      }),
    ]);
  });

  it('declines every charge of 4000 0000 0000 0341 with Stripe’s generic_decline', async () => {
    const card = await savedCard('4000 0000 0000 0341');
    for (const request of [chargeRequest(card), chargeRequest(card, { amountMinor: 100 })]) {
      const charge = await payments.charge(request);
      expect(charge).toEqual({
        status: 'declined',
        chargeId: expect.stringMatching(/^pi_/),
        clientSecret: null,
        declineCode: 'generic_decline',
      });
      expect(await payments.retrieveCharge(charge.chargeId)).toEqual(charge);
    }
  });

  it('asks for authentication on every charge of 4000 0025 0000 3155; confirming it makes the charge succeed, once', async () => {
    const card = await savedCard('4000 0025 0000 3155');
    const request = chargeRequest(card);
    const charge = await payments.charge(request);
    expect(charge).toEqual({
      status: 'requires_action',
      chargeId: expect.stringMatching(/^pi_/),
      clientSecret: expect.stringMatching(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/),
      declineCode: null,
    });
    const secret = charge.clientSecret!;
    expect(secret.startsWith(`${charge.chargeId}_secret_`)).toBe(true);
    // The secret is answered again (a retry, a reconciliation), but only its hash is kept.
    expect(await payments.retrieveCharge(charge.chargeId)).toEqual(charge);
    const [row] = await chargeRows(request.idempotencyKey);
    expect(row!.clientSecretHash).toBe(hashToken(secret));
    expect(JSON.stringify(row)).not.toContain(secret.split('_secret_')[1]);

    // A second charge of the same card asks again, with its own secret.
    const second = await payments.charge(chargeRequest(card));
    expect(second).toMatchObject({ status: 'requires_action' });
    expect(second.clientSecret).not.toBe(secret);

    const refused = { statusCode: 422, errors: { client_secret: expect.any(String) } };
    for (const wrong of [
      `${charge.chargeId}_secret_wrong0123456789`,
      `${second.chargeId}_secret_${secret.split('_secret_')[1]}`,
      'seti_abc_secret_def',
      '',
    ])
      await expect(payments.confirmChargeAuthentication(wrong)).rejects.toMatchObject(refused);
    expect(await payments.retrieveCharge(charge.chargeId)).toMatchObject({ status: 'requires_action' });

    const succeeded = { status: 'succeeded', chargeId: charge.chargeId, clientSecret: null, declineCode: null };
    expect(await payments.confirmChargeAuthentication(secret)).toEqual(succeeded);
    expect(await payments.confirmChargeAuthentication(secret)).toEqual(succeeded);
    expect(await payments.retrieveCharge(charge.chargeId)).toEqual(succeeded);
    // The retried charge answers as the charge stands now, still one charge.
    expect(await payments.charge(request)).toEqual(succeeded);
    expect(await payments.retrieveCharge(second.chargeId)).toMatchObject({ status: 'requires_action' });
  });

  it('refuses a card that is not the customer’s: someone else’s, removed, or unknown', async () => {
    const mine = await savedCard();
    const theirs = await savedCard();
    const removed = await savedCard();
    await payments.detach(removed.paymentMethodId);
    for (const request of [
      chargeRequest(mine, { paymentMethodId: theirs.paymentMethodId }),
      chargeRequest(removed),
      chargeRequest(mine, { paymentMethodId: 'pm_unknown' }),
    ])
      await expect(payments.charge(request)).rejects.toMatchObject({
        statusCode: 422,
        message: settingsMessages.paymentMethodInvalid,
      });
    const rows = await t.app.db
      .select()
      .from(testProviderCharges)
      .where(eq(testProviderCharges.customerId, mine.customerId));
    expect(rows).toEqual([]);
  });

  it('answers 404 for a charge it does not know', async () => {
    await expect(payments.retrieveCharge('pi_unknown')).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('cancelling a charge', () => {
  const cancelled = (chargeId: string) => ({
    status: 'declined',
    chargeId,
    clientSecret: null,
    declineCode: CHARGE_CANCELLED,
  });

  it('ends a charge waiting for authentication: its confirmation is refused afterwards, and nothing is charged', async () => {
    const card = await savedCard('4000 0025 0000 3155');
    const request = chargeRequest(card);
    const waiting = await payments.charge(request);
    expect(await payments.cancelCharge(waiting.chargeId)).toEqual(cancelled(waiting.chargeId));
    expect(await chargeRows(request.idempotencyKey)).toEqual([
      expect.objectContaining({ status: 'declined', declineCode: CHARGE_CANCELLED }),
    ]);
    await expect(payments.confirmChargeAuthentication(waiting.clientSecret!)).rejects.toMatchObject({
      statusCode: 409,
    });
    expect(await payments.retrieveCharge(waiting.chargeId)).toEqual(cancelled(waiting.chargeId));
    // Sent again, it answers the same, and the charge stays as it is: nothing to refund.
    expect(await payments.cancelCharge(waiting.chargeId)).toEqual(cancelled(waiting.chargeId));
    expect(await payments.charge(request)).toEqual(cancelled(waiting.chargeId));
    const refund = { chargeId: waiting.chargeId, amountMinor: 100, idempotencyKey: `${request.idempotencyKey}-r` };
    await expect(payments.refund({ ...refund, metadata: {} })).rejects.toMatchObject({ statusCode: 422 });
  });

  it('answers succeeded when the cardholder authenticated before the cancel arrived, and cancels nothing', async () => {
    const card = await savedCard('4000 0025 0000 3155');
    const request = chargeRequest(card);
    const waiting = await payments.charge(request);
    await payments.confirmChargeAuthentication(waiting.clientSecret!);
    const succeeded = { status: 'succeeded', chargeId: waiting.chargeId, clientSecret: null, declineCode: null };
    expect(await payments.cancelCharge(waiting.chargeId)).toEqual(succeeded);
    expect(await chargeRows(request.idempotencyKey)).toEqual([
      expect.objectContaining({ status: 'succeeded', declineCode: null }),
    ]);
  });

  it('leaves a declined charge as it was, and answers 404 for an unknown one', async () => {
    const request = chargeRequest(await savedCard('4000 0000 0000 0341'));
    const declined = await payments.charge(request);
    expect(await payments.cancelCharge(declined.chargeId)).toEqual(declined);
    await expect(payments.cancelCharge('pi_unknown')).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('an idempotency key', () => {
  it('answers a charge sent again with the first one, never a second charge', async () => {
    for (const number of ['4242424242424242', '4000000000000341', '4000002500003155']) {
      const request = chargeRequest(await savedCard(number));
      const first = await payments.charge(request);
      expect([number, await payments.charge(request)]).toEqual([number, first]);
      expect(await chargeRows(request.idempotencyKey)).toHaveLength(1);
    }
  });

  it('makes one charge of 20 calls at once with one key', async () => {
    const request = chargeRequest(await savedCard());
    const answers = await Promise.all(Array.from({ length: 20 }, () => payments.charge(request)));
    expect(new Set(answers.map((answer) => answer.chargeId)).size).toBe(1);
    expect(answers.every((answer) => answer.status === 'succeeded')).toBe(true);
    expect(await chargeRows(request.idempotencyKey)).toHaveLength(1);
  });

  it('sent again with another amount or card is a bug, not a charge', async () => {
    const card = await savedCard();
    const request = chargeRequest(card);
    await payments.charge(request);
    await expect(payments.charge({ ...request, amountMinor: request.amountMinor + 1 })).rejects.toThrow(
      'other parameters',
    );
    await expect(payments.charge({ ...request, currency: 'EUR' })).rejects.toThrow('other parameters');
    expect(await chargeRows(request.idempotencyKey)).toHaveLength(1);
  });
});

describe('refunds', () => {
  const refundsOf = (chargeId: string) =>
    t.app.db.select().from(testProviderRefunds).where(eq(testProviderRefunds.chargeId, chargeId));
  let refundKeys = 0;
  const refundOf = (chargeId: string, amountMinor: number) => {
    refundKeys += 1;
    return { chargeId, amountMinor, idempotencyKey: `talentindia-refund-test-${refundKeys}`, metadata: {} };
  };

  it('refunds part, then the rest, of a succeeded charge; never more than was charged', async () => {
    const { chargeId } = await payments.charge(chargeRequest(await savedCard(), { amountMinor: 1_000 }));
    const part = await payments.refund(refundOf(chargeId, 400));
    expect(part).toEqual({ refundId: expect.stringMatching(/^re_[A-Za-z0-9]{24}$/), status: 'succeeded' });
    await expect(payments.refund(refundOf(chargeId, 601))).rejects.toMatchObject({
      statusCode: 422,
      errors: { amount: expect.any(String) },
    });
    expect(await payments.refund(refundOf(chargeId, 600))).toMatchObject({ status: 'succeeded' });
    await expect(payments.refund(refundOf(chargeId, 1))).rejects.toMatchObject({ statusCode: 422 });
    expect((await refundsOf(chargeId)).map((refund) => refund.amountMinor).sort()).toEqual([400, 600]);
  });

  it('refunds the whole charge at once, and refuses a refund larger than the charge or of nothing', async () => {
    const { chargeId } = await payments.charge(chargeRequest(await savedCard(), { amountMinor: 2_500 }));
    for (const amount of [2_501, 0, -5, 1.5])
      await expect(payments.refund(refundOf(chargeId, amount))).rejects.toMatchObject({ statusCode: 422 });
    expect(await payments.refund(refundOf(chargeId, 2_500))).toMatchObject({ status: 'succeeded' });
    expect(await refundsOf(chargeId)).toHaveLength(1);
  });

  it('refunds once per key, also when the key comes again at once', async () => {
    const { chargeId } = await payments.charge(chargeRequest(await savedCard(), { amountMinor: 1_000 }));
    const request = refundOf(chargeId, 300);
    const first = await payments.refund(request);
    expect(await payments.refund(request)).toEqual(first);
    const again = refundOf(chargeId, 300);
    const answers = await Promise.all(Array.from({ length: 10 }, () => payments.refund(again)));
    expect(new Set(answers.map((answer) => answer.refundId)).size).toBe(1);
    expect(await refundsOf(chargeId)).toHaveLength(2);
  });

  it('lets only one of two refunds at once take what is left', async () => {
    const { chargeId } = await payments.charge(chargeRequest(await savedCard(), { amountMinor: 1_000 }));
    const results = await Promise.allSettled([
      payments.refund(refundOf(chargeId, 600)),
      payments.refund(refundOf(chargeId, 600)),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await refundsOf(chargeId)).toHaveLength(1);
  });

  it('refuses to refund a declined charge, one waiting for authentication, or an unknown one', async () => {
    const declined = await payments.charge(chargeRequest(await savedCard('4000000000000341')));
    const waiting = await payments.charge(chargeRequest(await savedCard('4000002500003155')));
    for (const chargeId of [declined.chargeId, waiting.chargeId, 'pi_unknown'])
      await expect(payments.refund(refundOf(chargeId, 100))).rejects.toMatchObject({ statusCode: 422 });
    // Once the cardholder authenticated, it is a succeeded charge like any other.
    await payments.confirmChargeAuthentication(waiting.clientSecret!);
    expect(await payments.refund(refundOf(waiting.chargeId, 100))).toMatchObject({ status: 'succeeded' });
    const [{ count } = { count: 0 }] = await t.app.db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(testProviderRefunds)
      .where(eq(testProviderRefunds.chargeId, declined.chargeId));
    expect(count).toBe(0);
  });
});

import { createHmac, hkdfSync, randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { settingsMessages } from '@talentindia/contracts';
import type { Clock } from '../../app';
import type { Database } from '../../db/database';
import {
  testProviderCharges,
  testProviderPaymentMethods,
  testProviderRefunds,
  testProviderSetupIntents,
} from '../../db/schema';
import { HttpError } from '../../http-error';
import { hashToken } from '../tokens';
import {
  CHARGE_CANCELLED,
  chargeNotFound,
  ensureCustomerRow,
  paymentMethodRefused,
  refundRefused,
  type CardDetails,
  type ChargeRequest,
  type ChargeResult,
  type ChargeStatus,
  type PaymentUser,
  type PaymentsProvider,
  type RefundRequest,
  type RefundResult,
} from './payments-provider';
import {
  CHARGE_DECLINE_CODE,
  brandOf,
  cardDigits,
  cardProblem,
  chargeBehaviourOf,
  findTestCard,
  fullYear,
  type CardProblem,
  type ChargeBehaviour,
} from './test-cards';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Stripe-like id: `pm_` and 24 random letters and digits. */
function randomId(prefix: string, length = 24): string {
  let id = '';
  for (let index = 0; index < length; index += 1) id += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}${id}`;
}

const CLIENT_SECRET = /^(seti_[A-Za-z0-9]{1,64})_secret_[A-Za-z0-9]{1,64}$/;
const CHARGE_CLIENT_SECRET = /^(pi_[A-Za-z0-9]{1,64})_secret_[A-Za-z0-9]{1,64}$/;

const chargeStatusOf: Record<ChargeBehaviour, ChargeStatus> = {
  succeeds: 'succeeded',
  declines: 'declined',
  authenticates: 'requires_action',
};

type ChargeRow = typeof testProviderCharges.$inferSelect;

/** The card form's fields, as `POST /settings/payment-methods/test-provider/confirm` takes them. */
export interface TestCardConfirmation {
  clientSecret: string;
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** A refusal in the product's words, naming the form field (Stripe's `param`) it is about. */
function cardRefusal(problem: CardProblem): HttpError {
  const field = { number: 'card_number', exp_month: 'exp_month', exp_year: 'exp_year', cvc: 'cvc' } as const;
  let status = 402;
  let name: string = field[problem.param];
  let message: string;
  switch (problem.code) {
    case 'invalid_number':
    case 'incorrect_number':
      status = 422;
      message = settingsMessages.cardNumberInvalid;
      break;
    case 'invalid_expiry_month':
    case 'invalid_expiry_year':
      status = 422;
      message = settingsMessages.cardExpiryInvalid;
      // A date that has passed is shown at the expiry's month, where the form's expiry field is named.
      if (problem.past) name = 'exp_month';
      break;
    case 'invalid_cvc':
    case 'incorrect_cvc':
      status = problem.code === 'invalid_cvc' ? 422 : 402;
      message = settingsMessages.cardCvcInvalid;
      break;
    case 'expired_card':
      message = settingsMessages.cardExpired;
      break;
    case 'card_declined':
      message =
        problem.declineCode === 'insufficient_funds'
          ? settingsMessages.cardInsufficientFunds
          : problem.declineCode === 'test_mode_live_card'
            ? settingsMessages.cardNotTestCard
            : settingsMessages.cardDeclined;
      break;
    case 'processing_error':
      message = settingsMessages.cardDeclined;
      break;
  }
  return new HttpError(status, message, { [name]: message });
}

/**
 * The built-in provider, the default when no Stripe keys are set, so adding a card works offline. It
 * behaves like Stripe in test mode: a customer per user, setup intents confirmed once with a card
 * from the product's own form, and only Stripe's published test numbers accepted (./test-cards.ts).
 * It keeps what Stripe would report (brand, last 4, expiry) in its own tables, and what the card's
 * charges do (the test number's `charges`); a card's number and CVC are checked and dropped, never
 * stored or logged. The card-saving writes and a charge's cancel are single local writes, so their
 * idempotency keys are taken for the interface's sake; charges and refunds keep theirs (a unique
 * index), so a retried charge or refund is answered with the first one.
 */
export class TestPaymentsProvider implements PaymentsProvider {
  readonly name = 'test' as const;
  readonly publishableKey = null;
  private clientSecretKey: Buffer | undefined;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    /** The api's secrets key (read when the first client secret of a charge is made). */
    private readonly secretsKey: () => Buffer,
  ) {}

  ensureCustomer(user: PaymentUser): Promise<string> {
    return ensureCustomerRow(this.db, this.clock, 'test', user, async () => randomId('cus_', 14));
  }

  async createSetupIntent(customerId: string): Promise<{ clientSecret: string }> {
    const id = randomId('seti_');
    const clientSecret = `${id}_secret_${randomId('', 24)}`;
    await this.db.insert(testProviderSetupIntents).values({
      id,
      customerId,
      clientSecretHash: hashToken(clientSecret),
      status: 'requires_payment_method',
      createdAt: this.clock.now(),
    });
    return { clientSecret };
  }

  /**
   * Confirms a setup intent with a card, as Stripe.js does: the intent must be this customer's and
   * not yet used; the card must pass Stripe's checks and be a test number that succeeds. Then a
   * payment method (`pm_…`) is made, attached to the customer, and its id returned. A refusal changes
   * nothing (the intent can be confirmed again with another card).
   */
  async confirmSetupIntent(customerId: string | null, card: TestCardConfirmation): Promise<string> {
    const unknownIntent = new HttpError(422, settingsMessages.paymentMethodInvalid, {
      client_secret: settingsMessages.paymentMethodInvalid,
    });
    const intentId = CLIENT_SECRET.exec(card.clientSecret)?.[1];
    if (!intentId || !customerId) throw unknownIntent;
    const [intent] = await this.db
      .select()
      .from(testProviderSetupIntents)
      .where(
        and(
          eq(testProviderSetupIntents.id, intentId),
          eq(testProviderSetupIntents.clientSecretHash, hashToken(card.clientSecret)),
        ),
      );
    if (!intent || intent.customerId !== customerId) throw unknownIntent;
    if (intent.status !== 'requires_payment_method') throw new HttpError(409, settingsMessages.paymentMethodInvalid);

    const problem = cardProblem(
      { number: card.cardNumber, expMonth: card.expMonth, expYear: card.expYear, cvc: card.cvc },
      this.clock.now(),
    );
    if (problem) {
      this.log.info(
        { setupIntent: intent.id, code: problem.code, declineCode: problem.declineCode },
        'test card refused',
      );
      throw cardRefusal(problem);
    }

    const digits = cardDigits(card.cardNumber);
    const paymentMethodId = randomId('pm_');
    const used = await this.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(testProviderSetupIntents)
        .set({ status: 'succeeded', paymentMethodId })
        .where(
          and(
            eq(testProviderSetupIntents.id, intent.id),
            eq(testProviderSetupIntents.status, 'requires_payment_method'),
          ),
        )
        .returning({ id: testProviderSetupIntents.id });
      if (!claimed) return false;
      await tx.insert(testProviderPaymentMethods).values({
        id: paymentMethodId,
        customerId,
        brand: findTestCard(digits)?.brand ?? brandOf(digits),
        last4: digits.slice(-4),
        expMonth: card.expMonth,
        expYear: fullYear(card.expYear),
        chargeBehaviour: chargeBehaviourOf(digits),
        createdAt: this.clock.now(),
      });
      return true;
    });
    if (!used) throw new HttpError(409, settingsMessages.paymentMethodInvalid);
    this.log.info({ setupIntent: intent.id, paymentMethod: paymentMethodId }, 'test setup intent confirmed');
    return paymentMethodId;
  }

  async retrievePaymentMethod(customerId: string, paymentMethodId: string): Promise<CardDetails> {
    const [row] = await this.db
      .select()
      .from(testProviderPaymentMethods)
      .where(eq(testProviderPaymentMethods.id, paymentMethodId));
    if (!row || row.customerId !== customerId) throw paymentMethodRefused();
    return { brand: row.brand, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear };
  }

  /** The test provider has no invoice settings to keep a default in; the card must still be the customer's. */
  async setDefault(customerId: string, paymentMethodId: string): Promise<void> {
    await this.retrievePaymentMethod(customerId, paymentMethodId);
  }

  async detach(paymentMethodId: string): Promise<void> {
    await this.db
      .update(testProviderPaymentMethods)
      .set({ customerId: null })
      .where(eq(testProviderPaymentMethods.id, paymentMethodId));
  }

  /**
   * A charge's client secret, made again whenever it is asked for: an HMAC of its id under a key
   * derived from the api's secrets key (its own label), so only its hash is stored and a retried
   * charge or a later retrieve still answers with it.
   */
  private clientSecretOf(chargeId: string): string {
    this.clientSecretKey ??= Buffer.from(
      hkdfSync('sha256', this.secretsKey(), Buffer.alloc(0), 'test-provider-charge-client-secrets', 32),
    );
    return `${chargeId}_secret_${createHmac('sha256', this.clientSecretKey).update(chargeId).digest('hex').slice(0, 32)}`;
  }

  private resultOf(row: ChargeRow): ChargeResult {
    return {
      status: row.status,
      chargeId: row.id,
      clientSecret: row.status === 'requires_action' ? this.clientSecretOf(row.id) : null,
      declineCode: row.status === 'declined' ? row.declineCode : null,
    };
  }

  /** The charge made with this key, if any; a key sent again with another card or amount is a bug. */
  private async chargeWithKey(request: ChargeRequest): Promise<ChargeResult | null> {
    const [row] = await this.db
      .select()
      .from(testProviderCharges)
      .where(eq(testProviderCharges.idempotencyKey, request.idempotencyKey));
    if (!row) return null;
    if (
      row.customerId !== request.customerId ||
      row.paymentMethodId !== request.paymentMethodId ||
      row.amountMinor !== request.amountMinor ||
      row.currency !== request.currency
    )
      throw new Error('A charge idempotency key was sent again with other parameters');
    return this.resultOf(row);
  }

  /**
   * Charges a saved card as its test number says (./test-cards.ts `charges`). The charge is one row
   * per idempotency key: calls racing with one key insert once (the unique index, on conflict
   * nothing) and all read that row back.
   */
  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const earlier = await this.chargeWithKey(request);
    if (earlier) return earlier;
    if (!Number.isSafeInteger(request.amountMinor) || request.amountMinor <= 0)
      throw new Error('A charge amount must be a positive integer of minor units');
    const [method] = await this.db
      .select({
        customerId: testProviderPaymentMethods.customerId,
        behaviour: testProviderPaymentMethods.chargeBehaviour,
      })
      .from(testProviderPaymentMethods)
      .where(eq(testProviderPaymentMethods.id, request.paymentMethodId));
    // Unknown, someone else's, or detached (a detached card cannot be used again, as at Stripe).
    if (!method || method.customerId !== request.customerId) throw paymentMethodRefused();

    const id = randomId('pi_');
    const status = chargeStatusOf[method.behaviour];
    const now = this.clock.now();
    await this.db
      .insert(testProviderCharges)
      .values({
        id,
        idempotencyKey: request.idempotencyKey,
        customerId: request.customerId,
        paymentMethodId: request.paymentMethodId,
        amountMinor: request.amountMinor,
        currency: request.currency,
        status,
        clientSecretHash: status === 'requires_action' ? hashToken(this.clientSecretOf(id)) : null,
        declineCode: status === 'declined' ? CHARGE_DECLINE_CODE : null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: testProviderCharges.idempotencyKey });
    const charge = (await this.chargeWithKey(request))!;
    if (charge.chargeId === id) this.log.info({ charge: id, status }, 'test charge made');
    return charge;
  }

  async retrieveCharge(chargeId: string): Promise<ChargeResult> {
    const [row] = await this.db.select().from(testProviderCharges).where(eq(testProviderCharges.id, chargeId));
    if (!row) throw chargeNotFound();
    return this.resultOf(row);
  }

  /**
   * Cancels a charge waiting for the cardholder (one conditional update, so a second cancel, with
   * this key or another, finds it cancelled) and answers the charge as it stands: cancelled, or
   * succeeded when the cardholder authenticated first. Its key is taken for the interface's sake.
   */
  async cancelCharge(chargeId: string): Promise<ChargeResult> {
    const [cancelled] = await this.db
      .update(testProviderCharges)
      .set({ status: 'declined', declineCode: CHARGE_CANCELLED, updatedAt: this.clock.now() })
      .where(and(eq(testProviderCharges.id, chargeId), eq(testProviderCharges.status, 'requires_action')))
      .returning({ id: testProviderCharges.id });
    if (cancelled) this.log.info({ charge: chargeId }, 'test charge cancelled');
    return this.retrieveCharge(chargeId);
  }

  /**
   * The test provider's authentication step (what Stripe.js does with a charge's client secret): the
   * charge waiting for it succeeds. Confirming again answers with the succeeded charge; a secret that
   * is not a charge's is a 422 naming `client_secret`; a charge cancelled since is refused with a 409,
   * as Stripe refuses to confirm a cancelled payment intent.
   */
  async confirmChargeAuthentication(clientSecret: string): Promise<ChargeResult> {
    const message = 'This payment could not be confirmed. Please open it again.';
    const unknownCharge = new HttpError(422, message, { client_secret: message });
    const chargeId = CHARGE_CLIENT_SECRET.exec(clientSecret)?.[1];
    if (!chargeId) throw unknownCharge;
    const [row] = await this.db
      .select({ id: testProviderCharges.id, declineCode: testProviderCharges.declineCode })
      .from(testProviderCharges)
      .where(
        and(eq(testProviderCharges.id, chargeId), eq(testProviderCharges.clientSecretHash, hashToken(clientSecret))),
      );
    if (!row) throw unknownCharge;
    if (row.declineCode === CHARGE_CANCELLED)
      throw new HttpError(409, 'This payment was cancelled and can no longer be confirmed.');
    const [confirmed] = await this.db
      .update(testProviderCharges)
      .set({ status: 'succeeded', updatedAt: this.clock.now() })
      .where(and(eq(testProviderCharges.id, row.id), eq(testProviderCharges.status, 'requires_action')))
      .returning({ id: testProviderCharges.id });
    if (confirmed) this.log.info({ charge: row.id }, 'test charge authenticated');
    return this.retrieveCharge(row.id);
  }

  /**
   * Refunds a succeeded charge, never more in total than was charged. The charge's row is locked
   * while the refunds are added up, so two refunds at once cannot both take what is left; a key sent
   * again (also at once) finds its refund.
   */
  async refund(request: RefundRequest): Promise<RefundResult> {
    return this.db.transaction(async (tx) => {
      const [charge] = await tx
        .select()
        .from(testProviderCharges)
        .where(eq(testProviderCharges.id, request.chargeId))
        .for('update');
      const [earlier] = await tx
        .select()
        .from(testProviderRefunds)
        .where(eq(testProviderRefunds.idempotencyKey, request.idempotencyKey));
      if (earlier) {
        if (earlier.chargeId !== request.chargeId || earlier.amountMinor !== request.amountMinor)
          throw new Error('A refund idempotency key was sent again with other parameters');
        return { refundId: earlier.id, status: 'succeeded' };
      }
      if (!charge || charge.status !== 'succeeded') throw refundRefused();
      if (!Number.isSafeInteger(request.amountMinor) || request.amountMinor <= 0) throw refundRefused();
      const [{ refunded } = { refunded: 0 }] = await tx
        .select({ refunded: sql<number>`coalesce(sum(${testProviderRefunds.amountMinor}), 0)`.mapWith(Number) })
        .from(testProviderRefunds)
        .where(eq(testProviderRefunds.chargeId, charge.id));
      if (refunded + request.amountMinor > charge.amountMinor) throw refundRefused();
      const id = randomId('re_');
      await tx.insert(testProviderRefunds).values({
        id,
        chargeId: charge.id,
        idempotencyKey: request.idempotencyKey,
        amountMinor: request.amountMinor,
        createdAt: this.clock.now(),
      });
      this.log.info({ charge: charge.id, refund: id }, 'test refund made');
      return { refundId: id, status: 'succeeded' };
    });
  }
}

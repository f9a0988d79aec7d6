import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { settingsMessages } from '@talentindia/contracts';
import type { Clock } from '../../app';
import type { Database } from '../../db/database';
import { testProviderPaymentMethods, testProviderSetupIntents } from '../../db/schema';
import { HttpError } from '../../http-error';
import { hashToken } from '../tokens';
import {
  ensureCustomerRow,
  paymentMethodRefused,
  type CardDetails,
  type PaymentUser,
  type PaymentsProvider,
} from './payments-provider';
import { brandOf, cardDigits, cardProblem, findTestCard, fullYear, type CardProblem } from './test-cards';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Stripe-like id: `pm_` and 24 random letters and digits. */
function randomId(prefix: string, length = 24): string {
  let id = '';
  for (let index = 0; index < length; index += 1) id += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}${id}`;
}

const CLIENT_SECRET = /^(seti_[A-Za-z0-9]{1,64})_secret_[A-Za-z0-9]{1,64}$/;

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
 * It keeps what Stripe would report (brand, last 4, expiry) in its own tables; a card's number and
 * CVC are checked and dropped, never stored or logged. Idempotency keys are taken for the
 * interface's sake: every write here is a single local transaction, so there is nothing to repeat.
 */
export class TestPaymentsProvider implements PaymentsProvider {
  readonly name = 'test' as const;
  readonly publishableKey = null;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
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
}

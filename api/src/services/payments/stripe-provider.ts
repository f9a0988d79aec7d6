import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { settingsMessages } from '@talentindia/contracts';
import type { Config } from '../../config';
import type { Clock } from '../../app';
import type { Database } from '../../db/database';
import { HttpError } from '../../http-error';
import {
  CHARGE_CANCELLED,
  chargeNotFound,
  ensureCustomerRow,
  paymentMethodRefused,
  providerUnavailable,
  refundRefused,
  type CardDetails,
  type ChargeRequest,
  type ChargeResult,
  type PaymentUser,
  type PaymentsProvider,
  type RefundRequest,
  type RefundResult,
} from './payments-provider';

/** How long one call to Stripe may take before it is retried (twice) and then given up. */
const TIMEOUT_MS = 10_000;

/** The fields of the SDK's errors this adapter reads (`type` names the class: `StripeCardError`…). */
interface StripeFailure {
  type: string;
  code?: string;
  decline_code?: string;
  param?: string;
  statusCode?: number;
  requestId?: string;
  headers?: Record<string, string>;
  /** On an error of a request about a payment intent: the intent as it was left. */
  payment_intent?: Stripe.PaymentIntent;
}

function isStripeFailure(error: unknown): error is StripeFailure {
  const type = error instanceof Error ? (error as unknown as { type?: unknown }).type : undefined;
  return typeof type === 'string' && type.startsWith('Stripe');
}

/** A card error in the product's words (Stripe's own text is never passed on). */
function cardFailure(error: StripeFailure): HttpError {
  const message =
    error.code === 'expired_card'
      ? settingsMessages.cardExpired
      : error.code === 'incorrect_cvc' || error.code === 'invalid_cvc'
        ? settingsMessages.cardCvcInvalid
        : error.code === 'incorrect_number' || error.code === 'invalid_number'
          ? settingsMessages.cardNumberInvalid
          : error.decline_code === 'insufficient_funds'
            ? settingsMessages.cardInsufficientFunds
            : settingsMessages.cardDeclined;
  return new HttpError(402, message, { payment_method: message });
}

/**
 * A payment intent as a charge: succeeded; waiting for the cardholder (an off-session attempt that
 * needed authentication leaves the intent waiting for a payment method, with that error); declined
 * (Stripe's decline code, or the error's code where there is none: expired_card…); or cancelled,
 * which can no longer be completed whatever error it carried before (CHARGE_CANCELLED). Null for an
 * intent that has not settled (processing; never for a card charged this way).
 */
function chargeOf(intent: Stripe.PaymentIntent): ChargeResult | null {
  const error = intent.last_payment_error;
  const waiting = (): ChargeResult => ({
    status: 'requires_action',
    chargeId: intent.id,
    clientSecret: intent.client_secret,
    declineCode: null,
  });
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', chargeId: intent.id, clientSecret: null, declineCode: null };
    case 'requires_action':
    case 'requires_confirmation':
      return waiting();
    case 'requires_payment_method':
      if (error?.code === 'authentication_required') return waiting();
      return {
        status: 'declined',
        chargeId: intent.id,
        clientSecret: null,
        declineCode: error?.decline_code ?? error?.code ?? null,
      };
    case 'canceled':
      return { status: 'declined', chargeId: intent.id, clientSecret: null, declineCode: CHARGE_CANCELLED };
    default:
      return null;
  }
}

/** Where the SDK sends its requests: Stripe, or a stand-in at STRIPE_API_URL (tests, the e2e suite). */
function target(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * The Stripe adapter, on the official SDK: a customer per user (`metadata.user_id`), setup intents
 * for off-session card use, the payment method checked to be this customer's before it is saved
 * (brand, last 4 and expiry taken from Stripe, never from the browser), the default in the
 * customer's invoice settings, removal by detaching; charges as off-session payment intents (cancelled
 * when nobody waits for the cardholder any more), refunds of their charges. Every write carries an idempotency key; the SDK retries a failed call twice with
 * the same key. Stripe's errors are answered in the product's words: 503 when Stripe cannot be
 * reached or refuses the api's key, 422 for a payment method that is not this customer's (or a
 * refund of more than is left), 402 for a card error when saving (a charge's card error is its
 * result: declined, or waiting for authentication).
 */
export class StripePaymentsProvider implements PaymentsProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;

  constructor(
    config: NonNullable<Config['stripe']>,
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {
    this.publishableKey = config.publishableKey;
    this.stripe = new Stripe(config.secretKey, {
      maxNetworkRetries: 2,
      timeout: TIMEOUT_MS,
      telemetry: false,
      appInfo: { name: 'TalentIndia' },
      ...target(config.apiUrl),
    });
  }

  /** Logs what failed (Stripe's type, code and request id, not its text) and answers in the product's words. */
  private failure(error: unknown, operation: string): HttpError {
    if (error instanceof HttpError) return error;
    if (isStripeFailure(error)) {
      if (error.type === 'StripeCardError') return cardFailure(error);
      this.log.warn(
        {
          operation,
          stripe: { type: error.type, code: error.code, statusCode: error.statusCode, requestId: error.requestId },
        },
        'Stripe request failed',
      );
      return providerUnavailable();
    }
    this.log.error({ operation, error: error instanceof Error ? error.name : typeof error }, 'Stripe request failed');
    return providerUnavailable();
  }

  private async call<T>(operation: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw this.failure(error, operation);
    }
  }

  ensureCustomer(user: PaymentUser): Promise<string> {
    return ensureCustomerRow(this.db, this.clock, 'stripe', user, (idempotencyKey) =>
      this.call('create customer', async () => {
        const customer = await this.stripe.customers.create(
          {
            email: user.email,
            name: `${user.firstName} ${user.lastName}`.trim(),
            metadata: { user_id: String(user.id) },
          },
          { idempotencyKey },
        );
        return customer.id;
      }),
    );
  }

  async createSetupIntent(customerId: string, idempotencyKey: string): Promise<{ clientSecret: string }> {
    const intent = await this.call('create setup intent', () =>
      this.stripe.setupIntents.create(
        // Cards only (this SDK's api version names the list `allowed_payment_method_types`).
        { customer: customerId, usage: 'off_session', allowed_payment_method_types: ['card'] },
        { idempotencyKey },
      ),
    );
    if (!intent.client_secret) throw this.failure(new Error('a setup intent without a client secret'), 'setup intent');
    return { clientSecret: intent.client_secret };
  }

  async retrievePaymentMethod(customerId: string, paymentMethodId: string): Promise<CardDetails> {
    let method: Stripe.PaymentMethod;
    try {
      method = await this.stripe.paymentMethods.retrieve(paymentMethodId);
    } catch (error) {
      // An id Stripe does not know is the client's mistake, not Stripe's.
      if (isStripeFailure(error) && error.type === 'StripeInvalidRequestError' && error.statusCode === 404)
        throw paymentMethodRefused();
      throw this.failure(error, 'retrieve payment method');
    }
    const owner = typeof method.customer === 'string' ? method.customer : (method.customer?.id ?? null);
    if (owner !== customerId || method.type !== 'card' || !method.card) throw paymentMethodRefused();
    return {
      brand: method.card.brand,
      last4: method.card.last4,
      expMonth: method.card.exp_month,
      expYear: method.card.exp_year,
    };
  }

  async setDefault(customerId: string, paymentMethodId: string, idempotencyKey: string): Promise<void> {
    await this.call('set default payment method', () =>
      this.stripe.customers.update(
        customerId,
        { invoice_settings: { default_payment_method: paymentMethodId } },
        { idempotencyKey },
      ),
    );
  }

  async detach(paymentMethodId: string, idempotencyKey: string): Promise<void> {
    try {
      await this.stripe.paymentMethods.detach(paymentMethodId, {}, { idempotencyKey });
    } catch (error) {
      // Detaching twice (a retry after the first answer was lost) is refused by Stripe: the card is
      // already where it should be when it belongs to no customer, or Stripe no longer knows it.
      if (isStripeFailure(error) && error.type === 'StripeInvalidRequestError') {
        const detached = await this.stripe.paymentMethods.retrieve(paymentMethodId).then(
          (method) => method.customer === null,
          (missing: unknown) => isStripeFailure(missing) && missing.statusCode === 404,
        );
        if (detached) return;
      }
      throw this.failure(error, 'detach payment method');
    }
  }

  /**
   * A payment intent confirmed at once, off-session. Stripe answers a decline or a needed
   * authentication as a card error carrying the intent: both are results here. A Stripe that cannot
   * be reached is a 503 after the SDK's retries, which the caller repeats with the same key.
   */
  async charge(request: ChargeRequest): Promise<ChargeResult> {
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountMinor,
          currency: request.currency.toLowerCase(),
          customer: request.customerId,
          payment_method: request.paymentMethodId,
          off_session: true,
          confirm: true,
          description: request.description,
          metadata: request.metadata,
        },
        { idempotencyKey: request.idempotencyKey },
      );
    } catch (error) {
      if (isStripeFailure(error) && error.type === 'StripeCardError' && error.payment_intent) {
        const failed = chargeOf(error.payment_intent);
        if (failed) {
          // A retried charge is answered as Stripe first answered it; the cardholder may have
          // authenticated since.
          if (failed.status === 'requires_action' && error.headers?.['idempotent-replayed'] === 'true')
            return this.retrieveCharge(failed.chargeId);
          this.log.info(
            { charge: failed.chargeId, status: failed.status, code: error.code, declineCode: error.decline_code },
            'Stripe charge not made',
          );
          return failed;
        }
      }
      // A card Stripe does not know, or one not (or no longer) attached to this customer.
      if (isStripeFailure(error) && error.type === 'StripeInvalidRequestError' && error.param === 'payment_method')
        throw paymentMethodRefused();
      if (isStripeFailure(error) && error.type === 'StripeIdempotencyError')
        throw new Error('A charge idempotency key was sent again with other parameters');
      throw this.failure(error, 'create payment intent');
    }
    return this.settled(intent, 'create payment intent');
  }

  async retrieveCharge(chargeId: string): Promise<ChargeResult> {
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.retrieve(chargeId);
    } catch (error) {
      if (isStripeFailure(error) && error.type === 'StripeInvalidRequestError' && error.statusCode === 404)
        throw chargeNotFound();
      throw this.failure(error, 'retrieve payment intent');
    }
    return this.settled(intent, 'retrieve payment intent');
  }

  /**
   * Cancels a payment intent waiting for the cardholder (`cancellation_reason=abandoned`: we stopped
   * waiting for them). Stripe refuses an intent that can no longer be cancelled, succeeded or
   * cancelled already, with `payment_intent_unexpected_state` (also when a retry's first answer was
   * that refusal): the intent is then asked for and answered as it stands.
   */
  async cancelCharge(chargeId: string, idempotencyKey: string): Promise<ChargeResult> {
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.cancel(
        chargeId,
        { cancellation_reason: 'abandoned' },
        { idempotencyKey },
      );
    } catch (error) {
      if (isStripeFailure(error) && error.type === 'StripeInvalidRequestError') {
        if (error.statusCode === 404) throw chargeNotFound();
        if (error.code === 'payment_intent_unexpected_state') return this.retrieveCharge(chargeId);
      }
      if (isStripeFailure(error) && error.type === 'StripeIdempotencyError')
        throw new Error('A cancel idempotency key was sent again with other parameters');
      throw this.failure(error, 'cancel payment intent');
    }
    this.log.info({ charge: intent.id, status: intent.status }, 'Stripe charge cancelled');
    return this.settled(intent, 'cancel payment intent');
  }

  /** An intent that has not settled is answered as a 503: the caller asks again later. */
  private settled(intent: Stripe.PaymentIntent, operation: string): ChargeResult {
    const charge = chargeOf(intent);
    if (charge) return charge;
    throw this.failure(new Error(`a payment intent that is ${intent.status}`), operation);
  }

  /** A refund of a payment intent's charge; Stripe refuses more than what is left (a 422 here). */
  async refund(request: RefundRequest): Promise<RefundResult> {
    let refund: Stripe.Refund;
    try {
      refund = await this.stripe.refunds.create(
        { payment_intent: request.chargeId, amount: request.amountMinor, metadata: request.metadata },
        { idempotencyKey: request.idempotencyKey },
      );
    } catch (error) {
      // More than what is left (amount_too_large, charge_already_refunded), or an intent with no
      // succeeded charge to refund (Stripe names the payment_intent).
      if (
        isStripeFailure(error) &&
        error.type === 'StripeInvalidRequestError' &&
        (error.code === 'amount_too_large' ||
          error.code === 'charge_already_refunded' ||
          error.param === 'amount' ||
          error.param === 'payment_intent')
      )
        throw refundRefused();
      if (isStripeFailure(error) && error.type === 'StripeIdempotencyError')
        throw new Error('A refund idempotency key was sent again with other parameters');
      throw this.failure(error, 'create refund');
    }
    const status =
      refund.status === 'succeeded'
        ? 'succeeded'
        : refund.status === 'failed' || refund.status === 'canceled'
          ? 'failed'
          : 'pending';
    return { refundId: refund.id, status };
  }
}

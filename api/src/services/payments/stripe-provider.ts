import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { settingsMessages } from '@talentindia/contracts';
import type { Config } from '../../config';
import type { Clock } from '../../app';
import type { Database } from '../../db/database';
import { HttpError } from '../../http-error';
import {
  ensureCustomerRow,
  paymentMethodRefused,
  providerUnavailable,
  type CardDetails,
  type PaymentUser,
  type PaymentsProvider,
} from './payments-provider';

/** How long one call to Stripe may take before it is retried (twice) and then given up. */
const TIMEOUT_MS = 10_000;

/** The fields of the SDK's errors this adapter reads (`type` names the class: `StripeCardError`…). */
interface StripeFailure {
  type: string;
  code?: string;
  decline_code?: string;
  statusCode?: number;
  requestId?: string;
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
 * customer's invoice settings, removal by detaching. Every write carries an idempotency key; the SDK
 * retries a failed call twice with the same key. Stripe's errors are answered in the product's
 * words: 503 when Stripe cannot be reached or refuses the api's key, 422 for a payment method that
 * is not this customer's, 402 for a card error.
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
}

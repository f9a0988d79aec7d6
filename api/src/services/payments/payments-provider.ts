import { and, eq } from 'drizzle-orm';
import { settingsMessages } from '@talentindia/contracts';
import type { Clock } from '../../app';
import type { Database } from '../../db/database';
import { paymentCustomers, users } from '../../db/schema';
import { HttpError } from '../../http-error';

export type PaymentProviderName = 'stripe' | 'test';

/** What a provider reports of a saved card: never its number or CVC. */
export interface CardDetails {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** Whom a customer is made for. */
export interface PaymentUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

export type ChargeCurrency = 'INR' | 'USD' | 'EUR' | 'GBP';
export type ChargeStatus = 'succeeded' | 'requires_action' | 'declined';

export interface ChargeRequest {
  customerId: string;
  paymentMethodId: string;
  /** Integer minor units (all four currencies have two decimals). */
  amountMinor: number;
  currency: ChargeCurrency;
  /** Saved by the caller before the call: the same key always answers with the same charge, never a second one. */
  idempotencyKey: string;
  /** Shown on the provider's dashboard and the card statement's description. */
  description: string;
  /** Ours, for reconciliation (e.g. { payment_id: '123' }). */
  metadata: Record<string, string>;
}

/**
 * The decline code of a charge cancelled before the cardholder completed it (Stripe's status name):
 * nothing was charged, and it can no longer be completed.
 */
export const CHARGE_CANCELLED = 'canceled';

export interface ChargeResult {
  status: ChargeStatus;
  /** The provider's id (pi_… at Stripe and in the test provider), kept for refunds and reconciliation. */
  chargeId: string;
  /** For requires_action: what the page completes the cardholder's authentication with; else null. */
  clientSecret: string | null;
  /**
   * For declined: the provider's decline code (generic_decline, insufficient_funds, …, or
   * CHARGE_CANCELLED), never shown raw; else null.
   */
  declineCode: string | null;
}

export interface RefundRequest {
  chargeId: string;
  amountMinor: number;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface RefundResult {
  refundId: string;
  status: 'succeeded' | 'pending' | 'failed';
}

/**
 * The one interface saved cards (issue 9 §3) and their charges and refunds (issue 19) go through:
 * Stripe when its keys are set (./stripe-provider.ts), else the built-in test provider that behaves
 * like Stripe's test mode (./test-provider.ts). Every write carries an idempotency key, so a retried
 * request is done once. Failures are `HttpError`s the routes pass on: 503 when the provider cannot
 * be reached, 422 for a payment method that is unknown or not this customer's. An idempotency key
 * sent again with other parameters is a bug, thrown as a plain `Error`.
 */
export interface PaymentsProvider {
  readonly name: PaymentProviderName;
  /** What Stripe.js needs in the browser; null for the test provider (its form posts to the api). */
  readonly publishableKey: string | null;
  /** The provider's customer for this user, made on first use and kept in `payment_customers`. */
  ensureCustomer(user: PaymentUser): Promise<string>;
  /** A setup intent for saving a card off-session; the browser confirms it with the client secret. */
  createSetupIntent(customerId: string, idempotencyKey: string): Promise<{ clientSecret: string }>;
  /** The card of a payment method attached to this customer; a 422 when it is unknown or someone else's. */
  retrievePaymentMethod(customerId: string, paymentMethodId: string): Promise<CardDetails>;
  /** Makes the card the customer's default for invoices and off-session charges. */
  setDefault(customerId: string, paymentMethodId: string, idempotencyKey: string): Promise<void>;
  /** Detaches the card from its customer (it cannot be used again); detaching a detached card is done. */
  detach(paymentMethodId: string, idempotencyKey: string): Promise<void>;
  /**
   * An off-session charge of a saved card. A decline or a needed authentication is a result, not an
   * error; 503 (providerUnavailable) when the provider cannot be reached, after which the caller
   * retries with the same key; 422 (paymentMethodRefused) for a card that is not this customer's.
   */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The charge as it stands now (after the cardholder authenticated, or to reconcile after a crash); 404 when unknown. */
  retrieveCharge(chargeId: string): Promise<ChargeResult>;
  /**
   * Ends a charge waiting for the cardholder, so it can no longer be completed (a payment page still
   * open, a bank's app), and answers how it stands after: declined with CHARGE_CANCELLED, or
   * succeeded when the cardholder completed it before the cancel arrived (nothing is cancelled then;
   * a charge declined before stays as it was). The same key cancels once; 404 when unknown, 503 when
   * the provider cannot be reached.
   */
  cancelCharge(chargeId: string, idempotencyKey: string): Promise<ChargeResult>;
  /** Refunds part or all of a succeeded charge; the same key refunds once. 422 when more than what is left is asked. */
  refund(request: RefundRequest): Promise<RefundResult>;
}

/** The answer for a payment method that cannot be saved: unknown, another customer's, not a card. */
export function paymentMethodRefused(): HttpError {
  return new HttpError(422, settingsMessages.paymentMethodInvalid, {
    payment_method: settingsMessages.paymentMethodInvalid,
  });
}

/**
 * The answer for a refund of more than what is left of a charge (or of a charge that did not
 * succeed, of which nothing is left). Nothing shows it yet: the payments routes of issue 19 will
 * take their words from the contracts.
 */
export function refundRefused(): HttpError {
  const message = 'This refund is more than what is left of the payment.';
  return new HttpError(422, message, { amount: message });
}

export function chargeNotFound(): HttpError {
  return new HttpError(404, 'Payment not found.');
}

export function providerUnavailable(): HttpError {
  return new HttpError(503, settingsMessages.paymentProviderUnavailable);
}

/** The user's customer id at this provider, if one was made. */
export async function customerIdOf(
  db: Database,
  userId: number,
  provider: PaymentProviderName,
): Promise<string | null> {
  const [row] = await db
    .select({ customerId: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, provider)));
  return row?.customerId ?? null;
}

/**
 * The user's customer, or a new one made by `create` and recorded. `create` gets an idempotency key
 * fixed for this user (their id and when the account was made, so a database started afresh does
 * not reuse an old account's key): two requests racing to make the customer make one, and the
 * unique index keeps one row.
 */
export async function ensureCustomerRow(
  db: Database,
  clock: Clock,
  provider: PaymentProviderName,
  user: PaymentUser,
  create: (idempotencyKey: string) => Promise<string>,
): Promise<string> {
  const existing = await customerIdOf(db, user.id, provider);
  if (existing) return existing;
  const [account] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, user.id));
  if (!account) throw new HttpError(401, 'Please log in to continue.');
  const customerId = await create(idempotencyKey('customer', `user-${user.id}`, String(account.createdAt.getTime())));
  await db
    .insert(paymentCustomers)
    .values({ userId: user.id, provider, customerId, createdAt: clock.now() })
    .onConflictDoNothing();
  return (await customerIdOf(db, user.id, provider))!;
}

/**
 * An idempotency key: the operation, whom it is for, and a nonce (a random one per request, or a
 * fact that makes the operation one of a kind). Stripe keeps keys for 24 hours; a retry of the same
 * request (the SDK's own, or ours) reuses the key and is answered with the first result.
 */
export function idempotencyKey(operation: string, subject: string, nonce: string): string {
  return `talentindia-${operation}-${subject}-${nonce}`.slice(0, 255);
}

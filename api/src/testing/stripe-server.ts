import { createHash, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import {
  CHARGE_DECLINE_CODE,
  brandOf,
  cardDigits,
  cardProblem,
  chargeBehaviourOf,
  findTestCard,
  fullYear,
  type ChargeBehaviour,
} from '../services/payments/test-cards';

/**
 * A local stand-in of the Stripe endpoints the api's Stripe adapter calls and a stand-in of Stripe.js
 * needs to confirm a setup intent with a card, on 127.0.0.1 with node:http (the SDK takes a host,
 * port and protocol: STRIPE_API_URL). It speaks Stripe's wire format (form-encoded bodies with
 * `a[b][c]` keys, JSON answers, Stripe's error envelope and status codes), checks the key on every
 * request, honours `Idempotency-Key` as Stripe does (the same key and parameters replay the first
 * answer; other parameters are an `idempotency_error`) and records each request for the tests.
 * Cards are judged like Stripe's test mode, by the same list as the built-in test provider
 * (services/payments/test-cards.ts), when they are saved and when they are charged (each payment
 * method remembers what its test number's charges do); numbers and CVCs are checked and dropped,
 * never kept.
 *
 * Endpoints (secret key = `Authorization: Bearer sk_…`; publishable key = the same header, or a
 * `key=pk_…` parameter as Stripe.js sends it, and only where Stripe.js may call):
 * - POST /v1/customers, GET|POST /v1/customers/:id (`invoice_settings[default_payment_method]`)
 * - POST /v1/setup_intents, GET /v1/setup_intents/:id (pk: with `client_secret`)
 * - POST /v1/setup_intents/:id/confirm (pk: with `client_secret`), with
 *   `payment_method_data[type]=card&payment_method_data[card][number|exp_month|exp_year|cvc]=…`, or
 *   `payment_method=pm_…` made by POST /v1/payment_methods (pk or sk, `type=card&card[number]=…`)
 * - GET /v1/payment_methods/:id, POST /v1/payment_methods/:id/detach
 * - POST /v1/payment_intents (`confirm=true&off_session=true`: succeeds, or a 402 card error with the
 *   intent: `card_declined` for 4000 0000 0000 0341, `authentication_required` for 4000 0025 0000 3155),
 *   GET /v1/payment_intents/:id (pk: with `client_secret`)
 * - POST /v1/payment_intents/:id/confirm (pk: with `client_secret`): what Stripe.js does when the
 *   cardholder comes back; here the authentication always passes (`confirmCardPayment` below)
 * - POST /v1/payment_intents/:id/cancel (`cancellation_reason`): an intent not yet succeeded is
 *   `canceled`; a succeeded or cancelled one is refused with `payment_intent_unexpected_state`
 * - POST /v1/refunds (`payment_intent`, `amount`: never more in total than the intent's amount)
 * - GET /_standin/requests (sk): the recorded requests, for a test in another process
 * CORS is open, so a page's stand-in Stripe.js can call it from the browser.
 *
 * Run on its own, from api/: `node --import tsx src/testing/stripe-server.ts` (STRIPE_STANDIN_PORT,
 * STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY; prints the URL).
 */

export interface RecordedRequest {
  method: string;
  /** The path without the query string. */
  path: string;
  /** Which key the request carried. */
  auth: 'secret' | 'publishable' | 'none' | 'wrong';
  idempotencyKey: string | null;
  /** The parameters (body and query), with card numbers and CVCs replaced by "[redacted]". */
  params: Record<string, unknown>;
  status: number;
  /** Whether the answer was a replay of an earlier request with the same idempotency key. */
  replayed: boolean;
}

export interface StandInCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  invoice_settings: { default_payment_method: string | null; custom_fields: null; footer: null };
  created: number;
  livemode: false;
}

export interface StandInPaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number; funding: string; country: string };
  billing_details: { address: null; email: null; name: null; phone: null };
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

export interface StandInSetupIntent {
  id: string;
  object: 'setup_intent';
  client_secret: string;
  customer: string | null;
  status: 'requires_payment_method' | 'succeeded';
  usage: string;
  payment_method: string | null;
  payment_method_types: string[];
  last_setup_error: unknown;
  created: number;
  livemode: false;
}

export interface StandInPaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  customer: string | null;
  payment_method: string | null;
  description: string | null;
  metadata: Record<string, string>;
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'succeeded' | 'canceled';
  client_secret: string;
  capture_method: 'automatic';
  confirmation_method: 'automatic';
  payment_method_types: string[];
  last_payment_error: Record<string, unknown> | null;
  latest_charge: string | null;
  next_action: { type: 'use_stripe_sdk'; use_stripe_sdk: Record<string, unknown> } | null;
  cancellation_reason: string | null;
  canceled_at: number | null;
  created: number;
  livemode: false;
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  charge: string | null;
  payment_intent: string;
  metadata: Record<string, string>;
  reason: null;
  status: 'succeeded';
  created: number;
}

/** An answer the next matching request gets instead of its own (to test the adapter's error handling). */
export interface InjectedFailure {
  status: number;
  /** Stripe's error type: api_error, invalid_request_error, card_error, rate_limit_error… */
  type: string;
  message: string;
  code?: string;
  decline_code?: string;
  /** Only requests whose path starts with this (all when unset). */
  path?: string;
  /** How many requests in a row get it (1 by default). */
  times?: number;
}

export interface StripeStandIn {
  /** Where it listens, e.g. http://127.0.0.1:51234 (STRIPE_API_URL for the api). */
  url: string;
  secretKey: string;
  publishableKey: string;
  /** Every request in order of arrival. */
  requests: RecordedRequest[];
  customers: ReadonlyMap<string, StandInCustomer>;
  paymentMethods: ReadonlyMap<string, StandInPaymentMethod>;
  setupIntents: ReadonlyMap<string, StandInSetupIntent>;
  paymentIntents: ReadonlyMap<string, StandInPaymentIntent>;
  refunds: ReadonlyMap<string, StandInRefund>;
  failNext(failure: InjectedFailure): void;
  close(): Promise<void>;
}

export interface StripeStandInOptions {
  secretKey: string;
  /** The key a stand-in Stripe.js uses; `pk_test_standin` by default. */
  publishableKey?: string;
  /** 0 (any free port) by default. */
  port?: number;
  host?: string;
  /** What "now" is for card expiry (tests move it with the api's clock). */
  now?: () => Date;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
function randomId(prefix: string, length = 24): string {
  let id = prefix;
  for (let index = 0; index < length; index += 1) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

/** The statuses Stripe cancels a payment intent from, as its refusal names them. */
const CANCELABLE = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];
const CANCELLATION_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'];

const invalidRequest = (message: string, extra: Record<string, unknown> = {}, status = 400) =>
  new StripeHttpError(status, { type: 'invalid_request_error', message, ...extra });
const noSuch = (what: string, id: string, param = 'id') =>
  invalidRequest(`No such ${what}: '${id}'`, { code: 'resource_missing', param }, 404);

/** Stripe's form encoding: `a[b][c]=v` nests, `a[]=v` and `a[0]=v` make lists. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) continue;
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1]!)];
    // A key naming an object's own machinery is dropped whole, never half applied.
    if (path.some((part) => part === '__proto__' || part === 'constructor' || part === 'prototype')) continue;
    let node: Record<string, unknown> = root;
    for (const [index, part] of path.entries()) {
      const name = part === '' ? String(Object.keys(node).length) : part;
      if (index === path.length - 1) node[name] = value;
      else {
        const next = node[name];
        node = (node[name] = next && typeof next === 'object' ? next : {}) as Record<string, unknown>;
      }
    }
  }
  return root;
}

function list(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (value && typeof value === 'object') return Object.values(value as Record<string, string>).map(String);
  return value === undefined ? [] : [String(value as string)];
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

function redact(params: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (key === 'number' || key === 'cvc') copy[key] = '[redacted]';
    else if (value && typeof value === 'object') copy[key] = redact(value as Record<string, unknown>);
    else copy[key] = value;
  }
  return copy;
}

function keySuffix(key: string): string {
  return `${key.slice(0, key.indexOf('_', 3) + 1)}****${key.slice(-4)}`;
}

export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const secretKey = options.secretKey;
  const publishableKey = options.publishableKey ?? 'pk_test_standin';
  const now = options.now ?? (() => new Date());
  const customers = new Map<string, StandInCustomer>();
  const paymentMethods = new Map<string, StandInPaymentMethod>();
  const setupIntents = new Map<string, StandInSetupIntent>();
  const paymentIntents = new Map<string, StandInPaymentIntent>();
  const refunds = new Map<string, StandInRefund>();
  const requests: RecordedRequest[] = [];
  const failures: InjectedFailure[] = [];
  /** Idempotency key → the request it was first used with and the answer given. */
  const idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const created = () => Math.floor(now().getTime() / 1000);
  /** Scripted declines of test payment methods (the problem, not the number). */
  const declines = new Map<string, NonNullable<ReturnType<typeof cardProblem>>>();
  /** What charging each payment method does, by the test number it was made from. */
  const chargeBehaviours = new Map<string, ChargeBehaviour>();

  function makeCard(card: Record<string, unknown>): StandInPaymentMethod {
    const number = text(card.number) ?? '';
    const expMonth = Number(card.exp_month);
    const expYear = Number(card.exp_year);
    const cvc = text(card.cvc) ?? '';
    const problem = cardProblem({ number, expMonth, expYear, cvc }, now());
    // Refused by Stripe.js before a payment method exists: a number, expiry or CVC that is not one.
    if (problem && !problem.declined)
      throw new StripeHttpError(402, {
        type: 'card_error',
        code: problem.code,
        message: problem.message,
        param: problem.param,
      });
    const digits = cardDigits(number);
    const method: StandInPaymentMethod = {
      id: randomId('pm_'),
      object: 'payment_method',
      type: 'card',
      customer: null,
      card: {
        brand: findTestCard(digits)?.brand ?? brandOf(digits),
        last4: digits.slice(-4),
        exp_month: expMonth,
        exp_year: fullYear(expYear),
        funding: 'credit',
        country: 'US',
      },
      billing_details: { address: null, email: null, name: null, phone: null },
      metadata: {},
      created: created(),
      livemode: false,
    };
    paymentMethods.set(method.id, method);
    // The issuer's answer comes when the card is used (confirming the setup intent): kept aside here.
    if (problem) declines.set(method.id, problem);
    chargeBehaviours.set(method.id, chargeBehaviourOf(digits));
    return method;
  }
  function customerOf(id: string): StandInCustomer {
    const customer = customers.get(id);
    if (!customer) throw noSuch('customer', id);
    return customer;
  }

  function setupIntentFor(id: string, params: Record<string, unknown>, auth: RecordedRequest['auth']) {
    const intent = setupIntents.get(id);
    if (!intent) throw noSuch('setup_intent', id, 'intent');
    // With the publishable key, the client secret is the proof of access (Stripe.js sends it).
    if (auth === 'publishable' && text(params.client_secret) !== intent.client_secret)
      throw invalidRequest(
        'The client_secret provided does not match the client_secret associated with the SetupIntent.',
        { param: 'client_secret' },
      );
    return intent;
  }

  function confirm(intent: StandInSetupIntent, params: Record<string, unknown>): StandInSetupIntent {
    if (intent.status !== 'requires_payment_method')
      throw invalidRequest(
        `You cannot confirm this SetupIntent because it has already ${intent.status} after being previously confirmed.`,
        { code: 'setup_intent_unexpected_state', setup_intent: intent },
      );
    let method: StandInPaymentMethod;
    const data = record(params.payment_method_data);
    if (text(params.payment_method)) {
      const existing = paymentMethods.get(text(params.payment_method)!);
      if (!existing) throw noSuch('PaymentMethod', text(params.payment_method)!, 'payment_method');
      if (existing.customer && existing.customer !== intent.customer)
        throw invalidRequest('The provided PaymentMethod is attached to another customer.', {
          param: 'payment_method',
        });
      method = existing;
    } else if (text(data.type) === 'card') {
      method = makeCard(record(data.card));
    } else {
      throw invalidRequest('You must provide a payment_method or payment_method_data to confirm this SetupIntent.', {
        code: 'parameter_missing',
        param: 'payment_method',
      });
    }
    const decline = declines.get(method.id);
    if (decline) {
      intent.last_setup_error = { code: decline.code, decline_code: decline.declineCode, message: decline.message };
      throw new StripeHttpError(402, {
        type: 'card_error',
        code: decline.code,
        ...(decline.declineCode ? { decline_code: decline.declineCode } : {}),
        message: decline.message,
        param: decline.param === 'cvc' ? 'cvc' : 'number',
        payment_method: method,
        setup_intent: { ...intent },
      });
    }
    if (intent.customer) method.customer = intent.customer;
    intent.status = 'succeeded';
    intent.payment_method = method.id;
    intent.last_setup_error = null;
    return intent;
  }

  function paymentIntentFor(id: string, params: Record<string, unknown>, auth: RecordedRequest['auth']) {
    const intent = paymentIntents.get(id);
    if (!intent) throw noSuch('payment_intent', id, 'intent');
    if (auth === 'publishable' && text(params.client_secret) !== intent.client_secret)
      throw invalidRequest(
        'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
        { param: 'client_secret' },
      );
    return intent;
  }

  /**
   * One attempt to charge the intent's card, as the card's test number says. Off-session, a card that
   * needs authentication fails with `authentication_required` and the intent waits for a payment
   * method (the cardholder comes back and confirms with the client secret); on-session it waits for
   * the action; `cardholderAuthenticated` (Stripe.js after the challenge) lets it through. A decline
   * leaves the intent waiting for another payment method. Errors carry the intent, as Stripe's do.
   */
  function attempt(intent: StandInPaymentIntent, offSession: boolean, cardholderAuthenticated: boolean) {
    const pm = paymentMethods.get(intent.payment_method ?? '')!;
    const behaviour = chargeBehaviours.get(pm.id) ?? 'succeeds';
    const chargeId = randomId('ch_');
    const fail = (code: string, declineCode: string, message: string) => {
      intent.status = 'requires_payment_method';
      intent.latest_charge = chargeId;
      intent.next_action = null;
      intent.last_payment_error = {
        type: 'card_error',
        code,
        decline_code: declineCode,
        message,
        payment_method: pm,
      };
      throw new StripeHttpError(402, {
        type: 'card_error',
        code,
        decline_code: declineCode,
        message,
        charge: chargeId,
        payment_intent: { ...intent },
        payment_method: pm,
      });
    };
    if (behaviour === 'declines') fail('card_declined', CHARGE_DECLINE_CODE, 'Your card was declined.');
    if (behaviour === 'authenticates' && !cardholderAuthenticated) {
      if (offSession)
        fail(
          'authentication_required',
          'authentication_required',
          'Your card was declined. This transaction requires authentication.',
        );
      intent.status = 'requires_action';
      intent.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } };
      return intent;
    }
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.latest_charge = chargeId;
    intent.last_payment_error = null;
    intent.next_action = null;
    return intent;
  }

  function createPaymentIntent(params: Record<string, unknown>): StandInPaymentIntent {
    const amount = Number(text(params.amount));
    if (!Number.isSafeInteger(amount) || amount < 1)
      throw invalidRequest('Invalid positive integer', { code: 'parameter_invalid_integer', param: 'amount' });
    const currency = text(params.currency);
    if (!currency || !/^[a-z]{3}$/.test(currency))
      throw invalidRequest('Invalid currency', { code: 'parameter_invalid_string', param: 'currency' });
    const customer = text(params.customer);
    if (customer) customerOf(customer);
    const pmId = text(params.payment_method);
    const pm = pmId ? paymentMethods.get(pmId) : undefined;
    if (pmId && !pm) throw noSuch('PaymentMethod', pmId, 'payment_method');
    if (pm && (!pm.customer || pm.customer !== customer))
      throw invalidRequest(
        'The provided PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.',
        { param: 'payment_method' },
      );
    const id = randomId('pi_');
    const intent: StandInPaymentIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      customer: customer ?? null,
      payment_method: pm?.id ?? null,
      description: text(params.description) ?? null,
      metadata: Object.fromEntries(Object.entries(record(params.metadata)).map(([k, v]) => [k, String(v)])),
      status: pm ? 'requires_confirmation' : 'requires_payment_method',
      client_secret: `${id}_secret_${randomId('', 24)}`,
      capture_method: 'automatic',
      confirmation_method: 'automatic',
      payment_method_types: ['card'],
      last_payment_error: null,
      latest_charge: null,
      next_action: null,
      cancellation_reason: null,
      canceled_at: null,
      created: created(),
      livemode: false,
    };
    paymentIntents.set(id, intent);
    if (text(params.confirm) !== 'true') return intent;
    if (!pm)
      throw invalidRequest('You must provide a payment_method to confirm this PaymentIntent.', {
        code: 'parameter_missing',
        param: 'payment_method',
      });
    return attempt(intent, text(params.off_session) === 'true', false);
  }

  function confirmPaymentIntent(intent: StandInPaymentIntent, params: Record<string, unknown>) {
    if (intent.status === 'succeeded')
      throw invalidRequest(
        'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
        { code: 'payment_intent_unexpected_state', payment_intent: { ...intent } },
      );
    if (intent.status === 'canceled')
      throw invalidRequest('You cannot confirm this PaymentIntent because it has a status of canceled.', {
        code: 'payment_intent_unexpected_state',
        payment_intent: { ...intent },
      });
    const pmId = text(params.payment_method) ?? intent.payment_method;
    const pm = pmId ? paymentMethods.get(pmId) : undefined;
    if (!pm || pm.customer !== intent.customer)
      throw invalidRequest(
        'You must provide a payment_method attached to the customer to confirm this PaymentIntent.',
        {
          code: 'parameter_missing',
          param: 'payment_method',
        },
      );
    intent.payment_method = pm.id;
    return attempt(intent, false, true);
  }

  /**
   * Cancels an intent, as Stripe does from any status but succeeded and canceled (of Stripe's
   * cancelable ones, requires_capture and processing never occur here): no charge can be made by it
   * any more, and a confirm is refused.
   */
  function cancelPaymentIntent(intent: StandInPaymentIntent, params: Record<string, unknown>) {
    if (intent.status === 'succeeded' || intent.status === 'canceled')
      throw invalidRequest(
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
        { code: 'payment_intent_unexpected_state', payment_intent: { ...intent } },
      );
    const reason = text(params.cancellation_reason);
    if (reason !== undefined && !CANCELLATION_REASONS.includes(reason))
      throw invalidRequest(`Invalid cancellation_reason: must be one of ${CANCELLATION_REASONS.join(', ')}`, {
        code: 'parameter_invalid_string',
        param: 'cancellation_reason',
      });
    intent.status = 'canceled';
    intent.cancellation_reason = reason ?? null;
    intent.canceled_at = created();
    intent.next_action = null;
    return intent;
  }

  function createRefund(params: Record<string, unknown>): StandInRefund {
    const intentId = text(params.payment_intent);
    if (!intentId)
      throw invalidRequest('You must provide a payment_intent to refund.', {
        code: 'parameter_missing',
        param: 'payment_intent',
      });
    const intent = paymentIntents.get(intentId);
    if (!intent) throw noSuch('payment_intent', intentId, 'payment_intent');
    if (intent.status !== 'succeeded')
      throw invalidRequest(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, {
        param: 'payment_intent',
      });
    const refunded = [...refunds.values()]
      .filter((refund) => refund.payment_intent === intent.id)
      .reduce((sum, refund) => sum + refund.amount, 0);
    const left = intent.amount - refunded;
    if (left === 0)
      throw invalidRequest(`Charge ${intent.latest_charge} has already been refunded.`, {
        code: 'charge_already_refunded',
      });
    const amount = params.amount === undefined ? left : Number(text(params.amount));
    if (!Number.isSafeInteger(amount) || amount < 1)
      throw invalidRequest('Invalid positive integer', { code: 'parameter_invalid_integer', param: 'amount' });
    if (amount > left)
      throw invalidRequest(`Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, {
        code: 'amount_too_large',
        param: 'amount',
      });
    const refund: StandInRefund = {
      id: randomId('re_'),
      object: 'refund',
      amount,
      currency: intent.currency,
      charge: intent.latest_charge,
      payment_intent: intent.id,
      metadata: Object.fromEntries(Object.entries(record(params.metadata)).map(([k, v]) => [k, String(v)])),
      reason: null,
      status: 'succeeded',
      created: created(),
    };
    refunds.set(refund.id, refund);
    return refund;
  }

  function route(
    method: string,
    path: string,
    params: Record<string, unknown>,
    auth: RecordedRequest['auth'],
  ): { status?: number; body: unknown } {
    const secret = auth === 'secret';
    const needSecret = () => {
      if (!secret)
        throw invalidRequest(
          'This API call cannot be made with a publishable API key. Please use a secret API key.',
          { code: 'secret_key_required' },
          401,
        );
    };
    const parts = path.split('/').filter(Boolean);
    const [version, resource, id, action] = parts;
    if (version !== 'v1' || parts.length > 4) throw unrecognized(method, path);

    if (resource === 'customers') {
      needSecret();
      if (method === 'POST' && !id) {
        const customer: StandInCustomer = {
          id: randomId('cus_', 14),
          object: 'customer',
          email: text(params.email) ?? null,
          name: text(params.name) ?? null,
          metadata: Object.fromEntries(Object.entries(record(params.metadata)).map(([k, v]) => [k, String(v)])),
          invoice_settings: { default_payment_method: null, custom_fields: null, footer: null },
          created: created(),
          livemode: false,
        };
        customers.set(customer.id, customer);
        return { body: customer };
      }
      if (id && !action && method === 'GET') return { body: customerOf(id) };
      if (id && !action && method === 'POST') {
        const customer = customerOf(id);
        const settings = record(params.invoice_settings);
        if ('default_payment_method' in settings) {
          const pm = text(settings.default_payment_method) ?? '';
          if (pm !== '' && paymentMethods.get(pm)?.customer !== id)
            throw invalidRequest(
              `The customer does not have a payment method with the ID ${pm}. The payment method must be attached to the customer.`,
              { code: 'resource_missing', param: 'invoice_settings[default_payment_method]' },
            );
          customer.invoice_settings.default_payment_method = pm === '' ? null : pm;
        }
        if (text(params.email) !== undefined) customer.email = text(params.email)!;
        if (text(params.name) !== undefined) customer.name = text(params.name)!;
        return { body: customer };
      }
    }

    if (resource === 'setup_intents') {
      if (method === 'POST' && !id) {
        needSecret();
        const customer = text(params.customer);
        if (customer) customerOf(customer);
        const types = list(params.allowed_payment_method_types ?? params.payment_method_types);
        const intentId = randomId('seti_');
        const intent: StandInSetupIntent = {
          id: intentId,
          object: 'setup_intent',
          client_secret: `${intentId}_secret_${randomId('', 24)}`,
          customer: customer ?? null,
          status: 'requires_payment_method',
          usage: text(params.usage) ?? 'off_session',
          payment_method: null,
          payment_method_types: types.length > 0 ? types : ['card'],
          last_setup_error: null,
          created: created(),
          livemode: false,
        };
        setupIntents.set(intent.id, intent);
        return { body: intent };
      }
      if (id && !action && method === 'GET') return { body: setupIntentFor(id, params, auth) };
      if (id && action === 'confirm' && method === 'POST')
        return { body: confirm(setupIntentFor(id, params, auth), params) };
    }

    if (resource === 'payment_intents') {
      if (method === 'POST' && !id) {
        needSecret();
        return { body: createPaymentIntent(params) };
      }
      if (id && !action && method === 'GET') return { body: paymentIntentFor(id, params, auth) };
      if (id && action === 'confirm' && method === 'POST')
        return { body: confirmPaymentIntent(paymentIntentFor(id, params, auth), params) };
      if (id && action === 'cancel' && method === 'POST') {
        needSecret();
        return { body: cancelPaymentIntent(paymentIntentFor(id, params, auth), params) };
      }
    }

    if (resource === 'refunds' && method === 'POST' && !id) {
      needSecret();
      return { body: createRefund(params) };
    }

    if (resource === 'payment_methods') {
      if (method === 'POST' && !id) {
        if (text(params.type) !== 'card')
          throw invalidRequest('Only card payment methods are supported here.', { param: 'type' });
        return { body: makeCard(record(params.card)) };
      }
      needSecret();
      const pm = id ? paymentMethods.get(id) : undefined;
      if (id && !pm) throw noSuch('PaymentMethod', id);
      if (pm && !action && method === 'GET') return { body: pm };
      if (pm && action === 'detach' && method === 'POST') {
        if (!pm.customer)
          throw invalidRequest(
            'The payment method you provided is not attached to a customer so detachment is impossible.',
          );
        const owner = customers.get(pm.customer);
        if (owner?.invoice_settings.default_payment_method === pm.id)
          owner.invoice_settings.default_payment_method = null;
        pm.customer = null;
        return { body: pm };
      }
    }
    throw unrecognized(method, path);
  }

  const unrecognized = (method: string, path: string) =>
    invalidRequest(`Unrecognized request URL (${method}: ${path}).`, {}, 404);

  function authOf(request: IncomingMessage, params: Record<string, unknown>): RecordedRequest['auth'] {
    const header = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const key = header ?? text(params.key);
    if (!key) return 'none';
    if (key === secretKey) return 'secret';
    if (key === publishableKey) return 'publishable';
    return 'wrong';
  }

  function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    response.writeHead(status, {
      'content-type': 'application/json',
      'request-id': randomId('req_', 14),
      'access-control-allow-origin': '*',
      ...headers,
    });
    response.end(JSON.stringify(body));
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 1_000_000) request.destroy();
      else chunks.push(chunk);
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const method = request.method ?? 'GET';
      if (method === 'OPTIONS') {
        response.writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
          'access-control-allow-headers': 'authorization, content-type, idempotency-key, stripe-version',
          'access-control-max-age': '600',
        });
        response.end();
        return;
      }
      const body = Buffer.concat(chunks).toString('utf8');
      const params = { ...parseStripeForm(url.search.slice(1)), ...parseStripeForm(body) };
      const auth = authOf(request, params);
      const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null;
      const entry: RecordedRequest = {
        method,
        path: url.pathname,
        auth,
        idempotencyKey,
        params: redact(params),
        status: 0,
        replayed: false,
      };
      requests.push(entry);
      const answer = (status: number, json: unknown, headers?: Record<string, string>) => {
        entry.status = status;
        send(response, status, json, headers);
      };

      if (url.pathname === '/_standin/requests') {
        if (auth !== 'secret')
          answer(401, { error: { type: 'invalid_request_error', message: 'Secret key required.' } });
        else answer(200, { data: requests.slice(0, -1) });
        return;
      }
      if (auth === 'none' || auth === 'wrong') {
        const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? text(params.key);
        answer(401, {
          error: {
            type: 'invalid_request_error',
            message: given
              ? `Invalid API Key provided: ${keySuffix(given)}`
              : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
          },
        });
        return;
      }
      const failure = failures.find((item) => !item.path || url.pathname.startsWith(item.path));
      if (failure) {
        failure.times = (failure.times ?? 1) - 1;
        if (failure.times <= 0) failures.splice(failures.indexOf(failure), 1);
        const { status, path: _path, times: _times, ...error } = failure;
        answer(status, { error });
        return;
      }

      const { key: _key, ...meaningful } = params;
      const fingerprint = createHash('sha256')
        .update(`${method} ${url.pathname} ${JSON.stringify(meaningful)}`)
        .digest('hex');
      if (method === 'POST' && idempotencyKey) {
        const earlier = idempotent.get(idempotencyKey);
        if (earlier) {
          if (earlier.fingerprint !== fingerprint) {
            answer(400, {
              error: {
                type: 'idempotency_error',
                message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
              },
            });
            return;
          }
          entry.replayed = true;
          answer(earlier.status, earlier.body, { 'idempotent-replayed': 'true' });
          return;
        }
      }
      let status = 200;
      let json: unknown;
      try {
        const result = route(method, url.pathname, params, auth);
        status = result.status ?? 200;
        json = JSON.parse(JSON.stringify(result.body));
      } catch (error) {
        if (!(error instanceof StripeHttpError)) {
          status = 500;
          json = { error: { type: 'api_error', message: 'The stand-in failed.' } };
        } else {
          status = error.status;
          json = { error: JSON.parse(JSON.stringify(error.body)) };
        }
      }
      // Stripe keeps an idempotent request's answer unless it failed on its side (5xx) or was a 401/429.
      if (method === 'POST' && idempotencyKey && status < 500 && status !== 401 && status !== 429)
        idempotent.set(idempotencyKey, { fingerprint, status, body: json });
      answer(status, json);
    });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${address.port}`,
    secretKey,
    publishableKey,
    requests,
    customers,
    paymentMethods,
    setupIntents,
    paymentIntents,
    refunds,
    failNext: (failure) => {
      failures.push({ ...failure });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * What a stand-in Stripe.js does to confirm a setup intent with a card: one call with the
 * publishable key and the client secret. Answers the setup intent, or Stripe's error body.
 */
export async function confirmCardSetup(
  standInUrl: string,
  publishableKey: string,
  clientSecret: string,
  card: { number: string; exp_month: number; exp_year: number; cvc: string },
): Promise<{ status: number; body: Record<string, unknown> }> {
  const intentId = clientSecret.split('_secret_')[0];
  const form = new URLSearchParams({
    key: publishableKey,
    client_secret: clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': card.number,
    'payment_method_data[card][exp_month]': String(card.exp_month),
    'payment_method_data[card][exp_year]': String(card.exp_year),
    'payment_method_data[card][cvc]': card.cvc,
  });
  const response = await fetch(`${standInUrl}/v1/setup_intents/${intentId}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/**
 * What a stand-in Stripe.js does when the cardholder comes back to a charge that needs
 * authentication (`stripe.confirmCardPayment(clientSecret)`): one call with the publishable key and
 * the client secret, and the challenge passes. Answers the payment intent, or Stripe's error body.
 */
export async function confirmCardPayment(
  standInUrl: string,
  publishableKey: string,
  clientSecret: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const intentId = clientSecret.split('_secret_')[0];
  const response = await fetch(`${standInUrl}/v1/payment_intents/${intentId}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ key: publishableKey, client_secret: clientSecret }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

// Run on its own (the e2e harness, or by hand): prints the URL and keeps serving until stopped.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void startStripeStandIn({
    secretKey: process.env.STRIPE_SECRET_KEY || 'sk_test_standin',
    publishableKey: process.env.STRIPE_PUBLISHABLE_KEY || 'pk_test_standin',
    port: Number(process.env.STRIPE_STANDIN_PORT || 0),
  }).then((standIn) => {
    console.log(`Stripe stand-in listening on ${standIn.url}`);
    const stop = () => void standIn.close().then(() => process.exit(0));
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  });
}

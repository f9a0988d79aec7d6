import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../app';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { PaymentsProvider } from './payments-provider';
import { StripePaymentsProvider } from './stripe-provider';
import { TestPaymentsProvider } from './test-provider';

export type { CardDetails, PaymentProviderName, PaymentsProvider, PaymentUser } from './payments-provider';
export { StripePaymentsProvider } from './stripe-provider';
export { TestPaymentsProvider } from './test-provider';

/** Stripe when its keys are configured, else the built-in test provider (offline, Stripe's test numbers). */
export function createPaymentsProvider(
  config: Config,
  db: Database,
  clock: Clock,
  log: FastifyBaseLogger,
): PaymentsProvider {
  return config.stripe
    ? new StripePaymentsProvider(config.stripe, db, clock, log)
    : new TestPaymentsProvider(db, clock, log);
}

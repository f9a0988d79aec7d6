import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../app';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { loadSecretsKey } from '../secret-box';
import type { PaymentsProvider } from './payments-provider';
import { TestPaymentsProvider } from './test-provider';

export type {
  CardDetails,
  ChargeCurrency,
  ChargeRequest,
  ChargeResult,
  ChargeStatus,
  PaymentProviderName,
  PaymentsProvider,
  PaymentUser,
  RefundRequest,
  RefundResult,
} from './payments-provider';
export { CHARGE_CANCELLED } from './payments-provider';
export { TestPaymentsProvider } from './test-provider';

/**
 * Stripe when its keys are configured, else the built-in test provider (offline, Stripe's test
 * numbers). Stripe's SDK is loaded only when it is the provider.
 */
export async function createPaymentsProvider(
  config: Config,
  db: Database,
  clock: Clock,
  log: FastifyBaseLogger,
): Promise<PaymentsProvider> {
  if (!config.stripe) return new TestPaymentsProvider(db, clock, log, () => loadSecretsKey(config));
  const { StripePaymentsProvider } = await import('./stripe-provider');
  return new StripePaymentsProvider(config.stripe, db, clock, log);
}

import type { PeriodicTask } from '../../services/scheduler';
import { reconcileCharges } from './charge-service';
import { reconcileRefunds } from './refund-service';

/**
 * The reconciler as a scheduled task: every minute, once across all api processes, the charges and
 * refunds a stopped process left pending are finished (a restart after a crash catches up at its
 * first tick), each asked of the provider with the key saved before its first call.
 */
export const reconcileChargesTask: PeriodicTask = {
  name: 'money-reconcile-charges',
  schedule: '* * * * *',
  run: async (app) => ({ charges: await reconcileCharges(app), refunds: await reconcileRefunds(app) }),
};

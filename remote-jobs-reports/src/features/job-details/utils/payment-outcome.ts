import type { Contract } from '@talentindia/contracts';
import { toast } from '@talentindia/core';
import { milestonePaymentWaits } from './milestone-status';

/**
 * The toast after funding or approving a milestone. The api answers 200 when it is done and 202 with
 * the same body when the payment waits (the cardholder must confirm it, or the provider is still at
 * it): the milestone in the answer tells which, so the second is a plain notice (its message says to
 * open the invoice, which the milestone's row links to), not a success.
 */
export function showPaymentOutcome({ message, data }: { message: string; data: Contract }, milestoneId: number): void {
  const milestone = data.milestones.find((row) => row.id === milestoneId);
  if (milestone && milestonePaymentWaits(milestone)) toast(message);
  else toast.success(message);
}

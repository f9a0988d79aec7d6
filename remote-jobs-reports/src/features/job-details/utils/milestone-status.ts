import type { InvoicePaymentStatus, MilestoneOut, MilestoneStatus } from '@talentindia/contracts';

/** What the client reads for each step of a milestone. */
export const MILESTONE_STATUS_LABELS: Record<MilestoneStatus, string> = {
  pending: 'Not funded',
  funded: 'Funded',
  submitted: 'Submitted for review',
  changes_requested: 'Changes requested',
  approved: 'Paid',
  cancelled: 'Cancelled',
};

/** A payment of a milestone that did not go through (yet). */
const PAYMENT_LABELS: Partial<Record<InvoicePaymentStatus, string>> = {
  declined: 'Payment declined',
  requires_action: 'Waiting for your confirmation',
  processing: 'Payment processing',
};

/** Charged only when funded or approved: a milestone in these steps may have a payment under way. */
const unpaid = (milestone: MilestoneOut) => milestone.status === 'pending' || milestone.status === 'submitted';

/** Where the payment of a milestone not funded yet stands, when the client has something to know about it. */
export function milestonePaymentLabel(milestone: MilestoneOut): string | null {
  const status = milestone.invoice?.payment_status;
  return unpaid(milestone) && status ? (PAYMENT_LABELS[status] ?? null) : null;
}

/**
 * The payment waits for the cardholder's confirmation or for the provider (the api's 202): the
 * milestone has not moved on yet, and charging it again now would not help.
 */
export function milestonePaymentWaits(milestone: MilestoneOut): boolean {
  const status = milestone.invoice?.payment_status;
  return unpaid(milestone) && (status === 'requires_action' || status === 'processing');
}

/** The money is already held for it (funded, or its invoice paid): approving it charges nothing more. */
export function milestoneIsFunded(milestone: MilestoneOut): boolean {
  return Boolean(milestone.funded_at) || milestone.invoice?.payment_status === 'paid';
}

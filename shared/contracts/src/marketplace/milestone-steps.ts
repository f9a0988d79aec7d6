import { z } from '../zod-mini';
import { miniText } from '../settings/fields';
import { milestoneSchema, type MilestoneFormValues } from './hiring';

/*
 * Issue 19 §1: a fixed-price contract's milestones with money behind them. The client funds a
 * milestone (charged now, held in escrow), approves a submitted one (released to the freelancer) or
 * sends it back with a note, cancels one not yet submitted (a funded one is refunded), and adds
 * milestones to a running contract. The freelancer submits a funded one.
 */

export const milestoneStepMessages = {
  milestoneNotFundable: 'Only a milestone that is not funded yet can be funded.',
  milestoneNotCancellable: 'Only a milestone that is not submitted yet can be cancelled.',
  milestonePaymentInProgress: 'A payment of this milestone is being processed. Try again in a minute.',
  milestoneAdded: 'Milestone added.',
  milestoneCancelled: 'Milestone cancelled.',
  milestoneCancelledRefunded:
    'Milestone cancelled. Its payment is refunded: credits at once, the card part in 5 to 10 days.',
  milestoneApprovedReleased: 'Milestone approved and paid to the freelancer.',
  changesRequested: 'Changes requested.',
  noteRequired: 'Tell the freelancer what to change',
  noteTooLong: 'Note must be at most 2000 characters.',
  offerNeedsPayment: 'Add a card, or credits that cover the first milestone, before you send an offer.',
} as const;

/** `POST /contracts/:id/milestones`: one more milestone of a running fixed-price contract. */
export const addMilestoneSchema = milestoneSchema;
export type AddMilestoneFormValues = MilestoneFormValues;

/** `POST /contracts/:id/milestones/:milestoneId/request-changes`: what the freelancer should change. */
export const requestChangesSchema = z.object({
  note: miniText(milestoneStepMessages.noteRequired).check(
    z.trim(),
    z.minLength(1, milestoneStepMessages.noteRequired),
    z.maxLength(2000, milestoneStepMessages.noteTooLong),
  ),
});
export type RequestChangesFormValues = z.infer<typeof requestChangesSchema>;

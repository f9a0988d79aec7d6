import { z } from '../zod-mini';
import { miniText } from '../settings/fields';
import { idParam, isRealDate, moneyOut } from './marketplace-fields';
import { marketplaceMessages as m } from './marketplace-messages';

/** Refusals of the work diary's query. */
export const workDiaryMessages = {
  weekInvalid: 'Choose a week by its Monday (YYYY-MM-DD).',
} as const;

/**
 * `GET /contracts/:id/work-diary?week=` (client) and `GET /freelancer/contracts/:id/work-diary?week=`
 * (freelancer): an hourly contract's hours of one week (the platform's week, Monday to Sunday in UTC,
 * ADR 016), named by its Monday; this week when none is given.
 */
export const workDiaryQuerySchema = z.object({
  week: z.optional(
    miniText(workDiaryMessages.weekInvalid).check(
      z.refine(
        (value) => isRealDate(value) && new Date(`${value}T00:00:00Z`).getUTCDay() === 1,
        workDiaryMessages.weekInvalid,
      ),
    ),
  ),
});
export const workDiaryParamsSchema = z.object({ id: idParam(m.contractNotFound) });

export const DISPUTE_STATUSES = ['open', 'accepted', 'withdrawn'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** A client's dispute of hours of a week in review: open until the freelancer agrees (refunded) or it is withdrawn. */
export const weekDisputeSchema = z.object({
  id: z.number(),
  minutes: z.number(),
  reason: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  created_at: z.string(),
  resolved_at: z.nullable(z.string()),
  /** What was refunded to the client when the freelancer agreed (work, fee and GST); null before. */
  refund: z.nullable(moneyOut),
});
export type WeekDispute = z.infer<typeof weekDisputeSchema>;

export const disputeMessages = {
  disputeWeekRequired: 'Choose the week whose hours you dispute.',
  disputeMinutesInvalid: 'Dispute from 1 minute up to the hours logged that week.',
  disputeReasonRequired: 'Tell the freelancer why you dispute these hours',
  disputeReasonTooLong: 'Reason must be at most 2000 characters.',
  weekNotInReview: 'Only a week in its review can be disputed.',
  weekNotPaid: 'This week’s invoice is not paid yet: pay it before disputing its hours.',
  disputeAlreadyOpen: 'This week already has an open dispute.',
  disputeNotFound: 'Dispute not found.',
  disputeNotOpen: 'This dispute is already settled.',
  disputeOpened: 'Dispute sent. The payment is held until it is settled.',
  disputeWithdrawn: 'Dispute withdrawn.',
  disputeAccepted: 'Dispute accepted. The disputed hours are refunded to the client.',
} as const;

/** `POST /contracts/:id/work-diary/disputes` (client): minutes of a closed week in review, and why. */
export const disputeHoursSchema = z.object({
  week: miniText(disputeMessages.disputeWeekRequired).check(
    z.refine(
      (value) => isRealDate(value) && new Date(`${value}T00:00:00Z`).getUTCDay() === 1,
      disputeMessages.disputeWeekRequired,
    ),
  ),
  minutes: z
    .number({ error: disputeMessages.disputeMinutesInvalid })
    .check(
      z.int(disputeMessages.disputeMinutesInvalid),
      z.minimum(1, disputeMessages.disputeMinutesInvalid),
      z.maximum(10_080, disputeMessages.disputeMinutesInvalid),
    ),
  reason: miniText(disputeMessages.disputeReasonRequired).check(
    z.trim(),
    z.minLength(1, disputeMessages.disputeReasonRequired),
    z.maxLength(2000, disputeMessages.disputeReasonTooLong),
  ),
});
export type DisputeHoursBody = z.infer<typeof disputeHoursSchema>;

/** `POST /contracts/:id/disputes/:disputeId/withdraw` (client), `POST /freelancer/contracts/:id/disputes/:disputeId/accept`. */
export const disputeParamsSchema = z.object({
  id: idParam(m.contractNotFound),
  disputeId: idParam(disputeMessages.disputeNotFound),
});

const workDiaryEntry = z.object({
  id: z.number(),
  minutes: z.number(),
  description: z.string(),
  logged_at: z.string(),
});

export const workDiarySchema = z.object({
  contract_id: z.number(),
  week: z.object({ monday: z.string(), sunday: z.string() }),
  weekly_limit_hours: z.number(),
  hourly_rate: moneyOut,
  /** Monday to Sunday, every day of the week, each with what was logged for it (oldest first). */
  days: z.array(z.object({ date: z.string(), minutes: z.number(), entries: z.array(workDiaryEntry) })),
  total_minutes: z.number(),
  /** The week's hours at the contract's rate (rounded half up to the minor unit), before the fee. */
  amount: moneyOut,
  /** The Mondays of the weeks around it the diary can show: none before the contract started, none after this week. */
  previous_week: z.nullable(z.string()),
  next_week: z.nullable(z.string()),
  /**
   * The week once it closed into an invoice (null while it is open, or when it had no hours): held
   * for the client's review until `review_ends_at`, then released to the freelancer; its disputes
   * newest first.
   */
  review: z.optional(
    z.nullable(
      z.object({
        status: z.enum(['in_review', 'released']),
        review_ends_at: z.string(),
        invoice_id: z.number(),
        /** Whether the client may dispute hours now: in review, paid, no dispute open. */
        can_dispute: z.boolean(),
        disputes: z.array(weekDisputeSchema),
      }),
    ),
  ),
});
export type WorkDiary = z.infer<typeof workDiarySchema>;
export const workDiaryResponseSchema = z.object({ status: z.literal(true), data: workDiarySchema });

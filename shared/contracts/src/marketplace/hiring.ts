import type { CalendarDay } from '../calendar';
import { z } from '../zod-mini';
import { miniText } from '../settings/fields';
import { CONTRACT_STATUSES, MILESTONE_STATUSES, OFFER_STATUSES, WORK_TYPES } from './marketplace-constants';
import {
  ALWAYS,
  amountText,
  idParam,
  isRealDate,
  moneyOut,
  pageMeta,
  pageQuery,
  personSchema,
  requiredAmount,
  requiredText,
  wholeNumberText,
} from './marketplace-fields';
import { marketplaceMessages as m } from './marketplace-messages';
import { INVOICE_PAYMENT_STATUSES } from '../money/invoice-statuses';

export interface MilestoneFormValues {
  name: string;
  amount: string;
  due_date: string;
}

/** What the offer form holds and `POST /offers` carries (money as typed, US dollars). */
export interface OfferFormValues {
  job_id: number | null;
  freelancer_id: number | null;
  proposal_id?: number | null;
  type: '' | (typeof WORK_TYPES)[number];
  hourly_rate: string;
  weekly_limit: string;
  milestones: MilestoneFormValues[];
  message: string;
}

export const milestoneSchema = z.object({
  name: requiredText(m.milestoneNameRequired, 120, m.titleTooLong),
  amount: requiredAmount(m.milestoneAmountRequired),
  due_date: miniText(m.dueDateRequired).check(
    z.trim(),
    z.minLength(1, m.dueDateRequired),
    z.refine((value) => value === '' || isRealDate(value), m.dueDateInvalid),
  ),
});

const positiveId = (required: string) =>
  z.nullable(
    z.number({ error: required }).check(z.int(required), z.positive(required), z.maximum(2 ** 53 - 1, required)),
  );

/**
 * Hire → an offer: hourly (rate and weekly limit) or fixed price (1 to 20 milestones with a name, an
 * amount and a due date from today). The server checks again that the due dates are not past.
 */
export const offerFormSchema = z
  .object({
    job_id: positiveId(m.jobRequired),
    freelancer_id: positiveId(m.freelancerRequired),
    proposal_id: z.optional(positiveId(m.proposalNotFound)),
    type: miniText(m.typeRequired).check(
      z.refine((value) => value === '' || (WORK_TYPES as readonly string[]).includes(value), m.filterInvalid),
      z.refine((value) => value !== '', m.typeRequired),
    ),
    hourly_rate: z._default(amountText(), ''),
    weekly_limit: z._default(wholeNumberText(1, 80, m.weeklyLimitInvalid), ''),
    milestones: z._default(z.array(milestoneSchema).check(z.maxLength(20, m.milestonesTooMany)), []),
    message: z._default(miniText().check(z.trim(), z.maxLength(5000, m.offerMessageTooLong)), ''),
  })
  .check(
    z.superRefine((value, ctx) => {
      // ALWAYS runs this even when the fields (or the body itself) are not what they should be.
      if (typeof value !== 'object' || value === null) return;
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message, input: value });
      if (value.job_id === null) issue('job_id', m.jobRequired);
      if (value.freelancer_id === null) issue('freelancer_id', m.freelancerRequired);
      if (value.type === 'hourly') {
        if (value.hourly_rate === '') issue('hourly_rate', m.hourlyRateRequired);
        if (value.weekly_limit === '') issue('weekly_limit', m.weeklyLimitRequired);
      }
      if (value.type === 'fixed' && Array.isArray(value.milestones) && value.milestones.length === 0)
        issue('milestones', m.milestonesRequired);
    }, ALWAYS),
  ) as unknown as z.ZodMiniType<OfferFormValues, OfferFormValues>;
export type OfferRequest = OfferFormValues;

/**
 * The milestones due before `today`, the client's today in their profile's time zone (ADR 016),
 * each under its field's name (`milestones.1.due_date`); empty when all are due today or later.
 * The offer form checks this before sending, and the api again with its own clock.
 */
export function pastDueDates(milestones: readonly { due_date: string }[], today: CalendarDay): Record<string, string> {
  const errors: Record<string, string> = {};
  milestones.forEach((milestone, index) => {
    if (milestone.due_date < today) errors[`milestones.${index}.due_date`] = m.dueDateInvalid;
  });
  return errors;
}

export const milestoneOutSchema = z.object({
  id: z.number(),
  name: z.string(),
  amount: moneyOut,
  due_date: z.string(),
  status: z.enum(MILESTONE_STATUSES),
  funded_at: z.optional(z.nullable(z.string())),
  submitted_at: z.nullable(z.string()),
  approved_at: z.nullable(z.string()),
  /** The client's note of the last request for changes. */
  changes_note: z.optional(z.nullable(z.string())),
  /**
   * The milestone's invoice once the client funded it (or tried to): its id for its page and where
   * its payment stands; null before. Absent on an offer's milestones.
   */
  invoice: z.optional(z.nullable(z.object({ id: z.number(), payment_status: z.enum(INVOICE_PAYMENT_STATUSES) }))),
});
export type MilestoneOut = z.infer<typeof milestoneOutSchema>;

export const offerSchema = z.object({
  id: z.number(),
  job: z.object({ id: z.number(), title: z.string() }),
  client: personSchema,
  freelancer: personSchema,
  proposal_id: z.nullable(z.number()),
  type: z.enum(WORK_TYPES),
  hourly_rate: z.nullable(moneyOut),
  weekly_limit: z.nullable(z.number()),
  milestones: z.array(milestoneOutSchema),
  message: z.string(),
  status: z.enum(OFFER_STATUSES),
  created_at: z.string(),
  responded_at: z.nullable(z.string()),
  contract_id: z.nullable(z.number()),
});
export type Offer = z.infer<typeof offerSchema>;
export const offerResponseSchema = z.object({ status: z.literal(true), message: z.string(), data: offerSchema });
export const offersResponseSchema = z.object({ status: z.literal(true), data: z.array(offerSchema), meta: pageMeta });
export const offerIdParamsSchema = z.object({ id: idParam(m.offerNotFound) });
export const offersQuerySchema = z.object({
  status: z.optional(z.enum(OFFER_STATUSES, { error: m.filterInvalid })),
  page: pageQuery,
});

export const contractSchema = z.object({
  id: z.number(),
  job: z.object({ id: z.number(), title: z.string() }),
  client: personSchema,
  freelancer: personSchema,
  title: z.string(),
  type: z.enum(WORK_TYPES),
  status: z.enum(CONTRACT_STATUSES),
  hourly_rate: z.nullable(moneyOut),
  weekly_limit: z.nullable(z.number()),
  started_at: z.string(),
  ended_at: z.nullable(z.string()),
  milestones: z.array(milestoneOutSchema),
  total_hours: z.number(),
  /** Hours logged for the days of this week (Monday 00:00 to Sunday 24:00 UTC, ADR 016), for the weekly limit. */
  hours_this_week: z.number(),
  total_earned: moneyOut,
  review: z.nullable(z.object({ rating: z.number(), text: z.string(), created_at: z.string() })),
});
export type Contract = z.infer<typeof contractSchema>;
export const contractResponseSchema = z.object({ status: z.literal(true), message: z.string(), data: contractSchema });
export const contractsResponseSchema = z.object({
  status: z.literal(true),
  data: z.array(contractSchema),
  meta: pageMeta,
});
export const contractIdParamsSchema = z.object({ id: idParam(m.contractNotFound) });
export const milestoneParamsSchema = z.object({
  id: idParam(m.contractNotFound),
  milestoneId: idParam(m.milestoneNotFound),
});
/** `GET /contracts?job_id=&status=&page=` (client) and `GET /freelancer/contracts?status=&page=`. */
export const contractsQuerySchema = z.object({
  job_id: z.optional(idParam(m.jobNotFound)),
  status: z.optional(z.enum(CONTRACT_STATUSES, { error: m.filterInvalid })),
  page: pageQuery,
});

export interface EndContractFormValues {
  rating: number | null;
  review: string;
}
/** `POST /contracts/:id/end`: the client ends the contract and reviews the freelancer. */
export const endContractSchema = z.object({
  rating: z
    .nullable(
      z
        .number({ error: m.ratingRequired })
        .check(z.int(m.ratingInvalid), z.minimum(1, m.ratingInvalid), z.maximum(5, m.ratingInvalid)),
    )
    .check(z.refine((value) => value !== null, m.ratingRequired)),
  review: requiredText(m.reviewRequired, 2000, m.reviewTooLong),
}) as unknown as z.ZodMiniType<EndContractFormValues, EndContractFormValues>;

/** `POST /freelancer/contracts/:id/hours`: time worked on a day of an hourly contract. */
export const timeEntrySchema = z.object({
  work_date: miniText(m.workDateInvalid).check(z.refine(isRealDate, m.workDateInvalid)),
  minutes: z
    .number({ error: m.minutesInvalid })
    .check(z.int(m.minutesInvalid), z.minimum(1, m.minutesInvalid), z.maximum(1440, m.minutesInvalid)),
  description: z._default(miniText().check(z.trim(), z.maxLength(2000, m.reviewTooLong)), ''),
});
export type TimeEntryRequest = z.input<typeof timeEntrySchema>;

/** Page sizes of the offer and contract lists (a page shorter than its size, or `has_more: false`, is the last). */
export const OFFERS_PAGE_SIZE = 10;
export const CONTRACTS_PAGE_SIZE = 10;

/**
 * `GET /offers?job_id=&status=&page=`: the client's offers, newest first (a job page shows which
 * proposals already have an offer).
 */
export const clientOffersQuerySchema = z.object({
  job_id: z.optional(idParam(m.jobNotFound)),
  status: z.optional(z.enum(OFFER_STATUSES, { error: m.filterInvalid })),
  page: pageQuery,
});

/** Refusals and confirmations of the hiring steps that `marketplaceMessages` does not name. */
export const hiringMessages = {
  /** The freelancer accepts an offer whose job the client has closed (or never published) meanwhile. */
  offerJobNotHiring: 'This job is no longer hiring, so the offer cannot be accepted.',
  /** A work date after today, the platform's day (UTC, ADR 016). */
  workDateFuture: 'Work date cannot be in the future.',
  /** A work date before the contract started. */
  workDateBeforeStart: 'Work date cannot be before the contract started.',
  /** A work date in a week that has ended and was invoiced (issue 19: each week closes once). */
  workWeekClosed: 'That week has closed and its hours were invoiced: log time for this week.',
} as const;

/** `GET /offers/:id` and `GET /freelancer/offers/:id`: one offer, no message (nothing happened). */
export const offerDetailResponseSchema = z.object({ status: z.literal(true), data: offerSchema });
/** `GET /contracts/:id` and `GET /freelancer/contracts/:id`. */
export const contractDetailResponseSchema = z.object({ status: z.literal(true), data: contractSchema });

import { z } from '../zod-mini';
import { JOB_STATUSES, SUPPORT_REQUEST_KINDS, WORK_TYPES } from './marketplace-constants';
import { moneyOut, requiredText } from './marketplace-fields';
import { marketplaceMessages as m } from './marketplace-messages';

/** The dashboard's active jobs: drafts and jobs with an active contract, newest first. */
export const dashboardJobSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** Null for a draft that has no type yet. */
  type: z.nullable(z.enum(WORK_TYPES)),
  status: z.enum(JOB_STATUSES),
  created_at: z.string(),
  /** For an active contract: who is working on it. */
  freelancers: z.array(
    z.object({ id: z.number(), first_name: z.string(), last_name: z.string(), image: z.nullable(z.string()) }),
  ),
});
export type DashboardJob = z.infer<typeof dashboardJobSchema>;

/** "Claim $1000.00 Credits": the three tasks as they stand, whether it was claimed, and the balance. */
export const creditsClaimSchema = z.object({
  tasks: z.object({ email_verified: z.boolean(), billing_complete: z.boolean(), payment_method: z.boolean() }),
  claimed: z.boolean(),
  balance: moneyOut,
});
export type CreditsClaim = z.infer<typeof creditsClaimSchema>;

/**
 * What waits for the client (issue 19 §1): proposals to review, submitted milestones to approve,
 * invoices whose payment failed or waits for their confirmation, hourly weeks in their review, and
 * what they spent this week (the platform's week, Monday to Sunday UTC: payments less refunds).
 * Lists hold the most urgent few (`DASHBOARD_WAITING_LIMIT`); the counts are all of them.
 */
export const DASHBOARD_WAITING_LIMIT = 5;
export const dashboardWaitingSchema = z.object({
  /** Submitted proposals (not yet shortlisted, archived or hired) on the client's open jobs. */
  proposals_to_review: z.number(),
  milestones_to_approve: z.object({
    count: z.number(),
    items: z.array(
      z.object({
        contract_id: z.number(),
        job_id: z.number(),
        milestone_id: z.number(),
        name: z.string(),
        amount: moneyOut,
        freelancer_name: z.string(),
        submitted_at: z.string(),
      }),
    ),
  }),
  invoices_to_pay: z.object({
    count: z.number(),
    items: z.array(
      z.object({
        id: z.number(),
        number: z.string(),
        description: z.string(),
        total: moneyOut,
        /** declined (pay again), requires_action (confirm), awaiting_payment (no card was charged). */
        payment_status: z.enum(['declined', 'requires_action', 'awaiting_payment']),
      }),
    ),
  }),
  weeks_in_review: z.object({
    count: z.number(),
    items: z.array(
      z.object({
        contract_id: z.number(),
        job_id: z.number(),
        freelancer_name: z.string(),
        monday: z.string(),
        sunday: z.string(),
        minutes: z.number(),
        review_ends_at: z.string(),
      }),
    ),
  }),
  /** Paid this week, less refunds, per currency (USD first); empty when nothing was paid. */
  spend_this_week: z.array(moneyOut),
});
export type DashboardWaiting = z.infer<typeof dashboardWaitingSchema>;

/** `GET /dashboard`. */
export const dashboardResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({
    active_jobs: z.array(dashboardJobSchema),
    credits: creditsClaimSchema,
    waiting: z.optional(dashboardWaitingSchema),
  }),
});

/** `POST /credits/claim`: 201 with the new balance; 409 once claimed; 422 while a task is open. */
export const creditsClaimResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: creditsClaimSchema,
});

/** What each kind of support request is called on the dashboard and in its confirmation. */
export const SUPPORT_REQUEST_KIND_LABELS: Record<(typeof SUPPORT_REQUEST_KINDS)[number], string> = {
  hire_expert: 'Hire an expert',
  issue: 'Raise an issue',
};

export interface SupportRequestFormValues {
  kind: '' | (typeof SUPPORT_REQUEST_KINDS)[number];
  subject: string;
  details: string;
}
/** `POST /support-requests`: "Hire an expert" ($10/hour) or "Raise an issue". */
export const supportRequestSchema = z.object({
  kind: z.enum(SUPPORT_REQUEST_KINDS, { error: m.supportKindRequired }),
  subject: requiredText(m.subjectRequired, 150, m.subjectTooLong),
  details: requiredText(m.detailsRequired, 5000, m.detailsTooLong),
}) as unknown as z.ZodMiniType<SupportRequestFormValues, SupportRequestFormValues>;
export const supportRequestResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.number(), kind: z.enum(SUPPORT_REQUEST_KINDS), subject: z.string(), created_at: z.string() }),
});

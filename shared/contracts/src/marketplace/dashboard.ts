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

/** `GET /dashboard`. */
export const dashboardResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({ active_jobs: z.array(dashboardJobSchema), credits: creditsClaimSchema }),
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

import { z } from '../zod-mini';
import { miniText } from '../settings/fields';
import {
  DEVELOPER_TYPES,
  EXPERIENCE_LEVELS,
  JOB_DURATIONS,
  JOB_STATUSES,
  PROPOSAL_STATUSES,
  WORK_TYPES,
} from './marketplace-constants';
import { freelancerCardSchema } from './freelancers';
import {
  ALWAYS,
  amountText,
  idParam,
  jobStatusFilter,
  moneyOut,
  pageMeta,
  pageQuery,
  personSchema,
  requiredAmount,
  requiredText,
  searchQuery,
  toMinorUnits,
  wholeNumberText,
  workTypeFilter,
} from './marketplace-fields';
import { marketplaceMessages as m } from './marketplace-messages';

/**
 * What a job's form holds: every field as typed ('' when not filled in), money in US dollars, and
 * which button sent it: Publish Job (`publish`) or Save as Draft.
 */
export interface JobFormValues {
  title: string;
  description: string;
  type: '' | (typeof WORK_TYPES)[number];
  hourly_rate_min: string;
  hourly_rate_max: string;
  weekly_hours: string;
  budget: string;
  skills: string[];
  developer_type: '' | (typeof DEVELOPER_TYPES)[number];
  experience_level: '' | (typeof EXPERIENCE_LEVELS)[number];
  duration: '' | (typeof JOB_DURATIONS)[number];
  publish: boolean;
}

/** The fields a draft may leave out: all but its title. */
export type JobDraftField = Exclude<keyof JobFormValues, 'title' | 'publish'>;

/**
 * What `POST /jobs` and `PUT /jobs/:id` carry: the title, the fields filled in (one left out, null
 * or '' is not filled in), and whether to publish now (else it is saved as a draft).
 */
export type JobCreateRequest = Pick<JobFormValues, 'title'> & {
  [Field in JobDraftField]?: JobFormValues[Field] | null;
} & { publish?: boolean };
/** A request as the api reads it: `publish` is false unless sent. */
export type JobSaveRequest = JobCreateRequest & { publish: boolean };

/** Whether a field holds nothing: left out, null, blank text or no skill. */
const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * What a job still needs before it can be published, each field with the message the form shows
 * under it, in the form's order: everything a draft may leave out, an hourly job's rate range and
 * weekly hours, a fixed-price job's budget (the other type's pay is not asked for). Empty when it is
 * complete. The api reads it before publishing a stored draft too.
 */
export function missingJobFields(job: { [Field in JobDraftField]?: unknown }): Partial<Record<JobDraftField, string>> {
  const missing: Partial<Record<JobDraftField, string>> = {};
  const need = (field: JobDraftField, message: string) => {
    if (isEmpty(job[field])) missing[field] = message;
  };
  need('description', m.descriptionRequired);
  need('type', m.typeRequired);
  if (job.type === 'hourly') {
    need('hourly_rate_min', m.rateMinRequired);
    need('hourly_rate_max', m.rateMaxRequired);
    need('weekly_hours', m.weeklyHoursRequired);
  }
  if (job.type === 'fixed') need('budget', m.budgetRequired);
  need('skills', m.skillsRequired);
  need('developer_type', m.developerTypeRequired);
  need('experience_level', m.experienceLevelRequired);
  need('duration', m.durationRequired);
  return missing;
}

/** A field a draft may leave out: absent, null and '' all mean "not filled in"; a value is checked. */
const mayBeLeftOut = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

// Storable text first (miniText), so a NUL or a lone surrogate is named as such, like every text
// field; a value that is not text at all is told the field's "required" message.
const choice = <T extends readonly [string, ...string[]]>(values: T, required: string) =>
  mayBeLeftOut(miniText(required).check(z.refine((value) => value === '' || values.includes(value), m.filterInvalid)));

/**
 * Saving a job, on the client and the server alike: the title always; every field that is filled
 * in, checked; and when publishing, every field (`missingJobFields`). An hourly job's range must be
 * one, draft or not. The other type's pay, kept by the form while a person switches between Hourly
 * and Fixed Price, is not checked here and is ignored by the api.
 */
const jobSaveSchema = z
  .object({
    title: requiredText(m.titleRequired, 120, m.titleTooLong),
    description: mayBeLeftOut(miniText(m.descriptionRequired).check(z.trim(), z.maxLength(5000, m.descriptionTooLong))),
    type: choice(WORK_TYPES, m.typeRequired),
    hourly_rate_min: mayBeLeftOut(amountText()),
    hourly_rate_max: mayBeLeftOut(amountText()),
    weekly_hours: mayBeLeftOut(wholeNumberText(1, 80, m.weeklyHoursInvalid)),
    budget: mayBeLeftOut(amountText()),
    skills: mayBeLeftOut(
      z
        .array(
          miniText(m.skillInvalid).check(z.trim(), z.minLength(1, m.skillInvalid), z.maxLength(40, m.skillInvalid)),
          { error: m.skillsRequired },
        )
        .check(z.maxLength(15, m.skillsTooMany)),
    ),
    developer_type: choice(DEVELOPER_TYPES, m.developerTypeRequired),
    experience_level: choice(EXPERIENCE_LEVELS, m.experienceLevelRequired),
    duration: choice(JOB_DURATIONS, m.durationRequired),
    publish: z._default(z.boolean(), false),
  })
  .check(
    z.superRefine((value, ctx) => {
      // ALWAYS runs this even when the fields failed their own checks, or the body is no object at all.
      if (typeof value !== 'object' || value === null) return;
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message, input: value });
      if (value.publish === true) {
        for (const [field, message] of Object.entries(missingJobFields(value))) issue(field, message);
      }
      const cents = (text: unknown) => (typeof text === 'string' ? toMinorUnits(text) : null);
      const min = cents(value.hourly_rate_min);
      const max = cents(value.hourly_rate_max);
      if (value.type === 'hourly' && min !== null && max !== null && max < min)
        issue('hourly_rate_max', m.rateRangeInvalid);
    }, ALWAYS),
  );

/** The job form's schema: the same rules over what the form holds. */
export const jobFormSchema = jobSaveSchema as unknown as z.ZodMiniType<JobFormValues, JobFormValues>;
/** `POST /jobs`: a draft (the title and whatever else is filled in), or a complete job published now. */
export const jobCreateSchema = jobSaveSchema as unknown as z.ZodMiniType<JobSaveRequest, JobCreateRequest>;
/** `PUT /jobs/:id` (a draft only): the whole form again (what is left out is cleared), and whether to publish it now. */
export const jobUpdateSchema = jobCreateSchema;

export const jobIdParamsSchema = z.object({ id: idParam(m.jobNotFound) });

/** `GET /jobs?q=&type=&status=&page=`: the client's own jobs, newest first. */
export const jobsQuerySchema = z.object({
  q: searchQuery,
  type: workTypeFilter,
  status: jobStatusFilter,
  page: pageQuery,
});
export type JobsQuery = z.input<typeof jobsQuerySchema>;

/** A row of /jobs (spec §2): created date, counts of Proposals, Messaged and Hired, the status. */
export const jobRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** Null for a draft that has no type yet (so no pay either). */
  type: z.nullable(z.enum(WORK_TYPES)),
  status: z.enum(JOB_STATUSES),
  created_at: z.string(),
  proposals: z.number(),
  messaged: z.number(),
  hired: z.number(),
  hourly_rate_min: z.nullable(moneyOut),
  hourly_rate_max: z.nullable(moneyOut),
  budget: z.nullable(moneyOut),
});
export type JobRow = z.infer<typeof jobRowSchema>;
export const jobsResponseSchema = z.object({ status: z.literal(true), data: z.array(jobRowSchema), meta: pageMeta });

/**
 * A job as its page shows it (`GET /jobs/:id`; a freelancer reads an open one through
 * `/freelancer/jobs/:id`). A draft's fields may be null (no skills: an empty list); a published
 * job's never are.
 */
export const jobDetailSchema = z.object({
  ...jobRowSchema.shape,
  description: z.nullable(z.string()),
  weekly_hours: z.nullable(z.number()),
  skills: z.array(z.string()),
  developer_type: z.nullable(z.enum(DEVELOPER_TYPES)),
  experience_level: z.nullable(z.enum(EXPERIENCE_LEVELS)),
  duration: z.nullable(z.enum(JOB_DURATIONS)),
  published_at: z.nullable(z.string()),
  closed_at: z.nullable(z.string()),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;
export const jobResponseSchema = z.object({ status: z.literal(true), data: jobDetailSchema });
export const jobSavedResponseSchema = z.object({ status: z.literal(true), message: z.string(), data: jobDetailSchema });

/** A proposal as the job's client sees it. `amount` is the hourly rate (hourly jobs) or the bid. */
export const proposalSchema = z.object({
  id: z.number(),
  job_id: z.number(),
  status: z.enum(PROPOSAL_STATUSES),
  amount: moneyOut,
  rate_increase_percent: z.nullable(z.number()),
  weekly_limit: z.nullable(z.number()),
  cover_letter: z.string(),
  created_at: z.string(),
  messaged: z.boolean(),
  thread_id: z.nullable(z.number()),
  freelancer: freelancerCardSchema,
  /** The newest offer made from it, if any. */
  offer: z.nullable(z.object({ id: z.number(), status: z.enum(['pending', 'accepted', 'declined', 'withdrawn']) })),
});
export type Proposal = z.infer<typeof proposalSchema>;

/** `GET /jobs/:id/proposals?view=&page=`: `all` is every live proposal but the archived ones. */
export const proposalsQuerySchema = z.object({
  view: z._default(z.enum(['all', 'shortlisted', 'archived'], { error: m.filterInvalid }), 'all'),
  page: pageQuery,
});
export const proposalsResponseSchema = z.object({
  status: z.literal(true),
  data: z.array(proposalSchema),
  meta: z.object({
    ...pageMeta.shape,
    counts: z.object({ all: z.number(), shortlisted: z.number(), archived: z.number() }),
  }),
});
export const proposalParamsSchema = z.object({ id: idParam(m.jobNotFound), proposalId: idParam(m.proposalNotFound) });
export const proposalResponseSchema = z.object({ status: z.literal(true), message: z.string(), data: proposalSchema });
/** `POST /jobs/:id/proposals/:proposalId/message`: the thread with that freelancer about this job. */
export const threadOpenedResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ thread_id: z.number() }),
});

/**
 * A freelancer's proposal (`POST /freelancer/jobs/:id/proposals`): the hourly rate or the fixed bid
 * in US dollars, a cover letter, and for hourly jobs an optional raise every six months and a weekly limit.
 */
export const proposalSubmitSchema = z.object({
  amount: requiredAmount(m.proposalAmountRequired),
  cover_letter: requiredText(m.coverLetterRequired, 5000, m.coverLetterTooLong),
  rate_increase_percent: z.optional(
    z.nullable(
      z
        .number({ error: m.rateIncreaseInvalid })
        .check(
          z.int(m.rateIncreaseInvalid),
          z.minimum(0, m.rateIncreaseInvalid),
          z.maximum(100, m.rateIncreaseInvalid),
        ),
    ),
  ),
  weekly_limit: z.optional(
    z.nullable(
      z
        .number({ error: m.weeklyLimitInvalid })
        .check(z.int(m.weeklyLimitInvalid), z.minimum(1, m.weeklyLimitInvalid), z.maximum(80, m.weeklyLimitInvalid)),
    ),
  ),
});
export type ProposalSubmitRequest = z.infer<typeof proposalSubmitSchema>;

/** A proposal as its freelancer sees it (`GET /freelancer/proposals`). */
export const ownProposalSchema = z.object({
  id: z.number(),
  job: z.object({ id: z.number(), title: z.string(), type: z.enum(WORK_TYPES), status: z.enum(JOB_STATUSES) }),
  status: z.enum(PROPOSAL_STATUSES),
  amount: moneyOut,
  rate_increase_percent: z.nullable(z.number()),
  weekly_limit: z.nullable(z.number()),
  cover_letter: z.string(),
  created_at: z.string(),
});
export type OwnProposal = z.infer<typeof ownProposalSchema>;

/** `GET /freelancer/jobs?q=&type=&page=`: open jobs, newest first, for freelancers to propose to. */
export const openJobsQuerySchema = z.object({ q: searchQuery, type: workTypeFilter, page: pageQuery });

/** What the jobs and proposals api answers beyond marketplaceMessages (drafts are deleted, not closed). */
export const jobsMessages = {
  draftDeleted: 'Draft deleted.',
  onlyDraftDeletable: 'Only a draft can be deleted. Close a published job instead.',
  draftNotClosable: 'A draft is not published, so it cannot be closed. Delete it instead.',
  draftIncomplete: 'This draft is not ready to publish yet. Add what it is missing first.',
  hourlyTermsOnly: 'A rate increase and a weekly limit apply to hourly jobs only.',
} as const;

/** The freelancer's own newest proposal for a job, if any (withdrawn ones included: they may send again). */
const myProposalSchema = z.nullable(z.object({ id: z.number(), status: z.enum(PROPOSAL_STATUSES) }));

/**
 * A published job as freelancers read it (`GET /freelancer/jobs`, `GET /freelancer/jobs/:id`): the
 * post, its client, how many live proposals it has, and the reader's own proposal.
 */
export const openJobSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  type: z.enum(WORK_TYPES),
  status: z.enum(JOB_STATUSES),
  hourly_rate_min: z.nullable(moneyOut),
  hourly_rate_max: z.nullable(moneyOut),
  weekly_hours: z.nullable(z.number()),
  budget: z.nullable(moneyOut),
  skills: z.array(z.string()),
  developer_type: z.enum(DEVELOPER_TYPES),
  experience_level: z.enum(EXPERIENCE_LEVELS),
  duration: z.enum(JOB_DURATIONS),
  published_at: z.nullable(z.string()),
  proposals: z.number(),
  client: personSchema,
  my_proposal: myProposalSchema,
});
export type OpenJob = z.infer<typeof openJobSchema>;
export const openJobsResponseSchema = z.object({
  status: z.literal(true),
  data: z.array(openJobSchema),
  meta: pageMeta,
});
export const openJobResponseSchema = z.object({ status: z.literal(true), data: openJobSchema });

/** `GET /freelancer/proposals?page=`: the freelancer's proposals, newest first (withdrawn ones too). */
export const ownProposalsQuerySchema = z.object({ page: pageQuery });
export const ownProposalsResponseSchema = z.object({
  status: z.literal(true),
  data: z.array(ownProposalSchema),
  meta: pageMeta,
});
/** Sending or withdrawing a proposal answers with it. */
export const ownProposalResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: ownProposalSchema,
});
/** `POST /freelancer/proposals/:id/withdraw`. */
export const ownProposalParamsSchema = z.object({ id: idParam(m.proposalNotFound) });

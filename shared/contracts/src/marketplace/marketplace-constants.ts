/** Spec §1: the four developer types of Find Talent, on the wire and as the product names them. */
export const DEVELOPER_TYPES = ['full_stack', 'front_end', 'web', 'mobile'] as const;
export type DeveloperType = (typeof DEVELOPER_TYPES)[number];
export const DEVELOPER_TYPE_LABELS: Record<DeveloperType, string> = {
  full_stack: 'Full Stack Developer',
  front_end: 'Front End Developer',
  web: 'Web Developer',
  mobile: 'Mobile App Developer',
};
/** The public Find Talent page (`/services/<slug>`) of each type. */
export const DEVELOPER_TYPE_SLUGS: Record<DeveloperType, string> = {
  full_stack: 'full-stack-development',
  front_end: 'front-end-development',
  web: 'web-development',
  mobile: 'mobile-app-development',
};

/** Spec §9: the job type filter (All Type, Hourly, Fixed Price). */
export const WORK_TYPES = ['hourly', 'fixed'] as const;
export type WorkType = (typeof WORK_TYPES)[number];
export const WORK_TYPE_LABELS: Record<WorkType, string> = { hourly: 'Hourly', fixed: 'Fixed Price' };

/**
 * Spec §4 job labels (Draft Job, Active Contract, Closed Job), plus a published job that has not
 * hired yet. A job's status is kept by its transitions: draft → open → active → closed.
 */
export const JOB_STATUSES = ['draft', 'open', 'active', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  draft: 'Draft Job',
  open: 'Open Job',
  active: 'Active Contract',
  closed: 'Closed Job',
};

export const EXPERIENCE_LEVELS = ['entry', 'intermediate', 'expert'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export const EXPERIENCE_LEVEL_LABELS: Record<ExperienceLevel, string> = {
  entry: 'Entry Level',
  intermediate: 'Intermediate',
  expert: 'Expert',
};

export const JOB_DURATIONS = ['less_than_1_month', '1_to_3_months', '3_to_6_months', 'more_than_6_months'] as const;
export type JobDuration = (typeof JOB_DURATIONS)[number];
export const JOB_DURATION_LABELS: Record<JobDuration, string> = {
  less_than_1_month: 'Less than 1 month',
  '1_to_3_months': '1 to 3 months',
  '3_to_6_months': '3 to 6 months',
  more_than_6_months: 'More than 6 months',
};

export const PROPOSAL_STATUSES = ['submitted', 'shortlisted', 'archived', 'withdrawn', 'hired'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];
export const OFFER_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
/** An offer's status as the client reads it on the job's page and the offer's own. */
export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};
export const CONTRACT_STATUSES = ['active', 'ended'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
/**
 * pending (not funded yet) → funded (paid into escrow) → submitted → approved (released to the
 * freelancer), or changes_requested (back to the freelancer with a note); cancelled before submission.
 */
export const MILESTONE_STATUSES = [
  'pending',
  'funded',
  'submitted',
  'changes_requested',
  'approved',
  'cancelled',
] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];
export const SUPPORT_REQUEST_KINDS = ['hire_expert', 'issue'] as const;
export type SupportRequestKind = (typeof SUPPORT_REQUEST_KINDS)[number];

/** Page sizes: a page shorter than its size (or `has_more: false`) is the last. */
export const JOBS_PAGE_SIZE = 10;
export const FREELANCERS_PAGE_SIZE = 12;
/** The short list of real freelancers on each public Find Talent page. */
export const FIND_TALENT_LIST_SIZE = 6;
export const PROPOSALS_PAGE_SIZE = 10;
export const WORK_HISTORY_PAGE_SIZE = 5;
export const REVIEWS_PAGE_SIZE = 5;
export const DASHBOARD_ACTIVE_JOBS_LIMIT = 10;

/** Spec §9: the claim is $1000.00 in credits, once per account; the expert is $10 per hour. */
export const CLAIM_CREDITS = { currency: 'USD', amount: 100000 } as const;
export const CLAIM_CREDITS_REFERENCE = 'welcome-credits';
export const EXPERT_HOURLY_RATE = { currency: 'USD', amount: 1000 } as const;

/** Marketplace money is in US dollars for now (rates, budgets, bids); every amount carries its currency. */
export const MARKETPLACE_CURRENCY = 'USD';

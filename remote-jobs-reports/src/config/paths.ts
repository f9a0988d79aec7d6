/**
 * Every path this remote serves, written once (bulletproof-react's `config/paths.ts`): the route
 * table, the links and the redirects use these.
 */
export const paths = {
  dashboard: '/dashboard',
  jobs: '/jobs',
  /** My Jobs' "Draft Job" and "Completed Job" open the list filtered. */
  draftJobs: '/jobs/drafts',
  completedJobs: '/jobs/completed',
  newJob: '/jobs/new',
  job: (id: number | string) => `/jobs/${id}`,
  editJob: (id: number | string) => `/jobs/${id}/edit`,
  /** An hourly contract's hours week by week (`?week=` a Monday; this week without it). */
  workDiary: (jobId: number | string, contractId: number | string) =>
    `/jobs/${jobId}/contracts/${contractId}/work-diary`,
  /** The offer form for a job, from a proposal (`?proposal=`). */
  jobOffer: (id: number | string, proposalId?: number) =>
    `/jobs/${id}/offer${proposalId === undefined ? '' : `?proposal=${proposalId}`}`,
  /** One offer the client sent: its terms and status, withdrawn from there while pending. */
  offer: (id: number | string) => `/offers/${id}`,
  freelancers: '/freelancers',
  freelancer: (id: number | string) => `/freelancers/${id}`,
  /** Hire from a profile: the offer form with a choice of the client's jobs. */
  hireFreelancer: (id: number | string) => `/freelancers/${id}/hire`,
  transactionHistory: '/reports/transaction-history',
  /** One invoice's page (a funded milestone links to it). */
  invoice: (id: number | string) => `/reports/invoices/${id}`,
  settingsBilling: '/settings/billing',
  settingsPaymentMethods: '/settings/payment-methods',
  /** Where the verification link is resent (the dashboard's "Verify email address" task). */
  settingsVerification: '/settings/verification',
  /** The credits' ledger: Transaction History filtered to credit entries (as Payment Methods links it). */
  creditHistory: '/reports/transaction-history?type=credits',
  /** remote-marketing's pages the dashboard's Resources link to. */
  blog: '/blog',
  blogArticle: (slug: string) => `/blog/${slug}`,
  findTalent: (slug: string) => `/services/${slug}`,
  messagesThread: (threadId: number) => `/messages?thread=${threadId}`,
} as const;

/**
 * Every path this remote serves or links to, written once (bulletproof-react's `config/paths.ts`):
 * the route table, the thread list's links and the header's menu use these.
 */
export const paths = {
  messages: '/messages',
  /** A conversation, as hiring, notifications and Job Details link to it; `message` opens it at that message. */
  thread: (threadId: number, messageId?: number) =>
    `/messages?thread=${threadId}${messageId === undefined ? '' : `&message=${messageId}`}`,
  freelancer: (id: number) => `/freelancers/${id}`,
  job: (id: number) => `/jobs/${id}`,
  /** The hiring flow's offer form for this freelancer, with the job chosen. */
  hire: (freelancerId: number, jobId: number | null) =>
    `/freelancers/${freelancerId}/hire${jobId === null ? '' : `?job=${jobId}`}`,
} as const;

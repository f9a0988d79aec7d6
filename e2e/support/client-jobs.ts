import { API_URL, type TestAccount } from './browser';
import { callApiAs } from './freelancer';

/** A job as `POST /jobs` takes it (money as typed, US dollars); `publish` opens it to proposals. */
export interface JobPost {
  title: string;
  description: string;
  type: 'hourly' | 'fixed';
  hourly_rate_min?: string;
  hourly_rate_max?: string;
  weekly_hours?: string;
  budget?: string;
  skills: string[];
  developer_type: 'full_stack' | 'front_end' | 'web' | 'mobile';
  experience_level: 'entry' | 'intermediate' | 'expert';
  duration: 'less_than_1_month' | '1_to_3_months' | '3_to_6_months' | 'more_than_6_months';
  publish: boolean;
}

export const FIXED_PRICE_JOB: JobPost = {
  title: 'Build a React dashboard for our sales team',
  description: 'Charts, filters and CSV exports over our sales data; responsive, accessible, fast.',
  type: 'fixed',
  budget: '1500',
  skills: ['React', 'TypeScript', 'Charts'],
  developer_type: 'front_end',
  experience_level: 'expert',
  duration: '1_to_3_months',
  publish: true,
};

/** What an hourly job changes of FIXED_PRICE_JOB: a rate range and the hours a week instead of a budget. */
export const HOURLY_JOB = {
  title: 'Hourly help with our Node.js api',
  type: 'hourly',
  budget: undefined,
  hourly_rate_min: '20',
  hourly_rate_max: '40',
  weekly_hours: '20',
} satisfies Partial<JobPost>;

/** Posts a job for the client through the api (`POST /jobs`), published unless told; answers its id. */
export async function postJob(account: TestAccount, job: Partial<JobPost> = {}): Promise<number> {
  const response = await fetch(`${account.apiUrl ?? API_URL}/jobs`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${account.accessToken}` },
    body: JSON.stringify({ ...FIXED_PRICE_JOB, ...job }),
  });
  if (response.status !== 201) throw new Error(`POST /jobs answered ${response.status}: ${await response.text()}`);
  const { data } = (await response.json()) as { data: { id: number } };
  return data.id;
}

export interface ProposalSeen {
  id: number;
  freelancer: { id: number };
}

/** The client's proposals for a job, with who sent each (`GET /jobs/:id/proposals`). */
export async function proposalsAsClient(account: TestAccount, jobId: number): Promise<ProposalSeen[]> {
  const { data } = await callApiAs<{ data: ProposalSeen[] }>(account.accessToken, 'GET', `/jobs/${jobId}/proposals`, {
    apiUrl: account.apiUrl,
  });
  return data;
}

/** An offer's terms as `POST /offers` takes them (money as typed, US dollars; due dates `YYYY-MM-DD`). */
export type OfferTerms =
  | { type: 'fixed'; milestones: { name: string; amount: string; due_date: string }[] }
  | { type: 'hourly'; hourly_rate: string; weekly_limit: string };

/**
 * `POST /offers`: the client offers the freelancer of a proposal these terms; answers the offer's id.
 * Only a client who can pay sends one (a saved card, or credits covering the first milestone).
 */
export async function sendOffer(
  account: TestAccount,
  jobId: number,
  proposal: ProposalSeen,
  terms: OfferTerms,
  message = '',
): Promise<number> {
  const { data } = await callApiAs<{ data: { id: number } }>(account.accessToken, 'POST', '/offers', {
    body: { job_id: jobId, freelancer_id: proposal.freelancer.id, proposal_id: proposal.id, ...terms, message },
    expect: 201,
    apiUrl: account.apiUrl,
  });
  return data.id;
}

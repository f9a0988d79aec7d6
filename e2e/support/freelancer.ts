import { API_URL } from './browser';

/**
 * The other side of the market in the e2e tests. Freelancers have no screens yet: they act through
 * the api, signed in as one of the demo freelancers the e2e api seeds (DEMO_DATA=1; the generator
 * is api/src/demo/freelancer-generator.ts, the password is in the README).
 */

export const DEMO_FREELANCER_PASSWORD = 'Freelancer@1234';

/**
 * The first demo freelancers' addresses, as the README lists them (a test of the api keeps that list
 * in step with the seeded generator). If the generator changes, signing in fails and names the address.
 */
export const DEMO_FREELANCER_EMAILS: readonly string[] = [
  'garuda.sinha.1@freelancers.talentindia.dev',
  'harinakshi.agarwal.2@freelancers.talentindia.dev',
  'dwaipayana.ahuja.3@freelancers.talentindia.dev',
  'dhyaneshwar.nehru.4@freelancers.talentindia.dev',
  'anang.banerjee.5@freelancers.talentindia.dev',
  'daevika.adiga.6@freelancers.talentindia.dev',
  'manisha.nair.7@freelancers.talentindia.dev',
  'baidehi.pilla.8@freelancers.talentindia.dev',
];

export interface FreelancerSession {
  email: string;
  token: string;
  firstName: string;
  lastName: string;
  /** The api the session was opened on, where the helpers call as this freelancer; the suite's when absent. */
  apiUrl?: string;
}

/**
 * An api call as a signed-in user (to the suite's api unless told): the parsed body, or an error with
 * the api's answer for any other status.
 */
export async function callApiAs<T>(
  token: string,
  method: 'GET' | 'POST',
  path: string,
  { body, expect, apiUrl = API_URL }: { body?: unknown; expect?: number; apiUrl?: string } = {},
): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const ok = expect === undefined ? response.ok : response.status === expect;
  if (!ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/**
 * Signs in as the `index`th demo freelancer through `POST /login`, as their own app would, on the
 * suite's api unless told (another api seeded with DEMO_DATA=1 has the same freelancers).
 */
export async function signInFreelancer(index = 0, apiUrl = API_URL): Promise<FreelancerSession> {
  const email = DEMO_FREELANCER_EMAILS[index];
  if (!email) throw new Error(`no demo freelancer number ${index + 1} in DEMO_FREELANCER_EMAILS`);
  const response = await fetch(`${apiUrl}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_FREELANCER_PASSWORD }),
  });
  if (response.status !== 200) {
    throw new Error(`login as the demo freelancer ${email} failed: ${response.status} ${await response.text()}`);
  }
  const { data } = (await response.json()) as { data: { token: string } };
  const { data: me } = await callApiAs<{ data: { profile: { first_name: string; last_name: string } } }>(
    data.token,
    'GET',
    '/settings/profile',
    { apiUrl },
  );
  return { email, token: data.token, firstName: me.profile.first_name, lastName: me.profile.last_name, apiUrl };
}

export interface ProposalTerms {
  /** The hourly rate or the fixed bid, in US dollars as typed ("25", "1400.50"). */
  amount: string;
  cover_letter: string;
  rate_increase_percent?: number | null;
  weekly_limit?: number | null;
}

/** `POST /freelancer/jobs/:id/proposals`: the freelancer proposes for an open job; answers the proposal's id. */
export async function propose(freelancer: FreelancerSession, jobId: number, terms: ProposalTerms): Promise<number> {
  const { data } = await callApiAs<{ data: { id: number } }>(
    freelancer.token,
    'POST',
    `/freelancer/jobs/${jobId}/proposals`,
    { body: terms, expect: 201, apiUrl: freelancer.apiUrl },
  );
  return data.id;
}

export interface OfferSeen {
  id: number;
  job: { id: number; title: string };
  type: 'hourly' | 'fixed';
  status: string;
  milestones: { id: number; name: string; amount: { currency: string; amount: number }; due_date: string }[];
  message: string;
}

/** The freelancer's pending offer for a job (`GET /freelancer/offers?status=pending`), newest first. */
export async function pendingOffer(freelancer: FreelancerSession, jobId: number): Promise<OfferSeen> {
  const { data } = await callApiAs<{ data: OfferSeen[] }>(
    freelancer.token,
    'GET',
    '/freelancer/offers?status=pending',
    {
      apiUrl: freelancer.apiUrl,
    },
  );
  const offer = data.find((candidate) => candidate.job.id === jobId);
  if (!offer) throw new Error(`${freelancer.email} has no pending offer for job ${jobId}`);
  return offer;
}

export interface ContractSeen {
  id: number;
  status: 'active' | 'ended';
  milestones: { id: number; name: string; status: string }[];
}

/** `POST /freelancer/offers/:id/accept`: the offer becomes a contract (and the job an Active Contract). */
export async function acceptOffer(freelancer: FreelancerSession, offerId: number): Promise<ContractSeen> {
  const { data } = await callApiAs<{ data: ContractSeen }>(
    freelancer.token,
    'POST',
    `/freelancer/offers/${offerId}/accept`,
    { expect: 201, apiUrl: freelancer.apiUrl },
  );
  return data;
}

/** `POST /freelancer/contracts/:id/milestones/:milestoneId/submit`: the work is handed in for approval. */
export async function submitMilestone(
  freelancer: FreelancerSession,
  contractId: number,
  milestoneId: number,
): Promise<ContractSeen> {
  const { data } = await callApiAs<{ data: ContractSeen }>(
    freelancer.token,
    'POST',
    `/freelancer/contracts/${contractId}/milestones/${milestoneId}/submit`,
    { apiUrl: freelancer.apiUrl },
  );
  return data;
}

export interface HoursLogged {
  /** The day worked, `YYYY-MM-DD` in UTC (the platform's calendar): not after today. */
  work_date: string;
  minutes: number;
  description: string;
}

/** `POST /freelancer/contracts/:id/hours`: time worked on an active hourly contract, as the freelancer logs it. */
export async function logHours(freelancer: FreelancerSession, contractId: number, entry: HoursLogged): Promise<void> {
  await callApiAs(freelancer.token, 'POST', `/freelancer/contracts/${contractId}/hours`, {
    body: entry,
    expect: 201,
    apiUrl: freelancer.apiUrl,
  });
}

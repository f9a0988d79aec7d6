import { API_URL, type TestAccount } from './browser';

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

/** Posts a job for the client through the api (`POST /jobs`), published unless told; answers its id. */
export async function postJob(account: TestAccount, job: Partial<JobPost> = {}): Promise<number> {
  const response = await fetch(`${API_URL}/jobs`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${account.accessToken}` },
    body: JSON.stringify({ ...FIXED_PRICE_JOB, ...job }),
  });
  if (response.status !== 201) throw new Error(`POST /jobs answered ${response.status}: ${await response.text()}`);
  const { data } = (await response.json()) as { data: { id: number } };
  return data.id;
}

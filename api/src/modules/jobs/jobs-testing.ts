import type { JobFormValues } from '@talentindia/contracts';
import { contracts, offers } from '../../db/schema';
import { changedTables, databaseDigester } from '../../testing/database-digest';
import type { TestApp } from '../../testing/test-app';

/** Every field of a job, as typed (money in US dollars; '' is "not filled in", which the api also takes). */
export type CompleteJob = Omit<JobFormValues, 'publish'>;

/** A complete hourly job (money as typed, in US dollars). */
export const HOURLY_JOB: CompleteJob = {
  title: 'React developer for a logistics dashboard',
  description: 'Build charts and tables for our fleet dashboard in React and TypeScript.',
  type: 'hourly',
  hourly_rate_min: '15',
  hourly_rate_max: '30.50',
  weekly_hours: '30',
  budget: '',
  skills: ['React', 'TypeScript'],
  developer_type: 'front_end',
  experience_level: 'intermediate',
  duration: '1_to_3_months',
};

/** A complete fixed-price job. */
export const FIXED_JOB: CompleteJob = {
  title: 'Flutter app for a clinic',
  description: 'Appointments, reminders and payments in one mobile app.',
  type: 'fixed',
  hourly_rate_min: '',
  hourly_rate_max: '',
  weekly_hours: '',
  budget: '1500',
  skills: ['Flutter', 'Firebase'],
  developer_type: 'mobile',
  experience_level: 'expert',
  duration: '3_to_6_months',
};

/**
 * A hire on a job, written to the database (offers and contracts are the hiring module's): an
 * accepted hourly offer and its contract, active unless told otherwise.
 */
export async function insertContract(
  t: TestApp,
  job: { id: number; clientId: number },
  freelancerId: number,
  status: 'active' | 'ended' = 'active',
) {
  const [offer] = await t.app.db
    .insert(offers)
    .values({
      jobId: job.id,
      clientId: job.clientId,
      freelancerId,
      type: 'hourly',
      hourlyRateMinor: 2500,
      weeklyLimit: 20,
      status: 'accepted',
      createdAt: t.app.clock.now(),
    })
    .returning();
  const [contract] = await t.app.db
    .insert(contracts)
    .values({
      offerId: offer!.id,
      jobId: job.id,
      clientId: job.clientId,
      freelancerId,
      title: 'Contract',
      type: 'hourly',
      hourlyRateMinor: 2500,
      weeklyLimit: 20,
      status,
      startedAt: t.app.clock.now(),
      ...(status === 'ended' ? { endedAt: t.app.clock.now() } : {}),
    })
    .returning();
  return { offer: offer!, contract: contract! };
}

/**
 * Runs a request that must be refused and checks that no table changed (rate-limit counters aside:
 * refused requests count on purpose). Returns the response.
 */
export async function refusedWithoutChange<T>(t: TestApp, send: () => Promise<T>): Promise<T> {
  const digester = await databaseDigester(t.app.db, ['rate_limit_hits']);
  const before = await digester.digest();
  const response = await send();
  expect(changedTables(before, await digester.digest())).toEqual([]);
  return response;
}

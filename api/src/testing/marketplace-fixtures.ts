import { eq } from 'drizzle-orm';
import type { DeveloperType } from '@talentindia/contracts';
import { freelancerProfiles, jobs, proposals, users } from '../db/schema';
import { createSession } from '../modules/accounts';
import { freelancerSearchText } from '../modules/freelancers';
import { signUp, type TestApp } from './test-app';

/**
 * Rows for marketplace tests that are about a later step (an offer needs a job and a proposal):
 * written straight to the database, so each module's tests stand on their own. Tests of a step
 * itself go through the api. Their times are the app's clock's, as the api's own rows are, and
 * their people are signed in with "remember me" (30 days by that clock), so a test may move its
 * clock by days without their sessions ending.
 */

/** A freelancer account that can sign in (signed up, then made a freelancer with a profile). */
export async function createFreelancer(
  testApp: TestApp,
  overrides: {
    firstName?: string;
    lastName?: string;
    developerType?: DeveloperType;
    hourlyRateMinor?: number;
    skills?: string[];
    title?: string;
  } = {},
) {
  const firstName = overrides.firstName ?? 'Priya';
  const lastName = overrides.lastName ?? 'Sharma';
  const { email } = await signUp(testApp, { first_name: firstName, last_name: lastName });
  const now = testApp.app.clock.now();
  const [user] = await testApp.app.db
    .update(users)
    .set({ role: 'freelancer', emailVerifiedAt: now })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  const title = overrides.title ?? 'Senior React Developer';
  const skills = overrides.skills ?? ['React', 'TypeScript', 'Node.js'];
  const developerType = overrides.developerType ?? 'front_end';
  await testApp.app.db.insert(freelancerProfiles).values({
    userId: user!.id,
    developerType,
    title,
    description: 'I build fast, accessible web apps.',
    hourlyRateMinor: overrides.hourlyRateMinor ?? 2500,
    hoursPerWeek: 40,
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    skills,
    languages: [{ name: 'English', fluency: 'Fluent' }],
    createdAt: now,
    updatedAt: now,
    // As the service writes it, so the directory's search finds fixtures as it finds real profiles.
    searchText: freelancerSearchText({
      firstName,
      lastName,
      title,
      developerType,
      skills,
      city: 'Pune',
      state: 'Maharashtra',
    }),
  });
  return { id: user!.id, token: (await createSession(testApp.app, user!.id, true)).token, email };
}

/** A client account (every sign-up is one), with its id. */
export async function createClient(testApp: TestApp, overrides: Partial<Record<string, string>> = {}) {
  const { email } = await signUp(testApp, overrides);
  const [user] = await testApp.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: user!.id, token: (await createSession(testApp.app, user!.id, true)).token, email };
}

type JobRow = typeof jobs.$inferInsert;

/** A job of this client, open unless told otherwise; hourly by default. */
export async function insertJob(testApp: TestApp, clientId: number, overrides: Partial<JobRow> = {}) {
  const type = overrides.type ?? 'hourly';
  const title = overrides.title ?? 'React developer for a dashboard';
  const now = testApp.app.clock.now();
  const [job] = await testApp.app.db
    .insert(jobs)
    .values({
      clientId,
      title,
      description: 'A dashboard in React and TypeScript.',
      type,
      ...(type === 'hourly'
        ? { hourlyRateMinMinor: 1500, hourlyRateMaxMinor: 3000, weeklyHours: 30 }
        : { budgetMinor: 150000 }),
      skills: ['React', 'TypeScript'],
      developerType: 'front_end',
      experienceLevel: 'intermediate',
      duration: '1_to_3_months',
      status: 'open',
      publishedAt: now,
      createdAt: now,
      updatedAt: now,
      searchText: title.toLowerCase(),
      ...overrides,
    })
    .returning();
  return job!;
}

/** A freelancer's proposal for a job (hourly rate or fixed bid in cents). */
export async function insertProposal(
  testApp: TestApp,
  jobId: number,
  freelancerId: number,
  overrides: Partial<typeof proposals.$inferInsert> = {},
) {
  const [proposal] = await testApp.app.db
    .insert(proposals)
    .values({
      jobId,
      freelancerId,
      amountMinor: 2000,
      coverLetter: 'I have built many dashboards.',
      createdAt: testApp.app.clock.now(),
      updatedAt: testApp.app.clock.now(),
      ...overrides,
    })
    .returning();
  return proposal!;
}

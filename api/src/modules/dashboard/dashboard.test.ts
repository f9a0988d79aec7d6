import { eq } from 'drizzle-orm';
import { DASHBOARD_ACTIVE_JOBS_LIMIT, dashboardResponseSchema, marketplaceMessages } from '@talentindia/contracts';
import { contracts, offers, users } from '../../db/schema';
import { createClient, createFreelancer, insertJob, insertProposal } from '../../testing/marketplace-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { creditTasks } from '../credits/credits-testing';
import { createPayingClient, fixedOffer, hire, hourlyOffer } from '../contracts/hiring-testing';
import { addCard, TEST_CARDS } from '../money/money-testing';
import { HOURLY_JOB } from '../jobs/jobs-testing';

// Jobs and contracts are rows here (posting and hiring are tested in their own modules); the
// dashboard's reading of them is what is tested.
let t: TestApp;
beforeAll(async () => {
  // Many sign-ups from one address: the sign-up limit is not what is tested here.
  t = await createTestApp({ RATE_LIMIT_SCALE: '3' });
});
afterAll(() => t.close());

const dashboard = (token?: string) => t.request({ method: 'GET', url: '/dashboard', token });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** An accepted offer's contract for a job, as accepting an offer leaves it. */
async function insertContract(
  jobId: number,
  clientId: number,
  freelancerId: number,
  status: 'active' | 'ended' = 'active',
  startedAt = new Date(),
) {
  const [offer] = await t.app.db
    .insert(offers)
    .values({
      jobId,
      clientId,
      freelancerId,
      type: 'hourly',
      hourlyRateMinor: 2500,
      weeklyLimit: 20,
      status: 'accepted',
    })
    .returning();
  await t.app.db.insert(contracts).values({
    offerId: offer!.id,
    jobId,
    clientId,
    freelancerId,
    title: 'A contract',
    type: 'hourly',
    hourlyRateMinor: 2500,
    weeklyLimit: 20,
    status,
    startedAt,
    ...(status === 'ended' ? { endedAt: new Date() } : {}),
  });
}

describe('GET /dashboard', () => {
  it('answers 401 without a token and 403 to a freelancer', async () => {
    expect((await dashboard()).statusCode).toBe(401);
    const freelancer = await createFreelancer(t);
    const response = await dashboard(freelancer.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: false, message: marketplaceMessages.clientsOnly });
  });

  it('shows a new client no active jobs and the three tasks open, not claimed, with a balance of $0.00', async () => {
    const client = await createClient(t);
    const response = await dashboard(client.token);
    expect(response.statusCode).toBe(200);
    expect(dashboardResponseSchema.parse(response.json())).toEqual({
      status: true,
      data: {
        active_jobs: [],
        credits: {
          tasks: { email_verified: false, billing_complete: false, payment_method: false },
          claimed: false,
          balance: { currency: 'USD', amount: 0 },
        },
        waiting: {
          proposals_to_review: 0,
          milestones_to_approve: { count: 0, items: [] },
          invoices_to_pay: { count: 0, items: [] },
          weeks_in_review: { count: 0, items: [] },
          spend_this_week: [],
        },
      },
    });
  });

  it('shows what waits for the client: proposals, a submitted milestone, a declined invoice, and this week’s spend', async () => {
    const client = await createPayingClient(t);
    const freelancer = await createFreelancer(t);
    const open = await insertJob(t, client.id, { type: 'fixed' });
    await insertProposal(t, open.id, freelancer.id);
    const job = await insertJob(t, client.id, { type: 'fixed' });
    const { contract } = await hire(
      t,
      client,
      freelancer,
      fixedOffer(job.id, freelancer.id, {
        milestones: [
          { name: 'Design', amount: '300', due_date: '2031-01-10' },
          { name: 'Build', amount: '1200.75', due_date: '2031-02-01' },
        ],
      }),
    );
    const [design, build] = contract.milestones;
    const submitted = await t.request({
      method: 'POST',
      url: `/freelancer/contracts/${contract.id}/milestones/${design!.id}/submit`,
      token: freelancer.token,
    });
    expect(submitted.statusCode).toBe(200);
    // The second milestone's charge is declined: a card that declines every charge is now the default.
    const declining = await addCard(t, client.token, TEST_CARDS.declinesCharges);
    await t.request({ method: 'POST', url: `/settings/payment-methods/${declining}/default`, token: client.token });
    const funded = await t.request({
      method: 'POST',
      url: `/contracts/${contract.id}/milestones/${build!.id}/fund`,
      token: client.token,
    });
    expect(funded.statusCode).toBe(402);

    const { waiting } = dashboardResponseSchema.parse((await dashboard(client.token)).json()).data;
    expect(waiting).toEqual({
      proposals_to_review: 1,
      milestones_to_approve: {
        count: 1,
        items: [
          {
            contract_id: contract.id,
            job_id: job.id,
            milestone_id: design!.id,
            name: 'Design',
            amount: { currency: 'USD', amount: 30000 },
            freelancer_name: 'Priya Sharma',
            submitted_at: expect.any(String),
          },
        ],
      },
      invoices_to_pay: {
        count: 1,
        items: [
          {
            id: expect.any(Number),
            number: expect.stringMatching(/^TI\/\d{4}\/\d{8}$/),
            description: 'Milestone: Build',
            // 1,200.75 with the 5% fee (60.04); no GST without billing details in India.
            total: { currency: 'USD', amount: 126079 },
            payment_status: 'declined',
          },
        ],
      },
      weeks_in_review: { count: 0, items: [] },
      // The first milestone, funded when the offer was accepted: 300.00 and its fee.
      spend_this_week: [{ currency: 'USD', amount: 31500 }],
    });
    // Another client sees none of it.
    const other = await createClient(t);
    const theirs = dashboardResponseSchema.parse((await dashboard(other.token)).json()).data.waiting;
    expect(theirs).toMatchObject({ proposals_to_review: 0, spend_this_week: [] });
  });

  it('lists the client’s drafts and active jobs, newest first, with the freelancers of active contracts', async () => {
    const client = await createClient(t);
    const other = await createClient(t);
    const priya = await createFreelancer(t, { firstName: 'Priya', lastName: 'Sharma' });
    const arjun = await createFreelancer(t, { firstName: 'Arjun', lastName: 'Mehta' });
    const rahul = await createFreelancer(t, { firstName: 'Rahul', lastName: 'Verma' });
    await t.app.db.update(users).set({ imageKey: 'avatars/arjun-1' }).where(eq(users.id, arjun.id));

    const draft = await insertJob(t, client.id, {
      title: 'Landing page draft',
      status: 'draft',
      publishedAt: null,
      createdAt: minutesAgo(10),
    });
    const active = await insertJob(t, client.id, {
      title: 'Mobile app',
      type: 'fixed',
      status: 'active',
      createdAt: minutesAgo(5),
    });
    const open = await insertJob(t, client.id, { title: 'Open job', status: 'open', createdAt: minutesAgo(3) });
    await insertJob(t, client.id, { title: 'Closed job', status: 'closed', createdAt: minutesAgo(2) });
    await insertJob(t, other.id, { title: 'Someone else’s draft', status: 'draft', createdAt: minutesAgo(1) });
    // Arjun was hired first, then Priya; Rahul's contract on it has ended; Rahul on the open job is not shown.
    await insertContract(active.id, client.id, arjun.id, 'active', minutesAgo(4));
    await insertContract(active.id, client.id, priya.id, 'active', minutesAgo(2));
    await insertContract(active.id, client.id, rahul.id, 'ended', minutesAgo(3));

    const response = await dashboard(client.token);
    expect(response.statusCode).toBe(200);
    expect(dashboardResponseSchema.parse(response.json()).data.active_jobs).toEqual([
      {
        id: active.id,
        title: 'Mobile app',
        type: 'fixed',
        status: 'active',
        created_at: active.createdAt.toISOString(),
        freelancers: [
          {
            id: arjun.id,
            first_name: 'Arjun',
            last_name: 'Mehta',
            image: `${t.config.apiPublicUrl}/files/avatars/arjun-1/256.webp`,
          },
          { id: priya.id, first_name: 'Priya', last_name: 'Sharma', image: null },
        ],
      },
      {
        id: draft.id,
        title: 'Landing page draft',
        type: 'hourly',
        status: 'draft',
        created_at: draft.createdAt.toISOString(),
        freelancers: [],
      },
    ]);
    expect(response.json().data.active_jobs.map((job: { id: number }) => job.id)).not.toContain(open.id);

    // The other client sees only their own draft.
    const theirs = (await dashboard(other.token)).json().data.active_jobs as { title: string }[];
    expect(theirs.map((job) => job.title)).toEqual(['Someone else’s draft']);
  });

  it(`shows at most ${DASHBOARD_ACTIVE_JOBS_LIMIT} jobs, the newest`, async () => {
    const client = await createClient(t);
    const created = [];
    for (let index = 0; index < DASHBOARD_ACTIVE_JOBS_LIMIT + 2; index += 1)
      created.push(
        await insertJob(t, client.id, {
          title: `Draft ${index}`,
          status: 'draft',
          publishedAt: null,
          createdAt: minutesAgo(100 - index),
        }),
      );
    const titles = ((await dashboard(client.token)).json().data.active_jobs as { title: string }[]).map(
      (job) => job.title,
    );
    expect(titles).toEqual(
      created
        .slice(2)
        .reverse()
        .map((job) => job.title),
    );
  });

  it('follows a job through the api: a draft, gone once published, back as an active contract, gone when it ends', async () => {
    // Issue 19: an offer comes from a client who can pay (a saved card).
    const client = await createPayingClient(t);
    const freelancer = await createFreelancer(t, { firstName: 'Kavya', lastName: 'Nair' });
    const titles = async () =>
      (
        (await dashboard(client.token)).json().data.active_jobs as {
          title: string;
          status: string;
          freelancers: { id: number }[];
        }[]
      ).map((job) => [job.title, job.status, job.freelancers.map((person) => person.id)]);
    const posted = await t.request({
      method: 'POST',
      url: '/jobs',
      token: client.token,
      payload: { ...HOURLY_JOB, title: 'Dashboard job', publish: false },
    });
    expect(posted.statusCode).toBe(201);
    const jobId = posted.json().data.id as number;
    expect(await titles()).toEqual([['Dashboard job', 'draft', []]]);

    expect((await t.request({ method: 'POST', url: `/jobs/${jobId}/publish`, token: client.token })).statusCode).toBe(
      200,
    );
    expect(await titles()).toEqual([]);

    const { contract } = await hire(t, client, freelancer, hourlyOffer(jobId, freelancer.id));
    expect(await titles()).toEqual([['Dashboard job', 'active', [freelancer.id]]]);

    const ended = await t.request({
      method: 'POST',
      url: `/contracts/${contract.id}/end`,
      token: client.token,
      payload: { rating: 5, review: 'Great work.' },
    });
    expect(ended.statusCode).toBe(200);
    expect(await titles()).toEqual([]);
  });

  it('ticks the credits tasks from real state as the user completes them', async () => {
    const client = await createClient(t);
    const tasks = async () => (await dashboard(client.token)).json().data.credits.tasks;
    await creditTasks.verifyEmail(t, client.email);
    expect(await tasks()).toEqual({ email_verified: true, billing_complete: false, payment_method: false });
    await creditTasks.completeBilling(t, client.token);
    expect(await tasks()).toEqual({ email_verified: true, billing_complete: true, payment_method: false });
    const cardId = await creditTasks.addCard(t, client.token);
    expect(await tasks()).toEqual({ email_verified: true, billing_complete: true, payment_method: true });
    await t.request({ method: 'DELETE', url: `/settings/payment-methods/${cardId}`, token: client.token });
    expect(await tasks()).toEqual({ email_verified: true, billing_complete: true, payment_method: false });
  });
});

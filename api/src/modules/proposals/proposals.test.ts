import { and, eq, sql } from 'drizzle-orm';
import {
  marketplaceMessages as m,
  jobsMessages,
  ownProposalResponseSchema,
  ownProposalsResponseSchema,
  proposalResponseSchema,
  proposalsResponseSchema,
  threadOpenedResponseSchema,
} from '@talentindia/contracts';
import { messages, notifications, offers, outbox, proposals, threads } from '../../db/schema';
import { createClient, createFreelancer, insertJob, insertProposal } from '../../testing/marketplace-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertContract, refusedWithoutChange } from '../jobs/jobs-testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '100' });
});
afterAll(async () => {
  await t.close();
});

const post = (token: string | undefined, url: string, payload?: object) =>
  t.request({ method: 'POST', url, token, ...(payload ? { payload } : {}) });
const get = (token: string | undefined, url: string) => t.request({ method: 'GET', url, token });

const HOURLY_PROPOSAL = {
  amount: '20',
  cover_letter: 'I have built three logistics dashboards in React.',
  rate_increase_percent: 10,
  weekly_limit: 40,
};
const FIXED_PROPOSAL = { amount: '1450.50', cover_letter: 'Flutter is what I do every day.' };

async function proposalRow(id: number) {
  const [row] = await t.app.db.select().from(proposals).where(eq(proposals.id, id));
  return row!;
}

async function scenario() {
  const client = await createClient(t, { first_name: 'Meera', last_name: 'Iyer' });
  const freelancer = await createFreelancer(t, { firstName: 'Arjun', lastName: 'Nair' });
  const job = await insertJob(t, client.id, { title: 'Dashboard <b>urgent</b>' });
  return { client, freelancer, job };
}

describe('who may call', () => {
  const freelancerRoutes = [
    ['POST', '/freelancer/jobs/1/proposals'],
    ['GET', '/freelancer/proposals'],
    ['POST', '/freelancer/proposals/1/withdraw'],
  ] as const;
  const clientRoutes = [
    ['GET', '/jobs/1/proposals'],
    ['POST', '/jobs/1/proposals/1/shortlist'],
    ['POST', '/jobs/1/proposals/1/archive'],
    ['POST', '/jobs/1/proposals/1/restore'],
    ['POST', '/jobs/1/proposals/1/message'],
  ] as const;
  const payloadFor = (method: string) => (method === 'POST' ? { ...HOURLY_PROPOSAL } : undefined);

  it.each([...freelancerRoutes, ...clientRoutes])('%s %s answers 401 without a session', async (method, url) => {
    const response = await t.request({ method, url, payload: payloadFor(method) });
    expect(response.statusCode).toBe(401);
  });

  it.each(freelancerRoutes)('%s %s refuses a client with a 403 and changes nothing', async (method, url) => {
    const client = await createClient(t);
    const response = await refusedWithoutChange(t, () =>
      t.request({ method, url, token: client.token, payload: payloadFor(method) }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: false, message: m.freelancersOnly });
  });

  it.each(clientRoutes)('%s %s refuses a freelancer with a 403 and changes nothing', async (method, url) => {
    const freelancer = await createFreelancer(t);
    const response = await refusedWithoutChange(t, () => t.request({ method, url, token: freelancer.token }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: false, message: m.clientsOnly });
  });
});

describe('POST /freelancer/jobs/:id/proposals', () => {
  it('saves the proposal, writes the `proposal` event in the thread, rings the client’s bell and mails them', async () => {
    const { client, freelancer, job } = await scenario();
    const response = await post(freelancer.token, `/freelancer/jobs/${job.id}/proposals`, HOURLY_PROPOSAL);
    expect(response.statusCode).toBe(201);
    const body = ownProposalResponseSchema.parse(response.json());
    expect(body).toEqual({
      status: true,
      message: m.proposalSent,
      data: {
        id: expect.any(Number),
        job: { id: job.id, title: job.title, type: 'hourly', status: 'open' },
        status: 'submitted',
        amount: { currency: 'USD', amount: 2000 },
        rate_increase_percent: 10,
        weekly_limit: 40,
        cover_letter: HOURLY_PROPOSAL.cover_letter,
        created_at: expect.any(String),
      },
    });
    expect(await proposalRow(body.data.id)).toMatchObject({
      jobId: job.id,
      freelancerId: freelancer.id,
      amountMinor: 2000,
      status: 'submitted',
      messagedAt: null,
    });

    const [thread] = await t.app.db.select().from(threads).where(eq(threads.jobId, job.id));
    expect(thread).toMatchObject({ clientId: client.id, freelancerId: freelancer.id });
    const events = await t.app.db.select().from(messages).where(eq(messages.threadId, thread!.id));
    expect(events).toEqual([
      expect.objectContaining({
        senderId: freelancer.id,
        recipientId: client.id,
        kind: 'proposal',
        body: 'Proposal: $20.00/hr, 10% increase every 6 months, 40 hrs/week',
        data: {
          proposal_id: body.data.id,
          job_id: job.id,
          job_title: job.title,
          type: 'hourly',
          amount: { currency: 'USD', amount: 2000 },
          rate_increase_percent: 10,
          weekly_limit: 40,
          cover_letter: HOURLY_PROPOSAL.cover_letter,
        },
        readAt: null,
      }),
    ]);

    const bell = await get(client.token, '/notifications');
    expect(bell.json().data[0]).toMatchObject({
      type: 'simple',
      // Names and titles are text: the job's "<b>" is shown, not obeyed.
      description:
        '<strong>Arjun Nair</strong> sent a proposal for <strong>Dashboard &lt;b&gt;urgent&lt;/b&gt;</strong>.',
      action: `/jobs/${job.id}`,
      seen: 0,
    });

    const [mail] = await t.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, client.email), eq(outbox.category, 'email_new_proposals')));
    expect(mail).toMatchObject({ subject: 'New proposal for Dashboard <b>urgent</b>', skippedReason: null });
    expect(mail!.text).toContain('Arjun Nair sent a proposal for your job “Dashboard <b>urgent</b>”: $20.00/hr');
    expect(mail!.text).toContain(`http://localhost:3000/jobs/${job.id}`);
    expect(mail!.html).toContain('Dashboard &lt;b&gt;urgent&lt;/b&gt;');
    expect(mail!.html).not.toContain('<b>urgent');
  });

  it('takes a fixed bid; the mail is skipped when the client switched new proposals off, the bell still rings', async () => {
    const client = await createClient(t);
    const freelancer = await createFreelancer(t);
    const job = await insertJob(t, client.id, {
      type: 'fixed',
      budgetMinor: 150000,
      hourlyRateMinMinor: null,
      hourlyRateMaxMinor: null,
      weeklyHours: null,
    });
    const off = await post(client.token, '/settings/email-preference', { email_new_proposals: 0 });
    expect(off.statusCode).toBe(200);
    const response = await post(freelancer.token, `/freelancer/jobs/${job.id}/proposals`, {
      ...FIXED_PROPOSAL,
      rate_increase_percent: null,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      amount: { currency: 'USD', amount: 145050 },
      rate_increase_percent: null,
      weekly_limit: null,
    });
    const [mail] = await t.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, client.email), eq(outbox.category, 'email_new_proposals')));
    expect(mail!.skippedReason).toBe('email_new_proposals is switched off in Email Preference');
    const [event] = await t.app.db.select().from(messages).where(eq(messages.recipientId, client.id));
    expect(event!.body).toBe('Proposal: $1,450.50');
    const bell = await t.app.db.select().from(notifications).where(eq(notifications.userId, client.id));
    expect(bell).toHaveLength(1);
  });

  it('refuses hourly terms on a fixed-price job with a 422 naming them, and saves nothing', async () => {
    const client = await createClient(t);
    const freelancer = await createFreelancer(t);
    const job = await insertJob(t, client.id, {
      type: 'fixed',
      budgetMinor: 150000,
      hourlyRateMinMinor: null,
      hourlyRateMaxMinor: null,
      weeklyHours: null,
    });
    const response = await refusedWithoutChange(t, () =>
      post(freelancer.token, `/freelancer/jobs/${job.id}/proposals`, { ...FIXED_PROPOSAL, weekly_limit: 20 }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: false,
      message: jobsMessages.hourlyTermsOnly,
      errors: { weekly_limit: jobsMessages.hourlyTermsOnly },
    });
  });

  it.each([
    ['no amount', { ...HOURLY_PROPOSAL, amount: '' }, { amount: m.proposalAmountRequired }],
    ['an amount that is not money', { ...HOURLY_PROPOSAL, amount: '20.001' }, { amount: m.amountInvalid }],
    ['no cover letter', { ...HOURLY_PROPOSAL, cover_letter: '  ' }, { cover_letter: m.coverLetterRequired }],
    [
      'a rate increase over 100%',
      { ...HOURLY_PROPOSAL, rate_increase_percent: 150 },
      {
        rate_increase_percent: m.rateIncreaseInvalid,
      },
    ],
    ['a weekly limit of 0', { ...HOURLY_PROPOSAL, weekly_limit: 0 }, { weekly_limit: m.weeklyLimitInvalid }],
  ])('refuses %s with a 422 and saves nothing', async (_name, payload, errors) => {
    const { freelancer, job } = await scenario();
    const response = await refusedWithoutChange(t, () =>
      post(freelancer.token, `/freelancer/jobs/${job.id}/proposals`, payload),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
  });

  it('refuses a draft (404), a closed or active job (409) and a second live proposal (409), changing nothing', async () => {
    const client = await createClient(t);
    const freelancer = await createFreelancer(t);
    const draft = await insertJob(t, client.id, { status: 'draft', publishedAt: null });
    const closed = await insertJob(t, client.id, { status: 'closed' });
    const active = await insertJob(t, client.id, { status: 'active' });
    const open = await insertJob(t, client.id);
    await insertProposal(t, open.id, freelancer.id);
    for (const [id, status, message] of [
      [draft.id, 404, m.jobNotFound],
      [987_654_321, 404, m.jobNotFound],
      [closed.id, 409, m.jobNotOpen],
      [active.id, 409, m.jobNotOpen],
      [open.id, 409, m.proposalExists],
    ] as const) {
      const response = await refusedWithoutChange(t, () =>
        post(freelancer.token, `/freelancer/jobs/${id}/proposals`, HOURLY_PROPOSAL),
      );
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status,
        body: { status: false, message },
      });
    }
  });

  it('refuses proposals once the client closed the job', async () => {
    const { client, freelancer } = await scenario();
    const created = await post(client.token, '/jobs', {
      title: 'Vue developer',
      description: 'A small Vue app.',
      type: 'fixed',
      budget: '500',
      skills: ['Vue'],
      developer_type: 'web',
      experience_level: 'entry',
      duration: 'less_than_1_month',
      publish: true,
    });
    const jobId = created.json().data.id as number;
    expect((await post(client.token, `/jobs/${jobId}/close`)).statusCode).toBe(200);
    const response = await post(freelancer.token, `/freelancer/jobs/${jobId}/proposals`, FIXED_PROPOSAL);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(m.jobNotOpen);
  });

  it('of 12 identical proposals sent at once, exactly one is saved; the others are 409s', async () => {
    const { client, freelancer, job } = await scenario();
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => post(freelancer.token, `/freelancer/jobs/${job.id}/proposals`, HOURLY_PROPOSAL)),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, ...Array(11).fill(409)]);
    for (const response of responses.filter((r) => r.statusCode === 409))
      expect(response.json()).toEqual({ status: false, message: m.proposalExists });
    const rows = await t.app.db.select().from(proposals).where(eq(proposals.jobId, job.id));
    expect(rows).toHaveLength(1);
    const events = await t.app.db.select().from(messages).where(eq(messages.recipientId, client.id));
    expect(events).toHaveLength(1);
    const bell = await t.app.db.select().from(notifications).where(eq(notifications.userId, client.id));
    expect(bell).toHaveLength(1);
  });
});

describe('GET /jobs/:id/proposals', () => {
  it('shows each tab with its count, newest first, with the freelancer’s card, thread and offer', async () => {
    const client = await createClient(t);
    const other = await createClient(t);
    const job = await insertJob(t, client.id);
    const people = await Promise.all(
      ['Asha', 'Bala', 'Chitra', 'Deepak', 'Esha'].map((firstName, index) =>
        createFreelancer(t, { firstName, lastName: 'Kumar', hourlyRateMinor: 2000 + index * 100 }),
      ),
    );
    const at = (minutes: number) => new Date(Date.parse('2026-04-01T00:00:00Z') + minutes * 60_000);
    const submitted = await insertProposal(t, job.id, people[0]!.id, { createdAt: at(1) });
    const shortlisted = await insertProposal(t, job.id, people[1]!.id, { status: 'shortlisted', createdAt: at(2) });
    const archived = await insertProposal(t, job.id, people[2]!.id, { status: 'archived', createdAt: at(3) });
    const hired = await insertProposal(t, job.id, people[3]!.id, { status: 'hired', createdAt: at(4) });
    await insertProposal(t, job.id, people[4]!.id, { status: 'withdrawn', createdAt: at(5) });
    const [offer] = await t.app.db
      .insert(offers)
      .values({
        jobId: job.id,
        clientId: client.id,
        freelancerId: people[1]!.id,
        proposalId: shortlisted.id,
        type: 'hourly',
        hourlyRateMinor: 2100,
        weeklyLimit: 20,
      })
      .returning();
    const thread = await post(client.token, `/jobs/${job.id}/proposals/${shortlisted.id}/message`);
    const threadId = thread.json().data.thread_id as number;

    const all = await get(client.token, `/jobs/${job.id}/proposals`);
    expect(all.statusCode).toBe(200);
    const body = proposalsResponseSchema.parse(all.json());
    expect(body.data.map((proposal) => proposal.id)).toEqual([hired.id, shortlisted.id, submitted.id]);
    expect(body.meta).toEqual({
      page: 1,
      per_page: 10,
      total: 3,
      has_more: false,
      counts: { all: 3, shortlisted: 1, archived: 1 },
    });
    expect(body.data[1]).toEqual({
      id: shortlisted.id,
      job_id: job.id,
      status: 'shortlisted',
      amount: { currency: 'USD', amount: 2000 },
      rate_increase_percent: null,
      weekly_limit: null,
      cover_letter: 'I have built many dashboards.',
      created_at: at(2).toISOString(),
      messaged: true,
      thread_id: threadId,
      freelancer: expect.objectContaining({
        id: people[1]!.id,
        first_name: 'Bala',
        last_name: 'Kumar',
        hourly_rate: { currency: 'USD', amount: 2100 },
        city: 'Pune',
        identity_verified: false,
      }),
      offer: { id: offer!.id, status: 'pending' },
    });
    expect(body.data[2]).toMatchObject({ messaged: false, thread_id: null, offer: null });

    const shortTab = proposalsResponseSchema.parse(
      (await get(client.token, `/jobs/${job.id}/proposals?view=shortlisted`)).json(),
    );
    expect(shortTab.data.map((proposal) => proposal.id)).toEqual([shortlisted.id]);
    expect(shortTab.meta.total).toBe(1);
    const archivedTab = (await get(client.token, `/jobs/${job.id}/proposals?view=archived`)).json();
    expect(archivedTab.data.map((proposal: { id: number }) => proposal.id)).toEqual([archived.id]);

    const foreign = await get(other.token, `/jobs/${job.id}/proposals`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ status: false, message: m.jobNotFound });
    expect((await get(client.token, `/jobs/${job.id}/proposals?view=withdrawn`)).statusCode).toBe(422);
  });

  it('pages 11 proposals: 10, then 1; past the end is empty', async () => {
    const client = await createClient(t);
    const job = await insertJob(t, client.id);
    const people = await Promise.all(Array.from({ length: 11 }, () => createFreelancer(t)));
    for (const person of people) await insertProposal(t, job.id, person.id);
    const first = (await get(client.token, `/jobs/${job.id}/proposals`)).json();
    expect(first.data).toHaveLength(10);
    expect(first.meta).toMatchObject({ page: 1, total: 11, has_more: true });
    const second = (await get(client.token, `/jobs/${job.id}/proposals?page=2`)).json();
    expect(second.data).toHaveLength(1);
    expect(second.meta).toMatchObject({ page: 2, total: 11, has_more: false });
    const ids = new Set([...first.data, ...second.data].map((proposal: { id: number }) => proposal.id));
    expect(ids.size).toBe(11);
    expect((await get(client.token, `/jobs/${job.id}/proposals?page=3`)).json().data).toEqual([]);
  });
});

describe('shortlist, archive, restore', () => {
  it('moves a proposal between the tabs; asking for the status it has is a no-op', async () => {
    const { client, freelancer, job } = await scenario();
    const proposal = await insertProposal(t, job.id, freelancer.id);
    const act = (action: string) => post(client.token, `/jobs/${job.id}/proposals/${proposal.id}/${action}`);
    const steps = [
      ['shortlist', 'shortlisted', m.proposalShortlisted],
      ['shortlist', 'shortlisted', m.proposalShortlisted],
      ['archive', 'archived', m.proposalArchived],
      ['shortlist', 'shortlisted', m.proposalShortlisted],
      ['restore', 'submitted', m.proposalRestored],
      ['archive', 'archived', m.proposalArchived],
      ['restore', 'submitted', m.proposalRestored],
      ['restore', 'submitted', m.proposalRestored],
    ] as const;
    for (const [action, status, message] of steps) {
      const response = await act(action);
      expect(response.statusCode).toBe(200);
      const body = proposalResponseSchema.parse(response.json());
      expect({ message: body.message, status: body.data.status }).toEqual({ message, status });
      expect((await proposalRow(proposal.id)).status).toBe(status);
    }
  });

  it('refuses a withdrawn or hired proposal with a 409, and others’ with a 404, changing nothing', async () => {
    const { client, freelancer, job } = await scenario();
    const bob = await createClient(t);
    const bobJob = await insertJob(t, bob.id);
    const other = await createFreelancer(t);
    const withdrawn = await insertProposal(t, job.id, freelancer.id, { status: 'withdrawn' });
    const hired = await insertProposal(t, job.id, other.id, { status: 'hired' });
    const onBobJob = await insertProposal(t, bobJob.id, freelancer.id);
    for (const action of ['shortlist', 'archive', 'restore']) {
      for (const proposal of [withdrawn, hired]) {
        const response = await refusedWithoutChange(t, () =>
          post(client.token, `/jobs/${job.id}/proposals/${proposal.id}/${action}`),
        );
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ status: false, message: m.proposalNotChangeable });
      }
      for (const url of [
        `/jobs/${bobJob.id}/proposals/${onBobJob.id}/${action}`,
        // Bob's proposal under Alice's job id, and Alice's under Bob's: neither is found.
        `/jobs/${job.id}/proposals/${onBobJob.id}/${action}`,
        `/jobs/${bobJob.id}/proposals/${hired.id}/${action}`,
        `/jobs/${job.id}/proposals/987654321/${action}`,
      ]) {
        const response = await refusedWithoutChange(t, () => post(client.token, url));
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ status: false, message: m.proposalNotFound });
      }
    }
  });
});

describe('POST /jobs/:id/proposals/:proposalId/message', () => {
  it('opens one thread with the freelancer about the job; the proposal counts as messaged once', async () => {
    const { client, freelancer, job } = await scenario();
    const proposal = await insertProposal(t, job.id, freelancer.id, { status: 'hired' });
    const first = await post(client.token, `/jobs/${job.id}/proposals/${proposal.id}/message`);
    expect(first.statusCode).toBe(200);
    const body = threadOpenedResponseSchema.parse(first.json());
    expect(body.message).toBe(m.threadOpened);
    const [thread] = await t.app.db.select().from(threads).where(eq(threads.id, body.data.thread_id));
    expect(thread).toMatchObject({ clientId: client.id, freelancerId: freelancer.id, jobId: job.id });
    const messagedAt = (await proposalRow(proposal.id)).messagedAt;
    expect(messagedAt).toBeInstanceOf(Date);

    const second = await post(client.token, `/jobs/${job.id}/proposals/${proposal.id}/message`);
    expect(second.json().data.thread_id).toBe(body.data.thread_id);
    expect((await proposalRow(proposal.id)).messagedAt).toEqual(messagedAt);
    const count = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(threads)
      .where(eq(threads.jobId, job.id));
    expect(count[0]!.n).toBe(1);
    expect((await get(client.token, `/jobs/${job.id}`)).json().data).toMatchObject({ proposals: 1, messaged: 1 });
  });

  it('refuses a withdrawn proposal (409) and another client’s (404), changing nothing', async () => {
    const { client, freelancer, job } = await scenario();
    const bob = await createClient(t);
    const withdrawn = await insertProposal(t, job.id, freelancer.id, { status: 'withdrawn' });
    const live = await insertProposal(t, job.id, (await createFreelancer(t)).id);
    const refused = await refusedWithoutChange(t, () =>
      post(client.token, `/jobs/${job.id}/proposals/${withdrawn.id}/message`),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ status: false, message: m.proposalNotChangeable });
    const foreign = await refusedWithoutChange(t, () =>
      post(bob.token, `/jobs/${job.id}/proposals/${live.id}/message`),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ status: false, message: m.proposalNotFound });
  });
});

describe('the freelancer’s own proposals', () => {
  it('GET /freelancer/proposals lists only theirs, newest first, withdrawn ones too, in pages', async () => {
    const client = await createClient(t);
    const me = await createFreelancer(t);
    const other = await createFreelancer(t);
    const at = (minutes: number) => new Date(Date.parse('2026-05-01T00:00:00Z') + minutes * 60_000);
    const mine: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      const job = await insertJob(t, client.id, { title: `Job ${index}` });
      mine.push(
        (
          await insertProposal(t, job.id, me.id, {
            createdAt: at(index),
            status: index === 0 ? 'withdrawn' : 'submitted',
          })
        ).id,
      );
      await insertProposal(t, job.id, other.id, { createdAt: at(index) });
    }
    const first = ownProposalsResponseSchema.parse((await get(me.token, '/freelancer/proposals')).json());
    expect(first.data.map((proposal) => proposal.id)).toEqual([...mine].reverse().slice(0, 10));
    expect(first.meta).toEqual({ page: 1, per_page: 10, total: 11, has_more: true });
    expect(first.data[0]!.job).toMatchObject({ title: 'Job 10', type: 'hourly', status: 'open' });
    const second = ownProposalsResponseSchema.parse((await get(me.token, '/freelancer/proposals?page=2')).json());
    expect(second.data.map((proposal) => [proposal.id, proposal.status])).toEqual([[mine[0], 'withdrawn']]);
    expect(second.meta.has_more).toBe(false);
  });

  it('withdraws a submitted, shortlisted or archived proposal, tells the client, and may propose again', async () => {
    const { client, freelancer, job } = await scenario();
    for (const status of ['submitted', 'shortlisted', 'archived'] as const) {
      const proposal = await insertProposal(t, job.id, freelancer.id, { status });
      const response = await post(freelancer.token, `/freelancer/proposals/${proposal.id}/withdraw`);
      expect(response.statusCode).toBe(200);
      expect(ownProposalResponseSchema.parse(response.json())).toMatchObject({
        message: m.proposalWithdrawn,
        data: { id: proposal.id, status: 'withdrawn' },
      });
      expect((await proposalRow(proposal.id)).status).toBe('withdrawn');
    }
    const bell = (await get(client.token, '/notifications')).json().data[0];
    expect(bell).toMatchObject({
      description:
        '<strong>Arjun Nair</strong> withdrew their proposal for <strong>Dashboard &lt;b&gt;urgent&lt;/b&gt;</strong>.',
      action: `/jobs/${job.id}`,
    });
    const again = await post(freelancer.token, `/freelancer/jobs/${job.id}/proposals`, HOURLY_PROPOSAL);
    expect(again.statusCode).toBe(201);
  });

  it('refuses a hired or withdrawn proposal (409) and another freelancer’s (404), changing nothing', async () => {
    const { client, freelancer, job } = await scenario();
    const other = await createFreelancer(t);
    const hired = await insertProposal(t, job.id, freelancer.id, { status: 'hired' });
    await insertContract(t, { id: job.id, clientId: client.id }, freelancer.id);
    const job2 = await insertJob(t, client.id);
    const withdrawn = await insertProposal(t, job2.id, freelancer.id, { status: 'withdrawn' });
    const others = await insertProposal(t, job2.id, other.id);
    for (const [id, status, message] of [
      [hired.id, 409, m.proposalNotWithdrawable],
      [withdrawn.id, 409, m.proposalNotChangeable],
      [others.id, 404, m.proposalNotFound],
      [987_654_321, 404, m.proposalNotFound],
    ] as const) {
      const response = await refusedWithoutChange(t, () =>
        post(freelancer.token, `/freelancer/proposals/${id}/withdraw`),
      );
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status,
        body: { status: false, message },
      });
    }
  });
});

import { and, eq, sql } from 'drizzle-orm';
import {
  contracts,
  creditEntries,
  freelancerProfiles,
  jobs,
  messages,
  milestones,
  offers,
  paymentMethods,
  proposals,
  queuedWork,
  reviews,
  sessions,
  testProviderPaymentMethods,
  threads,
  timeEntries,
  users,
} from '../../db/schema';
import { createClient, createFreelancer, insertJob, insertProposal } from '../../testing/marketplace-fixtures';
import { createTestApp, latestMail, linkToken, type TestApp } from '../../testing/test-app';
import {
  createPayingClient,
  fixedOffer,
  hire,
  hourlyOffer,
  notificationsOf,
  sendOffer,
  settableClock,
} from '../contracts/hiring-testing';
import { DELETED_USER } from './account-erasure';

type Account = { id: number; token: string; email: string };

// A Wednesday, 11:30 in India.
const clock = settableClock('2026-03-04T06:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' }, { clock });
});
afterAll(() => t.close());
beforeEach(() => clock.set('2026-03-04T06:00:00Z'));

const post = (url: string, token: string, payload?: Record<string, unknown>) =>
  t.request({ method: 'POST', url, token, ...(payload ? { payload } : {}) });
const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });

/** The whole deletion as the person does it: the request, then the mailed link. */
async function deleteAccount(person: Account) {
  expect((await t.request({ method: 'DELETE', url: '/settings/profile', token: person.token })).statusCode).toBe(200);
  const link = linkToken((await latestMail(t, person.email))!.text, '/delete-account');
  const response = await t.request({ method: 'POST', url: '/account/delete', payload: { token: link } });
  expect(response.statusCode).toBe(200);
}

/** Counts of the shared rows of a pair's contracts: they must not change when either side leaves. */
async function sharedRows(clientId: number, freelancerId: number) {
  const count = async (query: ReturnType<typeof sql>) =>
    Number(((await t.app.db.execute(query)) as unknown as { rows: { n: string }[] }).rows[0]!.n);
  const pair = sql`c.client_id = ${clientId} and c.freelancer_id = ${freelancerId}`;
  return {
    contracts: await count(sql`select count(*) as n from contracts c where ${pair}`),
    milestones: await count(
      sql`select count(*) as n from milestones m join contracts c on c.id = m.contract_id where ${pair}`,
    ),
    hours: await count(
      sql`select count(*) as n from time_entries e join contracts c on c.id = e.contract_id where ${pair}`,
    ),
    reviews: await count(
      sql`select count(*) as n from reviews r join contracts c on c.id = r.contract_id where ${pair}`,
    ),
    threads: await count(
      sql`select count(*) as n from threads th where th.client_id = ${clientId} and th.freelancer_id = ${freelancerId}`,
    ),
    messages: await count(
      sql`select count(*) as n from messages ms join threads th on th.id = ms.thread_id where th.client_id = ${clientId} and th.freelancer_id = ${freelancerId}`,
    ),
  };
}

/**
 * A client and a freelancer with a live hourly contract (hours logged), an ended fixed-price one
 * (milestones, a review) and a thread of hiring events between them.
 */
async function workingPair() {
  // Issue 19: offers come from a client who can pay (a saved card).
  const client = await createPayingClient(t, { first_name: 'Alice', last_name: 'Menon' });
  const freelancer = await createFreelancer(t, { firstName: 'Frank', lastName: 'Pillai' });
  const hourlyJob = await insertJob(t, client.id, { title: 'Hourly dashboard' });
  const live = await hire(t, client, freelancer, hourlyOffer(hourlyJob.id, freelancer.id));
  const logged = await post(`/freelancer/contracts/${live.contract.id}/hours`, freelancer.token, {
    work_date: '2026-03-04',
    minutes: 90,
    description: 'Charts',
  });
  expect(logged.statusCode).toBe(201);
  const fixedJob = await insertJob(t, client.id, { type: 'fixed', budgetMinor: 150000, title: 'Fixed landing page' });
  const done = await hire(t, client, freelancer, fixedOffer(fixedJob.id, freelancer.id));
  const ended = await post(`/contracts/${done.contract.id}/end`, client.token, { rating: 5, review: 'Tidy work.' });
  expect(ended.statusCode).toBe(200);
  return { client, freelancer, hourlyJob, fixedJob, liveId: live.contract.id, endedId: done.contract.id };
}

describe('deleting a client', () => {
  it('keeps the freelancer’s contracts, milestones, hours, review and messages under "Deleted user"', async () => {
    const { client, freelancer, hourlyJob, liveId, endedId } = await workingPair();
    const before = await sharedRows(client.id, freelancer.id);
    expect(before).toEqual({
      contracts: 2,
      milestones: 2,
      hours: 1,
      reviews: 1,
      threads: 2,
      messages: expect.any(Number),
    });
    // A pending offer to someone else, an open job with a proposal, a draft.
    const gina = await createFreelancer(t, { firstName: 'Gina', lastName: 'Kapoor' });
    const openJob = await insertJob(t, client.id, { title: 'Open job' });
    await insertProposal(t, openJob.id, gina.id);
    const offerJob = await insertJob(t, client.id, { title: 'Offer job' });
    const pending = await sendOffer(t, client.token, hourlyOffer(offerJob.id, gina.id));
    expect(pending.statusCode).toBe(201);
    const draft = await insertJob(t, client.id, { title: 'Draft', status: 'draft', publishedAt: null });

    clock.set('2026-03-05T06:00:00Z');
    await deleteAccount(client);

    expect(await sharedRows(client.id, freelancer.id)).toEqual(before);
    // The freelancer's own views still show the work, with the client as "Deleted user".
    const list = await get('/freelancer/contracts', freelancer.token);
    expect(list.statusCode).toBe(200);
    const listed = list.json().data as { id: number; status: string; client: Record<string, unknown> }[];
    expect(listed.map((contract) => [contract.id, contract.status])).toEqual(
      expect.arrayContaining([
        [liveId, 'ended'],
        [endedId, 'ended'],
      ]),
    );
    expect(JSON.stringify(list.json())).not.toContain('Alice');
    for (const contract of listed) expect(contract.client).toMatchObject({ first_name: 'Deleted', last_name: 'user' });
    const history = await get(`/freelancers/${freelancer.id}/work-history?status=completed`, freelancer.token);
    expect(history.statusCode).toBe(200);
    expect(JSON.stringify(history.json())).not.toContain('Menon');

    // The live contract ended now, its job closed, and the freelancer was told.
    const [live] = await t.app.db.select().from(contracts).where(eq(contracts.id, liveId));
    expect(live).toMatchObject({ status: 'ended', endedAt: new Date('2026-03-05T06:00:00Z') });
    expect((await t.app.db.select().from(jobs).where(eq(jobs.id, hourlyJob.id)))[0]!.status).toBe('closed');
    expect((await notificationsOf(t, freelancer.id)).at(-1)).toMatchObject({
      type: 'warning',
      description: expect.stringContaining('the client deleted their account'),
    });
    // What others waited on ends; the draft nobody saw goes.
    expect((await t.app.db.select().from(jobs).where(eq(jobs.id, openJob.id)))[0]!.status).toBe('closed');
    expect((await t.app.db.select().from(offers).where(eq(offers.id, pending.json().data.id)))[0]!.status).toBe(
      'withdrawn',
    );
    expect(await t.app.db.select().from(jobs).where(eq(jobs.id, draft.id))).toEqual([]);

    // The person is erased: no name, address, password, Google, picture or session; no sign-in.
    const [row] = await t.app.db.select().from(users).where(eq(users.id, client.id));
    expect(row).toMatchObject({
      ...DELETED_USER,
      passwordHash: null,
      googleSubject: null,
      googleEmail: null,
      imageKey: null,
      emailVerifiedAt: null,
      deletedAt: new Date('2026-03-05T06:00:00Z'),
    });
    expect(row!.email).toMatch(/^deleted-\d+-[0-9a-f]{16}@deleted\.invalid$/);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, client.id))).toEqual([]);
    expect((await get('/settings/profile', client.token)).statusCode).toBe(401);
  });

  it('keeps its credit entries (records of money) and detaches its saved cards at the provider', async () => {
    const client = await createClient(t);
    await t.app.db
      .insert(creditEntries)
      .values({ userId: client.id, currency: 'USD', amountMinor: 100000, kind: 'claim', createdAt: clock.now() });
    const setup = await get('/settings/payment-methods/stripe/setup', client.token);
    const confirmed = await post('/settings/payment-methods/test-provider/confirm', client.token, {
      client_secret: setup.json().data.client_secret,
      card_number: '4242 4242 4242 4242',
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
    });
    const pm = confirmed.json().data.payment_method as string;
    expect(
      (await post('/settings/payment-methods/stripe/setup', client.token, { payment_method: pm })).statusCode,
    ).toBe(201);

    await deleteAccount(client);

    expect(await t.app.db.select().from(creditEntries).where(eq(creditEntries.userId, client.id))).toHaveLength(1);
    expect(await t.app.db.select().from(paymentMethods).where(eq(paymentMethods.userId, client.id))).toEqual([]);
    const [work] = await t.app.db
      .select()
      .from(queuedWork)
      .where(and(eq(queuedWork.kind, 'card-detach'), sql`${queuedWork.payload}->>'paymentMethodId' = ${pm}`));
    // The idempotency key was saved with the work, before any provider call.
    expect(work!.payload).toMatchObject({ provider: 'test', paymentMethodId: pm, key: expect.stringContaining(pm) });
    await t.app.scheduler.drainQueue();
    const [card] = await t.app.db
      .select()
      .from(testProviderPaymentMethods)
      .where(eq(testProviderPaymentMethods.id, pm));
    expect(card!.customerId).toBeNull();
  });
});

describe('deleting a freelancer', () => {
  it('keeps the client’s contracts, milestones, hours, review and messages, and leaves the directory', async () => {
    const { client, freelancer, liveId } = await workingPair();
    const otherJob = await insertJob(t, client.id, { title: 'Another job' });
    const proposal = await insertProposal(t, otherJob.id, freelancer.id);
    const offerJob = await insertJob(t, client.id, { title: 'Offer job' });
    const pending = await sendOffer(t, client.token, hourlyOffer(offerJob.id, freelancer.id));
    const before = await sharedRows(client.id, freelancer.id);

    await deleteAccount(freelancer);

    expect(await sharedRows(client.id, freelancer.id)).toEqual(before);
    const list = await get('/contracts', client.token);
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).not.toContain('Pillai');
    const contractsListed = list.json().data as { freelancer: Record<string, unknown> }[];
    for (const contract of contractsListed)
      expect(contract.freelancer).toMatchObject({ first_name: 'Deleted', last_name: 'user' });
    expect((await t.app.db.select().from(contracts).where(eq(contracts.id, liveId)))[0]!.status).toBe('ended');
    expect((await notificationsOf(t, client.id)).at(-1)!.description).toContain('the freelancer deleted their account');
    expect((await t.app.db.select().from(proposals).where(eq(proposals.id, proposal.id)))[0]!.status).toBe('withdrawn');
    expect((await t.app.db.select().from(offers).where(eq(offers.id, pending.json().data.id)))[0]!.status).toBe(
      'declined',
    );
    // Their public profile is gone, and no new offer can reach them.
    expect(
      await t.app.db.select().from(freelancerProfiles).where(eq(freelancerProfiles.userId, freelancer.id)),
    ).toEqual([]);
    expect((await get(`/freelancers/${freelancer.id}`, client.token)).statusCode).toBe(404);
    const again = await sendOffer(t, client.token, hourlyOffer(otherJob.id, freelancer.id));
    expect(again.statusCode).toBe(404);
    // The rows keep naming the person's row, erased.
    expect(
      await t.app.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.freelancerId, freelancer.id)),
    ).toHaveLength(1);
    expect(
      await t.app.db
        .select({ id: timeEntries.id })
        .from(timeEntries)
        .innerJoin(contracts, eq(contracts.id, timeEntries.contractId))
        .where(eq(contracts.freelancerId, freelancer.id)),
    ).toHaveLength(1);
    expect(
      await t.app.db
        .select()
        .from(milestones)
        .innerJoin(contracts, eq(contracts.id, milestones.contractId))
        .where(eq(contracts.freelancerId, freelancer.id)),
    ).toHaveLength(2);
    expect(await t.app.db.select().from(threads).where(eq(threads.freelancerId, freelancer.id))).not.toHaveLength(0);
    expect(await t.app.db.select().from(messages).where(eq(messages.senderId, freelancer.id))).not.toHaveLength(0);
  });
});

describe('the catalogue', () => {
  /** Tables whose rows the other side of a contract (or the books) keeps: never deleted with a person. */
  const SHARED = [
    'charges',
    // The reports' running totals of the client's payments and hours (derived from shared records).
    'client_week_totals',
    'contracts',
    'credit_entries',
    'invoices',
    'jobs',
    'message_attachments',
    'messages',
    'money_transaction_months',
    'money_transactions',
    'offers',
    'proposals',
    'releases',
    'reviews',
    'thread_blocks',
    'thread_reports',
    'threads',
  ];
  /** Tables of the person's own rows, erased with them. */
  const OWN = [
    'billing_details',
    'email_preferences',
    'freelancer_educations',
    'freelancer_employments',
    'freelancer_portfolio_items',
    'freelancer_profiles',
    'live_events',
    'login_challenges',
    'notifications',
    'payment_customers',
    'payment_methods',
    'recovery_codes',
    'sessions',
    'sms_codes',
    'support_requests',
    'two_factor',
    'user_tokens',
  ];

  it('has no foreign key from a shared record to users that cascades, and every table that names a user is one or the other', async () => {
    const references = (
      (await t.app.db.execute(sql`
        select tc.table_name, kcu.column_name, rc.delete_rule
        from information_schema.table_constraints tc
        join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name
        join information_schema.referential_constraints rc on rc.constraint_name = tc.constraint_name
        join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
        where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'users'
        order by tc.table_name, kcu.column_name`)) as unknown as {
        rows: { table_name: string; column_name: string; delete_rule: string }[];
      }
    ).rows;
    const shared = references.filter((reference) => SHARED.includes(reference.table_name));
    expect(shared.length).toBeGreaterThanOrEqual(13);
    expect(
      shared.filter((reference) => reference.delete_rule === 'CASCADE' || reference.delete_rule === 'SET NULL'),
    ).toEqual([]);
    // A new table that names a user must be placed in one list or the other.
    expect(
      references.map((reference) => reference.table_name).filter((name) => ![...SHARED, ...OWN].includes(name)),
    ).toEqual([]);
    // And the shared records' own children (milestones, hours, reviews) hang on contracts, which are kept.
  });

  it('refuses to delete a user row that shared records name', async () => {
    const { client } = await workingPair();
    await expect(t.app.db.delete(users).where(eq(users.id, client.id))).rejects.toThrow();
    expect(await t.app.db.select({ id: users.id }).from(users).where(eq(users.id, client.id))).toHaveLength(1);
  });
});

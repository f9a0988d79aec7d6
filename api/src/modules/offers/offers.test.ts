import { and, eq } from 'drizzle-orm';
import { OFFERS_PAGE_SIZE, hiringMessages, marketplaceMessages as m } from '@talentindia/contracts';
import { charges, contracts, invoices, jobs, milestones, offers, proposals, users } from '../../db/schema';
import { createClient, createFreelancer, insertJob, insertProposal } from '../../testing/marketplace-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  createPayingClient,
  expectJobInvariant,
  expectNothingChanged,
  fixedOffer,
  hire,
  hourlyOffer,
  jobStatus,
  mailsTo,
  notificationsOf,
  sendOffer,
  settableClock,
  threadEvents,
} from '../contracts/hiring-testing';

type Account = { id: number; token: string; email: string };

// A Wednesday: in India (every account's default zone) it is 11:30 on the same day.
const clock = settableClock('2026-03-04T06:00:00Z');
let t: TestApp;
let alice: Account;
let bob: Account;
let frank: Account;
let gina: Account;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' }, { clock });
  // Issue 19: offers come from clients who can pay (a saved card).
  alice = await createPayingClient(t, { first_name: 'Alice', last_name: 'Menon' });
  bob = await createPayingClient(t, { first_name: 'Bob', last_name: 'Das' });
  frank = await createFreelancer(t, { firstName: 'Frank', lastName: 'Pillai' });
  gina = await createFreelancer(t, { firstName: 'Gina', lastName: 'Kapoor' });
});
afterAll(() => t.close());
beforeEach(() => clock.set('2026-03-04T06:00:00Z'));

const offerRow = async (id: number) => (await t.app.db.select().from(offers).where(eq(offers.id, id)))[0]!;
const contractRows = (offerId: number) => t.app.db.select().from(contracts).where(eq(contracts.offerId, offerId));
const post = (url: string, token: string, payload?: Record<string, unknown>) =>
  t.request({ method: 'POST', url, token, ...(payload ? { payload } : {}) });
const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });
const person = (account: Account, first: string, last: string) => ({
  id: account.id,
  first_name: first,
  last_name: last,
  image: null,
});

describe('POST /offers', () => {
  it('sends an hourly offer: the offer as stored, the offer_sent event, the bell and the mail', async () => {
    const job = await insertJob(t, alice.id, { title: 'Dashboard in React' });
    const proposal = await insertProposal(t, job.id, frank.id);
    const response = await sendOffer(t, alice.token, hourlyOffer(job.id, frank.id, { proposal_id: proposal.id }));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      status: true,
      message: m.offerSent,
      data: {
        id: expect.any(Number),
        job: { id: job.id, title: 'Dashboard in React' },
        client: person(alice, 'Alice', 'Menon'),
        freelancer: person(frank, 'Frank', 'Pillai'),
        proposal_id: proposal.id,
        type: 'hourly',
        hourly_rate: { currency: 'USD', amount: 2550 },
        weekly_limit: 20,
        milestones: [],
        message: 'Looking forward to working with you.',
        status: 'pending',
        created_at: '2026-03-04T06:00:00.000Z',
        responded_at: null,
        contract_id: null,
      },
    });
    const row = await offerRow(body.data.id);
    expect(row).toMatchObject({ status: 'pending', hourlyRateMinor: 2550, weeklyLimit: 20, currency: 'USD' });
    // Sending an offer hires nobody yet.
    expect(await jobStatus(t, job.id)).toBe('open');

    const events = await threadEvents(t, alice.id, frank.id, job.id);
    expect(events).toEqual([
      {
        kind: 'offer_sent',
        body: 'Offer sent',
        senderId: alice.id,
        recipientId: frank.id,
        readAt: null,
        data: {
          offer_id: body.data.id,
          job_title: 'Dashboard in React',
          type: 'hourly',
          hourly_rate: { currency: 'USD', amount: 2550 },
          weekly_limit: 20,
          milestones: [],
          message: 'Looking forward to working with you.',
        },
      },
    ]);
    const bell = (await notificationsOf(t, frank.id)).at(-1)!;
    expect(bell).toEqual({
      type: 'simple',
      description: '<b>Alice Menon</b> sent you an offer for <b>Dashboard in React</b>.',
      action: expect.stringMatching(/^\/messages\?thread=\d+$/),
    });
    const mail = (await mailsTo(t, frank.email)).at(-1)!;
    expect(mail).toMatchObject({
      subject: 'New offer: Dashboard in React',
      category: 'email_offer_updates',
      skippedReason: null,
    });
    expect(mail.text).toContain('Alice Menon sent you an offer for “Dashboard in React”.');
    expect(mail.text).toContain('$25.50/hr, up to 20 hours a week.');
    expect(mail.text).toContain(`http://localhost:3000${bell.action}`);
  });

  it('sends a fixed-price offer with its milestones in order, in cents, ignoring the hourly fields', async () => {
    const job = await insertJob(t, alice.id, { type: 'fixed', budgetMinor: 150000 });
    const response = await sendOffer(
      t,
      alice.token,
      fixedOffer(job.id, frank.id, { hourly_rate: '99', weekly_limit: '10' }),
    );
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({ type: 'fixed', hourly_rate: null, weekly_limit: null, proposal_id: null });
    expect(data.milestones).toEqual([
      {
        id: expect.any(Number),
        name: 'Design',
        amount: { currency: 'USD', amount: 30000 },
        due_date: '2026-03-10',
        status: 'pending',
        funded_at: null,
        submitted_at: null,
        approved_at: null,
        changes_note: null,
      },
      {
        id: expect.any(Number),
        name: 'Build',
        amount: { currency: 'USD', amount: 120075 },
        due_date: '2026-04-01',
        status: 'pending',
        funded_at: null,
        submitted_at: null,
        approved_at: null,
        changes_note: null,
      },
    ]);
    expect(await offerRow(data.id)).toMatchObject({ hourlyRateMinor: null, weeklyLimit: null });
    const stored = await t.app.db.select().from(milestones).where(eq(milestones.offerId, data.id));
    expect(stored.map((row) => [row.position, row.name, row.amountMinor, row.contractId])).toEqual([
      [0, 'Design', 30000, null],
      [1, 'Build', 120075, null],
    ]);
    const mail = (await mailsTo(t, frank.email)).at(-1)!;
    expect(mail.text).toContain('Fixed price, $1,500.75 in 2 milestones.');
  });

  it('ignores milestones sent with an hourly offer', async () => {
    const job = await insertJob(t, alice.id);
    const response = await sendOffer(
      t,
      alice.token,
      hourlyOffer(job.id, frank.id, { milestones: [{ name: 'x', amount: '5', due_date: '2026-03-10' }] }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data.milestones).toEqual([]);
    expect(await t.app.db.select().from(milestones).where(eq(milestones.offerId, response.json().data.id))).toEqual([]);
  });

  it('refuses an incomplete offer with the form’s messages, changing nothing', async () => {
    const job = await insertJob(t, alice.id);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        hourlyOffer(job.id, frank.id, { hourly_rate: '', weekly_limit: '' }),
        {
          hourly_rate: m.hourlyRateRequired,
          weekly_limit: m.weeklyLimitRequired,
        },
      ],
      [fixedOffer(job.id, frank.id, { milestones: [] }), { milestones: m.milestonesRequired }],
      [hourlyOffer(job.id, frank.id, { hourly_rate: '0.50' }), { hourly_rate: m.amountInvalid }],
      [hourlyOffer(job.id, frank.id, { weekly_limit: '81' }), { weekly_limit: m.weeklyLimitInvalid }],
      [hourlyOffer(job.id, frank.id, { type: '' }), { type: m.typeRequired }],
      [hourlyOffer(null as unknown as number, frank.id), { job_id: m.jobRequired }],
      [
        fixedOffer(job.id, frank.id, { milestones: [{ name: '', amount: 'abc', due_date: '2026-02-30' }] }),
        {
          'milestones.0.name': m.milestoneNameRequired,
          'milestones.0.amount': m.amountInvalid,
          'milestones.0.due_date': m.dueDateInvalid,
        },
      ],
    ];
    for (const [payload, errors] of cases) {
      const response = await expectNothingChanged(t, () => sendOffer(t, alice.token, payload));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(errors);
    }
    // Not even the shape of an offer: still a 422, never a crash of the form's cross-field rule.
    for (const payload of [fixedOffer(job.id, frank.id, { milestones: null }), [], null]) {
      const response = await expectNothingChanged(t, () =>
        t.request({ method: 'POST', url: '/offers', token: alice.token, payload: payload as never }),
      );
      expect(response.statusCode).toBe(422);
    }
  });

  it('refuses a due date before today (in the client’s time zone) with a 422 naming the milestone', async () => {
    const job = await insertJob(t, alice.id, { type: 'fixed', budgetMinor: 100000 });
    const payload = fixedOffer(job.id, gina.id, {
      milestones: [
        { name: 'Design', amount: '300', due_date: '2026-03-04' },
        { name: 'Build', amount: '300', due_date: '2026-03-03' },
      ],
    });
    const response = await expectNothingChanged(t, () => sendOffer(t, alice.token, payload));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: false,
      message: m.dueDateInvalid,
      errors: { 'milestones.1.due_date': m.dueDateInvalid },
    });

    // 20:00 UTC on the 4th is 01:30 on the 5th in India: "today" is already the 5th for Alice…
    clock.set('2026-03-04T20:00:00Z');
    const today = { milestones: [{ name: 'Design', amount: '300', due_date: '2026-03-04' }] };
    const refused = await expectNothingChanged(t, () => sendOffer(t, alice.token, fixedOffer(job.id, gina.id, today)));
    expect(refused.statusCode).toBe(422);
    // …but still the 4th for a client whose profile is in UTC.
    await t.app.db.update(users).set({ timezone: 'UTC' }).where(eq(users.id, alice.id));
    try {
      const accepted = await sendOffer(t, alice.token, fixedOffer(job.id, gina.id, today));
      expect(accepted.statusCode).toBe(201);
    } finally {
      await t.app.db.update(users).set({ timezone: 'Asia/Kolkata' }).where(eq(users.id, alice.id));
    }
  });

  it('answers 404 for a job that is not the client’s, a freelancer who is not one, or a proposal that does not fit', async () => {
    const aliceJob = await insertJob(t, alice.id);
    const bobJob = await insertJob(t, bob.id);
    const otherJob = await insertJob(t, alice.id);
    const ginaProposal = await insertProposal(t, aliceJob.id, gina.id);
    const otherJobProposal = await insertProposal(t, otherJob.id, frank.id);
    const withdrawn = await insertProposal(t, aliceJob.id, frank.id, { status: 'withdrawn' });
    const cases: [Record<string, unknown>, string][] = [
      [hourlyOffer(bobJob.id, frank.id), m.jobNotFound],
      [hourlyOffer(987_654_321, frank.id), m.jobNotFound],
      [hourlyOffer(aliceJob.id, bob.id), m.freelancerNotFound],
      [hourlyOffer(aliceJob.id, 987_654_321), m.freelancerNotFound],
      [hourlyOffer(aliceJob.id, frank.id, { proposal_id: ginaProposal.id }), m.proposalNotFound],
      [hourlyOffer(aliceJob.id, frank.id, { proposal_id: otherJobProposal.id }), m.proposalNotFound],
      [hourlyOffer(aliceJob.id, frank.id, { proposal_id: withdrawn.id }), m.proposalNotFound],
    ];
    for (const [payload, message] of cases) {
      const response = await expectNothingChanged(t, () => sendOffer(t, alice.token, payload));
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 404,
        body: { status: false, message },
      });
    }
  });

  it('refuses with a 409 a job that is a draft or closed', async () => {
    for (const status of ['draft', 'closed'] as const) {
      const job = await insertJob(t, alice.id, { status });
      const response = await expectNothingChanged(t, () => sendOffer(t, alice.token, hourlyOffer(job.id, frank.id)));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ status: false, message: m.jobNotHiring });
    }
  });

  it('allows one pending offer per job and freelancer (409 offerPending), also when two are sent at once', async () => {
    const job = await insertJob(t, alice.id);
    const first = await sendOffer(t, alice.token, hourlyOffer(job.id, frank.id));
    expect(first.statusCode).toBe(201);
    const second = await expectNothingChanged(t, () => sendOffer(t, alice.token, hourlyOffer(job.id, frank.id)));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ status: false, message: m.offerPending });
    // Another freelancer may get an offer for the same job meanwhile.
    expect((await sendOffer(t, alice.token, hourlyOffer(job.id, gina.id))).statusCode).toBe(201);

    const raced = await insertJob(t, alice.id);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => sendOffer(t, alice.token, hourlyOffer(raced.id, frank.id))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const rows = await t.app.db.select().from(offers).where(eq(offers.jobId, raced.id));
    expect(rows).toHaveLength(1);
    expect(await threadEvents(t, alice.id, frank.id, raced.id)).toHaveLength(1);
  });

  it('refuses a freelancer already on an active contract for the job (409 alreadyHired); an ended one may be hired again', async () => {
    const job = await insertJob(t, alice.id);
    const { contract } = await hire(t, alice, frank, hourlyOffer(job.id, frank.id));
    const response = await expectNothingChanged(t, () => sendOffer(t, alice.token, hourlyOffer(job.id, frank.id)));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: false, message: m.alreadyHired });
    // The job is active: hiring another freelancer for it is allowed.
    expect((await sendOffer(t, alice.token, hourlyOffer(job.id, gina.id))).statusCode).toBe(201);
    await t.app.db.update(contracts).set({ status: 'ended' }).where(eq(contracts.id, contract.id));
    expect((await sendOffer(t, alice.token, hourlyOffer(job.id, frank.id))).statusCode).toBe(201);
  });

  it('is for clients: 403 for a freelancer, 401 without a session', async () => {
    const job = await insertJob(t, alice.id);
    const asFreelancer = await expectNothingChanged(t, () => sendOffer(t, frank.token, hourlyOffer(job.id, gina.id)));
    expect(asFreelancer.statusCode).toBe(403);
    expect(asFreelancer.json()).toEqual({ status: false, message: m.clientsOnly });
    const anonymous = await t.request({ method: 'POST', url: '/offers', payload: hourlyOffer(job.id, gina.id) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('escapes names and titles in the notification', async () => {
    const job = await insertJob(t, alice.id, { title: '<img src=x onerror=alert(1)> & more' });
    expect((await sendOffer(t, alice.token, hourlyOffer(job.id, gina.id))).statusCode).toBe(201);
    const bell = (await notificationsOf(t, gina.id)).at(-1)!;
    expect(bell.description).toBe(
      '<b>Alice Menon</b> sent you an offer for <b>&lt;img src=x onerror=alert(1)&gt; &amp; more</b>.',
    );
    const mail = (await mailsTo(t, gina.email)).at(-1)!;
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; more');
  });

  it('mails nothing to a freelancer who switched offer updates off, and still rings the bell', async () => {
    const quiet = await createFreelancer(t, { firstName: 'Quiet', lastName: 'Iyer' });
    const switched = await t.request({
      method: 'POST',
      url: '/settings/email-preference',
      token: quiet.token,
      payload: { email_offer_updates: 0 },
    });
    expect(switched.statusCode).toBe(200);
    const job = await insertJob(t, alice.id);
    expect((await sendOffer(t, alice.token, hourlyOffer(job.id, quiet.id))).statusCode).toBe(201);
    const mail = (await mailsTo(t, quiet.email)).at(-1)!;
    expect(mail).toMatchObject({
      subject: `New offer: ${job.title}`,
      skippedReason: 'email_offer_updates is switched off in Email Preference',
    });
    expect((await notificationsOf(t, quiet.id)).map((row) => row.description)).toEqual([
      `<b>Alice Menon</b> sent you an offer for <b>${job.title}</b>.`,
    ]);
  });
});

describe('GET /offers and GET /offers/:id (client)', () => {
  it('reads the client’s own offer; another client’s, a missing one or a bad id is a 404; a freelancer is a 403', async () => {
    const job = await insertJob(t, alice.id);
    const offerId = (await sendOffer(t, alice.token, hourlyOffer(job.id, frank.id))).json().data.id as number;
    const own = await get(`/offers/${offerId}`, alice.token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ status: true, data: expect.objectContaining({ id: offerId, status: 'pending' }) });
    for (const [url, token] of [
      [`/offers/${offerId}`, bob.token],
      ['/offers/987654321', alice.token],
    ] as const) {
      const response = await get(url, token);
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 404,
        body: { status: false, message: m.offerNotFound },
      });
    }
    // Not an id at all: the same 404, with the same words.
    const bad = await get('/offers/abc', alice.token);
    expect(bad.statusCode).toBe(404);
    expect(bad.json().message).toBe(m.offerNotFound);
    expect((await get(`/offers/${offerId}`, frank.token)).statusCode).toBe(403);
  });

  it('lists the client’s offers newest first, by job and status, a page at a time', async () => {
    const client = await createPayingClient(t, { first_name: 'Chitra', last_name: 'Nair' });
    const job = await insertJob(t, client.id);
    const other = await insertJob(t, client.id);
    const ids: number[] = [];
    for (let index = 0; index < OFFERS_PAGE_SIZE + 1; index += 1) {
      const freelancer = await createFreelancer(t, { firstName: `F${index}` });
      clock.set(`2026-03-04T06:00:${String(index).padStart(2, '0')}Z`);
      const response = await sendOffer(t, client.token, hourlyOffer(index === 0 ? other.id : job.id, freelancer.id));
      ids.push(response.json().data.id as number);
    }
    await post(`/offers/${ids[1]}/withdraw`, client.token);

    const first = (await get('/offers', client.token)).json();
    expect(first.data.map((offer: { id: number }) => offer.id)).toEqual(ids.slice(1).reverse());
    expect(first.meta).toEqual({ page: 1, per_page: OFFERS_PAGE_SIZE, total: OFFERS_PAGE_SIZE + 1, has_more: true });
    const second = (await get('/offers?page=2', client.token)).json();
    expect(second.data.map((offer: { id: number }) => offer.id)).toEqual([ids[0]]);
    expect(second.meta).toEqual({ page: 2, per_page: OFFERS_PAGE_SIZE, total: OFFERS_PAGE_SIZE + 1, has_more: false });
    const beyond = (await get('/offers?page=9', client.token)).json();
    expect(beyond).toEqual({
      status: true,
      data: [],
      meta: { page: 9, per_page: OFFERS_PAGE_SIZE, total: OFFERS_PAGE_SIZE + 1, has_more: false },
    });

    const byJob = (await get(`/offers?job_id=${other.id}`, client.token)).json();
    expect(byJob.data.map((offer: { id: number }) => offer.id)).toEqual([ids[0]]);
    const withdrawn = (await get('/offers?status=withdrawn', client.token)).json();
    expect(withdrawn.data.map((offer: { id: number }) => offer.id)).toEqual([ids[1]]);
    // Another client's job filters to nothing (not a 404: a filter, not a resource).
    expect((await get(`/offers?job_id=${job.id}`, alice.token)).json().data).toEqual([]);
    const bad = await get('/offers?status=maybe', client.token);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ status: m.filterInvalid });
    expect((await get('/offers', frank.token)).statusCode).toBe(403);
  });
});

describe('POST /offers/:id/withdraw', () => {
  it('withdraws a pending offer and tells the freelancer; then it is a 409 and nothing changes', async () => {
    const job = await insertJob(t, alice.id, { title: 'Withdrawn work' });
    const offerId = (await sendOffer(t, alice.token, hourlyOffer(job.id, gina.id))).json().data.id as number;
    clock.set('2026-03-04T07:00:00Z');
    const response = await post(`/offers/${offerId}/withdraw`, alice.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: true,
      message: m.offerWithdrawn,
      data: { id: offerId, status: 'withdrawn', responded_at: '2026-03-04T07:00:00.000Z' },
    });
    expect(await offerRow(offerId)).toMatchObject({ status: 'withdrawn' });
    expect((await notificationsOf(t, gina.id)).at(-1)).toEqual({
      type: 'warning',
      description: '<b>Alice Menon</b> withdrew the offer for <b>Withdrawn work</b>.',
      action: expect.stringMatching(/^\/messages\?thread=\d+$/),
    });
    expect((await mailsTo(t, gina.email)).at(-1)).toMatchObject({
      subject: 'Offer withdrawn: Withdrawn work',
      category: 'email_offer_updates',
    });

    for (const url of [`/offers/${offerId}/withdraw`]) {
      const again = await expectNothingChanged(t, () => post(url, alice.token));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ status: false, message: m.offerNotPending });
    }
    const accept = await expectNothingChanged(t, () => post(`/freelancer/offers/${offerId}/accept`, gina.token));
    expect(accept.statusCode).toBe(409);
    // The withdrawn offer no longer blocks a new one.
    expect((await sendOffer(t, alice.token, hourlyOffer(job.id, gina.id))).statusCode).toBe(201);
  });

  it('answers 404 for another client’s offer and 403 for a freelancer, changing nothing', async () => {
    const job = await insertJob(t, alice.id);
    const offerId = (await sendOffer(t, alice.token, hourlyOffer(job.id, gina.id))).json().data.id as number;
    const other = await expectNothingChanged(t, () => post(`/offers/${offerId}/withdraw`, bob.token));
    expect({ status: other.statusCode, body: other.json() }).toEqual({
      status: 404,
      body: { status: false, message: m.offerNotFound },
    });
    const freelancer = await expectNothingChanged(t, () => post(`/offers/${offerId}/withdraw`, gina.token));
    expect(freelancer.statusCode).toBe(403);
    expect(await offerRow(offerId)).toMatchObject({ status: 'pending' });
  });
});

describe('freelancer: GET /freelancer/offers and /freelancer/offers/:id', () => {
  it('lists and reads only the offers sent to this freelancer; another’s is a 404, a client a 403', async () => {
    const hana = await createFreelancer(t, { firstName: 'Hana', lastName: 'Reddy' });
    const ivan = await createFreelancer(t, { firstName: 'Ivan', lastName: 'Bose' });
    const aliceJob = await insertJob(t, alice.id, { title: 'Alice’s job' });
    const bobJob = await insertJob(t, bob.id, { title: 'Bob’s job' });
    const fromAlice = (await sendOffer(t, alice.token, hourlyOffer(aliceJob.id, hana.id))).json().data.id as number;
    clock.set('2026-03-04T06:30:00Z');
    const fromBob = (await sendOffer(t, bob.token, fixedOffer(bobJob.id, hana.id))).json().data.id as number;
    await post(`/offers/${fromAlice}/withdraw`, alice.token);

    const list = await get('/freelancer/offers', hana.token);
    expect(list.statusCode).toBe(200);
    expect(
      list.json().data.map((offer: { id: number; job: { title: string } }) => [offer.id, offer.job.title]),
    ).toEqual([
      [fromBob, 'Bob’s job'],
      [fromAlice, 'Alice’s job'],
    ]);
    expect(list.json().meta).toEqual({ page: 1, per_page: OFFERS_PAGE_SIZE, total: 2, has_more: false });
    const pending = (await get('/freelancer/offers?status=pending', hana.token)).json();
    expect(pending.data.map((offer: { id: number }) => offer.id)).toEqual([fromBob]);
    expect((await get('/freelancer/offers', ivan.token)).json().data).toEqual([]);

    const one = await get(`/freelancer/offers/${fromBob}`, hana.token);
    expect(one.json().data).toMatchObject({
      id: fromBob,
      client: person(bob, 'Bob', 'Das'),
      freelancer: person(hana, 'Hana', 'Reddy'),
      type: 'fixed',
    });
    const other = await get(`/freelancer/offers/${fromBob}`, ivan.token);
    expect({ status: other.statusCode, body: other.json() }).toEqual({
      status: 404,
      body: { status: false, message: m.offerNotFound },
    });
    const client = await get(`/freelancer/offers/${fromBob}`, bob.token);
    expect({ status: client.statusCode, body: client.json() }).toEqual({
      status: 403,
      body: { status: false, message: m.freelancersOnly },
    });
    expect((await get('/freelancer/offers', bob.token)).statusCode).toBe(403);
  });
});

describe('POST /freelancer/offers/:id/accept', () => {
  it('makes the contract from the offer’s terms: proposal hired, job active, events, the client told', async () => {
    const job = await insertJob(t, alice.id, { type: 'fixed', budgetMinor: 150000, title: 'Fixed build' });
    const proposal = await insertProposal(t, job.id, frank.id, { status: 'shortlisted' });
    const offerId = (await sendOffer(t, alice.token, fixedOffer(job.id, frank.id, { proposal_id: proposal.id }))).json()
      .data.id as number;
    clock.set('2026-03-05T09:15:00Z');
    const response = await post(`/freelancer/offers/${offerId}/accept`, frank.token);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      status: true,
      message: m.offerAccepted,
      data: {
        id: expect.any(Number),
        job: { id: job.id, title: 'Fixed build' },
        client: person(alice, 'Alice', 'Menon'),
        freelancer: person(frank, 'Frank', 'Pillai'),
        title: 'Fixed build',
        type: 'fixed',
        status: 'active',
        hourly_rate: null,
        weekly_limit: null,
        started_at: '2026-03-05T09:15:00.000Z',
        ended_at: null,
        // Issue 19: the first milestone is funded as the contract starts (Alice's card), the rest wait.
        milestones: [
          {
            id: expect.any(Number),
            name: 'Design',
            amount: { currency: 'USD', amount: 30000 },
            due_date: '2026-03-10',
            status: 'funded',
            funded_at: '2026-03-05T09:15:00.000Z',
            submitted_at: null,
            approved_at: null,
            changes_note: null,
            invoice: { id: expect.any(Number), payment_status: 'paid' },
          },
          expect.objectContaining({
            name: 'Build',
            status: 'pending',
            funded_at: null,
            amount: { currency: 'USD', amount: 120075 },
            invoice: null,
          }),
        ],
        total_hours: 0,
        hours_this_week: 0,
        total_earned: { currency: 'USD', amount: 0 },
        review: null,
      },
    });
    const contractId = body.data.id as number;
    expect(await offerRow(offerId)).toMatchObject({
      status: 'accepted',
      respondedAt: new Date('2026-03-05T09:15:00Z'),
    });
    expect(await contractRows(offerId)).toEqual([
      expect.objectContaining({ id: contractId, jobId: job.id, clientId: alice.id, freelancerId: frank.id }),
    ]);
    const stored = await t.app.db.select().from(milestones).where(eq(milestones.offerId, offerId));
    expect(stored.map((row) => row.contractId)).toEqual([contractId, contractId]);
    // One invoice, for the first milestone (work 300.00 + the 5% fee), paid by one charge of her card.
    const [invoice] = await t.app.db.select().from(invoices).where(eq(invoices.contractId, contractId));
    expect(invoice).toMatchObject({
      id: body.data.milestones[0].invoice.id,
      milestoneId: body.data.milestones[0].id,
      clientId: alice.id,
      workMinor: 30000,
      feeMinor: 1500,
      totalMinor: 31500,
      creditsMinor: 0,
      cardMinor: 31500,
    });
    expect(
      (await t.app.db.select().from(charges).where(eq(charges.invoiceId, invoice!.id))).map((row) => [
        row.status,
        row.amountMinor,
        row.cardLast4,
      ]),
    ).toEqual([['succeeded', 31500, '4242']]);
    const [hired] = await t.app.db.select().from(proposals).where(eq(proposals.id, proposal.id));
    expect(hired!.status).toBe('hired');
    expect(await jobStatus(t, job.id)).toBe('active');
    expect(await expectJobInvariant(t, job.id)).toMatchObject({ holds: true, activeContracts: 1 });
    // The offer now names its contract.
    expect((await get(`/offers/${offerId}`, alice.token)).json().data).toMatchObject({
      status: 'accepted',
      contract_id: contractId,
    });

    const events = await threadEvents(t, alice.id, frank.id, job.id);
    expect(events.map((event) => [event.kind, event.body, event.senderId])).toEqual([
      ['offer_sent', 'Offer sent', alice.id],
      ['offer_accepted', 'Offer accepted', frank.id],
      ['milestone_created', 'Milestone created: Design', frank.id],
      ['milestone_created', 'Milestone created: Build', frank.id],
      ['milestone_funded', 'Milestone funded: Design', alice.id],
    ]);
    expect(events[1]!.data).toEqual({
      offer_id: offerId,
      contract_id: contractId,
      job_title: 'Fixed build',
      type: 'fixed',
      hourly_rate: null,
      weekly_limit: null,
    });
    expect(events[3]!.data).toEqual({
      contract_id: contractId,
      milestone_id: body.data.milestones[1].id,
      name: 'Build',
      amount: { currency: 'USD', amount: 120075 },
      due_date: '2026-04-01',
    });
    expect(events[4]!.data).toEqual({
      contract_id: contractId,
      milestone_id: body.data.milestones[0].id,
      name: 'Design',
      amount: { currency: 'USD', amount: 30000 },
      due_date: '2026-03-10',
    });
    // Frank is told the first milestone is funded: the bell and a contract-updates mail.
    expect((await notificationsOf(t, frank.id)).at(-1)).toEqual({
      type: 'milestone',
      description: 'Milestone funded: <b>Design</b> ($300.00) on <b>Fixed build</b>.',
      action: expect.stringMatching(/^\/messages\?thread=\d+$/),
    });
    const funded = (await mailsTo(t, frank.email)).at(-1)!;
    expect(funded).toMatchObject({
      subject: 'Milestone funded: Design',
      category: 'email_contract_updates',
      skippedReason: null,
    });
    expect(funded.text).toContain('the client funded $300.00 for this milestone');
    expect((await notificationsOf(t, alice.id)).at(-1)).toEqual({
      type: 'simple',
      description: '<b>Frank Pillai</b> accepted your offer for <b>Fixed build</b>. The contract has started.',
      action: `/jobs/${job.id}`,
    });
    const mail = (await mailsTo(t, alice.email)).at(-1)!;
    expect(mail).toMatchObject({ subject: 'Offer accepted: Fixed build', category: 'email_offer_updates' });
    expect(mail.text).toContain(`http://localhost:3000/jobs/${job.id}`);

    // Accepted is final: accepting, declining or withdrawing again is a 409 that changes nothing.
    for (const [url, token] of [
      [`/freelancer/offers/${offerId}/accept`, frank.token],
      [`/freelancer/offers/${offerId}/decline`, frank.token],
      [`/offers/${offerId}/withdraw`, alice.token],
    ] as const) {
      const again = await expectNothingChanged(t, () => post(url, token));
      expect({ status: again.statusCode, body: again.json() }).toEqual({
        status: 409,
        body: { status: false, message: m.offerNotPending },
      });
    }
  });

  it('hires from a profile (no proposal) and marks the freelancer’s live proposal hired, not a withdrawn one', async () => {
    const job = await insertJob(t, alice.id);
    const old = await insertProposal(t, job.id, gina.id, { status: 'withdrawn' });
    const live = await insertProposal(t, job.id, gina.id, { status: 'archived' });
    const { contract } = await hire(t, alice, gina, hourlyOffer(job.id, gina.id));
    expect(contract.id).toEqual(expect.any(Number));
    const rows = await t.app.db.select().from(proposals).where(eq(proposals.jobId, job.id));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({
      [old.id]: 'withdrawn',
      [live.id]: 'hired',
    });
  });

  it('makes one contract when the same offer is accepted many times at once', async () => {
    const job = await insertJob(t, alice.id);
    const offerId = (await sendOffer(t, alice.token, fixedOffer(job.id, frank.id))).json().data.id as number;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(`/freelancer/offers/${offerId}/accept`, frank.token)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json()).toEqual({ status: false, message: m.offerNotPending });
    const made = await contractRows(offerId);
    expect(made).toHaveLength(1);
    const events = await threadEvents(t, alice.id, frank.id, job.id);
    expect(events.filter((event) => event.kind === 'offer_accepted')).toHaveLength(1);
    expect(events.filter((event) => event.kind === 'milestone_created')).toHaveLength(2);
    // The first milestone is funded once: one invoice, one charge, one event.
    expect(events.filter((event) => event.kind === 'milestone_funded')).toHaveLength(1);
    const billed = await t.app.db.select().from(invoices).where(eq(invoices.contractId, made[0]!.id));
    expect(billed).toHaveLength(1);
    expect(await t.app.db.select().from(charges).where(eq(charges.invoiceId, billed[0]!.id))).toHaveLength(1);
    expect(await expectJobInvariant(t, job.id)).toMatchObject({ holds: true, activeContracts: 1 });
  });

  it('keeps the job active when a second freelancer is hired for it', async () => {
    const job = await insertJob(t, alice.id);
    await hire(t, alice, frank, hourlyOffer(job.id, frank.id));
    expect(await jobStatus(t, job.id)).toBe('active');
    await hire(t, alice, gina, hourlyOffer(job.id, gina.id));
    expect(await expectJobInvariant(t, job.id)).toEqual({ status: 'active', activeContracts: 2, holds: true });
  });

  it('refuses (409) an offer whose job was closed meanwhile, leaving it pending', async () => {
    const job = await insertJob(t, alice.id);
    const offerId = (await sendOffer(t, alice.token, hourlyOffer(job.id, frank.id))).json().data.id as number;
    await t.app.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, job.id));
    const response = await expectNothingChanged(t, () => post(`/freelancer/offers/${offerId}/accept`, frank.token));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: false, message: hiringMessages.offerJobNotHiring });
    expect(await offerRow(offerId)).toMatchObject({ status: 'pending' });
    expect(await contractRows(offerId)).toEqual([]);
  });

  it('refuses (409) a second active contract for the same job and freelancer', async () => {
    const job = await insertJob(t, alice.id);
    // Two pending offers cannot exist; this one was made before the first contract (the race the check guards).
    const early = await t.app.db
      .insert(offers)
      .values({
        jobId: job.id,
        clientId: alice.id,
        freelancerId: gina.id,
        type: 'hourly',
        hourlyRateMinor: 2000,
        weeklyLimit: 10,
        status: 'withdrawn',
      })
      .returning({ id: offers.id });
    await hire(t, alice, gina, hourlyOffer(job.id, gina.id));
    await t.app.db.update(offers).set({ status: 'pending' }).where(eq(offers.id, early[0]!.id));
    const response = await expectNothingChanged(t, () => post(`/freelancer/offers/${early[0]!.id}/accept`, gina.token));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: false, message: m.alreadyHired });
  });

  it('answers 404 for another freelancer’s offer and 403 for a client, changing nothing', async () => {
    const job = await insertJob(t, alice.id);
    const offerId = (await sendOffer(t, alice.token, hourlyOffer(job.id, frank.id))).json().data.id as number;
    for (const step of ['accept', 'decline']) {
      const other = await expectNothingChanged(t, () => post(`/freelancer/offers/${offerId}/${step}`, gina.token));
      expect({ status: other.statusCode, body: other.json() }).toEqual({
        status: 404,
        body: { status: false, message: m.offerNotFound },
      });
      const client = await expectNothingChanged(t, () => post(`/freelancer/offers/${offerId}/${step}`, alice.token));
      expect(client.statusCode).toBe(403);
    }
    expect(await offerRow(offerId)).toMatchObject({ status: 'pending' });
  });
});

describe('POST /freelancer/offers/:id/decline', () => {
  it('declines a pending offer: the event, the client’s bell and mail; then accepting is a 409', async () => {
    const job = await insertJob(t, alice.id, { title: 'Declined work' });
    const offerId = (await sendOffer(t, alice.token, hourlyOffer(job.id, gina.id))).json().data.id as number;
    const response = await post(`/freelancer/offers/${offerId}/decline`, gina.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: true,
      message: m.offerDeclined,
      data: { id: offerId, status: 'declined', responded_at: '2026-03-04T06:00:00.000Z', contract_id: null },
    });
    expect(await offerRow(offerId)).toMatchObject({ status: 'declined' });
    expect(await jobStatus(t, job.id)).toBe('open');
    const events = await threadEvents(t, alice.id, gina.id, job.id);
    expect(events.map((event) => [event.kind, event.senderId, event.data])).toEqual([
      ['offer_sent', alice.id, expect.any(Object)],
      ['offer_declined', gina.id, { offer_id: offerId, job_title: 'Declined work' }],
    ]);
    expect((await notificationsOf(t, alice.id)).at(-1)).toEqual({
      type: 'warning',
      description: '<b>Gina Kapoor</b> declined your offer for <b>Declined work</b>.',
      action: `/jobs/${job.id}`,
    });
    expect((await mailsTo(t, alice.email)).at(-1)).toMatchObject({
      subject: 'Offer declined: Declined work',
      category: 'email_offer_updates',
    });
    const accept = await expectNothingChanged(t, () => post(`/freelancer/offers/${offerId}/accept`, gina.token));
    expect(accept.statusCode).toBe(409);
    expect(accept.json()).toEqual({ status: false, message: m.offerNotPending });
    const rows = await t.app.db
      .select()
      .from(contracts)
      .where(and(eq(contracts.jobId, job.id), eq(contracts.freelancerId, gina.id)));
    expect(rows).toEqual([]);
  });
});

describe('/docs', () => {
  it('documents every hiring route with a summary, its tag and the session it needs', async () => {
    const document = (await get('/docs/json')).json();
    const routes: [string, string, string][] = [
      ['post', '/offers', 'Offers'],
      ['get', '/offers', 'Offers'],
      ['get', '/offers/{id}', 'Offers'],
      ['post', '/offers/{id}/withdraw', 'Offers'],
      ['get', '/freelancer/offers', 'Offers'],
      ['get', '/freelancer/offers/{id}', 'Offers'],
      ['post', '/freelancer/offers/{id}/accept', 'Offers'],
      ['post', '/freelancer/offers/{id}/decline', 'Offers'],
      ['get', '/contracts', 'Contracts'],
      ['get', '/contracts/{id}', 'Contracts'],
      ['post', '/contracts/{id}/end', 'Contracts'],
      ['post', '/contracts/{id}/milestones', 'Contracts'],
      ['post', '/contracts/{id}/milestones/{milestoneId}/fund', 'Contracts'],
      ['post', '/contracts/{id}/milestones/{milestoneId}/approve', 'Contracts'],
      ['post', '/contracts/{id}/milestones/{milestoneId}/request-changes', 'Contracts'],
      ['post', '/contracts/{id}/milestones/{milestoneId}/cancel', 'Contracts'],
      ['get', '/freelancer/contracts', 'Contracts'],
      ['get', '/freelancer/contracts/{id}', 'Contracts'],
      ['post', '/freelancer/contracts/{id}/hours', 'Contracts'],
      ['post', '/freelancer/contracts/{id}/milestones/{milestoneId}/submit', 'Contracts'],
    ];
    for (const [method, path, tag] of routes) {
      const operation = document.paths[path]?.[method];
      expect({
        path,
        method,
        summary: typeof operation?.summary,
        tags: operation?.tags,
        security: operation?.security,
      }).toEqual({
        path,
        method,
        summary: 'string',
        tags: [tag],
        security: [{ bearerAuth: [] }],
      });
    }
    expect(document.paths['/offers'].post.responses['201']).toBeDefined();
    expect(document.paths['/freelancer/offers/{id}/accept'].post.responses['409']).toBeDefined();
  });
});

describe('rate limits', () => {
  it('limits offers (100 an hour) and logged hours (300 an hour) per account', async () => {
    // Three tenths of the real limits: 30 offers and 90 time entries an hour (and 3 sign-ups).
    const strict = await createTestApp({ RATE_LIMIT_SCALE: '0.3' }, { clock });
    try {
      const client = await createClient(strict);
      const other = await createClient(strict);
      const freelancer = await createFreelancer(strict);
      const offer = (token: string) =>
        strict.request({ method: 'POST', url: '/offers', token, payload: hourlyOffer(987_654_321, freelancer.id) });
      for (let index = 0; index < 30; index += 1) expect((await offer(client.token)).statusCode).toBe(404);
      const refused = await offer(client.token);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many attempts/);
      expect((await offer(other.token)).statusCode).toBe(404);

      const hours = () =>
        strict.request({
          method: 'POST',
          url: '/freelancer/contracts/987654321/hours',
          token: freelancer.token,
          payload: { work_date: '2026-03-04', minutes: 30 },
        });
      for (let index = 0; index < 90; index += 1) expect((await hours()).statusCode).toBe(404);
      expect((await hours()).statusCode).toBe(429);
    } finally {
      await strict.close();
    }
    // A second app (its own database) and 120 requests: more than the default time on a busy machine.
  }, 90_000);
});

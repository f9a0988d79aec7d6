import { and, eq } from 'drizzle-orm';
import { reportMessages as m } from '@talentindia/contracts';
import { contracts, invoices, users } from '../../db/schema';
import { createClient, createFreelancer, insertJob } from '../../testing/marketplace-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { closeEndedWeeks, releaseReviewedWeeks } from '../contracts';
import { fixedOffer, hire, hourlyOffer, settableClock } from '../contracts/hiring-testing';
import { addCard, TEST_CARDS } from './money-testing';

/**
 * Issue 20 §2: Weekly Summary and Time by freelancer, against a client whose hours and payments are
 * made through the api and the weeks' real closing and release, as the clock moves:
 *
 * - Wednesday 4 March 2026: the client hires Priya Sharma hourly ("Analytics dashboard", 25.50 an
 *   hour, 20 hours a week) and Arjun Mehta hourly ("Billing API", 40.00, 10 hours) and for a fixed
 *   price ("Brand design": its first milestone of 300.00 is paid at once, 315.00 with the 5% fee).
 *   Priya logs 1 h 30 min and Arjun 45 min that day. Another client, whose card declines every
 *   charge, hires Priya hourly too; she logs 1 h for them.
 * - Tuesday 10 March: the week of 2 March closes. Priya's 90 min: 38.25 + fee 1.91 = 40.16; Arjun's
 *   45 min: 30.00 + 1.50 = 31.50 (no billing details: no GST); the other client's is declined.
 *   Priya logs 45 min.
 * - Later on the 10th the client disputes 30 min of Priya's week and she accepts: 12.75 + 0.64 =
 *   13.39 refunded.
 * - Monday 16 March: the week of 9 March closes (Priya's 45 min: 19.13 + 0.96 = 20.09, Arjun had
 *   none), and the week of 2 March, its review over, is released.
 */
const clock = settableClock('2026-03-04T06:00:00Z');
const CLOSED_FIRST_WEEK = '2026-03-10T09:00:00Z';
const DISPUTE_SETTLED = '2026-03-10T12:00:00Z';
const CLOSED_SECOND_WEEK = '2026-03-16T09:00:00Z';

type Person = { id: number; token: string; email: string };
let t: TestApp;
let client: Person;
let other: Person;
let priya: Person;
let arjun: Person;
/** Priya's and Arjun's hourly contracts, Arjun's fixed-price one, and the other client's with Priya. */
let dashboard: number;
let billing: number;
let design: number;
let theirs: number;
/** Each contract's job, whose page holds its work diary. */
const jobOf = new Map<number, number>();

function log(freelancer: Person, contractId: number, workDate: string, minutes: number) {
  return t.request({
    method: 'POST',
    url: `/freelancer/contracts/${contractId}/hours`,
    token: freelancer.token,
    payload: { work_date: workDate, minutes, description: 'Work' },
  });
}

async function hourlyContract(
  owner: Person,
  freelancer: Person,
  title: string,
  terms: Record<string, unknown> = {},
): Promise<number> {
  const job = await insertJob(t, owner.id, { title });
  return (await hire(t, owner, freelancer, hourlyOffer(job.id, freelancer.id, terms))).contract.id;
}

function get(url: string, token?: string) {
  return t.request({ method: 'GET', url, ...(token ? { token } : {}) });
}

/** The hourly week's invoice of a contract, as the report names it. */
async function weekInvoice(contractId: number, monday: string) {
  const [invoice] = await t.app.db
    .select({ id: invoices.id, number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.contractId, contractId), eq(invoices.periodStart, monday)));
  if (!invoice) throw new Error(`no invoice for contract ${contractId}, week ${monday}`);
  return invoice;
}

const usd = (amount: number) => ({ currency: 'USD', amount });
const emptyWeek = (monday: string, sunday: string) => ({ monday, sunday, total_minutes: 0, totals: [] });

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' }, { clock });
  client = await createClient(t);
  await addCard(t, client.token);
  other = await createClient(t);
  await addCard(t, other.token, TEST_CARDS.declinesCharges);
  priya = await createFreelancer(t);
  arjun = await createFreelancer(t, { firstName: 'Arjun', lastName: 'Mehta' });

  dashboard = await hourlyContract(client, priya, 'Analytics dashboard');
  billing = await hourlyContract(client, arjun, 'Billing API', { hourly_rate: '40', weekly_limit: '10' });
  const designJob = await insertJob(t, client.id, { title: 'Brand design', type: 'fixed' });
  design = (await hire(t, client, arjun, fixedOffer(designJob.id, arjun.id))).contract.id;
  theirs = await hourlyContract(other, priya, 'Mobile app');
  for (const row of await t.app.db.select({ id: contracts.id, jobId: contracts.jobId }).from(contracts))
    jobOf.set(row.id, row.jobId);
  for (const [freelancer, contractId, minutes] of [
    [priya, dashboard, 90],
    [arjun, billing, 45],
    [priya, theirs, 60],
  ] as const) {
    expect((await log(freelancer, contractId, '2026-03-04', minutes)).statusCode).toBe(201);
  }

  clock.set(CLOSED_FIRST_WEEK);
  await closeEndedWeeks(t.app);
  expect((await log(priya, dashboard, '2026-03-10', 45)).statusCode).toBe(201);
});
afterAll(() => t.close());

/** One week of Weekly Summary with its contracts, as `token`'s client sees it. */
async function week(monday: string, token = client.token, query = '') {
  const response = await get(`/reports/weekly-summary/weeks/${monday}${query}`, token);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/** A week's rows as [minutes, amount, status, invoice]. */
const statuses = (summary: { contracts: Record<string, unknown>[] }) =>
  summary.contracts.map((row) => [row.minutes, row.amount, row.status, row.invoice]);

describe('GET /reports/weekly-summary', () => {
  it('shows the 12 weeks up to today, newest first, each with its hours and their amount', async () => {
    const response = await get('/reports/weekly-summary', client.token);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.from).toBe('2025-12-22');
    expect(data.to).toBe('2026-03-10');
    expect(data.weeks).toHaveLength(12);
    // 45 min at 25.50 = 19.125, rounded half up; 90 min at 25.50 and 45 min at 40.00.
    expect(data.weeks[0]).toEqual({
      monday: '2026-03-09',
      sunday: '2026-03-15',
      total_minutes: 45,
      totals: [usd(1913)],
    });
    expect(data.weeks[1]).toEqual({
      monday: '2026-03-02',
      sunday: '2026-03-08',
      total_minutes: 135,
      totals: [usd(6825)],
    });
    // The contracts started on 4 March: the ten weeks before have no hours.
    expect(data.weeks[2]).toEqual(emptyWeek('2026-02-23', '2026-03-01'));
    expect(data.weeks[11]).toEqual(emptyWeek('2025-12-22', '2025-12-28'));
    expect(data.weeks.slice(2).every((one: { total_minutes: number }) => one.total_minutes === 0)).toBe(true);
  });

  it('keeps one freelancer’s or one contract’s hours, and never another client’s contract', async () => {
    const minutesOf = async (query: string) => {
      const response = await get(`/reports/weekly-summary?from=2026-03-02&to=2026-03-10&${query}`, client.token);
      expect(response.statusCode).toBe(200);
      return response
        .json()
        .data.weeks.map((one: { total_minutes: number; totals: unknown[] }) => [one.total_minutes, one.totals]);
    };
    expect(await minutesOf(`freelancer=${arjun.id}`)).toEqual([
      [0, []],
      [45, [usd(3000)]],
    ]);
    expect(await minutesOf(`contract=${dashboard}`)).toEqual([
      [45, [usd(1913)]],
      [90, [usd(3825)]],
    ]);
    expect(await minutesOf(`contract=${theirs}`)).toEqual([
      [0, []],
      [0, []],
    ]);
    // Hourly only: the fixed-price contract has no hours.
    expect(await minutesOf(`contract=${design}`)).toEqual([
      [0, []],
      [0, []],
    ]);
  });

  it('takes at most 53 weeks', async () => {
    // 17 March 2025 is the Monday 52 weeks before 16 March 2026.
    const longest = await get('/reports/weekly-summary?from=2025-03-17&to=2026-03-16', client.token);
    expect(longest.statusCode).toBe(200);
    expect(longest.json().data.weeks).toHaveLength(53);
    for (const query of ['from=2025-03-16&to=2026-03-16', 'from=2025-01-01']) {
      const response = await get(`/reports/weekly-summary?${query}`, client.token);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ status: false, errors: { from: m.tooManyWeeks } });
    }
  });

  it('refuses an end before the start, and a day that is not one', async () => {
    for (const query of ['from=2026-03-10&to=2026-03-09', 'from=2026-04-01']) {
      const response = await get(`/reports/weekly-summary?${query}`, client.token);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ status: false, errors: { to: m.rangeReversed } });
    }
    for (const day of ['2026-02-30', '0000-01-01', '10/03/2026']) {
      const response = await get(`/reports/weekly-summary?from=${encodeURIComponent(day)}`, client.token);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ from: m.dateInvalid });
    }
  });
});

describe('GET /reports/weekly-summary/weeks/:monday', () => {
  it('lists each hourly contract of the week: its hours, limit, amount, status and invoice', async () => {
    const priyaOut = { id: priya.id, name: 'Priya Sharma' };
    const arjunOut = { id: arjun.id, name: 'Arjun Mehta' };
    expect(await week('2026-03-09')).toEqual({
      monday: '2026-03-09',
      sunday: '2026-03-15',
      contracts: [
        {
          contract: { id: dashboard, title: 'Analytics dashboard', job_id: jobOf.get(dashboard) },
          freelancer: priyaOut,
          minutes: 45,
          weekly_limit_hours: 20,
          amount: usd(1913),
          status: 'open',
          invoice: null,
        },
        {
          contract: { id: billing, title: 'Billing API', job_id: jobOf.get(billing) },
          freelancer: arjunOut,
          minutes: 0,
          weekly_limit_hours: 10,
          amount: usd(0),
          status: 'open',
          invoice: null,
        },
      ],
      total_minutes: 45,
      totals: [usd(1913)],
    });
    expect(await week('2026-03-02')).toEqual({
      monday: '2026-03-02',
      sunday: '2026-03-08',
      contracts: [
        {
          contract: { id: dashboard, title: 'Analytics dashboard', job_id: jobOf.get(dashboard) },
          freelancer: priyaOut,
          minutes: 90,
          weekly_limit_hours: 20,
          amount: usd(3825),
          status: 'in_review',
          invoice: await weekInvoice(dashboard, '2026-03-02'),
        },
        {
          contract: { id: billing, title: 'Billing API', job_id: jobOf.get(billing) },
          freelancer: arjunOut,
          minutes: 45,
          weekly_limit_hours: 10,
          amount: usd(3000),
          status: 'in_review',
          invoice: await weekInvoice(billing, '2026-03-02'),
        },
      ],
      total_minutes: 135,
      totals: [usd(6825)],
    });
    // Before the contracts started: none.
    expect(await week('2026-02-23')).toEqual({ ...emptyWeek('2026-02-23', '2026-03-01'), contracts: [] });
  });

  it('shows a week whose invoice was declined as invoiced, to its own client only', async () => {
    expect(
      (await week('2026-03-09', other.token)).contracts.map((row: { contract: { id: number } }) => row.contract.id),
    ).toEqual([theirs]);
    expect((await week('2026-03-02', other.token)).contracts).toEqual([
      {
        contract: { id: theirs, title: 'Mobile app', job_id: jobOf.get(theirs) },
        freelancer: { id: priya.id, name: 'Priya Sharma' },
        minutes: 60,
        weekly_limit_hours: 20,
        amount: usd(2550),
        status: 'invoiced',
        invoice: await weekInvoice(theirs, '2026-03-02'),
      },
    ]);
  });

  it('shows a released week as paid and a week over with no hours as no_hours, once the weeks close', async () => {
    clock.set(DISPUTE_SETTLED);
    const disputed = await t.request({
      method: 'POST',
      url: `/contracts/${dashboard}/work-diary/disputes`,
      token: client.token,
      payload: { week: '2026-03-02', minutes: 30, reason: 'The charts took an hour.' },
    });
    expect(disputed.statusCode).toBe(201);
    const disputeId = disputed.json().data.review.disputes[0].id as number;
    const accepted = await t.request({
      method: 'POST',
      url: `/freelancer/contracts/${dashboard}/disputes/${disputeId}/accept`,
      token: priya.token,
    });
    expect(accepted.statusCode).toBe(200);

    clock.set(CLOSED_SECOND_WEEK);
    await closeEndedWeeks(t.app);
    await releaseReviewedWeeks(t.app);
    expect(statuses(await week('2026-03-16'))).toEqual([
      [0, usd(0), 'open', null],
      [0, usd(0), 'open', null],
    ]);
    expect(statuses(await week('2026-03-09'))).toEqual([
      [45, usd(1913), 'in_review', await weekInvoice(dashboard, '2026-03-09')],
      [0, usd(0), 'no_hours', null],
    ]);
    // The minutes logged and their amount, whatever was refunded since.
    expect(statuses(await week('2026-03-02'))).toEqual([
      [90, usd(3825), 'paid', await weekInvoice(dashboard, '2026-03-02')],
      [45, usd(3000), 'paid', await weekInvoice(billing, '2026-03-02')],
    ]);
  });

  it('keeps one freelancer’s or one contract’s rows, and never another client’s contract', async () => {
    const idsOf = async (query: string) =>
      (await week('2026-03-02', client.token, `?${query}`)).contracts.map(
        (row: { contract: { id: number } }) => row.contract.id,
      );
    expect(await idsOf(`freelancer=${arjun.id}`)).toEqual([billing]);
    expect(await idsOf(`contract=${dashboard}`)).toEqual([dashboard]);
    expect(await idsOf(`contract=${theirs}`)).toEqual([]);
    expect(await idsOf(`contract=${design}`)).toEqual([]);
    expect(await week('2026-03-02', client.token, `?freelancer=${arjun.id}`)).toMatchObject({
      total_minutes: 45,
      totals: [usd(3000)],
    });
  });

  it('answers the same hours and amounts as the weeks of the range do', async () => {
    const range = await get('/reports/weekly-summary?from=2026-02-23&to=2026-03-16', client.token);
    for (const one of range.json().data.weeks) {
      const detail = await week(one.monday);
      expect({ total_minutes: detail.total_minutes, totals: detail.totals }).toEqual({
        total_minutes: one.total_minutes,
        totals: one.totals,
      });
    }
  });

  it('finds no week for a day that is not a Monday, or not a day', async () => {
    for (const day of ['2026-03-10', '2026-02-30', '0000-01-03', '9999-12-27', 'monday', '2026-3-2']) {
      const response = await get(`/reports/weekly-summary/weeks/${encodeURIComponent(day)}`, client.token);
      // A path that names no week is a 404, as one whose id is not one (the errors plugin).
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: false, message: m.weekInvalid });
    }
  });

  it('adds up each currency on its own, in the weeks and in the week', async () => {
    const buyer = await createClient(t);
    await addCard(t, buyer.token);
    const inUsd = await hourlyContract(buyer, priya, 'Docs site');
    // Offers are made in US dollars for now; a contract in rupees is written as such.
    const inInr = await hourlyContract(buyer, arjun, 'Payments page', { hourly_rate: '12' });
    await t.app.db.update(contracts).set({ currency: 'INR' }).where(eq(contracts.id, inInr));
    expect((await log(priya, inUsd, '2026-03-16', 60)).statusCode).toBe(201);
    expect((await log(arjun, inInr, '2026-03-16', 90)).statusCode).toBe(201);
    const totals = { total_minutes: 150, totals: [usd(2550), { currency: 'INR', amount: 1800 }] };
    const response = await get('/reports/weekly-summary?from=2026-03-16', buyer.token);
    expect(response.json().data.weeks).toEqual([expect.objectContaining(totals)]);
    expect(await week('2026-03-16', buyer.token)).toMatchObject(totals);
  });
});

describe('GET /reports/time-by-freelancer', () => {
  const freelancers = async (query = '', token = client.token) => {
    const response = await get(`/reports/time-by-freelancer${query}`, token);
    expect(response.statusCode).toBe(200);
    return response.json().data.freelancers;
  };

  it('gives each freelancer’s minutes, contracts and what was paid, most minutes first', async () => {
    expect(await freelancers()).toEqual([
      // 40.16 − 13.39 refunded + 20.09.
      { freelancer: { id: priya.id, name: 'Priya Sharma' }, minutes: 135, contracts: 1, spent: [usd(4686)] },
      // 31.50 for the hours + 315.00 for the milestone.
      { freelancer: { id: arjun.id, name: 'Arjun Mehta' }, minutes: 45, contracts: 2, spent: [usd(34650)] },
    ]);
  });

  it('counts the days of the range only, and a refund in it lowers what was paid', async () => {
    // On 10 March: Priya's 45 min; the week of 2 March paid (40.16 and 31.50) and 13.39 refunded.
    expect(await freelancers('?from=2026-03-10&to=2026-03-10')).toEqual([
      { freelancer: { id: priya.id, name: 'Priya Sharma' }, minutes: 45, contracts: 1, spent: [usd(2677)] },
      { freelancer: { id: arjun.id, name: 'Arjun Mehta' }, minutes: 0, contracts: 2, spent: [usd(3150)] },
    ]);
    // From the 11th: no hours, and only the week of 9 March paid; equal minutes go by name.
    expect(await freelancers('?from=2026-03-11')).toEqual([
      { freelancer: { id: arjun.id, name: 'Arjun Mehta' }, minutes: 0, contracts: 2, spent: [] },
      { freelancer: { id: priya.id, name: 'Priya Sharma' }, minutes: 0, contracts: 1, spent: [usd(2009)] },
    ]);
  });

  it('keeps a type or a contract', async () => {
    expect(await freelancers('?type=hourly')).toEqual([
      { freelancer: { id: priya.id, name: 'Priya Sharma' }, minutes: 135, contracts: 1, spent: [usd(4686)] },
      { freelancer: { id: arjun.id, name: 'Arjun Mehta' }, minutes: 45, contracts: 1, spent: [usd(3150)] },
    ]);
    const arjunFixed = [
      { freelancer: { id: arjun.id, name: 'Arjun Mehta' }, minutes: 0, contracts: 1, spent: [usd(31500)] },
    ];
    expect(await freelancers('?type=fixed')).toEqual(arjunFixed);
    expect(await freelancers(`?contract=${design}`)).toEqual(arjunFixed);
    expect(await freelancers(`?contract=${theirs}`)).toEqual([]);
  });

  it('shows another client only their own contracts', async () => {
    expect(await freelancers('', other.token)).toEqual([
      { freelancer: { id: priya.id, name: 'Priya Sharma' }, minutes: 60, contracts: 1, spent: [] },
    ]);
  });

  it('refuses an end before the start', async () => {
    const response = await get('/reports/time-by-freelancer?from=2026-03-10&to=2026-03-01', client.token);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status: false, errors: { to: m.rangeReversed } });
  });

  it('names a freelancer who deleted their account "Deleted user", without an id', async () => {
    await t.app.db.update(users).set({ deletedAt: t.app.clock.now() }).where(eq(users.id, arjun.id));
    const deleted = { id: null, name: 'Deleted user' };
    expect((await freelancers('?type=fixed'))[0].freelancer).toEqual(deleted);
    expect((await week('2026-03-16', client.token, `?contract=${billing}`)).contracts[0].freelancer).toEqual(deleted);
  });
});

describe('who may read the reports', () => {
  const reports = [
    '/reports/weekly-summary',
    '/reports/weekly-summary/weeks/2026-03-09',
    '/reports/time-by-freelancer',
  ];

  it.each(reports)('%s: 401 without a session', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(401);
  });

  it.each(reports)('%s: 403 for a freelancer, after the query is checked', async (url) => {
    const refused = await get(url, priya.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: false, message: m.clientsOnly });
    const invalid = await get(`${url}?from=2026-03-10&to=2026-03-01&contract=0`, priya.token);
    expect(invalid.statusCode).toBe(422);
  });

  it('checks the week before refusing a freelancer (404: no such week), and asks for a session first', async () => {
    expect((await get('/reports/weekly-summary/weeks/2026-03-10', priya.token)).statusCode).toBe(404);
    expect((await get('/reports/weekly-summary/weeks/2026-03-10')).statusCode).toBe(401);
  });
});

import { eq } from 'drizzle-orm';
import {
  reportMessages,
  TRANSACTION_PAGE_SIZE,
  type CreditEntryRow,
  type TransactionRow,
  type TransactionSummary,
} from '@talentindia/contracts';
import { invoices, users } from '../../db/schema';
import { closeEndedWeeks } from '../contracts';
import { createPayingClient, fixedOffer, hire, hourlyOffer, settableClock } from '../contracts/hiring-testing';
import { addCreditEntry } from '../credit-ledger';
import { createFreelancer, insertJob } from '../../testing/marketplace-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bill } from './money-testing';

/**
 * Issue 20 §1: Transaction History's api, read from the money area's records. Asha, a client in Goa
 * (IGST 18% on the 5% fee), is worked by hand:
 *
 * - Monday 30 March 00:00 UTC: Ravi's hourly week of 23–29 March closes, 2 h at 25.50: work 51.00, fee
 *   2.55, IGST 0.459 → 0.46, 54.01 by card (invoice of the financial year 2025-26).
 * - 31 March 12:00 UTC: 100.00 credits claimed.
 * - 31 March 20:00 UTC (1 April in India, so financial year 2026-27): Priya's Design milestone is funded
 *   as the contract starts: 300.00, fee 15.00, IGST 2.70 = 317.70, 100.00 of it credits.
 * - 1 April 09:00 UTC: Build funded: 1,200.75, fee 60.0375 → 60.04, IGST 10.8072 → 10.81 = 1,271.60.
 * - 2 April 08:00 UTC: Design cancelled: −317.70 back, −100.00 of it to the credits.
 *
 * Bob, another client, pays Priya in the same days: his rows are never Asha's.
 */
const clock = settableClock('2026-03-23T06:00:00Z');
let t: TestApp;

type Account = { id: number; token: string };
let asha: Account;
let bob: Account;
let priya: Account;
let ravi: Account;
let frank: Account;
const ids = { hourlyContract: 0, logoContract: 0, bobContract: 0, hoursInvoice: 0, designInvoice: 0, buildInvoice: 0 };
const numbers = { hours: '', design: '', build: '' };

const usd = (amount: number) => ({ currency: 'USD' as const, amount });
const get = (url: string, token?: string) => t.request({ method: 'GET', url, ...(token ? { token } : {}) });
const post = (url: string, token: string, payload?: Record<string, unknown>) =>
  t.request({ method: 'POST', url, token, ...(payload ? { payload } : {}) });

async function invoiceOf(where: ReturnType<typeof eq>) {
  const [row] = await t.app.db.select({ id: invoices.id, number: invoices.number }).from(invoices).where(where);
  return row!;
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' }, { clock });
  asha = await createPayingClient(t);
  await bill(t, asha.token, 'IN', 'Goa');
  priya = await createFreelancer(t);
  ravi = await createFreelancer(t, { firstName: 'Ravi', lastName: 'Kumar' });
  frank = await createFreelancer(t, { firstName: 'Frank', lastName: 'Pillai' });

  const apiJob = await insertJob(t, asha.id, { title: 'API integration' });
  const hourly = await hire(t, asha, ravi, hourlyOffer(apiJob.id, ravi.id));
  ids.hourlyContract = hourly.contract.id;
  clock.set('2026-03-25T10:00:00Z');
  const logged = await post(`/freelancer/contracts/${ids.hourlyContract}/hours`, ravi.token, {
    work_date: '2026-03-25',
    minutes: 120,
    description: 'The payments API client',
  });
  expect(logged.statusCode).toBe(201);
  clock.set('2026-03-30T00:00:00Z');
  await closeEndedWeeks(t.app);

  clock.set('2026-03-31T12:00:00Z');
  await addCreditEntry(t.app, {
    userId: asha.id,
    currency: 'USD',
    amountMinor: 10000,
    kind: 'claim',
    reference: 'test-claim',
    description: 'Sign-up credits claimed',
  });
  clock.set('2026-03-31T20:00:00Z');
  const logoJob = await insertJob(t, asha.id, { type: 'fixed', title: 'Logo design' });
  const milestones = [
    { name: 'Design', amount: '300', due_date: '2026-04-10' },
    { name: 'Build', amount: '1200.75', due_date: '2026-04-20' },
  ];
  const fixed = await hire(t, asha, priya, fixedOffer(logoJob.id, priya.id, { milestones }));
  ids.logoContract = fixed.contract.id;
  const [design, build] = fixed.contract.milestones.map((milestone) => milestone.id) as [number, number];
  clock.set('2026-04-01T09:00:00Z');
  expect((await post(`/contracts/${ids.logoContract}/milestones/${build}/fund`, asha.token)).statusCode).toBe(200);

  clock.set('2026-04-01T10:00:00Z');
  bob = await createPayingClient(t, { first_name: 'Bob' });
  const bobJob = await insertJob(t, bob.id, { type: 'fixed', title: 'Bob’s shop' });
  ids.bobContract = (await hire(t, bob, priya, fixedOffer(bobJob.id, priya.id, { milestones }))).contract.id;

  clock.set('2026-04-02T08:00:00Z');
  expect((await post(`/contracts/${ids.logoContract}/milestones/${design}/cancel`, asha.token)).statusCode).toBe(200);

  const hours = await invoiceOf(eq(invoices.contractId, ids.hourlyContract));
  const designInvoice = await invoiceOf(eq(invoices.milestoneId, design));
  const buildInvoice = await invoiceOf(eq(invoices.milestoneId, build));
  Object.assign(ids, { hoursInvoice: hours.id, designInvoice: designInvoice.id, buildInvoice: buildInvoice.id });
  Object.assign(numbers, { hours: hours.number, design: designInvoice.number, build: buildInvoice.number });
});
afterAll(() => t.close());

/** Asha's rows as worked out above, newest first. */
function ashaRows(): TransactionRow[] {
  const logo = { id: ids.logoContract, title: 'Logo design' };
  const priyaShown = { id: priya.id, name: 'Priya Sharma' };
  return [
    {
      id: expect.any(Number),
      kind: 'refund',
      occurred_at: '2026-04-02T08:00:00.000Z',
      type: 'fixed',
      contract: logo,
      details: 'Refund: Milestone: Design',
      period: null,
      freelancer: priyaShown,
      invoice: { id: ids.designInvoice, number: numbers.design },
      amount: usd(-31770),
      fee: usd(-1500),
      tax: usd(-270),
      credits_used: usd(-10000),
    },
    {
      id: expect.any(Number),
      kind: 'payment',
      occurred_at: '2026-04-01T09:00:00.000Z',
      type: 'fixed',
      contract: logo,
      details: 'Milestone: Build',
      period: null,
      freelancer: priyaShown,
      invoice: { id: ids.buildInvoice, number: numbers.build },
      amount: usd(127160),
      fee: usd(6004),
      tax: usd(1081),
      credits_used: usd(0),
    },
    {
      id: expect.any(Number),
      kind: 'payment',
      occurred_at: '2026-03-31T20:00:00.000Z',
      type: 'fixed',
      contract: logo,
      details: 'Milestone: Design',
      period: null,
      freelancer: priyaShown,
      invoice: { id: ids.designInvoice, number: numbers.design },
      amount: usd(31770),
      fee: usd(1500),
      tax: usd(270),
      credits_used: usd(10000),
    },
    {
      id: expect.any(Number),
      kind: 'payment',
      occurred_at: '2026-03-30T00:00:00.000Z',
      type: 'hourly',
      contract: { id: ids.hourlyContract, title: 'API integration' },
      details: 'Hours, 23 – 29 Mar 2026 (2 h)',
      period: { start: '2026-03-23', end: '2026-03-29' },
      freelancer: { id: ravi.id, name: 'Ravi Kumar' },
      invoice: { id: ids.hoursInvoice, number: numbers.hours },
      amount: usd(5401),
      fee: usd(255),
      tax: usd(46),
      credits_used: usd(0),
    },
  ];
}
const [REFUND, BUILD, DESIGN, HOURS] = [0, 1, 2, 3];

interface Page<Row> {
  status: true;
  data: Row[];
  meta: { next_cursor: string | null };
}

/** Every page of a list from the first on, following `next_cursor` to the end. */
async function allPages<Row>(path: string, query: string, token: string): Promise<{ rows: Row[]; pages: number }> {
  const rows: Row[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const separator = query ? '&' : '';
    const response = await get(
      `${path}?${query}${cursor === null ? '' : `${separator}cursor=${encodeURIComponent(cursor)}`}`,
      token,
    );
    expect(response.statusCode).toBe(200);
    const page = response.json<Page<Row>>();
    rows.push(...page.data);
    cursor = page.meta.next_cursor;
    pages += 1;
  } while (cursor !== null);
  return { rows, pages };
}

const transactions = async (query: string, token = asha.token) =>
  (await allPages<TransactionRow>('/reports/transactions', query, token)).rows;

async function summaryOf(query: string, token = asha.token) {
  const response = await get(`/reports/transactions/summary?${query}`, token);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { summaries: TransactionSummary[]; available_credits: { amount: number } } }>().data;
}

describe('GET /reports/transactions', () => {
  it('lists the client’s payments and refunds newest first, a refund negative, and nobody else’s', async () => {
    const response = await get('/reports/transactions', asha.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: true, data: ashaRows(), meta: { next_cursor: null } });
    // Bob paid Priya on 1 April too: his own list has his row only.
    expect(await transactions('', bob.token)).toEqual([
      expect.objectContaining({ kind: 'payment', contract: { id: ids.bobContract, title: 'Bob’s shop' } }),
    ]);
  });

  it('filters by type, by freelancer and by contract', async () => {
    const all = ashaRows();
    expect(await transactions('type=hourly')).toEqual([all[HOURS]]);
    expect(await transactions('type=fixed')).toEqual([all[REFUND], all[BUILD], all[DESIGN]]);
    expect(await transactions('type=all')).toEqual(all);
    expect(await transactions(`freelancer=${ravi.id}`)).toEqual([all[HOURS]]);
    // Priya was paid by Bob too, in the same days: only Asha's rows.
    expect(await transactions(`freelancer=${priya.id}`)).toEqual([all[REFUND], all[BUILD], all[DESIGN]]);
    expect(await transactions(`contract=${ids.logoContract}`)).toEqual([all[REFUND], all[BUILD], all[DESIGN]]);
    expect(await transactions(`contract=${ids.hourlyContract}&type=fixed`)).toEqual([]);
    // Another client's contract names nothing of hers.
    expect(await transactions(`contract=${ids.bobContract}`)).toEqual([]);
  });

  it('reads a range as UTC days, both included, either end open', async () => {
    const all = ashaRows();
    // 20:00 UTC on 31 March is that day on the platform's calendar, though 1 April in India.
    expect(await transactions('from=2026-03-31&to=2026-03-31')).toEqual([all[DESIGN]]);
    expect(await transactions('from=2026-04-01&to=2026-04-01')).toEqual([all[BUILD]]);
    // The hourly payment at 00:00:00 UTC on 30 March is the first instant of that day.
    expect(await transactions('from=2026-03-30&to=2026-03-30')).toEqual([all[HOURS]]);
    expect(await transactions('to=2026-03-29')).toEqual([]);
    expect(await transactions('from=2026-04-01')).toEqual([all[REFUND], all[BUILD]]);
    expect(await transactions('to=2026-03-31')).toEqual([all[DESIGN], all[HOURS]]);
    expect(await transactions('from=2026-04-03')).toEqual([]);
  });

  it('spans the financial year’s end (31 March / 1 April) as one range', async () => {
    const all = ashaRows();
    const rows = await transactions('from=2026-03-30&to=2026-04-01');
    expect(rows).toEqual([all[BUILD], all[DESIGN], all[HOURS]]);
    // Numbered in India's time: the hours in 2025-26, Design (1 April there) and Build in 2026-27.
    expect(rows.map((row) => row.invoice.number.slice(0, 8))).toEqual(['TI/2627/', 'TI/2627/', 'TI/2526/']);
    expect(await summaryOf('from=2026-03-30&to=2026-04-01')).toEqual({
      summaries: [
        {
          currency: 'USD',
          contracts: 2,
          fees: usd(1500 + 6004 + 255),
          credits_used: usd(10000),
          taxes: usd(270 + 1081 + 46),
          total_spent: usd(31770 + 127160 + 5401),
        },
      ],
      available_credits: usd(10000),
    });
  });

  it('refuses a range that ends before it starts, a day that does not exist and an unknown type (422)', async () => {
    for (const [query, field, message] of [
      ['from=2026-04-02&to=2026-04-01', 'to', reportMessages.rangeReversed],
      ['from=2026-02-30', 'from', reportMessages.dateInvalid],
      ['to=0000-01-01', 'to', reportMessages.dateInvalid],
      ['from=1%20April', 'from', reportMessages.dateInvalid],
      ['type=weekly', 'type', reportMessages.typeInvalid],
      ['freelancer=abc', 'freelancer', reportMessages.freelancerInvalid],
      ['contract=0', 'contract', reportMessages.contractInvalid],
    ] as const) {
      for (const path of ['/reports/transactions', '/reports/transactions/summary', '/reports/transactions.csv']) {
        const response = await get(`${path}?${query}`, asha.token);
        expect({ path, query, status: response.statusCode, body: response.json() }).toEqual({
          path,
          query,
          status: 422,
          body: { status: false, message, errors: { [field]: message } },
        });
      }
    }
    // The last day of the calendar still has an end.
    expect(await transactions('from=2026-04-01&to=9999-12-31')).toHaveLength(2);
  });

  it('refuses a cursor it did not write (422 on `cursor`)', async () => {
    for (const cursor of [
      'abc',
      Buffer.from('12.x').toString('base64url'),
      // Before any time the database can hold.
      Buffer.from('-999999999999999999.1').toString('base64url'),
      '\u0000',
      'MTIzLjQ1Ng'.repeat(11),
    ]) {
      const response = await get(`/reports/transactions?cursor=${encodeURIComponent(cursor)}`, asha.token);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        status: false,
        message: expect.any(String),
        errors: { cursor: expect.any(String) },
      });
    }
    const bad = await get(`/reports/transactions?cursor=abc`, asha.token);
    expect(bad.json().errors).toEqual({ cursor: reportMessages.cursorInvalid });
  });
});

describe('GET /reports/transactions/summary', () => {
  it('sums the filtered rows per currency, refunds negative, and shows the credits now', async () => {
    expect(await summaryOf('')).toEqual({
      summaries: [
        {
          currency: 'USD',
          contracts: 2,
          fees: usd(1500 + 6004 + 255 - 1500),
          credits_used: usd(0),
          taxes: usd(270 + 1081 + 46 - 270),
          total_spent: usd(31770 + 127160 + 5401 - 31770),
        },
      ],
      // 100.00 claimed, spent on Design, given back when it was cancelled.
      available_credits: usd(10000),
    });
    expect((await summaryOf('type=hourly')).summaries).toEqual([
      { currency: 'USD', contracts: 1, fees: usd(255), credits_used: usd(0), taxes: usd(46), total_spent: usd(5401) },
    ]);
    expect(await summaryOf('from=2026-04-03')).toEqual({ summaries: [], available_credits: usd(10000) });
  });
});

describe('paging', () => {
  it('walks every page to the end, newest first (ties by id), and the summary is the sum of all the rows', async () => {
    // Meera funds 23 milestones of 20.00 × n (fee 5%: 1.00 × n; no billing details, so no GST), ten
    // of them in the same instant: 12 with Priya, 11 with Ravi.
    clock.set('2026-04-06T09:00:00Z');
    const meera = await createPayingClient(t, { first_name: 'Meera' });
    const offerOf = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        name: `Part ${index + 1}`,
        amount: String(20 * (index + 1)),
        due_date: '2026-06-30',
      }));
    const funds: string[] = [];
    for (const [freelancer, count] of [
      [priya, 12],
      [ravi, 11],
    ] as const) {
      const job = await insertJob(t, meera.id, { type: 'fixed', title: `Site ${count}` });
      const { contract } = await hire(
        t,
        meera,
        freelancer,
        fixedOffer(job.id, freelancer.id, { milestones: offerOf(count) }),
      );
      for (const milestone of contract.milestones.slice(1))
        funds.push(`/contracts/${contract.id}/milestones/${milestone.id}/fund`);
    }
    for (const [index, url] of funds.entries()) {
      if (index >= 10) clock.set(`2026-04-06T10:${String(index).padStart(2, '0')}:00Z`);
      expect((await post(url, meera.token)).statusCode).toBe(200);
    }

    const { rows, pages } = await allPages<TransactionRow>('/reports/transactions', '', meera.token);
    expect(pages).toBe(2);
    expect(rows).toHaveLength(23);
    expect(new Set(rows.map((row) => row.id)).size).toBe(23);
    const order = rows.map((row) => [row.occurred_at, row.id] as const);
    const sorted = [...order].sort(([at1, id1], [at2, id2]) => (at1 === at2 ? id2 - id1 : at2.localeCompare(at1)));
    expect(order).toEqual(sorted);
    const first = await get('/reports/transactions', meera.token);
    expect(first.json().data).toHaveLength(TRANSACTION_PAGE_SIZE);

    const sum = (pick: (row: TransactionRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
    const [summary] = (await summaryOf('', meera.token)).summaries;
    expect(summary).toEqual({
      currency: 'USD',
      contracts: 2,
      fees: usd(sum((row) => row.fee.amount)),
      credits_used: usd(sum((row) => row.credits_used.amount)),
      taxes: usd(sum((row) => row.tax.amount)),
      total_spent: usd(sum((row) => row.amount.amount)),
    });
    // Worked by hand: work 20.00 × (1 + … + 12) + 20.00 × (1 + … + 11) = 2,880.00, fees 144.00.
    expect(summary!.total_spent).toEqual(usd(302400));
    expect(summary!.fees).toEqual(usd(14400));

    // A page past a filter keeps the filter: Ravi's 11 in one page, then none.
    const raviRows = await allPages<TransactionRow>('/reports/transactions', `freelancer=${ravi.id}`, meera.token);
    expect(raviRows).toEqual({ rows: expect.any(Array), pages: 1 });
    expect(raviRows.rows).toHaveLength(11);
  });
});

describe('GET /reports/filters', () => {
  it('offers every contract the client hired on, newest first, and their freelancers by name', async () => {
    const response = await get('/reports/filters', asha.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: true,
      data: {
        freelancers: [
          { id: priya.id, name: 'Priya Sharma' },
          { id: ravi.id, name: 'Ravi Kumar' },
        ],
        contracts: [
          { id: ids.logoContract, title: 'Logo design', type: 'fixed', freelancer_id: priya.id },
          { id: ids.hourlyContract, title: 'API integration', type: 'hourly', freelancer_id: ravi.id },
        ],
      },
    });
  });

  it('names a freelancer who deleted their account "Deleted user", without an id, and does not offer them', async () => {
    clock.set('2026-04-07T09:00:00Z');
    const nina = await createPayingClient(t, { first_name: 'Nina' });
    const gone = await createFreelancer(t, { firstName: 'Gautam', lastName: 'Rao' });
    const job = await insertJob(t, nina.id, { type: 'fixed', title: 'Brochure' });
    const { contract } = await hire(
      t,
      nina,
      gone,
      fixedOffer(job.id, gone.id, { milestones: [{ name: 'All', amount: '100', due_date: '2026-06-30' }] }),
    );
    await t.app.db.update(users).set({ deletedAt: clock.now() }).where(eq(users.id, gone.id));

    expect((await get('/reports/filters', nina.token)).json().data).toEqual({
      freelancers: [],
      contracts: [{ id: contract.id, title: 'Brochure', type: 'fixed', freelancer_id: null }],
    });
    expect((await transactions('', nina.token)).map((row) => row.freelancer)).toEqual([
      { id: null, name: 'Deleted user' },
    ]);
  });
});

describe('GET /reports/credits', () => {
  it('lists the ledger newest first, with the invoice each entry was spent on or given back from', async () => {
    const response = await get('/reports/credits', asha.token);
    expect(response.statusCode).toBe(200);
    const design = { id: ids.designInvoice, number: numbers.design };
    expect(response.json()).toEqual({
      status: true,
      data: [
        {
          id: expect.any(Number),
          occurred_at: '2026-04-02T08:00:00.000Z',
          kind: 'refund',
          description: `Refund of invoice ${numbers.design}`,
          amount: usd(10000),
          invoice: design,
        },
        {
          id: expect.any(Number),
          occurred_at: '2026-03-31T20:00:00.000Z',
          kind: 'spend',
          description: `Invoice ${numbers.design}: Milestone: Design`,
          amount: usd(-10000),
          invoice: design,
        },
        {
          id: expect.any(Number),
          occurred_at: '2026-03-31T12:00:00.000Z',
          kind: 'claim',
          description: 'Sign-up credits claimed',
          amount: usd(10000),
          invoice: null,
        },
      ],
      meta: { next_cursor: null },
    });
    const inRange = (await allPages<CreditEntryRow>('/reports/credits', 'from=2026-03-31&to=2026-03-31', asha.token))
      .rows;
    expect(inRange.map((entry) => entry.kind)).toEqual(['spend', 'claim']);
    expect((await get('/reports/credits?from=2026-04-02&to=2026-04-01', asha.token)).json()).toEqual({
      status: false,
      message: reportMessages.rangeReversed,
      errors: { to: reportMessages.rangeReversed },
    });
  });

  it('pages to the end, and names an invoice only when it is the caller’s', async () => {
    clock.set('2026-04-08T09:00:00Z');
    const omar = await createPayingClient(t, { first_name: 'Omar' });
    for (let index = 0; index < 25; index += 1) {
      // Five entries in each instant: the ties are broken by id.
      clock.set(`2026-04-08T09:0${Math.floor(index / 5)}:00Z`);
      await addCreditEntry(t.app, {
        userId: omar.id,
        currency: 'USD',
        amountMinor: 100 + index,
        kind: 'adjustment',
        reference: `support-${index}`,
        description: `Goodwill ${index}`,
      });
    }
    // An entry naming another client's invoice (which the money area never writes) does not show it.
    await addCreditEntry(t.app, {
      userId: omar.id,
      currency: 'USD',
      amountMinor: -1,
      kind: 'spend',
      reference: `invoice-${ids.designInvoice}`,
      description: 'Not Omar’s invoice',
    });
    const { rows, pages } = await allPages<CreditEntryRow>('/reports/credits', '', omar.token);
    expect(pages).toBe(2);
    expect(rows.map((row) => row.description)).toEqual([
      'Not Omar’s invoice',
      ...Array.from({ length: 25 }, (_, index) => `Goodwill ${24 - index}`),
    ]);
    expect(rows[0]!.invoice).toBeNull();
  });
});

describe('who reads the reports', () => {
  const routes = [
    '/reports/transactions',
    '/reports/transactions/summary',
    '/reports/filters',
    '/reports/credits',
    '/reports/transactions.csv',
    '/reports/invoices.zip',
  ];

  it('asks for a session first (401, no field messages), even with bad filters', async () => {
    for (const route of routes) {
      for (const query of ['', '?from=2026-04-02&to=2026-04-01']) {
        const response = await get(`${route}${query}`);
        expect({ route, status: response.statusCode, errors: response.json().errors }).toEqual({
          route,
          status: 401,
          errors: undefined,
        });
      }
    }
  });

  it('refuses a freelancer (403), after checking what they sent', async () => {
    for (const route of routes) {
      const response = await get(route, frank.token);
      expect({ route, status: response.statusCode, body: response.json() }).toEqual({
        route,
        status: 403,
        body: { status: false, message: reportMessages.clientsOnly },
      });
    }
    const reversed = await get('/reports/transactions?from=2026-04-02&to=2026-04-01', frank.token);
    expect(reversed.statusCode).toBe(422);
  });
});

describe('/docs', () => {
  it('documents the routes as signed in, tagged reports', async () => {
    const document = (await get('/docs/json')).json();
    for (const path of [
      '/reports/transactions',
      '/reports/transactions/summary',
      '/reports/filters',
      '/reports/credits',
    ]) {
      expect(document.paths[path].get).toMatchObject({ tags: ['reports'], security: [{ bearerAuth: [] }] });
    }
  });
});

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ReportFilters, TransactionSummary } from '@talentindia/contracts';
import {
  clientWeekTotals,
  contracts,
  contractWeekMinutes,
  invoices,
  moneyTransactionMonths,
  moneyTransactions,
  offers,
  timeEntries,
} from '../../db/schema';
import { createClient, createFreelancer, insertJob } from '../../testing/marketplace-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { amountForMinutes, GST_ON_FEE_BPS, MARKETPLACE_FEE_BPS, percentOf } from './pricing';

/**
 * Issue 20 §3: the running totals of migration 0017, kept by triggers, and the summary that reads
 * them. Each total is checked against the rows it sums, recomputed here from the rows themselves:
 * `money_transaction_months` against a GROUP BY of `money_transactions`, the summary of Transaction
 * History against a plain sum of the rows a range keeps, and the weeks of `time_entries` against a
 * GROUP BY of the entries priced with `amountForMinutes`.
 *
 * Asha hires Priya for a logo (fixed, USD) and a translation (hourly, ₹19.99 an hour), and Ravi for
 * an api (hourly, 25.50 USD); Bob, another client, hires Priya for a shop (fixed, USD) and Ravi for
 * support (hourly, 40.00 USD). Their payments and refunds run from December 2025 to April 2026, with
 * rows at the last millisecond of a month and the first instant of the next.
 */
let t: TestApp;
let asha: { id: number; token: string };
let bob: { id: number; token: string };
let priya: { id: number };
let ravi: { id: number };

type ContractName = 'logo' | 'translation' | 'api' | 'shop' | 'support';
interface ContractRow {
  id: number;
  clientId: number;
  freelancerId: number;
  type: 'fixed' | 'hourly';
  currency: 'USD' | 'INR';
  hourlyRateMinor: number | null;
}
const contractOf = {} as Record<ContractName, ContractRow>;

async function insertContract(
  name: ContractName,
  clientId: number,
  freelancerId: number,
  terms: Pick<ContractRow, 'type' | 'currency' | 'hourlyRateMinor'>,
) {
  const job = await insertJob(t, clientId, { type: terms.type, title: name });
  const [offer] = await t.app.db
    .insert(offers)
    .values({ jobId: job.id, clientId, freelancerId, ...terms, status: 'accepted' })
    .returning({ id: offers.id });
  const [contract] = await t.app.db
    .insert(contracts)
    .values({ offerId: offer!.id, jobId: job.id, clientId, freelancerId, title: name, ...terms })
    .returning({ id: contracts.id });
  contractOf[name] = { id: contract!.id, clientId, freelancerId, ...terms };
}

/** A payment (positive work) or a refund (negative) on a contract at a time, the fee and its GST priced on the work. */
interface Movement {
  contract: ContractName;
  at: string;
  work: number;
  credits?: number;
}

let invoiceCount = 0;
/** Each contract's last paid invoice, which its refunds give money back from. */
const lastInvoiceOf = new Map<ContractName, number>();

/**
 * Records the movements as the money area does: an invoice for each payment, then their
 * `money_transactions` rows in one INSERT statement (many rows when given many).
 */
async function record(movements: Movement[]) {
  const rows = [];
  for (const { contract: name, at, work, credits = 0 } of movements) {
    const contract = contractOf[name];
    const sign = Math.sign(work);
    const fee = sign * percentOf(Math.abs(work), MARKETPLACE_FEE_BPS);
    const tax = sign * percentOf(Math.abs(fee), GST_ON_FEE_BPS);
    const total = work + fee + tax;
    if (work > 0) {
      invoiceCount += 1;
      const [invoice] = await t.app.db
        .insert(invoices)
        .values({
          number: `TT/TEST/${invoiceCount}`,
          financialYear: 'TEST',
          sequence: invoiceCount,
          clientId: contract.clientId,
          freelancerId: contract.freelancerId,
          contractId: contract.id,
          kind: contract.type === 'fixed' ? 'milestone' : 'hourly_week',
          description: `Work on ${name}`,
          currency: contract.currency,
          workMinor: work,
          feeMinor: fee,
          taxMinor: tax,
          totalMinor: total,
          creditsMinor: credits,
          cardMinor: total - credits,
          taxTreatment: 'igst',
          billedTo: {},
          issuedBy: { legalName: 'TalentIndia', addressLines: [], gstin: '' },
          issuedAt: new Date(at),
        })
        .returning({ id: invoices.id });
      lastInvoiceOf.set(name, invoice!.id);
    }
    rows.push({
      clientId: contract.clientId,
      freelancerId: contract.freelancerId,
      contractId: contract.id,
      invoiceId: lastInvoiceOf.get(name)!,
      contractType: contract.type,
      kind: work > 0 ? ('payment' as const) : ('refund' as const),
      currency: contract.currency,
      workMinor: work,
      feeMinor: fee,
      taxMinor: tax,
      creditsMinor: credits,
      totalMinor: total,
      description: `${work > 0 ? 'Payment' : 'Refund'} on ${name}`,
      occurredAt: new Date(at),
    });
  }
  await t.app.db.insert(moneyTransactions).values(rows);
}

/** A sum of money columns as an exact integer (bigint, read as a number). */
const sumOf = (column: PgColumn) => sql<number>`sum(${column})::bigint`.mapWith(Number);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' });
  asha = await createClient(t, { first_name: 'Asha' });
  bob = await createClient(t, { first_name: 'Bob' });
  priya = await createFreelancer(t);
  ravi = await createFreelancer(t, { firstName: 'Ravi', lastName: 'Kumar' });
  await insertContract('logo', asha.id, priya.id, { type: 'fixed', currency: 'USD', hourlyRateMinor: null });
  await insertContract('translation', asha.id, priya.id, { type: 'hourly', currency: 'INR', hourlyRateMinor: 1999 });
  await insertContract('api', asha.id, ravi.id, { type: 'hourly', currency: 'USD', hourlyRateMinor: 2550 });
  await insertContract('shop', bob.id, priya.id, { type: 'fixed', currency: 'USD', hourlyRateMinor: null });
  await insertContract('support', bob.id, ravi.id, { type: 'hourly', currency: 'USD', hourlyRateMinor: 4000 });

  // One statement a row first, then many rows a statement (into months that already have totals).
  await record([{ contract: 'logo', at: '2025-12-15T10:00:00Z', work: 30000, credits: 5000 }]);
  await record([{ contract: 'api', at: '2025-12-31T23:59:59.999Z', work: 5100 }]);
  await record([{ contract: 'logo', at: '2026-01-01T00:00:00Z', work: 120075 }]);
  await record([
    { contract: 'translation', at: '2026-01-10T08:00:00Z', work: 99950 },
    { contract: 'api', at: '2026-01-20T12:00:00Z', work: -2550 },
    { contract: 'translation', at: '2026-01-31T23:59:59.999Z', work: 49975, credits: 1000 },
    { contract: 'api', at: '2026-02-01T00:00:00Z', work: 7650 },
    { contract: 'logo', at: '2026-02-14T12:00:00Z', work: -30000, credits: -5000 },
    { contract: 'logo', at: '2026-02-28T23:59:59.999Z', work: 45000 },
    { contract: 'translation', at: '2026-03-01T00:00:00Z', work: -9995 },
    { contract: 'api', at: '2026-03-15T09:00:00Z', work: 2550 },
    { contract: 'api', at: '2026-03-15T17:30:00Z', work: 3825, credits: 3825 },
    { contract: 'api', at: '2026-03-31T23:59:59.999Z', work: 1275 },
    { contract: 'logo', at: '2026-04-01T00:00:00Z', work: 60000 },
    { contract: 'translation', at: '2026-04-10T06:00:00Z', work: 19990 },
  ]);
  // Bob's rows on the same edges of the same months: never Asha's.
  await record([
    { contract: 'shop', at: '2026-01-15T10:00:00Z', work: 50000 },
    { contract: 'shop', at: '2026-02-01T00:00:00Z', work: 25000 },
    { contract: 'shop', at: '2026-03-31T23:59:59.999Z', work: -5000 },
  ]);
});
afterAll(() => t.close());

describe('money_transaction_months (the insert trigger)', () => {
  /** Every client's rows grouped by UTC month, contract and currency: what the trigger must have added up. */
  function monthsOfRows() {
    return t.app.db
      .select({
        clientId: moneyTransactions.clientId,
        month: sql<string>`to_char(${moneyTransactions.occurredAt} at time zone 'UTC', 'YYYY-MM-01')`,
        contractId: moneyTransactions.contractId,
        currency: moneyTransactions.currency,
        freelancerId: sql<number>`min(${moneyTransactions.freelancerId})`.mapWith(Number),
        contractType: sql<string>`min(${moneyTransactions.contractType})`,
        rows: sql<number>`count(*)::int`,
        workMinor: sumOf(moneyTransactions.workMinor),
        feeMinor: sumOf(moneyTransactions.feeMinor),
        taxMinor: sumOf(moneyTransactions.taxMinor),
        creditsMinor: sumOf(moneyTransactions.creditsMinor),
        totalMinor: sumOf(moneyTransactions.totalMinor),
      })
      .from(moneyTransactions)
      .groupBy(sql`1, 2, 3, 4`)
      .orderBy(sql`1, 2, 3, 4`);
  }
  const storedMonths = () =>
    t.app.db
      .select()
      .from(moneyTransactionMonths)
      .orderBy(
        asc(moneyTransactionMonths.clientId),
        asc(moneyTransactionMonths.month),
        asc(moneyTransactionMonths.contractId),
        asc(moneyTransactionMonths.currency),
      );

  it('holds every inserted row in its UTC month, one total per client, contract and currency', async () => {
    const stored = await storedMonths();
    expect(stored).toEqual(await monthsOfRows());
    // The last millisecond of December is December's, the first instant of January January's.
    const monthRow = (name: ContractName, month: string) =>
      stored.find((row) => row.contractId === contractOf[name].id && row.month === month);
    expect(monthRow('api', '2025-12-01')).toMatchObject({ rows: 1, workMinor: 5100 });
    expect(monthRow('logo', '2026-01-01')).toMatchObject({ rows: 1, workMinor: 120075 });
    // A payment and its refund in the same month: two rows, summed signed.
    expect(monthRow('logo', '2026-02-01')).toMatchObject({ rows: 2, workMinor: 15000, creditsMinor: -5000 });
    expect(monthRow('api', '2026-03-01')).toMatchObject({ rows: 3, workMinor: 7650, creditsMinor: 3825 });
    expect(monthRow('translation', '2026-01-01')).toMatchObject({ currency: 'INR', rows: 2, workMinor: 149925 });
  });

  it('adds a later statement of many rows to the months that already have totals, and starts new ones', async () => {
    const before = await storedMonths();
    await record([
      { contract: 'api', at: '2026-03-20T10:00:00Z', work: 2550 },
      { contract: 'api', at: '2026-03-21T10:00:00Z', work: -1275 },
      { contract: 'translation', at: '2026-05-31T23:59:59.999Z', work: 3998 },
      { contract: 'support', at: '2026-06-01T00:00:00Z', work: 8000 },
    ]);
    const after = await storedMonths();
    expect(after).toEqual(await monthsOfRows());
    expect(after).toHaveLength(before.length + 2);
    const march = (rows: typeof before) =>
      rows.find((row) => row.contractId === contractOf.api.id && row.month === '2026-03-01');
    expect(march(after)).toMatchObject({ rows: 5, workMinor: march(before)!.workMinor + 1275 });
  });
});

describe('GET /reports/transactions/summary over the running totals', () => {
  type Query = Partial<Omit<ReportFilters, 'type'>> & { type?: ReportFilters['type'] };

  async function summaryOf(query: Query, token = asha.token): Promise<TransactionSummary[]> {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
    const response = await t.request({ method: 'GET', url: `/reports/transactions/summary?${search}`, token });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { summaries: TransactionSummary[] } }>().data.summaries;
  }

  /** The summary as a plain sum over the client's rows whose UTC day is in the range (both ends included). */
  async function summaryOfRows(clientId: number, query: Query): Promise<TransactionSummary[]> {
    // Each row's own day on the UTC calendar, compared with the range's days.
    const dayOfRow = sql`(${moneyTransactions.occurredAt} at time zone 'UTC')::date`;
    const rows = await t.app.db
      .select({
        currency: moneyTransactions.currency,
        contracts: sql<number>`count(distinct ${moneyTransactions.contractId})::int`,
        fees: sumOf(moneyTransactions.feeMinor),
        credits: sumOf(moneyTransactions.creditsMinor),
        taxes: sumOf(moneyTransactions.taxMinor),
        total: sumOf(moneyTransactions.totalMinor),
      })
      .from(moneyTransactions)
      .where(
        and(
          eq(moneyTransactions.clientId, clientId),
          query.from ? sql`${dayOfRow} >= ${query.from}::date` : undefined,
          query.to ? sql`${dayOfRow} <= ${query.to}::date` : undefined,
          query.type && query.type !== 'all' ? eq(moneyTransactions.contractType, query.type) : undefined,
          query.freelancer ? eq(moneyTransactions.freelancerId, query.freelancer) : undefined,
          query.contract ? eq(moneyTransactions.contractId, query.contract) : undefined,
        ),
      )
      .groupBy(moneyTransactions.currency)
      .orderBy(sql`${moneyTransactions.currency} <> 'USD'`, moneyTransactions.currency);
    return rows.map(({ currency, contracts: count, fees, credits, taxes, total }) => {
      const money = (amount: number) => ({ currency, amount });
      return {
        currency,
        contracts: count,
        fees: money(fees),
        credits_used: money(credits),
        taxes: money(taxes),
        total_spent: money(total),
      };
    });
  }

  const RANGES: Query[] = [
    {},
    { from: '2026-01-15' },
    { from: '2026-04-01' },
    { to: '2026-02-14' },
    { to: '2026-01-31' },
    // Inside one month, and exactly one month.
    { from: '2026-01-05', to: '2026-01-25' },
    { from: '2025-12-01', to: '2025-12-31' },
    // Starting and ending on months' edges.
    { from: '2026-01-01', to: '2026-02-28' },
    { from: '2026-02-01', to: '2026-03-31' },
    { from: '2026-02-02', to: '2026-03-31' },
    { from: '2026-01-01', to: '2026-03-30' },
    // Several months with partial ends, and two partial months with no whole one between.
    { from: '2025-12-15', to: '2026-04-01' },
    { from: '2025-12-16', to: '2026-04-09' },
    { from: '2026-01-31', to: '2026-02-01' },
    { from: '2026-02-15', to: '2026-03-14' },
    // Single days: the 1st and the last of a month.
    { from: '2026-01-01', to: '2026-01-01' },
    { from: '2026-02-01', to: '2026-02-01' },
    { from: '2026-03-01', to: '2026-03-01' },
    { from: '2025-12-31', to: '2025-12-31' },
    { from: '2026-01-31', to: '2026-01-31' },
    { from: '2026-02-28', to: '2026-02-28' },
    { from: '2026-03-31', to: '2026-03-31' },
    // The calendar's ends.
    { from: '0001-01-01', to: '9999-12-31' },
    { from: '9999-12-02' },
    { to: '0001-01-30' },
  ];
  const FILTERS = (): Query[] => [
    { type: 'hourly' },
    { type: 'fixed' },
    { freelancer: priya.id },
    { freelancer: ravi.id, type: 'hourly' },
    { contract: contractOf.translation.id },
    { contract: contractOf.logo.id, type: 'hourly' },
    // Another client's contract names none of Asha's rows.
    { contract: contractOf.shop.id },
  ];

  it('equals the sum of the rows for every range, open or closed, on months’ edges or inside them', async () => {
    for (const range of RANGES) {
      expect({ range, summaries: await summaryOf(range) }).toEqual({
        range,
        summaries: await summaryOfRows(asha.id, range),
      });
    }
  });

  it('equals the sum of the rows with each filter, over whole months and partial ones', async () => {
    for (const filter of FILTERS()) {
      for (const range of [{}, { from: '2025-12-31', to: '2026-03-01' }, { from: '2026-01-01', to: '2026-03-31' }]) {
        const query = { ...filter, ...range };
        expect({ query, summaries: await summaryOf(query) }).toEqual({
          query,
          summaries: await summaryOfRows(asha.id, query),
        });
      }
    }
  });

  it('counts a row at 23:59:59.999 UTC in its month’s last day and one at 00:00 UTC in the next month’s first', async () => {
    const usd = (amount: number) => ({ currency: 'USD', amount });
    // Ravi's 51.00 of hours: fee 2.55, IGST 0.46.
    expect(await summaryOf({ from: '2025-12-31', to: '2025-12-31' })).toEqual([
      { currency: 'USD', contracts: 1, fees: usd(255), credits_used: usd(0), taxes: usd(46), total_spent: usd(5401) },
    ]);
    expect(await summaryOf({ from: '2025-12-01', to: '2025-12-30' })).toEqual([
      expect.objectContaining({ contracts: 1, total_spent: usd(31770) }),
    ]);
    // The logo's 1,200.75 at 00:00 on 1 January: fee 60.04, IGST 10.81.
    expect(await summaryOf({ from: '2026-01-01', to: '2026-01-01' })).toEqual([
      {
        currency: 'USD',
        contracts: 1,
        fees: usd(6004),
        credits_used: usd(0),
        taxes: usd(1081),
        total_spent: usd(127160),
      },
    ]);
    expect(await summaryOf({ from: '2026-01-31', to: '2026-01-31' })).toEqual([
      expect.objectContaining({ currency: 'INR', contracts: 1, credits_used: { currency: 'INR', amount: 1000 } }),
    ]);
  });

  it('never counts another client’s rows, and gives Bob his own', async () => {
    const bobs = await summaryOf({}, bob.token);
    expect(bobs).toEqual(await summaryOfRows(bob.id, {}));
    expect(bobs.map((summary) => summary.contracts)).toEqual([2]);
    expect(await summaryOf({ from: '2026-02-01', to: '2026-03-31' }, bob.token)).toEqual(
      await summaryOfRows(bob.id, { from: '2026-02-01', to: '2026-03-31' }),
    );
  });

  it('reads the whole months from money_transaction_months and only the days at the range’s ends from the rows', async () => {
    // A month's total moved by hand shows in ranges holding that whole month, not in those holding part of it.
    const february = and(
      eq(moneyTransactionMonths.contractId, contractOf.logo.id),
      eq(moneyTransactionMonths.month, '2026-02-01'),
    );
    const shift = (by: number) =>
      t.app.db
        .update(moneyTransactionMonths)
        .set({ totalMinor: sql`${moneyTransactionMonths.totalMinor} + ${by}` })
        .where(february);
    const totalOf = async (query: Query) => (await summaryOf(query))[0]!.total_spent.amount;
    const whole = { from: '2026-01-15', to: '2026-03-15' };
    const part = { from: '2026-02-02', to: '2026-03-15' };
    const [wholeBefore, partBefore] = [await totalOf(whole), await totalOf(part)];
    await shift(1);
    try {
      expect(await totalOf(whole)).toBe(wholeBefore + 1);
      expect(await totalOf(part)).toBe(partBefore);
    } finally {
      await shift(-1);
    }
  });
});

describe('contract_week_minutes and client_week_totals (the time-entry triggers)', () => {
  /** Each contract's minutes per platform week (Monday, UTC) from the entries, with its client, currency and rate. */
  const weeksOfEntries = () =>
    t.app.db
      .select({
        contractId: timeEntries.contractId,
        monday: sql<string>`date_trunc('week', ${timeEntries.workDate}::timestamp)::date::text`,
        minutes: sql<number>`sum(${timeEntries.minutes})::int`,
        clientId: contracts.clientId,
        currency: contracts.currency,
        rate: contracts.hourlyRateMinor,
      })
      .from(timeEntries)
      .innerJoin(contracts, eq(contracts.id, timeEntries.contractId))
      .groupBy(timeEntries.contractId, sql`2`, contracts.id)
      .orderBy(timeEntries.contractId, sql`2`);

  /**
   * Both tables against the entries: each contract-week's minutes, and each client's week per
   * currency as the sum of its contract-weeks priced on their own (rounded half up per contract-week,
   * as a week's invoice is). A week emptied of entries may stay as a row of zeros.
   */
  async function expectWeeksToMatchEntries() {
    const weeks = await weeksOfEntries();
    const storedWeeks = await t.app.db
      .select()
      .from(contractWeekMinutes)
      .orderBy(contractWeekMinutes.contractId, contractWeekMinutes.monday);
    expect(storedWeeks.filter((week) => week.minutes !== 0)).toEqual(
      weeks.map(({ contractId, monday, minutes }) => ({ contractId, monday, minutes })),
    );

    const totals = new Map<
      string,
      { clientId: number; monday: string; currency: string; minutes: number; amountMinor: number }
    >();
    for (const { clientId, monday, currency, minutes, rate } of weeks) {
      const key = `${clientId} ${monday} ${currency}`;
      const total = totals.get(key) ?? { clientId, monday, currency, minutes: 0, amountMinor: 0 };
      total.minutes += minutes;
      total.amountMinor += amountForMinutes(minutes, rate ?? 0);
      totals.set(key, total);
    }
    const storedTotals = await t.app.db.select().from(clientWeekTotals);
    const byKey = (a: { clientId: number; monday: string; currency: string }) =>
      `${a.clientId} ${a.monday} ${a.currency}`;
    const sorted = <Row extends { clientId: number; monday: string; currency: string }>(rows: Row[]) =>
      [...rows].sort((a, b) => byKey(a).localeCompare(byKey(b)));
    expect(sorted(storedTotals.filter((total) => total.minutes !== 0 || total.amountMinor !== 0))).toEqual(
      sorted([...totals.values()]),
    );
    expect(storedTotals.filter((total) => total.minutes === 0).every((total) => total.amountMinor === 0)).toBe(true);
  }

  const entry = (name: ContractName, workDate: string, minutes: number) => ({
    contractId: contractOf[name].id,
    workDate,
    minutes,
    description: 'Work',
  });

  it('adds inserted entries to their contract’s week, and prices each contract-week on its own', async () => {
    // Monday 2 March to Sunday 8 March, and Monday 9 March, the next week.
    await t.app.db
      .insert(timeEntries)
      .values([
        entry('api', '2026-03-02', 7),
        entry('api', '2026-03-08', 7),
        entry('api', '2026-03-09', 90),
        entry('translation', '2026-03-04', 45),
        entry('support', '2026-03-03', 61),
      ]);
    await t.app.db.insert(timeEntries).values(entry('translation', '2026-03-08', 30));
    await expectWeeksToMatchEntries();
    const [week] = await t.app.db
      .select()
      .from(clientWeekTotals)
      .where(
        and(
          eq(clientWeekTotals.clientId, asha.id),
          eq(clientWeekTotals.monday, '2026-03-02'),
          eq(clientWeekTotals.currency, 'USD'),
        ),
      );
    // 14 min at 25.50 is 5.95; priced entry by entry (7 min = 2.975 → 2.98 twice) it would be 5.96.
    expect(week).toMatchObject({ minutes: 14, amountMinor: 595 });
  });

  it('moves an updated entry’s minutes, and an entry moved to another week, between the weeks', async () => {
    await t.app.db
      .update(timeEntries)
      .set({ minutes: 8 })
      .where(and(eq(timeEntries.contractId, contractOf.api.id), eq(timeEntries.workDate, '2026-03-02')));
    await expectWeeksToMatchEntries();
    await t.app.db
      .update(timeEntries)
      .set({ workDate: '2026-03-16', minutes: 120 })
      .where(and(eq(timeEntries.contractId, contractOf.api.id), eq(timeEntries.workDate, '2026-03-08')));
    await expectWeeksToMatchEntries();
    // One statement changing entries of two contracts and two clients.
    await t.app.db
      .update(timeEntries)
      .set({ minutes: sql`${timeEntries.minutes} + 15` })
      .where(inArray(timeEntries.workDate, ['2026-03-03', '2026-03-04']));
    await t.app.db
      .update(timeEntries)
      .set({ workDate: sql`${timeEntries.workDate} - 7` })
      .where(eq(timeEntries.contractId, contractOf.translation.id));
    await expectWeeksToMatchEntries();
  });

  it('takes deleted entries out of their weeks, down to nothing', async () => {
    await t.app.db
      .delete(timeEntries)
      .where(and(eq(timeEntries.contractId, contractOf.api.id), eq(timeEntries.workDate, '2026-03-09')));
    await expectWeeksToMatchEntries();
    await t.app.db.delete(timeEntries).where(eq(timeEntries.contractId, contractOf.translation.id));
    await expectWeeksToMatchEntries();
    await t.app.db.delete(timeEntries);
    await expectWeeksToMatchEntries();
    expect(await weeksOfEntries()).toEqual([]);
  });
});

import { eq } from 'drizzle-orm';
import { hiringMessages, marketplaceMessages as m } from '@talentindia/contracts';
import { timeEntries, users } from '../../db/schema';
import { createFreelancer, insertJob } from '../../testing/marketplace-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  createPayingClient,
  expectNothingChanged,
  fixedOffer,
  hire,
  hourlyOffer,
  sendOffer,
  settableClock,
} from './hiring-testing';

/**
 * ADR 016 at its edges: hours count in weeks of Monday 00:00 to Sunday 24:00 UTC, work dates are
 * days in UTC, and a milestone's "today" is the client's, in their profile's time zone.
 * 8 March 2026 is a Sunday; the 9th a Monday.
 */

type Account = { id: number; token: string; email: string };

const clock = settableClock('2026-03-02T06:00:00Z');
let t: TestApp;
let client: Account;
let freelancer: Account;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' }, { clock });
  // Issue 19: offers come from a client who can pay (a saved card).
  client = await createPayingClient(t, { first_name: 'Alice', last_name: 'Menon' });
  freelancer = await createFreelancer(t, { firstName: 'Frank', lastName: 'Pillai' });
});
afterAll(() => t.close());
beforeEach(() => clock.set('2026-03-02T06:00:00Z'));

const setTimeZone = (userId: number, timezone: string) =>
  t.app.db.update(users).set({ timezone }).where(eq(users.id, userId));
const logHours = (contractId: number, work_date: string, minutes: number) =>
  t.request({
    method: 'POST',
    url: `/freelancer/contracts/${contractId}/hours`,
    token: freelancer.token,
    payload: { work_date, minutes, description: 'Charts' },
  });
/** `hours_this_week` and `total_hours` as the client's and the freelancer's contract pages read them. */
async function hoursOf(contractId: number) {
  const [asClient, asFreelancer] = await Promise.all([
    t.request({ method: 'GET', url: `/contracts/${contractId}`, token: client.token }),
    t.request({ method: 'GET', url: `/freelancer/contracts/${contractId}`, token: freelancer.token }),
  ]);
  const pick = ({ hours_this_week, total_hours }: { hours_this_week: number; total_hours: number }) => ({
    hours_this_week,
    total_hours,
  });
  const read = pick(asClient.json().data);
  expect(pick(asFreelancer.json().data)).toEqual(read);
  return read;
}

async function hourlyContract(weeklyLimit: string) {
  const job = await insertJob(t, client.id, { title: 'Hourly dashboard' });
  const { contract } = await hire(
    t,
    client,
    freelancer,
    hourlyOffer(job.id, freelancer.id, { weekly_limit: weeklyLimit }),
  );
  return contract.id;
}

describe('the weekly limit and "Hours this week" follow the UTC week', () => {
  afterEach(() => setTimeZone(freelancer.id, 'Asia/Kolkata'));

  it('counts Sunday 23:59 UTC in the week that started on Monday, and starts a new one at Monday 00:00 UTC', async () => {
    const contractId = await hourlyContract('2'); // hired on Monday the 2nd

    // Sunday 23:59 UTC: 05:29 on Monday in India, but the week of the 2nd has a minute to go.
    clock.set('2026-03-08T23:59:00Z');
    const sunday = await logHours(contractId, '2026-03-08', 90);
    expect(sunday.statusCode).toBe(201);
    expect(sunday.json().data).toMatchObject({ hours_this_week: 1.5, total_hours: 1.5 });
    const monday = await expectNothingChanged(t, () => logHours(contractId, '2026-03-09', 30));
    expect({ status: monday.statusCode, body: monday.json() }).toEqual({
      status: 422,
      body: {
        status: false,
        message: hiringMessages.workDateFuture,
        errors: { work_date: hiringMessages.workDateFuture },
      },
    });
    const over = await expectNothingChanged(t, () => logHours(contractId, '2026-03-08', 31));
    expect({ status: over.statusCode, body: over.json() }).toEqual({
      status: 422,
      body: { status: false, message: m.weeklyLimitExceeded, errors: { minutes: m.weeklyLimitExceeded } },
    });
    expect(await hoursOf(contractId)).toEqual({ hours_this_week: 1.5, total_hours: 1.5 });

    // Monday 00:00 UTC: a new week, with nothing logged in it yet and a limit of its own.
    clock.set('2026-03-09T00:00:00Z');
    expect(await hoursOf(contractId)).toEqual({ hours_this_week: 0, total_hours: 1.5 });
    expect((await logHours(contractId, '2026-03-09', 120)).json().data).toMatchObject({
      hours_this_week: 2,
      total_hours: 3.5,
    });
    // Sunday's hours still count in Sunday's week: its last 30 minutes fit there, and not in this week.
    const late = await logHours(contractId, '2026-03-08', 30);
    expect(late.statusCode).toBe(201);
    expect(late.json().data).toMatchObject({ hours_this_week: 2, total_hours: 4 });
    expect((await logHours(contractId, '2026-03-08', 1)).statusCode).toBe(422);
    expect((await logHours(contractId, '2026-03-09', 1)).statusCode).toBe(422);
    const rows = await t.app.db.select().from(timeEntries).where(eq(timeEntries.contractId, contractId));
    expect(rows.map((row) => [row.workDate, row.minutes]).sort()).toEqual([
      ['2026-03-08', 30],
      ['2026-03-08', 90],
      ['2026-03-09', 120],
    ]);
  });

  it('takes a day logged west of UTC by its UTC date, so today’s hours are this week’s', async () => {
    await setTimeZone(freelancer.id, 'America/Los_Angeles');
    const contractId = await hourlyContract('20');
    // Monday 03:00 UTC is Sunday 20:00 in Los Angeles: the platform's day is already Monday.
    clock.set('2026-03-09T03:00:00Z');
    const today = await logHours(contractId, '2026-03-09', 60);
    expect(today.statusCode).toBe(201);
    expect(today.json().data).toMatchObject({ hours_this_week: 1, total_hours: 1 });
    expect(await hoursOf(contractId)).toEqual({ hours_this_week: 1, total_hours: 1 });
  });

  it('lets the day a contract started in UTC be logged, even when it was already the next day in India', async () => {
    clock.set('2026-03-08T20:00:00Z'); // Sunday 20:00 UTC, Monday 01:30 in India
    const contractId = await hourlyContract('20');
    const startDay = await logHours(contractId, '2026-03-08', 45);
    expect(startDay.statusCode).toBe(201);
    expect(startDay.json().data).toMatchObject({ hours_this_week: 0.75 });
    const before = await expectNothingChanged(t, () => logHours(contractId, '2026-03-07', 45));
    expect(before.json()).toEqual({
      status: false,
      message: hiringMessages.workDateBeforeStart,
      errors: { work_date: hiringMessages.workDateBeforeStart },
    });
  });
});

describe('a milestone’s due date is judged by the client’s today, in their profile’s time zone', () => {
  afterEach(() => setTimeZone(client.id, 'Asia/Kolkata'));

  const offerDue = async (due_date: string) => {
    const job = await insertJob(t, client.id, { type: 'fixed', budgetMinor: 100000 });
    return fixedOffer(job.id, freelancer.id, { milestones: [{ name: 'Design', amount: '300', due_date }] });
  };

  it('lets a client in India choose Monday on Sunday 20:00 UTC, and not the UTC date that is already past for them', async () => {
    clock.set('2026-03-08T20:00:00Z'); // Monday 01:30 in India
    const utcToday = await offerDue('2026-03-08');
    const refused = await expectNothingChanged(t, () => sendOffer(t, client.token, utcToday));
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 422,
      body: { status: false, message: m.dueDateInvalid, errors: { 'milestones.0.due_date': m.dueDateInvalid } },
    });
    const monday = await sendOffer(t, client.token, await offerDue('2026-03-09'));
    expect(monday.statusCode).toBe(201);
    expect(monday.json().data.milestones[0].due_date).toBe('2026-03-09');
  });

  it('keeps Sunday as today for a client in Los Angeles after the UTC date turned to Monday', async () => {
    await setTimeZone(client.id, 'America/Los_Angeles');
    clock.set('2026-03-09T03:00:00Z'); // Sunday 20:00 in Los Angeles
    const sunday = await sendOffer(t, client.token, await offerDue('2026-03-08'));
    expect(sunday.statusCode).toBe(201);
    const saturday = await offerDue('2026-03-07');
    const refused = await expectNothingChanged(t, () => sendOffer(t, client.token, saturday));
    expect(refused.json().errors).toEqual({ 'milestones.0.due_date': m.dueDateInvalid });
  });

  it('judges a milestone added to a running contract by the same today', async () => {
    const { contract } = await hire(t, client, freelancer, await offerDue('2026-03-20'));
    clock.set('2026-03-08T20:00:00Z'); // Monday 01:30 in India, still Sunday in UTC
    const add = (due_date: string) =>
      t.request({
        method: 'POST',
        url: `/contracts/${contract.id}/milestones`,
        token: client.token,
        payload: { name: 'Launch', amount: '120', due_date },
      });
    const refused = await expectNothingChanged(t, () => add('2026-03-08'));
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 422,
      body: { status: false, message: m.dueDateInvalid, errors: { due_date: m.dueDateInvalid } },
    });
    const monday = await add('2026-03-09');
    expect(monday.statusCode).toBe(201);
    expect(monday.json().data.milestones.at(-1)).toMatchObject({ name: 'Launch', due_date: '2026-03-09' });
  });
});

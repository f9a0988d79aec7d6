import { marketplaceMessages as m, workDiaryMessages } from '@talentindia/contracts';
import { createClient, createFreelancer, insertJob } from '../../testing/marketplace-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { addCard } from '../money/money-testing';
import { fixedOffer, hire, hourlyOffer, settableClock } from './hiring-testing';
import { closeEndedWeeks } from './hourly-weeks';

/** Issue 19 §1: the client sees an hourly contract's work diary, each day's hours with their descriptions, week by week. */
const clock = settableClock('2026-03-04T06:00:00Z'); // a Wednesday
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' }, { clock });
});
afterAll(() => t.close());

/** A client who can pay (a card: only such a client sends offers), hiring a freelancer at 25.50 an hour. */
async function hourlyContract() {
  const client = await createClient(t);
  const freelancer = await createFreelancer(t);
  await addCard(t, client.token);
  const job = await insertJob(t, client.id);
  const { contract } = await hire(t, client, freelancer, hourlyOffer(job.id, freelancer.id));
  return { client, freelancer, contractId: contract.id };
}

async function log(token: string, contractId: number, workDate: string, minutes: number, description: string) {
  const response = await t.request({
    method: 'POST',
    url: `/freelancer/contracts/${contractId}/hours`,
    token,
    payload: { work_date: workDate, minutes, description },
  });
  if (response.statusCode !== 201) throw new Error(`hours failed: ${response.statusCode} ${response.body}`);
}

const diary = (token: string, url: string) => t.request({ method: 'GET', url, token });

describe('the work diary', () => {
  it('shows each day of a week with its hours and descriptions, the total and its amount, and the weeks around it', async () => {
    clock.set('2026-03-04T06:00:00Z');
    const { client, freelancer, contractId } = await hourlyContract();
    await log(freelancer.token, contractId, '2026-03-04', 90, 'Set up the repository');
    await log(freelancer.token, contractId, '2026-03-04', 30, 'Call about the design');
    clock.set('2026-03-10T09:00:00Z');
    await log(freelancer.token, contractId, '2026-03-09', 120, 'Login screen');

    const first = await diary(client.token, `/contracts/${contractId}/work-diary?week=2026-03-02`);
    expect(first.statusCode).toBe(200);
    const week = first.json().data;
    expect(week).toMatchObject({
      contract_id: contractId,
      week: { monday: '2026-03-02', sunday: '2026-03-08' },
      weekly_limit_hours: 20,
      hourly_rate: { currency: 'USD', amount: 2550 },
      total_minutes: 120,
      // 2 hours at 25.50.
      amount: { currency: 'USD', amount: 5100 },
      previous_week: null,
      next_week: '2026-03-09',
    });
    expect(week.days.map((day: { date: string }) => day.date)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    expect(week.days[2]).toMatchObject({
      minutes: 120,
      entries: [
        { minutes: 90, description: 'Set up the repository' },
        { minutes: 30, description: 'Call about the design' },
      ],
    });
    expect(week.days[0]).toEqual({ date: '2026-03-02', minutes: 0, entries: [] });

    // This week when none is named; the freelancer reads the same diary.
    const current = await diary(freelancer.token, `/freelancer/contracts/${contractId}/work-diary`);
    expect(current.json().data).toMatchObject({
      week: { monday: '2026-03-09' },
      total_minutes: 120,
      previous_week: '2026-03-02',
      next_week: null,
    });
  });

  it('answers 404 to anyone but the contract’s two sides, and 422 for a fixed-price contract or a day that is not a Monday', async () => {
    clock.set('2026-03-04T06:00:00Z');
    const { client, contractId } = await hourlyContract();
    const stranger = await createClient(t);
    const otherFreelancer = await createFreelancer(t);
    for (const [token, url] of [
      [stranger.token, `/contracts/${contractId}/work-diary`],
      [otherFreelancer.token, `/freelancer/contracts/${contractId}/work-diary`],
      [client.token, `/contracts/999999999/work-diary`],
    ] as const) {
      const response = await diary(token, url);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(m.contractNotFound);
    }
    for (const week of ['2026-03-03', '2026-02-30', 'monday']) {
      const response = await diary(client.token, `/contracts/${contractId}/work-diary?week=${week}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(workDiaryMessages.weekInvalid);
    }
    const fixedClient = await createClient(t);
    const fixedFreelancer = await createFreelancer(t);
    await addCard(t, fixedClient.token);
    const job = await insertJob(t, fixedClient.id, { type: 'fixed' });
    const { contract } = await hire(t, fixedClient, fixedFreelancer, fixedOffer(job.id, fixedFreelancer.id));
    const fixed = await diary(fixedClient.token, `/contracts/${contract.id}/work-diary`);
    expect(fixed.statusCode).toBe(422);
    expect(fixed.json().message).toBe(m.notHourlyContract);
  });

  it('shows a closed week’s review (held for the client until five days after the week), and none for an open week', async () => {
    clock.set('2026-03-04T06:00:00Z');
    const { client, freelancer, contractId } = await hourlyContract();
    await log(freelancer.token, contractId, '2026-03-04', 60, 'Set up the repository');
    const open = await diary(client.token, `/contracts/${contractId}/work-diary`);
    expect(open.json().data.review).toBeNull();

    clock.set('2026-03-10T09:00:00Z');
    await closeEndedWeeks(t.app);
    for (const [token, url] of [
      [client.token, `/contracts/${contractId}/work-diary?week=2026-03-02`],
      [freelancer.token, `/freelancer/contracts/${contractId}/work-diary?week=2026-03-02`],
    ] as const) {
      const review = (await diary(token, url)).json().data.review;
      expect(review).toEqual({
        status: 'in_review',
        review_ends_at: '2026-03-14T00:00:00.000Z',
        invoice_id: expect.any(Number),
        can_dispute: true,
        disputes: [],
      });
    }
    // This week has not closed.
    expect((await diary(client.token, `/contracts/${contractId}/work-diary`)).json().data.review).toBeNull();
  });

  it('asks for a session first', async () => {
    const response = await t.request({ method: 'GET', url: '/contracts/1/work-diary?week=nonsense' });
    expect(response.statusCode).toBe(401);
  });
});

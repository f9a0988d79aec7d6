import { screen, waitFor, within } from '@testing-library/react';
import {
  disputeMessages,
  marketplaceMessages as m,
  workDiaryMessages,
  type WeekDispute,
  type WorkDiary,
} from '@talentindia/contracts';
import { mockApi, signInForTest, type ApiCall, type MockHandler, type MockReply } from '@talentindia/core/testing';
import { contract, usd } from '../../testing/hiring-fixtures';
import { renderRoute } from '../../testing/render-route';

const THIS_WEEK = '2026-03-09';
const LAST_WEEK = '2026-03-02';
const FIRST_WEEK = '2026-02-23';
const PAGE = '/jobs/7/contracts/91/work-diary';

/** A week of contract 91 ($20.00/hr, 40 h a week), its days empty unless given (minutes by day, Monday first). */
function week(monday: string, overrides: Partial<WorkDiary> = {}, logged: Record<number, [string, number][]> = {}) {
  const start = new Date(`${monday}T00:00:00Z`).getTime();
  const day = (index: number) => new Date(start + index * 86_400_000).toISOString().slice(0, 10);
  const days = Array.from({ length: 7 }, (_value, index) => {
    const entries = (logged[index] ?? []).map(([description, minutes], entry) => ({
      id: index * 10 + entry + 1,
      minutes,
      description,
      logged_at: `${day(index)}T18:00:00.000Z`,
    }));
    return { date: day(index), minutes: entries.reduce((sum, entry) => sum + entry.minutes, 0), entries };
  });
  const total = days.reduce((sum, item) => sum + item.minutes, 0);
  return {
    contract_id: 91,
    week: { monday, sunday: day(6) },
    weekly_limit_hours: 40,
    hourly_rate: usd(2000),
    days,
    total_minutes: total,
    amount: usd(Math.round((total * 2000) / 60)),
    previous_week: monday === FIRST_WEEK ? null : day(-7),
    next_week: monday === THIS_WEEK ? null : day(7),
    review: null,
    ...overrides,
  } satisfies WorkDiary;
}

function dispute(overrides: Partial<WeekDispute> = {}): WeekDispute {
  return {
    id: 41,
    minutes: 60,
    reason: 'Tuesday’s call was cancelled.',
    status: 'open',
    created_at: '2026-03-10T12:00:00.000Z',
    resolved_at: null,
    refund: null,
    ...overrides,
  };
}

const inReview = (overrides: Partial<NonNullable<WorkDiary['review']>> = {}) => ({
  status: 'in_review' as const,
  review_ends_at: '2026-03-14T12:00:00.000Z',
  invoice_id: 301,
  can_dispute: true,
  disputes: [],
  ...overrides,
});

/** The api as it behaves for the contract's client: three weeks (released, in review, open), disputes opened and withdrawn. */
function diaryApi(weeks: Partial<Record<string, WorkDiary>> = {}, replies: { dispute?: MockHandler } = {}) {
  const state: Record<string, WorkDiary> = {
    [FIRST_WEEK]: week(FIRST_WEEK, {
      review: { ...inReview(), status: 'released', can_dispute: false, invoice_id: 300 },
    }),
    [LAST_WEEK]: week(
      LAST_WEEK,
      { review: inReview() },
      { 0: [['Dashboard layout', 240]], 1: [['Charts', 180]], 3: [['', 90]], 4: [['Filters and exports', 240]] },
    ),
    [THIS_WEEK]: week(
      THIS_WEEK,
      {},
      {
        0: [
          ['Set up the project', 150],
          ['Design review call', 90],
        ],
      },
    ),
    ...weeks,
  };
  const api = mockApi({
    'GET contracts/:id': ({ params }) =>
      params.id === '91'
        ? { body: { status: true, data: contract({ type: 'hourly', hourly_rate: usd(2000), weekly_limit: 40 }) } }
        : { status: 404, body: { status: false, message: m.contractNotFound } },
    'GET contracts/:id/work-diary': ({ params, query }) => {
      if (params.id !== '91') return { status: 404, body: { status: false, message: m.contractNotFound } };
      const monday = new URLSearchParams(query).get('week') ?? THIS_WEEK;
      const diary = state[monday];
      return diary
        ? { body: { status: true, data: diary } }
        : { status: 422, body: { status: false, message: workDiaryMessages.weekInvalid } };
    },
    'POST contracts/:id/work-diary/disputes':
      replies.dispute ??
      (({ body }) => {
        const { week: monday, minutes, reason } = body as { week: string; minutes: number; reason: string };
        const diary = state[monday]!;
        const opened = dispute({ id: 42, minutes, reason, created_at: '2026-03-11T12:00:00.000Z' });
        state[monday] = { ...diary, review: { ...diary.review!, can_dispute: false, disputes: [opened] } };
        return { status: 201, body: { status: true, message: disputeMessages.disputeOpened, data: state[monday] } };
      }),
    'POST contracts/:id/disputes/:disputeId/withdraw': ({ params }) => {
      const monday = Object.keys(state).find((key) =>
        state[key]!.review?.disputes.some((item) => item.id === Number(params.disputeId)),
      )!;
      const diary = state[monday]!;
      const review = diary.review!;
      state[monday] = {
        ...diary,
        review: {
          ...review,
          can_dispute: true,
          disputes: review.disputes.map((item) =>
            item.id === Number(params.disputeId)
              ? { ...item, status: 'withdrawn' as const, resolved_at: '2026-03-12T12:00:00.000Z' }
              : item,
          ),
        },
      };
      return { body: { status: true, message: disputeMessages.disputeWithdrawn, data: state[monday] } };
    },
  });
  return { ...api, state };
}

const diaryCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === 'contracts/91/work-diary').map((call) => call.query);
const weekHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const day = (name: string) =>
  within(screen.getByRole('list', { name: 'Days' }))
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { level: 3, name }) !== null)!;

beforeEach(signInForTest);

describe('the work diary', () => {
  it('shows this week’s days with their hours and entries, the total against the limit, and the amount', async () => {
    const { calls } = diaryApi();
    renderRoute(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Work diary' })).toBeInTheDocument();
    expect(await weekHeading('9 Mar – 15 Mar 2026')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Work diary | TalentIndia'));
    expect(await screen.findByRole('link', { name: 'Priya Sharma' })).toHaveAttribute('href', '/freelancers/501');
    expect(screen.getByRole('link', { name: 'Build a React dashboard' })).toHaveAttribute('href', '/jobs/7');

    const days = within(screen.getByRole('list', { name: 'Days' })).getAllByRole('heading', { level: 3 });
    expect(days.map((heading) => heading.textContent)).toEqual([
      'Monday 9 Mar',
      'Tuesday 10 Mar',
      'Wednesday 11 Mar',
      'Thursday 12 Mar',
      'Friday 13 Mar',
      'Saturday 14 Mar',
      'Sunday 15 Mar',
    ]);
    const monday = day('Monday 9 Mar');
    expect(within(monday).getByText('4 h')).toBeInTheDocument();
    expect(
      within(within(monday).getByRole('list', { name: 'Work logged on Monday 9 Mar' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Set up the project2 h 30 min', 'Design review call1 h 30 min']);
    expect(within(day('Tuesday 10 Mar')).getByText('No hours')).toBeInTheDocument();

    expect(screen.getByText('Hours').nextElementSibling).toHaveTextContent('4 h of 40 h');
    expect(screen.getByText('Rate').nextElementSibling).toHaveTextContent('$20.00/hr');
    expect(screen.getByText('Amount').nextElementSibling).toHaveTextContent('$80.00');
    expect(screen.getByText('This week is open: hours can still be logged')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View invoice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dispute hours' })).not.toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Next week' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeEnabled();
    expect(diaryCalls(calls)).toEqual(['']);
  });

  it('moves between weeks through the address, asking the api for each, and stops at the first week and this one', async () => {
    const { calls } = diaryApi();
    const { user, router } = renderRoute(PAGE);
    await weekHeading('9 Mar – 15 Mar 2026');

    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await weekHeading('2 Mar – 8 Mar 2026')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?week=${LAST_WEEK}`);
    expect(diaryCalls(calls)).toEqual(['', `week=${LAST_WEEK}`]);
    expect(screen.getByText('Hours').nextElementSibling).toHaveTextContent('12 h 30 min of 40 h');
    expect(screen.getByText('Amount').nextElementSibling).toHaveTextContent('$250.00');
    expect(within(day('Thursday 5 Mar')).getByText('No description')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await weekHeading('23 Feb – 1 Mar 2026')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?week=${FIRST_WEEK}`);
    expect(screen.getByText('Paid to the freelancer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View invoice' })).toHaveAttribute('href', '/reports/invoices/300');
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await weekHeading('2 Mar – 8 Mar 2026')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?week=${LAST_WEEK}`);
  });

  it('opens at the week of the address, as after a reload, and says when a past week had no hours', async () => {
    const { calls } = diaryApi({ [LAST_WEEK]: week(LAST_WEEK) });
    renderRoute(`${PAGE}?week=${LAST_WEEK}`);
    expect(await weekHeading('2 Mar – 8 Mar 2026')).toBeInTheDocument();
    expect(screen.getByText('No hours logged')).toBeInTheDocument();
    expect(screen.getByText('Hours').nextElementSibling).toHaveTextContent('0 h of 40 h');
    expect(diaryCalls(calls)).toEqual([`week=${LAST_WEEK}`]);
  });

  it('shows a week in review with its invoice, until when the payment is held, on the reader’s clock', async () => {
    // A reader in India: their browser's time zone is what every date format defaults to.
    const BrowserDateTimeFormat = Intl.DateTimeFormat;
    jest
      .spyOn(Intl, 'DateTimeFormat')
      .mockImplementation(
        (locales, options) =>
          new BrowserDateTimeFormat(locales, { ...options, timeZone: options?.timeZone ?? 'Asia/Kolkata' }),
      );
    // The review of 2 to 8 March ends at Saturday 00:00 UTC.
    diaryApi({ [LAST_WEEK]: week(LAST_WEEK, { review: inReview({ review_ends_at: '2026-03-14T00:00:00.000Z' }) }) });
    renderRoute(`${PAGE}?week=${LAST_WEEK}`);
    expect(
      await screen.findByText('In review until Sat, 14 Mar 2026, 05:30 (IST): the payment is held until then.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View invoice' })).toHaveAttribute('href', '/reports/invoices/301');
    expect(screen.getByRole('button', { name: 'Dispute hours' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Disputes' })).not.toBeInTheDocument();
  });

  it('lists a week’s disputes with their hours, reason and status', async () => {
    diaryApi({
      [LAST_WEEK]: week(
        LAST_WEEK,
        {
          review: inReview({
            can_dispute: false,
            disputes: [
              dispute({ id: 43 }),
              dispute({
                id: 42,
                minutes: 90,
                reason: 'Friday was a holiday.',
                status: 'accepted',
                refund: usd(3150),
              }),
              dispute({ id: 41, minutes: 30, reason: 'Logged twice.', status: 'withdrawn' }),
            ],
          }),
        },
        { 0: [['Dashboard layout', 600]] },
      ),
    });
    renderRoute(`${PAGE}?week=${LAST_WEEK}`);

    const section = await screen.findByRole('region', { name: 'Disputes' });
    const rows = within(section).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('1 h disputed on 10 Mar 2026');
    expect(within(rows[0]!).getByText('Open')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Tuesday’s call was cancelled.')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Withdraw dispute' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('1 h 30 min disputed');
    expect(within(rows[1]!).getByText('Accepted — refunded $31.50')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Friday was a holiday.')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Withdrawn')).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dispute hours' })).not.toBeInTheDocument();
  });
});

describe('disputing hours', () => {
  it('asks for the hours and a reason, and sends nothing until both are right', async () => {
    const { calls } = diaryApi();
    const { user } = renderRoute(`${PAGE}?week=${LAST_WEEK}`);
    await user.click(await screen.findByRole('button', { name: 'Dispute hours' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute hours' });
    const hours = within(dialog).getByRole('textbox', { name: 'Hours to dispute' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(hours).toHaveFocus();
    expect(hours).toHaveAccessibleDescription('In hours, up to the 12 h 30 min logged this week: 1.5 is 1 h 30 min.');

    await user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    expect(await within(dialog).findByText(disputeMessages.disputeReasonRequired)).toBeInTheDocument();
    expect(reason).toHaveAccessibleDescription(expect.stringContaining(disputeMessages.disputeReasonRequired));
    expect(hours).toHaveAccessibleDescription(expect.stringContaining(disputeMessages.disputeMinutesInvalid));
    expect(hours).toHaveFocus();

    await user.type(hours, '13');
    await user.type(reason, 'Friday was a holiday.');
    await user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    expect(await within(dialog).findByText(disputeMessages.disputeMinutesInvalid)).toBeInTheDocument();
    expect(within(dialog).queryByText(disputeMessages.disputeReasonRequired)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('sends the hours in minutes with the reason, then lists the open dispute', async () => {
    const { calls } = diaryApi();
    const { user } = renderRoute(`${PAGE}?week=${LAST_WEEK}`);
    await user.click(await screen.findByRole('button', { name: 'Dispute hours' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute hours' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Hours to dispute' }), '1.5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '  Friday was a holiday.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));

    expect(await screen.findByText(disputeMessages.disputeOpened)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({
        path: 'contracts/91/work-diary/disputes',
        body: { week: LAST_WEEK, minutes: 90, reason: 'Friday was a holiday.' },
      }),
    ]);
    const section = screen.getByRole('region', { name: 'Disputes' });
    expect(within(section).getByRole('listitem')).toHaveTextContent('1 h 30 min disputed on 11 Mar 2026');
    expect(within(section).getByText('Open')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dispute hours' })).not.toBeInTheDocument();
  });

  it('shows the api’s refusal of a field under it, and of the week in the dialog', async () => {
    const replies: MockReply[] = [
      {
        status: 422,
        body: {
          status: false,
          message: disputeMessages.disputeMinutesInvalid,
          errors: { minutes: disputeMessages.disputeMinutesInvalid },
        },
      },
      { status: 409, body: { status: false, message: disputeMessages.disputeAlreadyOpen } },
    ];
    let reply = 0;
    diaryApi({}, { dispute: () => replies[reply++]! });
    const { user } = renderRoute(`${PAGE}?week=${LAST_WEEK}`);
    await user.click(await screen.findByRole('button', { name: 'Dispute hours' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dispute hours' });
    const hours = within(dialog).getByRole('textbox', { name: 'Hours to dispute' });
    await user.type(hours, '2');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Logged twice.');

    await user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    await waitFor(() =>
      expect(hours).toHaveAccessibleDescription(expect.stringContaining(disputeMessages.disputeMinutesInvalid)),
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Send dispute' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(disputeMessages.disputeAlreadyOpen);
  });
});

describe('withdrawing a dispute', () => {
  it('asks first, then withdraws the open dispute and shows it withdrawn', async () => {
    const { calls } = diaryApi({
      [LAST_WEEK]: week(
        LAST_WEEK,
        { review: inReview({ can_dispute: false, disputes: [dispute()] }) },
        { 1: [['Call', 120]] },
      ),
    });
    const { user } = renderRoute(`${PAGE}?week=${LAST_WEEK}`);
    const section = await screen.findByRole('region', { name: 'Disputes' });

    await user.click(within(section).getByRole('button', { name: 'Withdraw dispute' }));
    let dialog = await screen.findByRole('dialog', { name: 'Withdraw this dispute?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(within(section).getByRole('button', { name: 'Withdraw dispute' }));
    dialog = await screen.findByRole('dialog', { name: 'Withdraw this dispute?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw dispute' }));

    expect(await screen.findByText(disputeMessages.disputeWithdrawn)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      'contracts/91/disputes/41/withdraw',
    ]);
    expect(within(section).getByText('Withdrawn')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Withdraw dispute' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dispute hours' })).toBeInTheDocument();
  });
});

describe('what the page cannot show', () => {
  it('is the 404 page for a contract the api does not give this client', async () => {
    diaryApi();
    renderRoute('/jobs/7/contracts/92/work-diary');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('is the 404 page under another job’s address', async () => {
    diaryApi();
    renderRoute('/jobs/8/contracts/91/work-diary');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('is the 404 page at once, asking nothing, for an id that cannot be one', async () => {
    const { calls } = diaryApi();
    renderRoute('/jobs/7/contracts/abc/work-diary');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('says why a week could not be read, and reads it again on request', async () => {
    let fail = true;
    mockApi({
      'GET contracts/:id': { body: { status: true, data: contract({ type: 'hourly' }) } },
      'GET contracts/:id/work-diary': () =>
        fail
          ? { status: 500, body: { status: false, message: 'Something went wrong on our side.' } }
          : { body: { status: true, data: week(THIS_WEEK) } },
    });
    const { user } = renderRoute(PAGE);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await weekHeading('9 Mar – 15 Mar 2026')).toBeInTheDocument();
  });

  it('says so for a fixed-price contract, with nothing to try again', async () => {
    mockApi({
      'GET contracts/:id': { body: { status: true, data: contract() } },
      'GET contracts/:id/work-diary': { status: 422, body: { status: false, message: m.notHourlyContract } },
    });
    renderRoute(PAGE);
    expect(await screen.findByRole('alert')).toHaveTextContent(m.notHourlyContract);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

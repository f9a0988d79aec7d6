import { screen, waitFor, within } from '@testing-library/react';
import { reportMessages, type WeekSummary } from '@talentindia/contracts';
import { deferredReply, mockApi, signInForTest, type ApiCall, type MockHandler } from '@talentindia/core/testing';
import { renderRoute } from '../../testing/render-route';
import { fakeChartCanvas } from './testing/fake-chart-canvas';
import { inr, totalsOf, week, weekContract } from './testing/weekly-fixtures';

const PAGE = '/reports/weekly-summary';

/**
 * Four weeks, newest first, each with its contracts as the api's week detail answers them: this
 * week open, last week in review, the one before paid, and a week before that with no contracts.
 */
const WEEKS: WeekSummary[] = [
  week('2026-03-09', [weekContract(91, 150, { status: 'open' }), weekContract(92, 0, { weekly_limit_hours: null })]),
  week('2026-03-02', [
    weekContract(91, 600, { status: 'in_review', invoice: { id: 301, number: 'TI/2526/00000007' } }),
    weekContract(92, 45, {
      weekly_limit_hours: null,
      amount: inr(75000),
      status: 'invoiced',
      invoice: { id: 302, number: 'TI/2526/00000008' },
    }),
  ]),
  week('2026-02-23', [weekContract(93, 480, { status: 'paid', invoice: { id: 290, number: 'TI/2526/00000003' } })]),
  week('2026-02-16', []),
];

const FILTER_OPTIONS = {
  status: true,
  data: {
    freelancers: [
      { id: 501, name: 'Priya Sharma' },
      { id: 502, name: 'Arjun Mehta' },
    ],
    contracts: [
      { id: 91, title: 'Build a React dashboard', type: 'hourly', freelancer_id: 501 },
      { id: 92, title: 'API integration', type: 'hourly', freelancer_id: 502 },
    ],
  },
};

interface SummaryApiOptions {
  weeks?: WeekSummary[];
  /** Answers `GET /reports/weekly-summary` in place of the weeks' totals. */
  range?: MockHandler;
  /** Answers `GET /reports/weekly-summary/weeks/:monday` in place of the week's contracts. */
  detail?: MockHandler;
}

/**
 * The api: the weeks' totals for the range it was asked (the 12 weeks up to this one by default),
 * a week's contracts by its Monday (422 for a day that is not one of them), and the filters' choices.
 */
function summaryApi({ weeks = WEEKS, range, detail }: SummaryApiOptions = {}) {
  return mockApi({
    'GET reports/weekly-summary':
      range ??
      (({ query }) => {
        const params = new URLSearchParams(query);
        return {
          body: {
            status: true,
            data: {
              from: params.get('from') ?? '2025-12-22',
              to: params.get('to') ?? '2026-03-15',
              weeks: weeks.map(totalsOf),
            },
          },
        };
      }),
    'GET reports/weekly-summary/weeks/:monday':
      detail ??
      (({ params }) => {
        const found = weeks.find((item) => item.monday === params.monday);
        return found
          ? { body: { status: true, data: found } }
          : { status: 422, body: { status: false, message: reportMessages.weekInvalid } };
      }),
    'GET reports/filters': { body: FILTER_OPTIONS },
  });
}

/** The query of each `GET /reports/weekly-summary` the page sent, as an object. */
const summaryQueries = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.path === 'reports/weekly-summary')
    .map((call) => Object.fromEntries(new URLSearchParams(call.query)));

/** Each week's contracts the page asked for: the Monday and the query. */
const weekRequests = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.path.startsWith('reports/weekly-summary/weeks/'))
    .map((call) => ({ monday: call.params.monday, ...Object.fromEntries(new URLSearchParams(call.query)) }));

const weeksTable = () => screen.findByRole('table', { name: 'Week by week' });
const contractsOf = (weekName: string) => screen.findByRole('table', { name: `Contracts in the week ${weekName}` });
const viewContracts = (weekName: string) =>
  screen.getByRole('link', { name: `View contracts for the week ${weekName}` });

/** A table's rows below its header row. */
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeAll(() => Promise.all([import('./weekly-summary-page'), import('./components/bar-chart')]));
beforeEach(() => {
  signInForTest();
  fakeChartCanvas();
});

describe('Weekly Summary', () => {
  it('lists each week of the range, newest first, with its hours and what they cost', async () => {
    summaryApi();
    renderRoute(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly Summary' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Weekly Summary | TalentIndia'));
    const rows = bodyRows(await weeksTable());

    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '9 Mar – 15 Mar 2026',
      '2 Mar – 8 Mar 2026',
      '23 Feb – 1 Mar 2026',
      '16 Feb – 22 Feb 2026',
    ]);
    expect(cellTexts(rows[0]!).slice(0, 2)).toEqual(['2 h 30 min', '$50.00']);
    // A week paid in two currencies: one amount a line.
    const [hours, amounts] = within(rows[1]!).getAllByRole('cell');
    expect(hours).toHaveTextContent('10 h 45 min');
    expect(within(amounts!).getByText('$200.00')).toBeInTheDocument();
    expect(within(amounts!).getByText('₹750.00')).toBeInTheDocument();
    expect(cellTexts(rows[2]!).slice(0, 2)).toEqual(['8 h', '$160.00']);
    // A week without hours: a dash, read out as "Nothing to pay".
    expect(cellTexts(rows[3]!).slice(0, 2)).toEqual(['0 h', '—Nothing to pay']);

    for (const row of rows) {
      const name = within(row).getByRole('rowheader').textContent;
      expect(within(row).getByRole('link', { name: `View contracts for the week ${name}` })).toBeInTheDocument();
    }
  });

  it('shows the newest week’s contracts without a week chosen, and marks that week current', async () => {
    const { calls } = summaryApi();
    renderRoute(PAGE);
    const table = await contractsOf('9 Mar – 15 Mar 2026');
    expect(screen.getByRole('heading', { name: 'Contracts in the week 9 Mar – 15 Mar 2026' })).toBeInTheDocument();
    expect(weekRequests(calls)).toEqual([{ monday: '2026-03-09' }]);

    expect(viewContracts('9 Mar – 15 Mar 2026')).toHaveAttribute('aria-current', 'true');
    expect(viewContracts('2 Mar – 8 Mar 2026')).not.toHaveAttribute('aria-current');

    const [open, idle, total] = bodyRows(table);
    expect(cellTexts(open!)).toEqual([
      'Build a React dashboard',
      'Priya Sharma',
      '2 h 30 min',
      '40 h',
      '$50.00',
      'In progress',
      // A dash, read out as "No invoice": the week is not closed yet.
      '—No invoice',
    ]);
    expect(cellTexts(idle!)).toEqual([
      'API integration',
      'Arjun Mehta',
      '0 h',
      'No limit',
      '$0.00',
      'No hours',
      '—No invoice',
    ]);
    expect(within(total!).getByRole('rowheader', { name: 'Week total' })).toBeInTheDocument();
    expect(cellTexts(total!)).toEqual(['2 h 30 min', '', '$50.00', '']);
  });

  it('opens a week’s contracts from its link, writes the week to the address and keeps the filters', async () => {
    const { calls } = summaryApi();
    const { user, router } = renderRoute(`${PAGE}?from=2026-02-16&to=2026-03-15&freelancer=501`);
    await contractsOf('9 Mar – 15 Mar 2026');

    await user.click(viewContracts('2 Mar – 8 Mar 2026'));
    const table = await contractsOf('2 Mar – 8 Mar 2026');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      from: '2026-02-16',
      to: '2026-03-15',
      freelancer: '501',
      week: '2026-03-02',
    });
    expect(weekRequests(calls)).toEqual([
      { monday: '2026-03-09', freelancer: '501' },
      { monday: '2026-03-02', freelancer: '501' },
    ]);
    // The range is not asked for again: only the week's contracts.
    expect(summaryQueries(calls)).toHaveLength(1);

    expect(viewContracts('2 Mar – 8 Mar 2026')).toHaveAttribute('aria-current', 'true');
    expect(viewContracts('9 Mar – 15 Mar 2026')).not.toHaveAttribute('aria-current');
    // The keyboard and a screen reader go on from the week's contracts, not from the list above.
    expect(screen.getByRole('region', { name: 'Contracts in the week 2 Mar – 8 Mar 2026' })).toHaveFocus();

    const [dashboard, api, total] = bodyRows(table);
    expect(cellTexts(dashboard!)).toEqual([
      'Build a React dashboard',
      'Priya Sharma',
      '10 h',
      '40 h',
      '$200.00',
      'In review',
      'TI/2526/00000007',
    ]);
    expect(cellTexts(api!)).toEqual([
      'API integration',
      'Arjun Mehta',
      '45 min',
      'No limit',
      '₹750.00',
      'Invoiced',
      'TI/2526/00000008',
    ]);
    // The week's total: its hours, and its amount in each currency.
    const [hours, , amounts] = within(total!).getAllByRole('cell');
    expect(hours).toHaveTextContent('10 h 45 min');
    expect(within(amounts!).getByText('$200.00')).toBeInTheDocument();
    expect(within(amounts!).getByText('₹750.00')).toBeInTheDocument();
  });

  it('keeps the shown week’s contracts, dimmed, while another week’s load', async () => {
    const reply = deferredReply({ body: { status: true, data: WEEKS[2] } });
    summaryApi({
      detail: ({ params }) =>
        params.monday === '2026-02-23' ? reply.handler() : { body: { status: true, data: WEEKS[0] } },
    });
    const { user } = renderRoute(PAGE);
    await contractsOf('9 Mar – 15 Mar 2026');

    await user.click(viewContracts('23 Feb – 1 Mar 2026'));
    const section = screen.getByRole('region', { name: 'Contracts in the week 23 Feb – 1 Mar 2026' });
    expect(within(section).getByRole('link', { name: 'Build a React dashboard' })).toBeInTheDocument();
    expect(within(section).queryByText('Loading the week’s contracts…')).not.toBeInTheDocument();

    reply.release();
    expect(await within(section).findByText('Deleted user')).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: 'Build a React dashboard' })).not.toBeInTheDocument();
  });

  it('opens the week the address names', async () => {
    summaryApi();
    renderRoute(`${PAGE}?week=2026-02-23`);
    const table = await contractsOf('23 Feb – 1 Mar 2026');
    expect(viewContracts('23 Feb – 1 Mar 2026')).toHaveAttribute('aria-current', 'true');
    const [paid] = bodyRows(table);
    expect(within(paid!).getByText('Paid')).toBeInTheDocument();
    // A freelancer who deleted their account has no profile to link to.
    expect(within(paid!).getByText('Deleted user')).not.toHaveAttribute('href');
  });

  it.each([
    ['a Monday outside the range', '2025-01-06'],
    ['not a day', 'last-week'],
  ])('shows the newest week when the address names %s', async (_case, value) => {
    const { calls } = summaryApi();
    renderRoute(`${PAGE}?week=${value}`);
    expect(await contractsOf('9 Mar – 15 Mar 2026')).toBeInTheDocument();
    expect(viewContracts('9 Mar – 15 Mar 2026')).toHaveAttribute('aria-current', 'true');
    expect(weekRequests(calls)).toEqual([{ monday: '2026-03-09' }]);
  });

  it('says so for a week without hourly contracts', async () => {
    summaryApi();
    renderRoute(`${PAGE}?week=2026-02-16`);
    const table = await contractsOf('16 Feb – 22 Feb 2026');
    expect(within(table).getByText('No hourly contracts this week.')).toBeInTheDocument();
    expect(cellTexts(bodyRows(table).at(-1)!)).toEqual(['0 h', '', '—Nothing to pay', '']);
  });

  it('links each invoice to its page, each contract to that week of its work diary and each freelancer to their profile', async () => {
    summaryApi();
    const { user } = renderRoute(PAGE);
    await contractsOf('9 Mar – 15 Mar 2026');
    expect(screen.getByRole('link', { name: 'Build a React dashboard' })).toHaveAttribute(
      'href',
      '/jobs/191/contracts/91/work-diary?week=2026-03-09',
    );
    expect(screen.getByRole('link', { name: 'Priya Sharma' })).toHaveAttribute('href', '/freelancers/501');

    await user.click(viewContracts('2 Mar – 8 Mar 2026'));
    expect(await screen.findByRole('link', { name: 'TI/2526/00000007' })).toHaveAttribute(
      'href',
      '/reports/invoices/301',
    );
    expect(screen.getByRole('link', { name: 'TI/2526/00000008' })).toHaveAttribute('href', '/reports/invoices/302');
    expect(screen.getByRole('link', { name: 'Build a React dashboard' })).toHaveAttribute(
      'href',
      '/jobs/191/contracts/91/work-diary?week=2026-03-02',
    );
    expect(screen.getByRole('link', { name: 'Arjun Mehta' })).toHaveAttribute('href', '/freelancers/502');
  });

  it('draws the weeks’ hours as a chart named by what it shows', async () => {
    summaryApi();
    renderRoute(PAGE);
    expect(
      await screen.findByRole('img', {
        name:
          'Hours logged per week, the 4 weeks 16 Feb – 15 Mar 2026: 21 h 15 min in all; ' +
          'the most, 10 h 45 min, in the week 2 Mar – 8 Mar 2026.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hours per week' })).toBeInTheDocument();
    expect(screen.getByText('21 h 15 min logged, 16 Feb – 15 Mar 2026')).toBeInTheDocument();
  });

  it('asks for the api’s default range (the 12 weeks up to this week) and shows it in the date range', async () => {
    const { calls } = summaryApi();
    renderRoute(PAGE);
    await weeksTable();
    expect(summaryQueries(calls)).toEqual([{}]);
    expect(screen.getByRole('button', { name: 'Date range Dec 22, 2025 – Mar 15, 2026' })).toBeInTheDocument();
  });

  it('reads the range, the freelancer and the contract from the address, and writes a chosen filter to it', async () => {
    const { calls } = summaryApi();
    const { user, router } = renderRoute(`${PAGE}?from=2026-01-05&to=2026-03-15&freelancer=501&week=2026-03-02`);
    await contractsOf('2 Mar – 8 Mar 2026');
    expect(summaryQueries(calls)).toEqual([{ from: '2026-01-05', to: '2026-03-15', freelancer: '501' }]);
    expect(weekRequests(calls)).toEqual([{ monday: '2026-03-02', freelancer: '501' }]);
    expect(screen.getByRole('button', { name: 'Date range Jan 05, 2026 – Mar 15, 2026' })).toBeInTheDocument();
    // No type filter: the weekly summary is about hourly contracts.
    expect(screen.queryByRole('combobox', { name: 'Type' })).not.toBeInTheDocument();

    const contract = screen.getByRole('combobox', { name: 'Contract' });
    await waitFor(() => expect(contract).toBeEnabled());
    await user.selectOptions(contract, 'Build a React dashboard');
    await waitFor(() =>
      expect(summaryQueries(calls).at(-1)).toEqual({
        from: '2026-01-05',
        to: '2026-03-15',
        freelancer: '501',
        contract: '91',
      }),
    );
    // The chosen week stays, its contracts asked for again with the filter.
    await waitFor(() =>
      expect(weekRequests(calls).at(-1)).toEqual({ monday: '2026-03-02', freelancer: '501', contract: '91' }),
    );
    const address = new URLSearchParams(router.state.location.search);
    expect(address.get('contract')).toBe('91');
    expect(address.get('week')).toBe('2026-03-02');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Freelancer' }), 'All Freelancers');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).has('freelancer')).toBe(false));
    expect(summaryQueries(calls).at(-1)).toEqual({ from: '2026-01-05', to: '2026-03-15', contract: '91' });
  });

  it('says so when no hours were logged in the weeks', async () => {
    const { calls } = summaryApi({ weeks: [week('2026-03-09', [weekContract(91, 0)]), week('2026-03-02', [])] });
    renderRoute(PAGE);
    expect(await screen.findByText('No hours logged in these weeks.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(weekRequests(calls)).toEqual([]);
  });

  it('shows the report’s shape in grey, announced as loading, until the weeks arrive', async () => {
    const reply = deferredReply({
      body: { status: true, data: { from: '2026-02-16', to: '2026-03-15', weeks: WEEKS.map(totalsOf) } },
    });
    summaryApi({ range: reply.handler });
    renderRoute(PAGE);
    expect(await screen.findByText('Loading the weekly summary…')).toBeInTheDocument();
    reply.release();
    expect(await weeksTable()).toBeInTheDocument();
    expect(screen.queryByText('Loading the weekly summary…')).not.toBeInTheDocument();
  });

  it('shows the week’s rows in grey, announced as loading, until its contracts arrive', async () => {
    const reply = deferredReply({ body: { status: true, data: WEEKS[0] } });
    summaryApi({ detail: reply.handler });
    renderRoute(PAGE);
    const section = await screen.findByRole('region', { name: 'Contracts in the week 9 Mar – 15 Mar 2026' });
    expect(within(section).getByRole('status')).toHaveTextContent('Loading the week’s contracts…');
    reply.release();
    expect(await contractsOf('9 Mar – 15 Mar 2026')).toBeInTheDocument();
    expect(screen.queryByText('Loading the week’s contracts…')).not.toBeInTheDocument();
  });

  it('says why the weeks could not load, and tries again', async () => {
    let fail = true;
    summaryApi({
      range: () =>
        fail
          ? { status: 500, body: { status: false, message: 'Something went wrong.' } }
          : { body: { status: true, data: { from: '2026-02-16', to: '2026-03-15', weeks: WEEKS.map(totalsOf) } } },
    });
    const { user } = renderRoute(PAGE);
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await weeksTable()).toBeInTheDocument();
  });

  it('says why a week’s contracts could not load, and tries again, the weeks still shown', async () => {
    let fail = true;
    summaryApi({
      detail: () =>
        fail
          ? { status: 500, body: { status: false, message: 'Something went wrong.' } }
          : { body: { status: true, data: WEEKS[0] } },
    });
    const { user } = renderRoute(PAGE);
    const section = await screen.findByRole('region', { name: 'Contracts in the week 9 Mar – 15 Mar 2026' });
    expect(await within(section).findByText('Something went wrong.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Week by week' })).toBeInTheDocument();
    fail = false;
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await contractsOf('9 Mar – 15 Mar 2026')).toBeInTheDocument();
  });

  it('shows the api’s refusal of a week without offering to ask the same again', async () => {
    summaryApi({
      detail: () => ({
        status: 422,
        body: { status: false, message: reportMessages.weekInvalid, errors: { monday: [reportMessages.weekInvalid] } },
      }),
    });
    renderRoute(PAGE);
    const section = await screen.findByRole('region', { name: 'Contracts in the week 9 Mar – 15 Mar 2026' });
    expect(await within(section).findByText(reportMessages.weekInvalid)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows the api’s refusal of a range without offering to ask the same again', async () => {
    summaryApi({
      range: () => ({
        status: 422,
        body: { status: false, message: reportMessages.tooManyWeeks, errors: { from: [reportMessages.tooManyWeeks] } },
      }),
    });
    renderRoute(`${PAGE}?from=2024-01-01&to=2026-03-15`);
    expect(await screen.findByText(reportMessages.tooManyWeeks)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { reportMessages, type WeekSummary } from '@talentindia/contracts';
import { deferredReply, mockApi, signInForTest, type ApiCall, type MockHandler } from '@talentindia/core/testing';
import { renderRoute } from '../../testing/render-route';
import { fakeChartCanvas } from './testing/fake-chart-canvas';
import { inr, week, weekContract } from './testing/weekly-fixtures';

const PAGE = '/reports/weekly-summary';

/** Three weeks, newest first, as the api answers them: this week open, last week in review, the one before paid. */
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

/** The api: the weeks above for the range it was asked (the 12 weeks up to this one by default), and the filters' choices. */
function summaryApi(weeks: WeekSummary[] = WEEKS, override?: MockHandler) {
  return mockApi({
    'GET reports/weekly-summary':
      override ??
      (({ query }) => {
        const params = new URLSearchParams(query);
        return {
          body: {
            status: true,
            data: { from: params.get('from') ?? '2025-12-22', to: params.get('to') ?? '2026-03-15', weeks },
          },
        };
      }),
    'GET reports/filters': { body: FILTER_OPTIONS },
  });
}

/** The query of each `GET /reports/weekly-summary` the page sent, as an object. */
const summaryQueries = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.path === 'reports/weekly-summary')
    .map((call) => Object.fromEntries(new URLSearchParams(call.query)));

/** The rows of one week: its name's row, its contracts, its total. */
const weekRows = (name: string) => within(screen.getByText(name).closest('tbody')!).getAllByRole('row');
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
  it('lists each week, newest first, with its contracts’ hours, limits, amounts, statuses, invoices and totals', async () => {
    summaryApi();
    renderRoute(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly Summary' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Weekly Summary | TalentIndia'));
    const table = await screen.findByRole('table', { name: 'Week by week' });

    const weekNames = within(table)
      .getAllByRole('rowgroup')
      .slice(1)
      .map((group) => within(group).getAllByRole('row')[0]!.textContent);
    expect(weekNames).toEqual(['9 Mar – 15 Mar 2026', '2 Mar – 8 Mar 2026', '23 Feb – 1 Mar 2026']);

    const [, dashboard, api, total] = weekRows('2 Mar – 8 Mar 2026');
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
    expect(within(total!).getByRole('rowheader', { name: 'Week total' })).toBeInTheDocument();
    const [hours, , amounts] = within(total!).getAllByRole('cell');
    expect(hours).toHaveTextContent('10 h 45 min');
    expect(within(amounts!).getByText('$200.00')).toBeInTheDocument();
    expect(within(amounts!).getByText('₹750.00')).toBeInTheDocument();

    const [, open, idle, thisWeekTotal] = weekRows('9 Mar – 15 Mar 2026');
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
    expect(within(idle!).getByText('No hours')).toBeInTheDocument();
    expect(cellTexts(thisWeekTotal!)).toEqual(['2 h 30 min', '', '$50.00', '']);

    const [, paid] = weekRows('23 Feb – 1 Mar 2026');
    expect(within(paid!).getByText('Paid')).toBeInTheDocument();
    // A freelancer who deleted their account has no profile to link to.
    expect(within(paid!).getByText('Deleted user')).not.toHaveAttribute('href');
  });

  it('links each invoice to its page, each contract to that week of its work diary and each freelancer to their profile', async () => {
    summaryApi();
    renderRoute(PAGE);
    expect(await screen.findByRole('link', { name: 'TI/2526/00000007' })).toHaveAttribute(
      'href',
      '/reports/invoices/301',
    );
    expect(screen.getByRole('link', { name: 'TI/2526/00000008' })).toHaveAttribute('href', '/reports/invoices/302');
    expect(screen.getByRole('link', { name: 'TI/2526/00000003' })).toHaveAttribute('href', '/reports/invoices/290');
    expect(screen.getAllByRole('link', { name: 'Priya Sharma' })[0]).toHaveAttribute('href', '/freelancers/501');
    const [, paid] = weekRows('23 Feb – 1 Mar 2026');
    expect(within(paid!).getByRole('link', { name: 'Logo refresh' })).toHaveAttribute(
      'href',
      '/jobs/193/contracts/93/work-diary?week=2026-02-23',
    );
  });

  it('draws the weeks’ hours as a chart named by what it shows', async () => {
    summaryApi();
    renderRoute(PAGE);
    expect(
      await screen.findByRole('img', {
        name:
          'Hours logged per week by contract, the 3 weeks 23 Feb – 15 Mar 2026: 21 h 15 min in all; ' +
          'the most, 10 h 45 min, in the week 2 Mar – 8 Mar 2026.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hours per week' })).toBeInTheDocument();
    expect(screen.getByText('21 h 15 min logged, 23 Feb – 15 Mar 2026')).toBeInTheDocument();
  });

  it('asks for the api’s default range (the 12 weeks up to this week) and shows it in the date range', async () => {
    const { calls } = summaryApi();
    renderRoute(PAGE);
    await screen.findByRole('table', { name: 'Week by week' });
    expect(summaryQueries(calls)).toEqual([{}]);
    expect(screen.getByRole('button', { name: 'Date range Dec 22, 2025 – Mar 15, 2026' })).toBeInTheDocument();
  });

  it('reads the range, the freelancer and the contract from the address, and writes a chosen filter to it', async () => {
    const { calls } = summaryApi();
    const { user, router } = renderRoute(`${PAGE}?from=2026-01-05&to=2026-03-15&freelancer=501`);
    await screen.findByRole('table', { name: 'Week by week' });
    expect(summaryQueries(calls)).toEqual([{ from: '2026-01-05', to: '2026-03-15', freelancer: '501' }]);
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
    expect(new URLSearchParams(router.state.location.search).get('contract')).toBe('91');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Freelancer' }), 'All Freelancers');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).has('freelancer')).toBe(false));
    expect(summaryQueries(calls).at(-1)).toEqual({ from: '2026-01-05', to: '2026-03-15', contract: '91' });
  });

  it('says so when no hours were logged in the weeks', async () => {
    summaryApi([week('2026-03-09', [weekContract(91, 0)]), week('2026-03-02', [])]);
    renderRoute(PAGE);
    expect(await screen.findByText('No hours logged in these weeks.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the report’s shape in grey, announced as loading, until the weeks arrive', async () => {
    const reply = deferredReply({
      body: { status: true, data: { from: '2026-03-02', to: '2026-03-15', weeks: WEEKS } },
    });
    summaryApi(WEEKS, reply.handler);
    renderRoute(PAGE);
    expect(await screen.findByText('Loading the weekly summary…')).toBeInTheDocument();
    reply.release();
    expect(await screen.findByRole('table', { name: 'Week by week' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the weekly summary…')).not.toBeInTheDocument();
  });

  it('says why the weeks could not load, and tries again', async () => {
    let fail = true;
    summaryApi(WEEKS, () =>
      fail
        ? { status: 500, body: { status: false, message: 'Something went wrong.' } }
        : { body: { status: true, data: { from: '2026-03-02', to: '2026-03-15', weeks: WEEKS } } },
    );
    const { user } = renderRoute(PAGE);
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Week by week' })).toBeInTheDocument();
  });

  it('shows the api’s refusal of a range without offering to ask the same again', async () => {
    summaryApi(WEEKS, () => ({
      status: 422,
      body: { status: false, message: reportMessages.tooManyWeeks, errors: { from: [reportMessages.tooManyWeeks] } },
    }));
    renderRoute(`${PAGE}?from=2024-01-01&to=2026-03-15`);
    expect(await screen.findByText(reportMessages.tooManyWeeks)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import type { FreelancerTime } from '@talentindia/contracts';
import { deferredReply, mockApi, signInForTest, type ApiCall, type MockHandler } from '@talentindia/core/testing';
import { renderRoute } from '../../testing/render-route';
import { fakeChartCanvas } from './testing/fake-chart-canvas';
import { freelancerTime, inr, usd } from './testing/weekly-fixtures';

const PAGE = '/reports/time-by-freelancer';

const FREELANCERS: FreelancerTime[] = [
  freelancerTime(502, 'Arjun Mehta', 240, { contracts: 1, spent: [usd(8000)] }),
  freelancerTime(501, 'Priya Sharma', 750, { contracts: 2, spent: [usd(25000), inr(1200000)] }),
  freelancerTime(null, 'Deleted user', 0, { contracts: 1, spent: [] }),
];

const FILTER_OPTIONS = {
  status: true,
  data: {
    freelancers: [{ id: 501, name: 'Priya Sharma' }],
    contracts: [
      { id: 91, title: 'Build a React dashboard', type: 'hourly', freelancer_id: 501 },
      { id: 95, title: 'Logo design', type: 'fixed', freelancer_id: 501 },
    ],
  },
};

function timeApi(freelancers: FreelancerTime[] = FREELANCERS, override?: MockHandler) {
  return mockApi({
    'GET reports/time-by-freelancer': override ?? { body: { status: true, data: { freelancers } } },
    'GET reports/filters': { body: FILTER_OPTIONS },
  });
}

const reportQueries = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.path === 'reports/time-by-freelancer')
    .map((call) => Object.fromEntries(new URLSearchParams(call.query)));

/** Each row of the table as the text of its cells, the freelancer's first. */
const tableRows = () =>
  within(screen.getByRole('table', { name: 'Freelancers' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent),
    );

beforeAll(() => Promise.all([import('./time-by-freelancer-page'), import('./components/bar-chart')]));
beforeEach(() => {
  signInForTest();
  fakeChartCanvas();
});

describe('Time by freelancer', () => {
  it('lists each freelancer, the most hours first, with their hours, contracts and what was paid per currency', async () => {
    timeApi();
    renderRoute(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Time by freelancer' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Time by freelancer | TalentIndia'));
    await screen.findByRole('table', { name: 'Freelancers' });

    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Freelancer',
      'Hours',
      'Contracts',
      'Spent',
    ]);
    expect(tableRows()).toEqual([
      ['Priya Sharma', '12 h 30 min', '2', '$250.00₹12,000.00'],
      ['Arjun Mehta', '4 h', '1', '$80.00'],
      ['Deleted user', '0 h', '1', '—Nothing paid'],
    ]);
    expect(screen.getByRole('link', { name: 'Priya Sharma' })).toHaveAttribute('href', '/freelancers/501');
    expect(screen.queryByRole('link', { name: 'Deleted user' })).not.toBeInTheDocument();
  });

  it('draws the hours as a horizontal bar chart named by what it shows', async () => {
    timeApi();
    renderRoute(PAGE);
    expect(
      await screen.findByRole('img', {
        name: 'Hours logged per freelancer: Priya Sharma 12 h 30 min, Arjun Mehta 4 h.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hours per freelancer' })).toBeInTheDocument();
  });

  it('covers everything when the address names no range: Early to Continuous', async () => {
    const { calls } = timeApi();
    renderRoute(PAGE);
    await screen.findByRole('table', { name: 'Freelancers' });
    expect(reportQueries(calls)).toEqual([{}]);
    expect(screen.getByRole('button', { name: 'Date range Early – Continuous' })).toBeInTheDocument();
  });

  it('writes a chosen type, contract and range to the address and asks for them', async () => {
    const { calls } = timeApi();
    const { user, router } = renderRoute(`${PAGE}?from=2026-03-01&to=2026-03-31&type=hourly`);
    await screen.findByRole('table', { name: 'Freelancers' });
    expect(reportQueries(calls)).toEqual([{ from: '2026-03-01', to: '2026-03-31', type: 'hourly' }]);
    // No freelancer filter: the report is by freelancer.
    expect(screen.queryByRole('combobox', { name: 'Freelancer' })).not.toBeInTheDocument();
    const search = () => Object.fromEntries(new URLSearchParams(router.state.location.search));

    const contract = screen.getByRole('combobox', { name: 'Contract' });
    await waitFor(() => expect(contract).toBeEnabled());
    await user.selectOptions(contract, 'Build a React dashboard');
    await waitFor(() =>
      expect(search()).toEqual({ from: '2026-03-01', to: '2026-03-31', type: 'hourly', contract: '91' }),
    );
    await waitFor(() =>
      expect(reportQueries(calls).at(-1)).toEqual({
        from: '2026-03-01',
        to: '2026-03-31',
        type: 'hourly',
        contract: '91',
      }),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'All Type');
    await waitFor(() => expect(search()).toEqual({ from: '2026-03-01', to: '2026-03-31', contract: '91' }));

    await user.click(screen.getByRole('button', { name: 'Date range Mar 01, 2026 – Mar 31, 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Date range' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear end' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(search()).toEqual({ from: '2026-03-01', to: '', contract: '91' }));
    await waitFor(() => expect(reportQueries(calls).at(-1)).toEqual({ from: '2026-03-01', contract: '91' }));
    expect(screen.getByRole('button', { name: 'Date range Mar 01, 2026 – Continuous' })).toBeInTheDocument();
  });

  it('shows the table without a chart when nobody logged hours (fixed-price payments only)', async () => {
    timeApi([freelancerTime(501, 'Priya Sharma', 0, { spent: [usd(50000)] })]);
    renderRoute(PAGE);
    await screen.findByRole('table', { name: 'Freelancers' });
    expect(tableRows()).toEqual([['Priya Sharma', '0 h', '1', '$500.00']]);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('says so when no time was logged in the range', async () => {
    timeApi([]);
    renderRoute(PAGE);
    expect(await screen.findByText('No time logged in this range.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the report’s shape in grey, announced as loading, until the figures arrive', async () => {
    const reply = deferredReply({ body: { status: true, data: { freelancers: FREELANCERS } } });
    timeApi(FREELANCERS, reply.handler);
    renderRoute(PAGE);
    expect(await screen.findByText('Loading the hours by freelancer…')).toBeInTheDocument();
    reply.release();
    expect(await screen.findByRole('table', { name: 'Freelancers' })).toBeInTheDocument();
  });

  it('says why the figures could not load, and tries again', async () => {
    let fail = true;
    timeApi(FREELANCERS, () =>
      fail
        ? { status: 500, body: { status: false, message: 'Something went wrong.' } }
        : { body: { status: true, data: { freelancers: FREELANCERS } } },
    );
    const { user } = renderRoute(PAGE);
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Freelancers' })).toBeInTheDocument();
  });
});

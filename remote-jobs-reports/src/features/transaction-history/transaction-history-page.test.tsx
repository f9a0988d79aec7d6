import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import {
  reportMessages,
  TRANSACTION_PAGE_SIZE,
  type CreditEntryRow,
  type Money,
  type ReportFilterOptions,
  type TransactionRow,
  type TransactionSummary,
} from '@talentindia/contracts';
import {
  deferredReply,
  mockApi,
  signInForTest,
  TEST_SESSION_TOKEN,
  type ApiCall,
  type MockHandler,
  type MockReply,
} from '@talentindia/core/testing';
import { renderRoute } from '../../testing/render-route';

const inr = (amount: number): Money => ({ currency: 'INR', amount });
const usd = (amount: number): Money => ({ currency: 'USD', amount });

// Tuesday 10 March 2026, 02:00 UTC: still Monday 9 March in the Americas. The platform's today is
// the UTC day, so the default range is 9 to 10 March wherever the tests run.
const NOW = new Date('2026-03-10T02:00:00Z');
const PAGE = '/reports/transaction-history';
const DEFAULT_RANGE = 'Date range Mar 09, 2026 – Mar 10, 2026';

function transaction(id: number, change: Partial<TransactionRow> = {}): TransactionRow {
  return {
    id,
    kind: 'payment',
    occurred_at: '2026-03-09T10:00:00.000Z',
    type: 'hourly',
    contract: { id: 91, title: 'Build a React dashboard' },
    details: `Hours, 2 – 8 Mar 2026 (${id} h)`,
    period: { start: '2026-03-02', end: '2026-03-08' },
    freelancer: { id: 501, name: 'Priya Sharma' },
    invoice: { id: 100 + id, number: `TI/2627/${String(id).padStart(8, '0')}` },
    amount: inr(1050000),
    fee: inr(50000),
    tax: inr(9000),
    credits_used: inr(0),
    ...change,
  };
}

function creditEntry(id: number, change: Partial<CreditEntryRow> = {}): CreditEntryRow {
  return {
    id,
    occurred_at: '2026-03-09T10:00:00.000Z',
    kind: 'spend',
    description: `Credit entry ${id}`,
    amount: usd(-2500),
    invoice: null,
    ...change,
  };
}

const FILTER_OPTIONS: ReportFilterOptions = {
  freelancers: [
    { id: 501, name: 'Priya Sharma' },
    { id: 502, name: 'Arjun Mehta' },
  ],
  contracts: [
    { id: 91, title: 'Build a React dashboard', type: 'hourly', freelancer_id: 501 },
    { id: 92, title: 'Logo design', type: 'fixed', freelancer_id: 501 },
    { id: 93, title: 'Mobile app', type: 'hourly', freelancer_id: 502 },
  ],
};

/** A list the way the api pages it: `cursor` is where the page starts, `next_cursor` null on the last. */
const pagedReply =
  <T,>(all: T[], pageSize: number): MockHandler =>
  ({ query }) => {
    const start = Number(new URLSearchParams(query).get('cursor') ?? '0');
    const end = start + pageSize;
    return {
      body: {
        status: true,
        data: all.slice(start, end),
        meta: { next_cursor: end < all.length ? String(end) : null },
      },
    };
  };

interface ReportsApi {
  rows?: TransactionRow[];
  summaries?: TransactionSummary[];
  credits?: Money;
  entries?: CreditEntryRow[];
  replies?: Record<string, MockReply | MockHandler>;
}

/** The reports' api: the transactions and the ledger page by page, the summary, the filters' choices. */
function reportsApi({ rows = [], summaries = [], credits = inr(123450), entries = [], replies = {} }: ReportsApi = {}) {
  return mockApi({
    'GET reports/transactions': pagedReply(rows, TRANSACTION_PAGE_SIZE),
    'GET reports/transactions/summary': {
      body: { status: true, data: { summaries, available_credits: credits } },
    },
    'GET reports/filters': { body: { status: true, data: FILTER_OPTIONS } },
    'GET reports/credits': pagedReply(entries, TRANSACTION_PAGE_SIZE),
    ...replies,
  });
}

/** The query of each call to `path`, as an object ({ from: '2026-03-09', to: '2026-03-10' }). */
const queriesOf = (calls: ApiCall[], path: string) =>
  calls.filter((call) => call.path === path).map((call) => Object.fromEntries(new URLSearchParams(call.query)));
const lastQueryOf = (calls: ApiCall[], path: string) => queriesOf(calls, path).at(-1);

const location = (router: ReturnType<typeof renderRoute>['router']) =>
  decodeURIComponent(`${router.state.location.pathname}${router.state.location.search}`);
const table = () => screen.getByRole('table', { name: 'Transactions' });
const cards = () => screen.getByRole('list', { name: 'Transactions' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const rangeButton = () => screen.getByRole('button', { name: /^Date range / });
const figure = (group: HTMLElement, name: string) => within(group).getByText(name).nextElementSibling;

// The page's code (loaded lazily by the route) is compiled once up front, so the first test's wait
// measures the page, not the test runner compiling it on a busy machine.
beforeAll(() => import('./transaction-history-page'));
beforeEach(() => {
  signInForTest();
  // Only the clock stands still: timers run as usual, so clicking and waiting work as in the other tests.
  jest.useFakeTimers({
    now: NOW,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
});
afterEach(() => jest.useRealTimers());

describe('Transaction History', () => {
  it('shows its title, the credits available and the default range (yesterday and today, UTC), and asks the api for that range', async () => {
    const { calls } = reportsApi({ rows: [transaction(1)] });
    renderRoute(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Transaction History' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Transaction History | TalentIndia'));
    expect(rangeButton()).toHaveAccessibleName(DEFAULT_RANGE);
    const credits = screen.getByRole('region', { name: 'Available Credits' });
    expect(await within(credits).findByText('₹1,234.50')).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Transactions' });

    const range = { from: '2026-03-09', to: '2026-03-10' };
    expect(queriesOf(calls, 'reports/transactions')).toEqual([range]);
    expect(queriesOf(calls, 'reports/transactions/summary')).toEqual([range]);
  });

  it('shows the summary’s figures: Contracts, Fees, Credits Used, Taxes and Total Spent', async () => {
    reportsApi({
      rows: [transaction(1)],
      summaries: [
        {
          currency: 'INR',
          contracts: 2,
          fees: inr(150000),
          credits_used: inr(500000),
          taxes: inr(27000),
          total_spent: inr(3177000),
        },
      ],
    });
    renderRoute(PAGE);

    const summary = await screen.findByRole('group', { name: 'Summary in INR' });
    expect(figure(summary, 'Contracts')).toHaveTextContent('2');
    expect(figure(summary, 'Fees')).toHaveTextContent('₹1,500.00');
    expect(figure(summary, 'Credits Used')).toHaveTextContent('₹5,000.00');
    expect(figure(summary, 'Taxes')).toHaveTextContent('₹270.00');
    expect(figure(summary, 'Total Spent')).toHaveTextContent('₹31,770.00');
  });

  it('shows one summary per currency, and zeros in the credits’ currency when nothing matches', async () => {
    const summaryOf = (money: (amount: number) => Money, total: number): TransactionSummary => ({
      currency: money(0).currency,
      contracts: 1,
      fees: money(0),
      credits_used: money(0),
      taxes: money(0),
      total_spent: money(total),
    });
    reportsApi({ summaries: [summaryOf(inr, 100000), summaryOf(usd, 2500)] });
    renderRoute(PAGE);
    expect(figure(await screen.findByRole('group', { name: 'Summary in INR' }), 'Total Spent')).toHaveTextContent(
      '₹1,000.00',
    );
    expect(figure(screen.getByRole('group', { name: 'Summary in USD' }), 'Total Spent')).toHaveTextContent('$25.00');

    cleanup();
    reportsApi({ summaries: [], credits: usd(0) });
    renderRoute(PAGE);
    const zeros = await screen.findByRole('group', { name: 'Summary in USD' });
    expect(figure(zeros, 'Contracts')).toHaveTextContent('0');
    expect(figure(zeros, 'Total Spent')).toHaveTextContent('$0.00');
    expect(screen.queryByRole('group', { name: 'Summary in INR' })).not.toBeInTheDocument();
  });

  it('lists each transaction under Date, Type, Contract/Details, Freelancer and Amount, linked to its invoice', async () => {
    reportsApi({
      rows: [
        transaction(2, {
          kind: 'refund',
          type: 'fixed',
          occurred_at: '2026-03-09T23:30:00.000Z',
          contract: { id: 92, title: 'Logo design' },
          details: 'Refund: Milestone cancelled',
          period: null,
          amount: inr(-250000),
        }),
        transaction(1, { freelancer: { id: null, name: 'Deleted user' } }),
      ],
    });
    renderRoute(PAGE);
    await screen.findByRole('table', { name: 'Transactions' });

    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Type', 'Contract/Details', 'Freelancer', 'Amount']);
    const [refund, payment] = bodyRows();
    // The platform's day (UTC), the one the range filters on, whatever the reader's zone.
    expect(
      within(refund!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Mar 09, 2026',
      'Fixed PriceRefund',
      'Logo designRefund: Milestone cancelledInvoice TI/2627/00000002',
      'Priya Sharma',
      '-₹2,500.00',
    ]);
    expect(within(refund!).getByRole('link', { name: 'Refund: Milestone cancelled' })).toHaveAttribute(
      'href',
      '/reports/invoices/102',
    );
    expect(within(payment!).getByRole('link', { name: 'Hours, 2 – 8 Mar 2026 (1 h)' })).toHaveAttribute(
      'href',
      '/reports/invoices/101',
    );
    expect(within(payment!).getByRole('cell', { name: 'Deleted user' })).toBeInTheDocument();
    expect(within(payment!).getByRole('cell', { name: '₹10,500.00' })).toBeInTheDocument();
    expect(screen.getByText('No more transactions.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('draws the same rows as cards for narrow screens, each with its facts and its invoice link', async () => {
    reportsApi({ rows: [transaction(1), transaction(2, { type: 'fixed', details: 'Milestone: Design' })] });
    renderRoute(PAGE);
    await screen.findByRole('table', { name: 'Transactions' });

    // jsdom draws no CSS: at 900 px or less the stylesheet hides the table and shows these instead.
    const [first, second] = within(cards()).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Hours, 2 – 8 Mar 2026 (1 h)' })).toHaveAttribute(
      'href',
      '/reports/invoices/101',
    );
    expect(within(first!).getByText('Date').nextElementSibling).toHaveTextContent('Mar 09, 2026');
    expect(within(first!).getByText('Type').nextElementSibling).toHaveTextContent('Hourly');
    expect(within(first!).getByText('Freelancer').nextElementSibling).toHaveTextContent('Priya Sharma');
    expect(within(first!).getByText('Amount').nextElementSibling).toHaveTextContent('₹10,500.00');
    expect(within(second!).getByRole('link', { name: 'Milestone: Design' })).toHaveAttribute(
      'href',
      '/reports/invoices/102',
    );
    expect(within(second!).getByText('Type').nextElementSibling).toHaveTextContent('Fixed Price');
  });

  it('loads the next page with Load More after the last page’s cursor, moves the keyboard to its first row, then ends with "No more transactions."', async () => {
    const all = Array.from({ length: TRANSACTION_PAGE_SIZE + 3 }, (_, index) => transaction(index + 1));
    const { calls } = reportsApi({ rows: all });
    const { user } = renderRoute(PAGE);
    await screen.findByRole('table', { name: 'Transactions' });
    expect(bodyRows()).toHaveLength(TRANSACTION_PAGE_SIZE);
    expect(screen.queryByText('No more transactions.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(TRANSACTION_PAGE_SIZE + 3));
    const firstNew = within(bodyRows()[TRANSACTION_PAGE_SIZE]!).getByRole('link');
    await waitFor(() => expect(firstNew).toHaveFocus());
    expect(screen.getByText('No more transactions.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(queriesOf(calls, 'reports/transactions').map((query) => query.cursor)).toEqual([
      undefined,
      String(TRANSACTION_PAGE_SIZE),
    ]);
  });

  it('says "No more transactions." at once when nothing is in the range', async () => {
    reportsApi({ rows: [] });
    renderRoute(PAGE);
    expect(await screen.findByText('No more transactions.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the list’s shape in grey, announced as loading, until the first page arrives', async () => {
    const reply = deferredReply({ body: { status: true, data: [transaction(1)], meta: { next_cursor: null } } });
    reportsApi({ replies: { 'GET reports/transactions': reply.handler } });
    renderRoute(PAGE);
    expect(await screen.findByText('Loading transactions…')).toBeInTheDocument();
    reply.release();
    expect(await screen.findByRole('table', { name: 'Transactions' })).toBeInTheDocument();
    expect(screen.queryByText('Loading transactions…')).not.toBeInTheDocument();
  });

  it('shows the api’s message when the list cannot load, and tries again', async () => {
    let fail = true;
    reportsApi({
      replies: {
        'GET reports/transactions': () =>
          fail
            ? { status: 503, body: { status: false, message: 'The service is busy. Try again shortly.' } }
            : { body: { status: true, data: [transaction(1)], meta: { next_cursor: null } } },
      },
    });
    const { user } = renderRoute(PAGE);
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is busy. Try again shortly.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Transactions' })).toBeInTheDocument();
  });
});

describe('Transaction History’s filters, in the address', () => {
  it('reads the range, the type, the freelancer and the contract from the address, and asks the api for them', async () => {
    const { calls } = reportsApi({ rows: [transaction(1)] });
    renderRoute(`${PAGE}?from=2026-02-01&to=2026-02-28&type=hourly&freelancer=501&contract=91`);
    await screen.findByRole('table', { name: 'Transactions' });

    expect(rangeButton()).toHaveAccessibleName('Date range Feb 01, 2026 – Feb 28, 2026');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveDisplayValue('Hourly');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Freelancer' })).toHaveDisplayValue('Priya Sharma'),
    );
    expect(screen.getByRole('combobox', { name: 'Contract' })).toHaveDisplayValue('Build a React dashboard');
    const query = { from: '2026-02-01', to: '2026-02-28', type: 'hourly', freelancer: '501', contract: '91' };
    expect(queriesOf(calls, 'reports/transactions')).toEqual([query]);
    expect(queriesOf(calls, 'reports/transactions/summary')).toEqual([query]);
  });

  it('writes each choice into the address, narrows the contracts to the freelancer’s, and a reload keeps them', async () => {
    const { calls } = reportsApi({ rows: [transaction(1)] });
    const { user, router } = renderRoute(PAGE);
    await screen.findByRole('table', { name: 'Transactions' });
    const contract = () => screen.getByRole('combobox', { name: 'Contract' });
    const optionsOf = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Freelancer' })).toBeEnabled());
    expect(optionsOf(screen.getByRole('combobox', { name: 'Type' }))).toEqual(['All Type', 'Hourly', 'Fixed Price']);
    expect(optionsOf(screen.getByRole('combobox', { name: 'Freelancer' }))).toEqual([
      'All Freelancers',
      'Priya Sharma',
      'Arjun Mehta',
    ]);
    expect(optionsOf(contract())).toEqual(['All Contracts', 'Build a React dashboard', 'Logo design', 'Mobile app']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Freelancer' }), 'Arjun Mehta');
    expect(optionsOf(contract())).toEqual(['All Contracts', 'Mobile app']);
    expect(location(router)).toBe(`${PAGE}?freelancer=502`);

    await user.selectOptions(contract(), 'Mobile app');
    expect(location(router)).toBe(`${PAGE}?freelancer=502&contract=93`);

    // Another freelancer's contracts do not include the chosen one: it is let go.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Freelancer' }), 'Priya Sharma');
    expect(location(router)).toBe(`${PAGE}?freelancer=501`);
    expect(contract()).toHaveDisplayValue('All Contracts');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Fixed Price');
    expect(optionsOf(contract())).toEqual(['All Contracts', 'Logo design']);
    await user.selectOptions(contract(), 'Logo design');
    const address = location(router);
    expect(address).toBe(`${PAGE}?freelancer=501&type=fixed&contract=92`);
    await waitFor(() =>
      expect(lastQueryOf(calls, 'reports/transactions')).toEqual({
        from: '2026-03-09',
        to: '2026-03-10',
        type: 'fixed',
        freelancer: '501',
        contract: '92',
      }),
    );

    cleanup();
    const reloaded = reportsApi({ rows: [transaction(1)] });
    renderRoute(address);
    await screen.findByRole('table', { name: 'Transactions' });
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveDisplayValue('Fixed Price');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Freelancer' })).toHaveDisplayValue('Priya Sharma'),
    );
    expect(contract()).toHaveDisplayValue('Logo design');
    expect(rangeButton()).toHaveAccessibleName(DEFAULT_RANGE);
    expect(queriesOf(reloaded.calls, 'reports/transactions')).toEqual([
      { from: '2026-03-09', to: '2026-03-10', type: 'fixed', freelancer: '501', contract: '92' },
    ]);
  });

  it('picks a range in the calendar: the first day the start, the next the end; Apply writes it to the address', async () => {
    const { calls } = reportsApi({ rows: [transaction(1)] });
    const { user, router } = renderRoute(PAGE);
    await screen.findByRole('table', { name: 'Transactions' });

    await user.click(rangeButton());
    const dialog = await screen.findByRole('dialog', { name: 'Date range' });
    expect(within(dialog).getByText(/^Start:/)).toHaveTextContent('Start: Mar 09, 2026');
    expect(within(dialog).getByText(/^End:/)).toHaveTextContent('End: Mar 10, 2026');
    // Days after the platform's today cannot be picked.
    expect(within(dialog).getByRole('button', { name: /March 11th, 2026/ })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: /March 2nd, 2026/ }));
    await user.click(within(dialog).getByRole('button', { name: /March 6th, 2026/ }));
    expect(within(dialog).getByText(/^Start:/)).toHaveTextContent('Start: Mar 02, 2026');
    expect(within(dialog).getByText(/^End:/)).toHaveTextContent('End: Mar 06, 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rangeButton()).toHaveAccessibleName('Date range Mar 02, 2026 – Mar 06, 2026');
    expect(rangeButton()).toHaveFocus();
    expect(location(router)).toBe(`${PAGE}?from=2026-03-02&to=2026-03-06`);
    await waitFor(() =>
      expect(lastQueryOf(calls, 'reports/transactions')).toEqual({ from: '2026-03-02', to: '2026-03-06' }),
    );
  });

  it('leaves an end open with Clear start ("Early") or Clear end ("Continuous"), written empty in the address', async () => {
    const { calls } = reportsApi({ rows: [transaction(1)] });
    const { user, router } = renderRoute(PAGE);
    await screen.findByRole('table', { name: 'Transactions' });

    await user.click(rangeButton());
    let dialog = await screen.findByRole('dialog', { name: 'Date range' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear start' }));
    expect(within(dialog).getByText(/^Start:/)).toHaveTextContent('Start: Early');
    // With the start open, the next day picked is the end.
    await user.click(within(dialog).getByRole('button', { name: /March 5th, 2026/ }));
    expect(within(dialog).getByText(/^End:/)).toHaveTextContent('End: Mar 05, 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(rangeButton()).toHaveAccessibleName('Date range Early – Mar 05, 2026'));
    expect(location(router)).toBe(`${PAGE}?from=&to=2026-03-05`);
    await waitFor(() => expect(lastQueryOf(calls, 'reports/transactions')).toEqual({ to: '2026-03-05' }));

    await user.click(rangeButton());
    dialog = await screen.findByRole('dialog', { name: 'Date range' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear end' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(rangeButton()).toHaveAccessibleName('Date range Early – Continuous'));
    expect(location(router)).toBe(`${PAGE}?from=&to=`);
    await waitFor(() => expect(lastQueryOf(calls, 'reports/transactions')).toEqual({}));

    cleanup();
    const reloaded = reportsApi({ rows: [transaction(1)] });
    renderRoute(`${PAGE}?from=2026-03-01&to=`);
    await screen.findByRole('table', { name: 'Transactions' });
    expect(rangeButton()).toHaveAccessibleName('Date range Mar 01, 2026 – Continuous');
    expect(queriesOf(reloaded.calls, 'reports/transactions')).toEqual([{ from: '2026-03-01' }]);
  });

  it('works from the keyboard: Enter opens it, the arrows move between days, Enter picks one', async () => {
    reportsApi({ rows: [transaction(1)] });
    const { user, router } = renderRoute(PAGE);
    await screen.findByRole('table', { name: 'Transactions' });

    act(() => rangeButton().focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Date range' });
    act(() =>
      within(dialog)
        .getByRole('button', { name: /March 9th, 2026/ })
        .focus(),
    );
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(within(dialog).getByText(/^Start:/)).toHaveTextContent('Start: Mar 08, 2026');
    await user.keyboard('{ArrowUp}{Enter}');
    // A week up from the 8th is the 1st, before the start: it becomes the start, the 8th the end.
    expect(within(dialog).getByText(/^Start:/)).toHaveTextContent('Start: Mar 01, 2026');
    expect(within(dialog).getByText(/^End:/)).toHaveTextContent('End: Mar 08, 2026');
    act(() => within(dialog).getByRole('button', { name: 'Apply' }).focus());
    await user.keyboard('{Enter}');

    await waitFor(() => expect(rangeButton()).toHaveFocus());
    expect(rangeButton()).toHaveAccessibleName('Date range Mar 01, 2026 – Mar 08, 2026');
    expect(location(router)).toBe(`${PAGE}?from=2026-03-01&to=2026-03-08`);
  });

  it('closes the calendar on Escape without changing the range, and gives the focus back to its button', async () => {
    const { calls } = reportsApi({ rows: [transaction(1)] });
    const { user, router } = renderRoute(PAGE);
    await screen.findByRole('table', { name: 'Transactions' });

    await user.click(rangeButton());
    const dialog = await screen.findByRole('dialog', { name: 'Date range' });
    // The page behind the dialog is hidden from assistive technology while it is open.
    expect(screen.getByRole('button', { name: /^Date range /, hidden: true })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Clear start' }));
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rangeButton()).toHaveFocus();
    expect(rangeButton()).toHaveAccessibleName(DEFAULT_RANGE);
    expect(location(router)).toBe(PAGE);
    expect(queriesOf(calls, 'reports/transactions')).toHaveLength(1);
  });

  it('reads a day that is not one as the default, and a range written backwards the right way round', async () => {
    const { calls } = reportsApi({ rows: [transaction(1)] });
    renderRoute(`${PAGE}?from=2026-02-31&to=2026-02-01&type=weekly&freelancer=abc`);
    await screen.findByRole('table', { name: 'Transactions' });
    // 31 February is no day: the default start (9 March), after the end given, so the two swap.
    expect(rangeButton()).toHaveAccessibleName('Date range Feb 01, 2026 – Mar 09, 2026');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveDisplayValue('All Type');
    expect(queriesOf(calls, 'reports/transactions')).toEqual([{ from: '2026-02-01', to: '2026-03-09' }]);
  });
});

describe('Transaction History’s downloads', () => {
  /** Saves what the page downloads instead of letting jsdom navigate to it. */
  function captureDownloads() {
    const saved: { name: string; href: string }[] = [];
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:report');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    return { saved, createObjectURL };
  }

  it('downloads the CSV of the filtered rows with the session’s token', async () => {
    const { calls } = reportsApi({
      rows: [transaction(1)],
      replies: {
        'GET reports/transactions.csv': () =>
          new Response(new Blob(['Date,Type\n'], { type: 'text/csv' }), { headers: { 'Content-Type': 'text/csv' } }),
      },
    });
    const { saved, createObjectURL } = captureDownloads();
    const { user } = renderRoute(`${PAGE}?from=&to=2026-03-05&type=hourly&freelancer=501`);
    await screen.findByRole('table', { name: 'Transactions' });

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'transactions-early-2026-03-05.csv', href: 'blob:report' }]));
    expect(createObjectURL).toHaveBeenCalledWith(expect.objectContaining({ type: 'text/csv' }));
    const csv = calls.filter((call) => call.path === 'reports/transactions.csv');
    expect(csv.map((call) => Object.fromEntries(new URLSearchParams(call.query)))).toEqual([
      { to: '2026-03-05', type: 'hourly', freelancer: '501' },
    ]);
    expect(csv.map((call) => call.authorization)).toEqual([`Bearer ${TEST_SESSION_TOKEN}`]);
  });

  it('downloads the range’s invoices as a ZIP, and says in a toast why the api refused', async () => {
    let refuse = true;
    const { calls } = reportsApi({
      rows: [transaction(1)],
      replies: {
        'GET reports/invoices.zip': () =>
          refuse
            ? { status: 422, body: { status: false, message: reportMessages.tooManyInvoices } }
            : new Response(new Blob(['PK'], { type: 'application/zip' }), {
                headers: { 'Content-Type': 'application/zip' },
              }),
      },
    });
    const { saved } = captureDownloads();
    const { user } = renderRoute(PAGE);
    await screen.findByRole('table', { name: 'Transactions' });

    await user.click(screen.getByRole('button', { name: 'Download invoices (ZIP)' }));
    expect(await screen.findByText(reportMessages.tooManyInvoices)).toBeInTheDocument();
    expect(saved).toEqual([]);

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Download invoices (ZIP)' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'invoices-2026-03-09-2026-03-10.zip', href: 'blob:report' }]));
    expect(queriesOf(calls, 'reports/invoices.zip')).toEqual([
      { from: '2026-03-09', to: '2026-03-10' },
      { from: '2026-03-09', to: '2026-03-10' },
    ]);
  });
});

describe('Credit History (?type=credits)', () => {
  it('lists the ledger’s entries in the range with their signed amounts and invoices, page by page, and links back to all transactions', async () => {
    const entries = [
      creditEntry(1, {
        kind: 'claim',
        description: 'Sign-up credits claimed',
        amount: usd(100000),
      }),
      creditEntry(2, {
        description: 'Invoice TI/2627/00000004: Milestone: Design',
        amount: usd(-2500),
        invoice: { id: 104, number: 'TI/2627/00000004' },
      }),
      ...Array.from({ length: TRANSACTION_PAGE_SIZE }, (_, index) => creditEntry(index + 3)),
    ];
    const { calls } = reportsApi({ entries, credits: usd(97500) });
    const { user, router } = renderRoute(`${PAGE}?type=credits`);

    expect(await screen.findByRole('heading', { level: 2, name: 'Credit History' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Transaction History' })).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Available Credits' })).findByText('$975.00'),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Credit entries' });
    const [claim, spend] = within(list).getAllByRole('listitem');
    expect(claim).toHaveTextContent('Mar 09, 2026');
    expect(claim).toHaveTextContent('Sign-up credits claimed');
    expect(claim).toHaveTextContent('+$1,000.00');
    expect(within(claim!).queryByRole('link')).not.toBeInTheDocument();
    expect(spend).toHaveTextContent('-$25.00');
    expect(within(spend!).getByRole('link', { name: 'Invoice TI/2627/00000004' })).toHaveAttribute(
      'href',
      '/reports/invoices/104',
    );
    // The ledger, not the transactions: no table, no summary, no downloads, no transaction filters.
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Type' })).not.toBeInTheDocument();
    expect(queriesOf(calls, 'reports/transactions')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(entries.length));
    expect(screen.getByText('No more transactions.')).toBeInTheDocument();
    expect(queriesOf(calls, 'reports/credits')).toEqual([
      { from: '2026-03-09', to: '2026-03-10' },
      { from: '2026-03-09', to: '2026-03-10', cursor: String(TRANSACTION_PAGE_SIZE) },
    ]);

    await user.click(screen.getByRole('link', { name: 'All transactions' }));
    expect(location(router)).toBe(PAGE);
    expect(await screen.findByRole('group', { name: 'Summary in USD' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Credit History' })).not.toBeInTheDocument();
  });

  it('applies the range to the ledger, keeps the view in the address, and keeps the range on the way back', async () => {
    const { calls } = reportsApi({ entries: [] });
    const { user, router } = renderRoute(`${PAGE}?type=credits&from=2026-01-01&to=`);
    expect(await screen.findByText('No more transactions.')).toBeInTheDocument();
    expect(rangeButton()).toHaveAccessibleName('Date range Jan 01, 2026 – Continuous');
    expect(queriesOf(calls, 'reports/credits')).toEqual([{ from: '2026-01-01' }]);

    await user.click(rangeButton());
    const dialog = await screen.findByRole('dialog', { name: 'Date range' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear start' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(location(router)).toBe(`${PAGE}?type=credits&from=&to=`));
    await waitFor(() => expect(lastQueryOf(calls, 'reports/credits')).toEqual({}));

    expect(screen.getByRole('link', { name: 'All transactions' })).toHaveAttribute('href', `${PAGE}?from=&to=`);
  });

  it('is reached from the transactions by View Credit History, in the same range', async () => {
    reportsApi({ rows: [transaction(1)] });
    const { user, router } = renderRoute(`${PAGE}?from=2026-02-01&type=hourly`);
    await screen.findByRole('table', { name: 'Transactions' });
    await user.click(screen.getByRole('link', { name: 'View Credit History' }));
    await act(async () => undefined);
    expect(location(router)).toBe(`${PAGE}?from=2026-02-01&type=credits`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Credit History' })).toBeInTheDocument();
  });
});

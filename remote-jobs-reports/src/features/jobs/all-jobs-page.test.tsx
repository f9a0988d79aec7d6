import { act, screen, waitFor, within } from '@testing-library/react';
import { JOBS_PAGE_SIZE, marketplaceMessages, type JobRow } from '@talentindia/contracts';
import { deferredReply, mockApi, signInForTest, type ApiCall, type MockHandler } from '@talentindia/core/testing';
import { renderRoute } from '../../testing/render-route';

const usd = (amount: number) => ({ currency: 'USD' as const, amount });

function job(id: number, change: Partial<JobRow> = {}): JobRow {
  return {
    id,
    title: `Job ${id}`,
    type: 'hourly',
    status: 'open',
    // Midday UTC: the same calendar day in every time zone the tests may run in.
    created_at: '2026-11-20T12:00:00.000Z',
    proposals: 0,
    messaged: 0,
    hired: 0,
    hourly_rate_min: usd(2000),
    hourly_rate_max: usd(3500),
    budget: null,
    ...change,
  };
}

/** A real list behind `GET /jobs`: filtered and paged the way the api pages (JOBS_PAGE_SIZE, newest first). */
function jobsApi(all: JobRow[], override?: MockHandler) {
  return mockApi({
    'GET jobs':
      override ??
      (({ query }) => {
        const params = new URLSearchParams(query);
        const q = params.get('q')?.toLowerCase();
        const matching = all.filter(
          (row) =>
            (!q || row.title.toLowerCase().includes(q)) &&
            (!params.get('type') || row.type === params.get('type')) &&
            (!params.get('status') || row.status === params.get('status')),
        );
        const page = Number(params.get('page') ?? '1');
        const data = matching.slice((page - 1) * JOBS_PAGE_SIZE, page * JOBS_PAGE_SIZE);
        return {
          body: {
            status: true,
            data,
            meta: {
              page,
              per_page: JOBS_PAGE_SIZE,
              total: matching.length,
              has_more: page * JOBS_PAGE_SIZE < matching.length,
            },
          },
        };
      }),
  });
}

/** The query of each `GET /jobs` the page sent, as an object ({ page: '1', type: 'hourly' }). */
const listQueries = (calls: ApiCall[]) =>
  calls
    .filter((call) => call.method === 'GET' && call.path === 'jobs')
    .map((call) => Object.fromEntries(new URLSearchParams(call.query)));

const rows = () => within(screen.getByRole('list', { name: 'Jobs' })).getAllByRole('listitem');
const rowOf = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;
const location = (router: ReturnType<typeof renderRoute>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

// The page's code (loaded lazily by the route) is compiled once up front, so the first test's
// wait for the page measures the page, not the test runner compiling it on a busy machine.
beforeAll(() => import('./all-jobs-page'));
beforeEach(signInForTest);

describe('All Jobs', () => {
  it('shows each job with its page link, pay, created date, counts and status label, then "No more jobs found."', async () => {
    jobsApi([
      job(3, { title: 'React Native app', proposals: 5, messaged: 2, hired: 1, status: 'active' }),
      job(2, {
        title: 'Company website',
        type: 'fixed',
        status: 'draft',
        hourly_rate_min: null,
        hourly_rate_max: null,
        budget: usd(150000),
      }),
      job(1, { title: 'Old API work', status: 'closed', hourly_rate_max: usd(2000) }),
    ]);
    renderRoute('/jobs');

    expect(await screen.findByRole('heading', { level: 1, name: 'All Jobs' })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'React Native app' });
    await waitFor(() => expect(document.title).toBe('All Jobs | TalentIndia'));

    expect(rows()).toHaveLength(3);
    const active = rowOf('React Native app');
    expect(within(active).getByRole('link', { name: 'React Native app' })).toHaveAttribute('href', '/jobs/3');
    expect(within(active).getByText('Hourly: $20.00–$35.00/hr')).toBeInTheDocument();
    expect(within(active).getByText('Nov 20, 2026')).toBeInTheDocument();
    expect(within(active).getByText('Proposals').nextSibling).toHaveTextContent('5');
    expect(within(active).getByText('Messaged').nextSibling).toHaveTextContent('2');
    expect(within(active).getByText('Hired').nextSibling).toHaveTextContent('1');
    expect(within(active).getByText('Active Contract')).toBeInTheDocument();
    expect(within(active).queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();

    const draft = rowOf('Company website');
    expect(within(draft).getByText('Fixed Price: $1,500.00')).toBeInTheDocument();
    expect(within(draft).getByText('Draft Job')).toBeInTheDocument();
    // Only a draft can be edited, so only a draft offers its editor.
    expect(within(draft).getByRole('link', { name: 'Edit Company website' })).toHaveAttribute('href', '/jobs/2/edit');

    const closed = rowOf('Old API work');
    expect(within(closed).getByText('Hourly: $20.00/hr')).toBeInTheDocument();
    expect(within(closed).getByText('Closed Job')).toBeInTheDocument();

    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 3 jobs');
    expect(screen.getByText(marketplaceMessages.noMoreJobs)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('shows a draft that has only its title: no pay, its date, its label and its editor', async () => {
    jobsApi([
      job(4, { title: 'Bakery app', status: 'draft', type: null, hourly_rate_min: null, hourly_rate_max: null }),
    ]);
    renderRoute('/jobs');
    await screen.findByRole('link', { name: 'Bakery app' });
    const draft = rowOf('Bakery app');
    expect(within(draft).queryByText(/Hourly|Fixed Price/)).not.toBeInTheDocument();
    expect(within(draft).getByText('Nov 20, 2026')).toBeInTheDocument();
    expect(within(draft).getByText('Draft Job')).toBeInTheDocument();
    expect(within(draft).getByRole('link', { name: 'Edit Bakery app' })).toHaveAttribute('href', '/jobs/4/edit');
  });

  it('shows the list’s shape in grey, announced as loading, until the first page arrives', async () => {
    const reply = deferredReply({ body: okPage([job(1)]) });
    jobsApi([], reply.handler);
    renderRoute('/jobs');
    expect(await screen.findByText('Loading jobs…')).toBeInTheDocument();
    reply.release();
    expect(await screen.findByRole('link', { name: 'Job 1' })).toBeInTheDocument();
    expect(screen.queryByText('Loading jobs…')).not.toBeInTheDocument();
  });

  it('links to Post a Job and Find Freelancers', async () => {
    jobsApi([job(1)]);
    renderRoute('/jobs');
    await screen.findByRole('link', { name: 'Job 1' });
    expect(screen.getByRole('link', { name: 'Post a Job' })).toHaveAttribute('href', '/jobs/new');
    expect(screen.getByRole('link', { name: 'Find Freelancers' })).toHaveAttribute('href', '/freelancers');
  });

  it('loads the next page with Load More, moves the keyboard to its first job, and ends with "No more jobs found."', async () => {
    const all = Array.from({ length: 23 }, (_, index) => job(23 - index));
    const { calls } = jobsApi(all);
    const { user } = renderRoute('/jobs');
    await screen.findByRole('link', { name: 'Job 23' });
    expect(rows()).toHaveLength(10);
    expect(screen.queryByText(marketplaceMessages.noMoreJobs)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByRole('link', { name: 'Job 13' });
    expect(rows()).toHaveLength(20);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Job 13' })).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Showing 20 of 23 jobs');

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByRole('link', { name: 'Job 1' });
    expect(rows()).toHaveLength(23);
    expect(screen.getByText(marketplaceMessages.noMoreJobs)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(listQueries(calls).map((query) => query.page)).toEqual(['1', '2', '3']);
  });

  it('shows a job once when a new one shifted the pages between two loads', async () => {
    const pageOf = (ids: number[], page: number, hasMore: boolean) => ({
      body: {
        status: true,
        data: ids.map((id) => job(id)),
        meta: { page, per_page: 2, total: 4, has_more: hasMore },
      },
    });
    jobsApi([], ({ query }) =>
      new URLSearchParams(query).get('page') === '2' ? pageOf([3, 1], 2, false) : pageOf([4, 3], 1, true),
    );
    const { user } = renderRoute('/jobs');
    await screen.findByRole('link', { name: 'Job 4' });
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByRole('link', { name: 'Job 1' });
    expect(rows().map((row) => within(row).getByRole('heading').textContent)).toEqual(['Job 4', 'Job 3', 'Job 1']);
  });

  it('reads its filters from the URL, so a reload or a shared link shows the same list', async () => {
    const { calls } = jobsApi([
      job(2, { title: 'React dashboard', status: 'draft' }),
      job(1, { title: 'React fixes', status: 'open' }),
    ]);
    renderRoute('/jobs?q=react&type=hourly&status=draft');
    await screen.findByRole('link', { name: 'React dashboard' });
    expect(screen.queryByRole('link', { name: 'React fixes' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search Job Post' })).toHaveValue('react');
    expect(screen.getByRole('combobox', { name: 'Job type' })).toHaveDisplayValue('Hourly');
    expect(screen.getByRole('combobox', { name: 'Job status' })).toHaveDisplayValue('Draft Job');
    expect(listQueries(calls)).toEqual([{ page: '1', q: 'react', type: 'hourly', status: 'draft' }]);
  });

  it('puts the type and status filters in the URL and asks the server for them; Clear Filter takes them all off', async () => {
    const { calls } = jobsApi([
      job(3, { title: 'Hourly draft', status: 'draft' }),
      job(2, { title: 'Fixed draft', type: 'fixed', status: 'draft', budget: usd(50000) }),
      job(1, { title: 'Hourly open' }),
    ]);
    const { user, router } = renderRoute('/jobs');
    await screen.findByRole('link', { name: 'Hourly open' });
    expect(screen.getByRole('button', { name: 'Clear Filter' })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Job type' }), 'Fixed Price');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Hourly open' })).not.toBeInTheDocument());
    expect(rows()).toHaveLength(1);
    expect(location(router)).toBe('/jobs?type=fixed');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Job type' }), 'All Type');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Job status' }), 'Draft Job');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(location(router)).toBe('/jobs?status=draft');

    await user.click(screen.getByRole('button', { name: 'Clear Filter' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(location(router)).toBe('/jobs');
    expect(screen.getByRole('combobox', { name: 'Job status' })).toHaveDisplayValue('All Status');
    expect(listQueries(calls)).toEqual([
      { page: '1' },
      { page: '1', type: 'fixed' },
      // Back to All Type: the unfiltered list is read again, fresh, each time it is shown.
      { page: '1' },
      { page: '1', status: 'draft' },
      { page: '1' },
    ]);
  });

  it('searches on the server once typing pauses, not per keystroke, and Clear Filter empties the box', async () => {
    const { calls } = jobsApi([job(2, { title: 'React Native app' }), job(1, { title: 'Laravel shop' })]);
    const { user, router } = renderRoute('/jobs');
    await screen.findByRole('link', { name: 'Laravel shop' });

    await user.type(screen.getByRole('searchbox', { name: 'Search Job Post' }), 'react native');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Laravel shop' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'React Native app' })).toBeInTheDocument();
    expect(location(router)).toBe('/jobs?q=react+native');
    expect(listQueries(calls).map((query) => query.q)).toEqual([undefined, 'react native']);

    await user.click(screen.getByRole('button', { name: 'Clear Filter' }));
    await screen.findByRole('link', { name: 'Laravel shop' });
    expect(screen.getByRole('searchbox', { name: 'Search Job Post' })).toHaveValue('');
    expect(location(router)).toBe('/jobs');
  });

  it('follows the URL on Back: the filters and the search box show what the list shows', async () => {
    jobsApi([job(2, { title: 'React Native app', status: 'draft' }), job(1, { title: 'Laravel shop' })]);
    const { user, router } = renderRoute('/jobs?q=laravel');
    await screen.findByRole('link', { name: 'Laravel shop' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Job status' }), 'Draft Job');
    await user.clear(screen.getByRole('searchbox', { name: 'Search Job Post' }));
    await screen.findByRole('link', { name: 'React Native app' });
    expect(location(router)).toBe('/jobs?status=draft');

    // Typing replaced its entry; the status choice made one of its own.
    await act(() => router.navigate(-1));
    await screen.findByRole('link', { name: 'Laravel shop' });
    expect(location(router)).toBe('/jobs?q=laravel');
    expect(screen.getByRole('searchbox', { name: 'Search Job Post' })).toHaveValue('laravel');
    expect(screen.getByRole('combobox', { name: 'Job status' })).toHaveDisplayValue('All Status');
  });

  it('searches at once on Enter', async () => {
    const { calls } = jobsApi([job(2, { title: 'React Native app' }), job(1, { title: 'Laravel shop' })]);
    const { user } = renderRoute('/jobs');
    await screen.findByRole('link', { name: 'Laravel shop' });
    await user.type(screen.getByRole('searchbox', { name: 'Search Job Post' }), 'laravel{Enter}');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'React Native app' })).not.toBeInTheDocument());
    expect(listQueries(calls).map((query) => query.q)).toEqual([undefined, 'laravel']);
  });

  it('treats a filter that is not one of the options as All, instead of failing', async () => {
    const { calls } = jobsApi([job(1)]);
    renderRoute('/jobs?type=weekly&status=archived');
    await screen.findByRole('link', { name: 'Job 1' });
    expect(screen.getByRole('combobox', { name: 'Job type' })).toHaveDisplayValue('All Type');
    expect(screen.getByRole('combobox', { name: 'Job status' })).toHaveDisplayValue('All Status');
    expect(listQueries(calls)).toEqual([{ page: '1' }]);
  });

  it('invites a client with no jobs to post one', async () => {
    jobsApi([]);
    renderRoute('/jobs');
    expect(await screen.findByText(/You have not posted a job yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/jobs/new');
  });

  it('says when nothing matches the filters', async () => {
    jobsApi([job(1)]);
    renderRoute('/jobs?status=closed');
    expect(await screen.findByText('No jobs match your search and filters.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Post a job' })).not.toBeInTheDocument();
  });

  it('shows the api’s message when the list cannot load, and tries again', async () => {
    let fail = true;
    jobsApi([], () =>
      fail
        ? { status: 503, body: { status: false, message: 'The service is busy. Try again shortly.' } }
        : { body: okPage([job(1)]) },
    );
    const { user } = renderRoute('/jobs');
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is busy. Try again shortly.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Job 1' })).toBeInTheDocument();
  });
});

describe('My Jobs shortcuts', () => {
  it.each([
    ['/jobs/drafts', '?status=draft', 'Draft Job'],
    ['/jobs/completed', '?status=closed', 'Closed Job'],
  ])('%s opens the list filtered (%s)', async (path, search, label) => {
    const { calls } = jobsApi([]);
    const { router } = renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'All Jobs' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/jobs');
    expect(router.state.location.search).toBe(search);
    expect(screen.getByRole('combobox', { name: 'Job status' })).toHaveDisplayValue(label);
    await waitFor(() => expect(listQueries(calls)).toEqual([{ page: '1', status: search.split('=')[1] }]));
  });
});

function okPage(data: JobRow[]) {
  return { status: true, data, meta: { page: 1, per_page: JOBS_PAGE_SIZE, total: data.length, has_more: false } };
}

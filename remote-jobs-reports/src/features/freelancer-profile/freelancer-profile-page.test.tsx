import { screen, waitFor, within } from '@testing-library/react';
import {
  WORK_HISTORY_PAGE_SIZE,
  REVIEWS_PAGE_SIZE,
  messagingMessages,
  type FreelancerProfile,
} from '@talentindia/contracts';
import { useAuthStore } from '@talentindia/core';
import {
  deferredReply,
  mockApi,
  signInForTest,
  type ApiCall,
  type MockHandler,
  type MockReply,
} from '@talentindia/core/testing';
import { freelancerProfile, pageOf, review, workHistoryItem } from '../../testing/freelancers';
import { renderRoute } from '../../testing/render-route';

const profileReply = (changes: Partial<FreelancerProfile> = {}): MockReply => ({
  body: { status: true, data: freelancerProfile(changes) },
});
const emptyPage = (perPage: number) => ({ body: pageOf([], 1, 0, perPage) });
const reviewsReply = (data = [review()], page = 1, total = data.length, average: number | null = 4.7) => {
  const body = pageOf(data, page, total, REVIEWS_PAGE_SIZE);
  return { body: { ...body, meta: { ...body.meta, average_rating: average } } };
};

function profileApi(replies: Record<string, MockReply | MockHandler> = {}) {
  return mockApi({
    'GET freelancers/:id': profileReply(),
    'GET freelancers/:id/work-history': emptyPage(WORK_HISTORY_PAGE_SIZE),
    'GET freelancers/:id/reviews': reviewsReply([], 1, 0, null),
    ...replies,
  });
}

const section = (name: string) => screen.getByRole('region', { name });
const term = (container: HTMLElement, name: string) =>
  within(container).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
const queryOf = (call: ApiCall) => Object.fromEntries(new URLSearchParams(call.query));
const callsTo = (calls: ApiCall[], path: string) => calls.filter((call) => call.path === path);

beforeEach(signInForTest);

describe('Freelancer profile', () => {
  it('shows every field of the freelancer (spec §2) under the title "Profile"', async () => {
    const api = profileApi();
    renderRoute('/freelancers/7');

    const summary = await screen.findByRole('region', { name: 'Priya Sharma' });
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Profile | TalentIndia'));
    // The picture is decorative beside the name (alt ""), so it is found as an element, not by role.
    expect(summary.querySelector('img')).toHaveAttribute('src', 'http://localhost:4000/files/pictures/priya/256.webp');
    expect(within(summary).getByText('Senior React Native Developer')).toBeInTheDocument();
    expect(within(summary).getByText('Pune, Maharashtra, India')).toBeInTheDocument();
    expect(within(summary).getByText('ID: Verified')).toBeInTheDocument();
    expect(within(summary).getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeInTheDocument();
    expect(within(summary).getByText(/^\$35\.00/).parentElement).toHaveTextContent('$35.00/hr USD');
    expect(within(summary).getByRole('link', { name: 'Hire' })).toHaveAttribute('href', '/freelancers/7/hire');

    const about = section('About');
    expect(within(about).getByText(/I build mobile apps/)).toHaveTextContent(
      'I build mobile apps people keep on their home screen. Eight years of React Native.',
    );
    expect(
      within(within(about).getByRole('list', { name: 'Skills' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React Native', 'TypeScript', 'Firebase']);

    const summaryStats = section('Work Summary');
    expect(term(summaryStats, 'Total Earnings')).toBe('$12,345.50');
    expect(term(summaryStats, 'Total Jobs')).toBe('3');
    expect(term(summaryStats, 'Total Hours')).toBe('310.5');
    expect(term(summaryStats, 'Hours per week')).toBe('30 hrs/week');
    expect(term(summaryStats, 'Member since')).toBe('Mar 2020');

    const languages = section('Languages');
    expect(term(languages, 'English')).toBe('Fluent');
    expect(term(languages, 'Marathi')).toBe('Native');

    const employments = within(section('Employment History')).getAllByRole('listitem');
    expect(employments.map((item) => item.textContent)).toEqual([
      'Lead Mobile EngineerZeta LabsJan 2021 – Present',
      'Software EngineerInfosysJul 2016 – Dec 2020',
    ]);
    expect(within(section('Education')).getByRole('listitem')).toHaveTextContent(
      'NIT TrichyB.Tech, Computer ScienceJul 2012 – May 2016',
    );

    const portfolio = section('Portfolio');
    expect(within(portfolio).getByRole('heading', { level: 3, name: 'Grocery delivery app' })).toBeInTheDocument();
    expect(within(portfolio).getByText('Completed Aug 2023')).toBeInTheDocument();
    expect(within(portfolio).getByRole('link', { name: /View project Grocery delivery app/ })).toHaveAttribute(
      'href',
      'https://example.com/grocery',
    );
    // A stored address that is not a web page is never a link.
    expect(within(portfolio).getAllByRole('link')).toHaveLength(1);

    const [call] = callsTo(api.calls, 'freelancers/7');
    expect(call?.authorization).toBe('Bearer session-token');
  });

  it('reads /freelancer/profile?id= as the same profile', async () => {
    const api = profileApi();
    renderRoute('/freelancer/profile?id=7');
    expect(await screen.findByRole('region', { name: 'Priya Sharma' })).toBeInTheDocument();
    expect(callsTo(api.calls, 'freelancers/7')).toHaveLength(1);
  });

  it('leaves out "ID: Verified" and the rating for a freelancer without them, and says so for empty lists', async () => {
    profileApi({
      'GET freelancers/:id': profileReply({
        identity_verified: false,
        rating: null,
        reviews_count: 0,
        employments: [],
        educations: [],
        portfolio: [],
        languages: [],
      }),
    });
    renderRoute('/freelancers/7');
    const summary = await screen.findByRole('region', { name: 'Priya Sharma' });
    expect(within(summary).queryByText('ID: Verified')).not.toBeInTheDocument();
    expect(within(summary).queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
    expect(within(section('Employment History')).getByText('No employment history added.')).toBeInTheDocument();
    expect(within(section('Education')).getByText('No education added.')).toBeInTheDocument();
    expect(within(section('Portfolio')).getByText('No portfolio projects added.')).toBeInTheDocument();
    expect(within(section('Languages')).getByText('No languages listed.')).toBeInTheDocument();
    expect(await within(section('Reviews')).findByText('No reviews yet.')).toBeInTheDocument();
  });

  it('shows the 404 page for a freelancer the api does not know', async () => {
    profileApi({ 'GET freelancers/:id': { status: 404, body: { status: false, message: 'Freelancer not found.' } } });
    renderRoute('/freelancers/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page Not Found | TalentIndia'));
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it.each(['/freelancers/abc', '/freelancers/0', '/freelancers/1.5', '/freelancer/profile', '/freelancer/profile?id='])(
    'shows the 404 page for %s without asking the api',
    async (path) => {
      const api = profileApi();
      renderRoute(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
      expect(api.calls).toEqual([]);
    },
  );

  it('says why the profile did not load and tries again', async () => {
    let failures = 1;
    profileApi({
      'GET freelancers/:id': () => {
        if (failures-- > 0)
          return { status: 500, body: { status: false, message: 'Something went wrong on our side.' } };
        return profileReply();
      },
    });
    const { user } = renderRoute('/freelancers/7');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Priya Sharma' })).toBeInTheDocument();
  });
});

describe('Message (issue 18)', () => {
  const threadOpened = {
    status: 201,
    body: { status: true, message: messagingMessages.threadOpened, data: { thread_id: 41 } },
  };

  it('sits beside Hire, and opens the conversation with the freelancer on /messages', async () => {
    const reply = deferredReply(threadOpened);
    const api = profileApi({ 'POST threads': reply.handler });
    const { user, router } = renderRoute('/freelancers/7');
    const summary = await screen.findByRole('region', { name: 'Priya Sharma' });
    const message = within(summary).getByRole('button', { name: 'Message' });
    expect(within(summary).getByRole('link', { name: 'Hire' })).toBeInTheDocument();

    await user.click(message);

    await waitFor(() => expect(message).toBeDisabled());
    reply.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages'));
    expect(router.state.location.search).toBe('?thread=41');
    expect(callsTo(api.calls, 'threads')).toEqual([
      expect.objectContaining({ method: 'POST', body: { freelancer_id: 7 }, authorization: 'Bearer session-token' }),
    ]);
  });

  it('says why when the api refuses, and stays on the profile', async () => {
    profileApi({
      'POST threads': { status: 403, body: { status: false, message: messagingMessages.onlyClientsStart } },
    });
    const { user, router } = renderRoute('/freelancers/7');
    const summary = await screen.findByRole('region', { name: 'Priya Sharma' });

    await user.click(within(summary).getByRole('button', { name: 'Message' }));

    expect(await screen.findByText(messagingMessages.onlyClientsStart)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/freelancers/7');
    expect(within(summary).getByRole('button', { name: 'Message' })).toBeEnabled();
  });

  it('is not offered to a freelancer, nor is Hire: both are a client’s', async () => {
    useAuthStore.getState().update({ role: 'freelancer' });
    profileApi();
    renderRoute('/freelancers/7');
    const summary = await screen.findByRole('region', { name: 'Priya Sharma' });

    expect(within(summary).queryByRole('button', { name: 'Message' })).not.toBeInTheDocument();
    expect(within(summary).queryByRole('link', { name: 'Hire' })).not.toBeInTheDocument();
    expect(within(summary).getByText(/^\$35\.00/)).toBeInTheDocument();
  });
});

describe('Work history', () => {
  const completed = Array.from({ length: WORK_HISTORY_PAGE_SIZE + 2 }, (_, index) =>
    workHistoryItem({ contract_id: 100 + index, title: `Completed job ${index + 1}` }),
  );
  const inProgress = [
    workHistoryItem({
      contract_id: 200,
      title: 'Banking app redesign',
      type: 'fixed',
      started_at: '2024-01-08T09:00:00.000Z',
      ended_at: null,
      hourly_rate: null,
      total_hours: 0,
      earned: { currency: 'USD', amount: 150000 },
      review: null,
    }),
  ];
  const historyApi = () =>
    profileApi({
      'GET freelancers/:id/work-history': (call) => {
        const { status, page } = queryOf(call);
        const items = status === 'in_progress' ? inProgress : completed;
        const number = Number(page);
        const slice = items.slice((number - 1) * WORK_HISTORY_PAGE_SIZE, number * WORK_HISTORY_PAGE_SIZE);
        return { body: pageOf(slice, number, items.length, WORK_HISTORY_PAGE_SIZE) };
      },
    });
  const titles = (panel: HTMLElement) =>
    within(panel)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);

  it('opens on "Completed Jobs" and grows with Load More until there is no more', async () => {
    const api = historyApi();
    const { user } = renderRoute('/freelancers/7');
    const history = await screen.findByRole('region', { name: 'Work History' });
    const tabs = within(history).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Completed Jobs', 'In Progress']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    const panel = within(history).getByRole('tabpanel', { name: 'Completed Jobs' });
    await within(panel).findByText('Completed job 1');
    expect(titles(panel)).toHaveLength(WORK_HISTORY_PAGE_SIZE);
    const first = within(panel).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('Hourly · Feb 2023 – Jun 2023');
    expect(term(first, 'Rate')).toBe('$35.00/hr');
    expect(term(first, 'Hours')).toBe('120.5');
    expect(term(first, 'Earned')).toBe('$4,217.50');
    expect(within(first).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(first).getByText('Shipped ahead of time.')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Load More' }));
    await within(panel).findByText(`Completed job ${WORK_HISTORY_PAGE_SIZE + 2}`);
    expect(titles(panel)).toHaveLength(WORK_HISTORY_PAGE_SIZE + 2);
    expect(within(panel).queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(callsTo(api.calls, 'freelancers/7/work-history').map((call) => queryOf(call))).toEqual([
      { status: 'completed', page: '1' },
      { status: 'completed', page: '2' },
    ]);
  });

  it('shows the contracts in progress on the "In Progress" tab, chosen by click or arrow key', async () => {
    const api = historyApi();
    const { user } = renderRoute('/freelancers/7');
    const history = await screen.findByRole('region', { name: 'Work History' });
    await within(history).findByText('Completed job 1');

    await user.click(within(history).getByRole('tab', { name: 'In Progress' }));
    const panel = within(history).getByRole('tabpanel', { name: 'In Progress' });
    const item = await within(panel).findByRole('listitem');
    expect(item).toHaveTextContent('Banking app redesign');
    expect(item).toHaveTextContent('Fixed Price · Jan 2024 – Present');
    expect(within(item).queryByText('Rate')).not.toBeInTheDocument();
    expect(term(item, 'Earned')).toBe('$1,500.00');
    expect(within(panel).queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();

    // Keyboard: the chosen tab is the one in the Tab order; arrows move and choose.
    expect(within(history).getByRole('tab', { name: 'In Progress' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(within(history).getByRole('tab', { name: 'Completed Jobs' })).toHaveFocus();
    expect(within(history).getByRole('tab', { name: 'Completed Jobs' })).toHaveAttribute('aria-selected', 'true');
    expect(within(history).getByRole('tabpanel', { name: 'Completed Jobs' })).toBeVisible();
    await user.keyboard('{End}');
    expect(within(history).getByRole('tab', { name: 'In Progress' })).toHaveAttribute('aria-selected', 'true');
    expect(callsTo(api.calls, 'freelancers/7/work-history').map((call) => queryOf(call).status)).toEqual([
      'completed',
      'in_progress',
    ]);
  });

  it('says when a tab has nothing yet', async () => {
    profileApi();
    const { user } = renderRoute('/freelancers/7');
    const history = await screen.findByRole('region', { name: 'Work History' });
    expect(await within(history).findByText('No completed jobs yet.')).toBeInTheDocument();
    await user.click(within(history).getByRole('tab', { name: 'In Progress' }));
    expect(await within(history).findByText('No jobs in progress.')).toBeInTheDocument();
  });
});

describe('Reviews', () => {
  it('shows the average and the reviews, a page at a time', async () => {
    const firstPage = Array.from({ length: REVIEWS_PAGE_SIZE }, (_, index) =>
      review({ id: 600 + index, job_title: `Job ${index + 1}`, rating: 4 }),
    );
    const api = profileApi({
      'GET freelancers/:id/reviews': (call) =>
        queryOf(call).page === '1'
          ? reviewsReply(firstPage, 1, REVIEWS_PAGE_SIZE + 1, 4.2)
          : reviewsReply(
              [review({ id: 700, job_title: 'Last job', text: 'Careful and quick.' })],
              2,
              REVIEWS_PAGE_SIZE + 1,
              4.2,
            ),
    });
    const { user } = renderRoute('/freelancers/7');
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(await within(reviews).findByText(`4.2 from ${REVIEWS_PAGE_SIZE + 1} reviews`)).toBeInTheDocument();
    const first = within(reviews).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Job 1');
    expect(first).toHaveTextContent('Asha R. · Jul 2, 2023');

    await user.click(within(reviews).getByRole('button', { name: 'Load More' }));
    expect(await within(reviews).findByText('Careful and quick.')).toBeInTheDocument();
    expect(within(reviews).getAllByRole('listitem')).toHaveLength(REVIEWS_PAGE_SIZE + 1);
    expect(within(reviews).queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(callsTo(api.calls, 'freelancers/7/reviews').map((call) => queryOf(call).page)).toEqual(['1', '2']);
  });

  it('keeps what it has and offers Load More again when the next page fails', async () => {
    let secondPageFailures = 1;
    profileApi({
      'GET freelancers/:id/reviews': (call) => {
        if (queryOf(call).page === '1') return reviewsReply([review()], 1, REVIEWS_PAGE_SIZE + 1, 5);
        if (secondPageFailures-- > 0)
          return { status: 503, body: { status: false, message: 'Try again in a moment.' } };
        return reviewsReply([review({ id: 502, job_title: 'Second job' })], 2, REVIEWS_PAGE_SIZE + 1, 5);
      },
    });
    const { user } = renderRoute('/freelancers/7');
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    await user.click(await within(reviews).findByRole('button', { name: 'Load More' }));
    expect(await within(reviews).findByRole('alert')).toHaveTextContent('Try again in a moment.');
    expect(within(reviews).getAllByRole('listitem')).toHaveLength(1);

    await user.click(within(reviews).getByRole('button', { name: 'Load More' }));
    expect(await within(reviews).findByText('Second job')).toBeInTheDocument();
    expect(within(reviews).queryByRole('alert')).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import {
  marketplaceMessages,
  type CreditsClaim,
  type DashboardJob,
  type DashboardWaiting,
} from '@talentindia/contracts';
import { deferredReply, mockApi, signInForTest, type MockHandler } from '@talentindia/core/testing';
import { renderRoute } from '../../testing/render-route';

const draft: DashboardJob = {
  id: 12,
  title: 'React Native app for a clinic',
  type: 'fixed',
  status: 'draft',
  created_at: '2026-11-20T09:30:00.000Z',
  freelancers: [],
};
const active: DashboardJob = {
  id: 7,
  title: 'Full stack developer for our customer portal',
  type: 'hourly',
  status: 'active',
  created_at: '2026-10-02T12:00:00.000Z',
  freelancers: [
    { id: 301, first_name: 'Aarav', last_name: 'Sharma', image: 'http://localhost:4000/files/a.webp' },
    { id: 302, first_name: 'Diya', last_name: 'Iyer', image: null },
  ],
};

const tasksOpen: CreditsClaim = {
  tasks: { email_verified: true, billing_complete: false, payment_method: false },
  claimed: false,
  balance: { currency: 'USD', amount: 0 },
};
const tasksDone: CreditsClaim = {
  tasks: { email_verified: true, billing_complete: true, payment_method: true },
  claimed: false,
  balance: { currency: 'USD', amount: 0 },
};
const claimed: CreditsClaim = { ...tasksDone, claimed: true, balance: { currency: 'USD', amount: 100000 } };

const waiting: DashboardWaiting = {
  proposals_to_review: 3,
  milestones_to_approve: {
    count: 2,
    items: [
      {
        contract_id: 41,
        job_id: 7,
        milestone_id: 90,
        name: 'Design',
        amount: { currency: 'USD', amount: 50000 },
        freelancer_name: 'Aarav Sharma',
        submitted_at: '2026-03-09T10:00:00.000Z',
      },
      {
        contract_id: 42,
        job_id: 9,
        milestone_id: 91,
        name: 'Checkout flow',
        amount: { currency: 'INR', amount: 4250000 },
        freelancer_name: 'Diya Iyer',
        submitted_at: '2026-03-10T10:00:00.000Z',
      },
    ],
  },
  invoices_to_pay: {
    count: 7,
    items: [
      {
        id: 501,
        number: 'TI-2026-0042',
        description: 'Milestone: Search',
        total: { currency: 'USD', amount: 120000 },
        payment_status: 'declined',
      },
      {
        id: 502,
        number: 'TI-2026-0043',
        description: 'Milestone: Filters',
        total: { currency: 'USD', amount: 30000 },
        payment_status: 'requires_action',
      },
      {
        id: 503,
        number: 'TI-2026-0044',
        description: 'Hours, 2 to 8 March 2026',
        total: { currency: 'USD', amount: 31250 },
        payment_status: 'awaiting_payment',
      },
    ],
  },
  weeks_in_review: {
    count: 1,
    items: [
      {
        contract_id: 43,
        job_id: 12,
        freelancer_name: 'Kabir Rao',
        monday: '2026-03-02',
        sunday: '2026-03-08',
        minutes: 750,
        // Midday UTC: the same day for a reader in any time zone the tests run in.
        review_ends_at: '2026-03-13T12:00:00.000Z',
      },
    ],
  },
  spend_this_week: [
    { currency: 'USD', amount: 150000 },
    { currency: 'INR', amount: 500000 },
  ],
};
const nothingWaiting: DashboardWaiting = {
  proposals_to_review: 0,
  milestones_to_approve: { count: 0, items: [] },
  invoices_to_pay: { count: 0, items: [] },
  weeks_in_review: { count: 0, items: [] },
  spend_this_week: [],
};

function dashboardApi(
  {
    jobs = [draft, active],
    credits = tasksOpen,
    waiting,
  }: { jobs?: DashboardJob[]; credits?: CreditsClaim; waiting?: DashboardWaiting } = {},
  more: Record<string, MockHandler> = {},
) {
  return mockApi({
    'GET dashboard': () => ({ body: { status: true, data: { active_jobs: jobs, credits, waiting } } }),
    ...more,
  });
}

const region = (name: string) => screen.findByRole('region', { name });

beforeEach(signInForTest);

describe('/dashboard: active jobs', () => {
  it('lists the drafts and active contracts from the api, each linking to its job, with its label', async () => {
    const { calls } = dashboardApi();
    renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Dashboard | TalentIndia'));
    const jobs = await region('Active Jobs');
    const list = within(jobs).getByRole('list', { name: 'Active Jobs' });
    // Its own items, not those of the lists of freelancers inside them.
    const rows = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(rows).toHaveLength(2);

    expect(within(rows[0]!).getByRole('link', { name: draft.title })).toHaveAttribute('href', '/jobs/12');
    expect(rows[0]).toHaveTextContent('Fixed Price · Created Nov 20, 2026');
    expect(rows[0]).toHaveTextContent('Draft Job');

    expect(within(rows[1]!).getByRole('link', { name: active.title })).toHaveAttribute('href', '/jobs/7');
    expect(rows[1]).toHaveTextContent('Hourly · Created Oct 02, 2026');
    expect(rows[1]).toHaveTextContent('Active Contract');
    const team = within(rows[1]!).getByRole('list', { name: `Working on ${active.title}` });
    expect(within(team).getByRole('link', { name: 'Aarav Sharma' })).toHaveAttribute('href', '/freelancers/301');
    expect(within(team).getByRole('link', { name: 'Diya Iyer' })).toHaveAttribute('href', '/freelancers/302');

    expect(within(jobs).getByRole('link', { name: 'View all jobs' })).toHaveAttribute('href', '/jobs');
    expect(calls).toEqual([
      expect.objectContaining({ method: 'GET', path: 'dashboard', authorization: 'Bearer session-token' }),
    ]);
  });

  it('shows a draft that has no type yet with its date alone', async () => {
    dashboardApi({ jobs: [{ ...draft, title: 'Bakery app', type: null }] });
    renderRoute('/dashboard');
    const jobs = await region('Active Jobs');
    const row = within(jobs).getByRole('link', { name: 'Bakery app' }).closest('li')!;
    expect(row.querySelector('p')).toHaveTextContent(/^Created Nov 20, 2026$/);
    expect(row).toHaveTextContent('Draft Job');
  });

  it('greets the signed-in user by the first name, with a skeleton until the data is here', async () => {
    const reply = deferredReply({ body: { status: true, data: { active_jobs: [], credits: tasksOpen } } });
    mockApi({ 'GET dashboard': reply.handler });
    renderRoute('/dashboard');
    expect(await screen.findByText('Welcome back, Asha.')).toBeInTheDocument();
    expect(await screen.findByText('Loading your dashboard…')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Help and Support' })).not.toBeInTheDocument();
    reply.release();
    expect(await region('Active Jobs')).toHaveTextContent('No active jobs yet.');
    expect(screen.queryByText('Loading your dashboard…')).not.toBeInTheDocument();
  });

  it('offers to post a job when there is none, and links to the freelancer directory', async () => {
    dashboardApi({ jobs: [] });
    renderRoute('/dashboard');
    const jobs = await region('Active Jobs');
    expect(jobs).toHaveTextContent('No active jobs yet.');
    expect(within(jobs).getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/jobs/new');
    expect(within(jobs).queryByRole('link', { name: 'View all jobs' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find Freelancers' })).toHaveAttribute('href', '/freelancers');
  });

  it('says so when the dashboard cannot load, and tries again', async () => {
    let fail = true;
    mockApi({
      'GET dashboard': () =>
        fail
          ? { status: 500, body: { status: false, message: 'Something went wrong on our side. Please try again.' } }
          : { body: { status: true, data: { active_jobs: [draft], credits: tasksOpen } } },
    });
    const { user } = renderRoute('/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    // What does not depend on the api is there all the same.
    expect(screen.getByRole('region', { name: 'Help and Support' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: draft.title })).toBeInTheDocument();
  });
});

describe('/dashboard: Waiting for you', () => {
  const links = (list: HTMLElement) =>
    within(list)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);

  it('lists what waits for the client, each to where it is done, before the active jobs', async () => {
    dashboardApi({ waiting });
    renderRoute('/dashboard');
    const section = await region('Waiting for you');
    expect(within(section).getByRole('heading', { level: 2, name: 'Waiting for you' })).toBeInTheDocument();
    // Before the active jobs, in reading order as on screen.
    expect(
      section.compareDocumentPosition(screen.getByRole('region', { name: 'Active Jobs' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(section).toHaveTextContent("This week's spend $1,500.00 + ₹5,000.00");
    expect(within(section).getByRole('link', { name: '3 proposals to review' })).toHaveAttribute('href', '/jobs');

    expect(links(within(section).getByRole('list', { name: 'Milestones to approve (2)' }))).toEqual([
      ['Design from Aarav Sharma — $500.00', '/jobs/7'],
      ['Checkout flow from Diya Iyer — ₹42,500.00', '/jobs/9'],
    ]);

    const invoices = within(section).getByRole('list', { name: 'Payments to finish (7)' });
    expect(links(invoices)).toEqual([
      ['Invoice TI-2026-0042 — Milestone: Search — $1,200.00', '/reports/invoices/501'],
      ['Invoice TI-2026-0043 — Milestone: Filters — $300.00', '/reports/invoices/502'],
      ['Invoice TI-2026-0044 — Hours, 2 to 8 March 2026 — $312.50', '/reports/invoices/503'],
    ]);
    const invoiceRows = within(invoices).getAllByRole('listitem');
    expect(invoiceRows[0]).toHaveTextContent(/Payment declined$/);
    expect(invoiceRows[1]).toHaveTextContent(/Waiting for your confirmation$/);
    expect(invoiceRows[2]).toHaveTextContent(/Not paid yet$/);
    // The api sends the most urgent few; the count is all of them.
    expect(within(section).getByText('And 4 more.')).toBeInTheDocument();

    expect(links(within(section).getByRole('list', { name: 'Weeks in review (1)' }))).toEqual([
      [
        // The review's end on the reader's clock, whatever zone the test runs in (format-week.test.ts has the zones).
        expect.stringMatching(
          /^Kabir Rao — hours of 2 Mar – 8 Mar 2026 \(12 h 30 min\), review until \w{3}, 1[34] Mar 2026, \d\d:\d\d \(.+\)$/,
        ),
        '/jobs/12/contracts/43/work-diary?week=2026-03-02',
      ],
    ]);
    expect(within(section).queryByText('Nothing waits for you right now.')).not.toBeInTheDocument();
  });

  it('shows only the kinds that have something, with one proposal in the singular', async () => {
    dashboardApi({
      waiting: { ...nothingWaiting, proposals_to_review: 1, weeks_in_review: waiting.weeks_in_review },
    });
    renderRoute('/dashboard');
    const section = await region('Waiting for you');
    expect(within(section).getByRole('link', { name: '1 proposal to review' })).toHaveAttribute('href', '/jobs');
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Weeks in review (1)']);
    expect(within(section).getAllByRole('list')).toHaveLength(1);
  });

  it('says nothing waits, with no spend as $0.00, when all is done', async () => {
    dashboardApi({ waiting: nothingWaiting });
    renderRoute('/dashboard');
    const section = await region('Waiting for you');
    expect(section).toHaveTextContent("This week's spend $0.00");
    expect(within(section).getByText('Nothing waits for you right now.')).toBeInTheDocument();
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
    expect(within(section).queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it('is not there when the api does not send it (an api older than issue 19)', async () => {
    dashboardApi();
    renderRoute('/dashboard');
    expect(await region('Active Jobs')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Waiting for you' })).not.toBeInTheDocument();
    expect(screen.queryByText(/This week's spend/)).not.toBeInTheDocument();
  });
});

describe('/dashboard: Claim $1000.00 Credits', () => {
  it('ticks each task from the real state, links the open ones, and keeps Claim disabled', async () => {
    dashboardApi({ credits: tasksOpen });
    renderRoute('/dashboard');
    const card = await region('Claim $1000.00 Credits');
    expect(within(card).getByText('1 of 3 done')).toBeInTheDocument();
    const tasks = within(within(card).getByRole('list', { name: 'Tasks' })).getAllByRole('listitem');
    expect(tasks.map((task) => task.textContent)).toEqual([
      'Verify email addressDone',
      'Complete billing detailsTo do',
      'Add payment methodTo do',
    ]);
    expect(within(card).queryByRole('link', { name: 'Verify email address' })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Complete billing details' })).toHaveAttribute(
      'href',
      '/settings/billing',
    );
    expect(within(card).getByRole('link', { name: 'Add payment method' })).toHaveAttribute(
      'href',
      '/settings/payment-methods',
    );
    const claim = within(card).getByRole('button', { name: 'Claim' });
    expect(claim).toBeDisabled();
    expect(claim).toHaveAccessibleDescription(marketplaceMessages.creditsTasksIncomplete);
  });

  it('links an unverified email to where the link is sent again', async () => {
    dashboardApi({ credits: { ...tasksOpen, tasks: { ...tasksOpen.tasks, email_verified: false } } });
    renderRoute('/dashboard');
    const card = await region('Claim $1000.00 Credits');
    expect(within(card).getByText('0 of 3 done')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Verify email address' })).toHaveAttribute(
      'href',
      '/settings/verification',
    );
  });

  it('claims once the three are done: busy while it goes, then the toast and the balance', async () => {
    const reply = deferredReply({
      status: 201,
      body: { status: true, message: marketplaceMessages.creditsClaimed, data: claimed },
    });
    const { calls } = dashboardApi({ credits: tasksDone }, { 'POST credits/claim': reply.handler });
    const { user } = renderRoute('/dashboard');
    const card = await region('Claim $1000.00 Credits');
    expect(within(card).getByText('3 of 3 done')).toBeInTheDocument();
    const claim = within(card).getByRole('button', { name: 'Claim' });
    expect(claim).toBeEnabled();
    expect(claim).not.toHaveAccessibleDescription();
    await user.click(claim);
    expect(claim).toBeDisabled();
    reply.release();

    expect(await screen.findByText('$1000.00 credits added to your account!')).toBeInTheDocument();
    const balance = await region('Credits claimed');
    expect(balance).toHaveTextContent('Available credits $1,000.00');
    expect(within(balance).getByRole('link', { name: 'View Credit History' })).toHaveAttribute(
      'href',
      '/reports/transaction-history?type=credits',
    );
    expect(screen.queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ path: 'credits/claim', authorization: 'Bearer session-token' }),
    ]);
  });

  it('shows the refusal and the state as it is when the credits were claimed meanwhile (409)', async () => {
    let credits = tasksDone;
    mockApi({
      'GET dashboard': () => ({ body: { status: true, data: { active_jobs: [], credits } } }),
      'POST credits/claim': () => {
        credits = claimed;
        return { status: 409, body: { status: false, message: marketplaceMessages.creditsAlreadyClaimed } };
      },
    });
    const { user } = renderRoute('/dashboard');
    await user.click(within(await region('Claim $1000.00 Credits')).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText(marketplaceMessages.creditsAlreadyClaimed)).toBeInTheDocument();
    expect(await region('Credits claimed')).toHaveTextContent('Available credits $1,000.00');
  });

  it('shows the balance, not the tasks, once claimed', async () => {
    dashboardApi({ credits: { ...claimed, balance: { currency: 'USD', amount: 87550 } } });
    renderRoute('/dashboard');
    expect(await region('Credits claimed')).toHaveTextContent('Available credits $875.50');
    expect(screen.queryByRole('region', { name: 'Claim $1000.00 Credits' })).not.toBeInTheDocument();
  });
});

describe('/dashboard: Help and Support', () => {
  it('asks for an expert at $10/hour: checks the form, sends it, toasts and closes', async () => {
    const { calls } = dashboardApi(
      {},
      {
        'POST support-requests': () => ({
          status: 201,
          body: {
            status: true,
            message: marketplaceMessages.supportRequestSent,
            data: { id: 5, kind: 'hire_expert', subject: 'Plan my MVP', created_at: '2026-11-25T10:00:00.000Z' },
          },
        }),
      },
    );
    const { user } = renderRoute('/dashboard');
    const help = await region('Help and Support');
    expect(help).toHaveTextContent('$10/hour');
    const opener = within(help).getByRole('button', { name: 'Hire an expert' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Hire an expert' });
    expect(dialog).toHaveAccessibleDescription(/\$10\/hour/);
    await waitFor(() => expect(within(dialog).getByLabelText('Subject')).toHaveFocus());

    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(within(dialog).getByLabelText('Subject')).toHaveAccessibleDescription('Subject is required');
    expect(within(dialog).getByLabelText('Details')).toHaveAccessibleDescription(
      expect.stringContaining('Details are required'),
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Subject'), 'Plan my MVP');
    expect(within(dialog).queryByText('Subject is required')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Details'), 'A marketplace for tutors; I need help scoping it.');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText(marketplaceMessages.supportRequestSent)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({
        path: 'support-requests',
        body: {
          kind: 'hire_expert',
          subject: 'Plan my MVP',
          details: 'A marketplace for tutors; I need help scoping it.',
        },
      }),
    ]);
  });

  it('raises an issue and shows the server’s refusals: under the field, or under the form', async () => {
    let answer: 'field' | 'limit' = 'field';
    const { calls } = dashboardApi(
      {},
      {
        'POST support-requests': () =>
          answer === 'field'
            ? {
                status: 400,
                body: {
                  status: false,
                  message: 'Subject must be at most 150 characters.',
                  errors: { subject: 'Subject must be at most 150 characters.' },
                },
              }
            : { status: 429, body: { status: false, message: 'Too many requests. Please try again in 42 minutes.' } },
      },
    );
    const { user } = renderRoute('/dashboard');
    await user.click(within(await region('Help and Support')).getByRole('button', { name: 'Raise an issue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Raise an issue' });
    await user.type(within(dialog).getByLabelText('Subject'), 'Invoice missing');
    await user.type(within(dialog).getByLabelText('Details'), 'My November invoice is not in the list.');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Subject')).toHaveAccessibleDescription(
        'Subject must be at most 150 characters.',
      ),
    );

    answer = 'limit';
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in 42 minutes.',
    );
    expect(screen.getByRole('dialog', { name: 'Raise an issue' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { kind: 'issue', subject: 'Invoice missing', details: 'My November invoice is not in the list.' },
      { kind: 'issue', subject: 'Invoice missing', details: 'My November invoice is not in the list.' },
    ]);

    // Cancel closes it; opening again starts empty.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Raise an issue' }));
    expect(within(await screen.findByRole('dialog', { name: 'Raise an issue' })).getByLabelText('Subject')).toHaveValue(
      '',
    );
  });
});

describe('/dashboard: Resources and FAQ', () => {
  it('links to the blog’s articles and the guide of each developer type', async () => {
    dashboardApi();
    renderRoute('/dashboard');
    const resources = await region('Resources');
    const blog = within(resources).getByRole('list', { name: 'From the blog' });
    expect(
      within(blog)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/blog/how-to-hire-full-stack-developers-in-india',
      '/blog/working-across-time-zones-with-indian-developers',
      '/blog/hourly-vs-fixed-price-contracts',
      '/blog/writing-a-job-post-that-attracts-great-developers',
    ]);
    expect(within(resources).getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/blog');
    const guides = within(resources).getByRole('list', { name: 'Guides by developer type' });
    expect(
      within(guides)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Hiring a Full Stack Developer', '/services/full-stack-development'],
      ['Hiring a Front End Developer', '/services/front-end-development'],
      ['Hiring a Web Developer', '/services/web-development'],
      ['Hiring a Mobile App Developer', '/services/mobile-app-development'],
    ]);
  });

  it('has seven questions, one open at a time; a second click on the open one closes it', async () => {
    dashboardApi();
    const { user } = renderRoute('/dashboard');
    const faq = await region('Frequently asked questions');
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(7);
    expect(new Set(questions.map((question) => question.textContent)).size).toBe(7);
    for (const question of questions) expect(question).toHaveAttribute('aria-expanded', 'false');

    await user.click(questions[0]!);
    expect(questions[0]).toHaveAttribute('aria-expanded', 'true');
    expect(within(faq).getByRole('region', { name: questions[0]!.textContent! })).toHaveTextContent(
      'Complete the three tasks on the credits card',
    );
    await user.click(questions[6]!);
    expect(questions[0]).toHaveAttribute('aria-expanded', 'false');
    expect(questions[6]).toHaveAttribute('aria-expanded', 'true');
    expect(within(faq).getByRole('region', { name: questions[6]!.textContent! })).toHaveTextContent('$10 per hour');
    await user.click(questions[6]!);
    expect(questions.filter((question) => question.getAttribute('aria-expanded') === 'true')).toEqual([]);
  });
});

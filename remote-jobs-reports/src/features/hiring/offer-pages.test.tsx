import { screen, waitFor, within } from '@testing-library/react';
import {
  marketplaceMessages as m,
  milestoneStepMessages,
  type FreelancerProfile,
  type JobDetail,
  type JobRow,
  type OfferRequest,
  type Proposal,
} from '@talentindia/contracts';
import { mockApi, signInForTest, type ApiCall, type MockHandler, type MockReply } from '@talentindia/core/testing';
import { renderRoute } from '../../testing/render-route';
import { freelancerCard, jobDetail, pageMeta, paymentMethodsReply, proposal, usd } from '../../testing/hiring-fixtures';

const FUTURE = '2999-01-15';
const NOT_FOUND = (message: string): MockReply => ({ status: 404, body: { status: false, message } });

function offerReply(request: OfferRequest, status = 'pending') {
  return {
    status: 201,
    body: {
      status: true,
      message: m.offerSent,
      data: {
        id: 12,
        job: { id: request.job_id, title: 'A job' },
        client: { id: 1, first_name: 'Asha', last_name: 'Rao', image: null },
        freelancer: { id: request.freelancer_id, first_name: 'Priya', last_name: 'Sharma', image: null },
        proposal_id: request.proposal_id ?? null,
        type: request.type,
        hourly_rate: request.type === 'hourly' ? usd(2500) : null,
        weekly_limit: request.type === 'hourly' ? Number(request.weekly_limit) : null,
        milestones: [],
        message: request.message,
        status,
        created_at: '2026-11-25T08:00:00.000Z',
        responded_at: null,
        contract_id: null,
      },
    },
  };
}

/** `GET /settings/profile` for the signed-in client, whose profile is in `timezone`. */
const profileReply = (timezone: string): MockReply => ({
  body: {
    status: true,
    data: {
      profile: {
        first_name: 'Asha',
        last_name: 'Rao',
        email: 'asha@example.com',
        image: null,
        timezone,
        currency: 'INR',
        pending_email: null,
      },
      currencies: [],
      timezones: ['America/Los_Angeles', 'Asia/Kolkata', 'UTC'],
    },
  },
});

/**
 * The api for an offer from a proposal of job 7, sent by a client whose profile is in India and who
 * has a saved card, unless told.
 */
function proposalOfferApi({
  job = jobDetail(),
  proposals = [proposal()],
  send,
  profile = profileReply('Asia/Kolkata'),
  paymentMethods = paymentMethodsReply(),
}: {
  job?: JobDetail;
  proposals?: Proposal[];
  send?: MockReply | MockHandler;
  profile?: MockReply;
  paymentMethods?: MockReply;
} = {}) {
  return mockApi({
    'GET settings/profile': profile,
    'GET settings/payment-methods': paymentMethods,
    'GET jobs/:id': ({ params }) =>
      Number(params.id) === job.id ? { body: { status: true, data: job } } : NOT_FOUND(m.jobNotFound),
    'GET jobs/:id/proposals': ({ query }) => {
      const view = new URLSearchParams(query).get('view');
      const rows = proposals.filter((item) => (view === 'archived') === (item.status === 'archived'));
      return {
        body: {
          status: true,
          data: rows,
          meta: { ...pageMeta(rows.length), counts: { all: 0, shortlisted: 0, archived: 0 } },
        },
      };
    },
    'POST offers': send ?? (({ body }) => offerReply(body as OfferRequest)),
  });
}

const sentOffers = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST' && call.path === 'offers');
const toastWith = (text: string) => screen.findByText(text);
const milestoneRow = (number: number) => screen.getByRole('group', { name: `Milestone ${number}` });
const locationOf = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

beforeEach(signInForTest);

describe('an offer from a proposal (/jobs/:id/offer?proposal=)', () => {
  it('sends a fixed-price offer with its milestones and goes back to the job', async () => {
    const { calls } = proposalOfferApi();
    const { user, router } = renderRoute('/jobs/7/offer?proposal=31');

    expect(await screen.findByRole('heading', { level: 1, name: 'Send an Offer' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Send an Offer | TalentIndia'));
    expect(await screen.findByRole('link', { name: 'Priya Sharma' })).toHaveAttribute('href', '/freelancers/501');
    expect(screen.getByRole('link', { name: 'Build a React dashboard' })).toHaveAttribute('href', '/jobs/7');
    expect(screen.getByText('Bid: $1,400.00')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Fixed Price' })).toBeChecked();
    // The bid starts the first milestone.
    expect(within(milestoneRow(1)).getByRole('textbox', { name: 'Amount (USD)' })).toHaveValue('1400');
    expect(screen.getByText('Total: $1,400.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove milestone 1' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send Offer' }));
    expect(within(milestoneRow(1)).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      m.milestoneNameRequired,
    );
    expect(within(milestoneRow(1)).getByLabelText('Due date')).toHaveAccessibleDescription(m.dueDateRequired);
    expect(sentOffers(calls)).toHaveLength(0);

    await user.type(within(milestoneRow(1)).getByRole('textbox', { name: 'Name' }), 'Design');
    await user.clear(within(milestoneRow(1)).getByRole('textbox', { name: 'Amount (USD)' }));
    await user.type(within(milestoneRow(1)).getByRole('textbox', { name: 'Amount (USD)' }), '400');
    await user.type(within(milestoneRow(1)).getByLabelText('Due date'), FUTURE);
    await user.click(screen.getByRole('button', { name: 'Add Milestone' }));
    await user.type(within(milestoneRow(2)).getByRole('textbox', { name: 'Name' }), 'Build');
    await user.type(within(milestoneRow(2)).getByRole('textbox', { name: 'Amount (USD)' }), '1000.50');
    await user.type(within(milestoneRow(2)).getByLabelText('Due date'), '2999-02-01');
    await user.click(screen.getByRole('button', { name: 'Add Milestone' }));
    expect(screen.getByText('Total: $1,400.50')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove milestone 3' }));
    await user.type(screen.getByRole('textbox', { name: 'Message (optional)' }), 'Looking forward to it.');
    await user.click(screen.getByRole('button', { name: 'Send Offer' }));

    expect(await toastWith(m.offerSent)).toBeInTheDocument();
    await waitFor(() => expect(locationOf(router)).toBe('/jobs/7'));
    expect(sentOffers(calls).map((call) => call.body)).toEqual([
      {
        job_id: 7,
        freelancer_id: 501,
        proposal_id: 31,
        type: 'fixed',
        hourly_rate: '',
        weekly_limit: '',
        milestones: [
          { name: 'Design', amount: '400', due_date: FUTURE },
          { name: 'Build', amount: '1000.50', due_date: '2999-02-01' },
        ],
        message: 'Looking forward to it.',
      },
    ]);
  });

  it('starts an hourly offer from the proposed rate and weekly limit, and keeps them through a change of type', async () => {
    const hourly = jobDetail({
      type: 'hourly',
      budget: null,
      hourly_rate_min: usd(2000),
      hourly_rate_max: usd(3000),
      weekly_hours: 30,
    });
    const { calls } = proposalOfferApi({
      job: hourly,
      proposals: [proposal({ amount: usd(2550), weekly_limit: 20, status: 'shortlisted' })],
    });
    const { user } = renderRoute('/jobs/7/offer?proposal=31');

    expect(await screen.findByText('Proposed rate: $25.50/hr · 20 hrs/week')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Hourly' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Hourly rate (USD)' })).toHaveValue('25.50');
    expect(screen.getByRole('textbox', { name: 'Weekly limit (hours)' })).toHaveValue('20');

    await user.click(screen.getByRole('radio', { name: 'Fixed Price' }));
    expect(screen.queryByRole('textbox', { name: 'Hourly rate (USD)' })).not.toBeInTheDocument();
    expect(milestoneRow(1)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Hourly' }));
    expect(screen.queryByRole('group', { name: 'Milestone 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Hourly rate (USD)' })).toHaveValue('25.50');
    await user.clear(screen.getByRole('textbox', { name: 'Weekly limit (hours)' }));
    await user.type(screen.getByRole('textbox', { name: 'Weekly limit (hours)' }), '90');
    await user.click(screen.getByRole('button', { name: 'Send Offer' }));
    expect(screen.getByRole('textbox', { name: 'Weekly limit (hours)' })).toHaveAccessibleDescription(
      expect.stringContaining(m.weeklyLimitInvalid),
    );

    await user.clear(screen.getByRole('textbox', { name: 'Weekly limit (hours)' }));
    await user.type(screen.getByRole('textbox', { name: 'Weekly limit (hours)' }), '25');
    await user.click(screen.getByRole('button', { name: 'Send Offer' }));
    expect(await toastWith(m.offerSent)).toBeInTheDocument();
    expect(sentOffers(calls)[0]?.body).toEqual(
      expect.objectContaining({ type: 'hourly', hourly_rate: '25.50', weekly_limit: '25', milestones: [] }),
    );
  });

  it('shows the server’s refusal under the field it names, or under the form', async () => {
    let answer: MockReply = {
      status: 422,
      body: { status: false, message: m.dueDateInvalid, errors: { 'milestones.0.due_date': m.dueDateInvalid } },
    };
    proposalOfferApi({ send: () => answer });
    const { user } = renderRoute('/jobs/7/offer?proposal=31');

    await user.type(
      within(await screen.findByRole('group', { name: 'Milestone 1' })).getByRole('textbox', { name: 'Name' }),
      'All of it',
    );
    await user.type(within(milestoneRow(1)).getByLabelText('Due date'), FUTURE);
    await user.click(screen.getByRole('button', { name: 'Send Offer' }));
    await waitFor(() =>
      expect(within(milestoneRow(1)).getByLabelText('Due date')).toHaveAccessibleDescription(m.dueDateInvalid),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    answer = { status: 409, body: { status: false, message: m.offerPending } };
    await user.click(screen.getByRole('button', { name: 'Send Offer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.offerPending);
  });

  it('offers no form for a job that is not hiring', async () => {
    proposalOfferApi({ job: jobDetail({ status: 'closed' }) });
    renderRoute('/jobs/7/offer?proposal=31');
    expect(await screen.findByText(m.jobNotHiring)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the job' })).toHaveAttribute('href', '/jobs/7');
    expect(screen.queryByRole('form', { name: 'Offer' })).not.toBeInTheDocument();
  });

  it('says an offer is already pending for this proposal', async () => {
    proposalOfferApi({ proposals: [proposal({ offer: { id: 3, status: 'pending' } })] });
    renderRoute('/jobs/7/offer?proposal=31');
    expect(await screen.findByText(m.offerPending)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Offer' })).not.toBeInTheDocument();
  });

  it.each([
    ['a proposal the job does not have', '/jobs/7/offer?proposal=99'],
    ['a job the api does not give this client', '/jobs/8/offer?proposal=31'],
    ['no proposal', '/jobs/7/offer'],
  ])('is the 404 page for %s', async (_, path) => {
    proposalOfferApi();
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});

describe('due dates from the client’s today, in their profile’s time zone (ADR 016)', () => {
  // Sunday 8 March 2026, 20:00 UTC: already Monday 01:30 in India, still Sunday 13:00 in Los Angeles.
  const SUNDAY_EVENING_UTC = new Date('2026-03-08T20:00:00Z');
  beforeEach(() => {
    // Only the clock stands still: timers run as usual, so typing and waiting work as in the other tests.
    jest.useFakeTimers({
      now: SUNDAY_EVENING_UTC,
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

  const dueDateOf = (row: HTMLElement) => within(row).getByLabelText('Due date');

  // Whatever zone the machine running the tests is in, one of the two differs from its own date.
  it.each([
    ['Asia/Kolkata', '2026-03-09', '2026-03-08'],
    ['America/Los_Angeles', '2026-03-08', '2026-03-07'],
  ])(
    'for a client in %s, starts the date input at %s and refuses %s before sending',
    async (zone, today, yesterday) => {
      const { calls } = proposalOfferApi({ profile: profileReply(zone) });
      const { user } = renderRoute('/jobs/7/offer?proposal=31');
      const row = await screen.findByRole('group', { name: 'Milestone 1' });
      await waitFor(() => expect(calls.some((call) => call.path === 'settings/profile')).toBe(true));
      await waitFor(() => expect(dueDateOf(row)).toHaveAttribute('min', today));

      await user.type(within(row).getByRole('textbox', { name: 'Name' }), 'All of it');
      await user.type(dueDateOf(row), yesterday);
      await user.click(screen.getByRole('button', { name: 'Send Offer' }));
      expect(dueDateOf(row)).toHaveAccessibleDescription(m.dueDateInvalid);
      expect(dueDateOf(row)).toHaveFocus();
      expect(sentOffers(calls)).toHaveLength(0);

      await user.clear(dueDateOf(row));
      await user.type(dueDateOf(row), today);
      expect(dueDateOf(row)).not.toHaveAccessibleDescription();
      await user.click(screen.getByRole('button', { name: 'Send Offer' }));
      expect(await toastWith(m.offerSent)).toBeInTheDocument();
      expect((sentOffers(calls)[0]?.body as OfferRequest).milestones).toEqual([
        { name: 'All of it', amount: '1400', due_date: today },
      ]);
    },
  );

  it('shows a past due date beside the other messages of the same submit', async () => {
    const { calls } = proposalOfferApi();
    const { user } = renderRoute('/jobs/7/offer?proposal=31');
    const first = await screen.findByRole('group', { name: 'Milestone 1' });
    await waitFor(() => expect(dueDateOf(first)).toHaveAttribute('min', '2026-03-09'));
    await user.type(dueDateOf(first), '2026-03-08');
    await user.click(screen.getByRole('button', { name: 'Send Offer' }));
    expect(within(first).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(m.milestoneNameRequired);
    expect(dueDateOf(first)).toHaveAccessibleDescription(m.dueDateInvalid);
    expect(sentOffers(calls)).toHaveLength(0);
  });

  it('uses the browser’s own date until the profile can be read', async () => {
    const { calls } = proposalOfferApi({ profile: { status: 500, body: { status: false, message: 'Down.' } } });
    renderRoute('/jobs/7/offer?proposal=31');
    const row = await screen.findByRole('group', { name: 'Milestone 1' });
    await waitFor(() => expect(calls.some((call) => call.path === 'settings/profile')).toBe(true));
    const now = new Date();
    const local = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part) => String(part).padStart(2, '0'));
    expect(dueDateOf(row)).toHaveAttribute('min', local.join('-'));
  });
});

describe('an offer only from a client who can pay (issue 19)', () => {
  const needsPayment = milestoneStepMessages.offerNeedsPayment;
  const paymentAlert = () => screen.findByRole('alert');
  const fillFirstMilestone = async (user: ReturnType<typeof renderRoute>['user']) => {
    const row = await screen.findByRole('group', { name: 'Milestone 1' });
    await user.type(within(row).getByRole('textbox', { name: 'Name' }), 'All of it');
    await user.type(within(row).getByLabelText('Due date'), FUTURE);
  };

  it('says to add a card when the client has no card and no credits, and sends nothing', async () => {
    const { calls } = proposalOfferApi({ paymentMethods: paymentMethodsReply({ cards: [], credits: 0 }) });
    const { user } = renderRoute('/jobs/7/offer?proposal=31');

    const alert = await paymentAlert();
    expect(alert).toHaveTextContent(needsPayment);
    expect(within(alert).getByRole('link', { name: 'Add a card' })).toHaveAttribute(
      'href',
      '/settings/payment-methods',
    );

    await fillFirstMilestone(user);
    await user.click(screen.getByRole('button', { name: 'Send Offer' }));
    // The reader is taken to the reason.
    await waitFor(() => expect(screen.getByRole('alert').parentElement).toHaveFocus());
    expect(sentOffers(calls)).toHaveLength(0);
  });

  it('is sent with credits that cover the first milestone, and not with fewer', async () => {
    // $1,000.00 of credits; the bid ($1,400.00) starts the first milestone.
    const { calls } = proposalOfferApi({ paymentMethods: paymentMethodsReply({ cards: [], credits: 100000 }) });
    const { user } = renderRoute('/jobs/7/offer?proposal=31');

    expect((await paymentAlert()).textContent).toContain(needsPayment);
    await fillFirstMilestone(user);
    const amount = within(milestoneRow(1)).getByRole('textbox', { name: 'Amount (USD)' });
    await user.clear(amount);
    await user.type(amount, '1000');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Send Offer' }));
    expect(await toastWith(m.offerSent)).toBeInTheDocument();
    expect((sentOffers(calls)[0]?.body as OfferRequest).milestones).toEqual([
      { name: 'All of it', amount: '1000', due_date: FUTURE },
    ]);
  });

  it('is sent for hourly work with any credits', async () => {
    const { calls } = hireApi(
      [jobRow({ id: 4, title: 'Mobile app', type: 'hourly' })],
      paymentMethodsReply({ cards: [], credits: 500 }),
    );
    const { user } = renderRoute('/freelancers/501/hire?job=4');
    await user.type(await screen.findByRole('textbox', { name: 'Hourly rate (USD)' }), '25');
    await user.type(screen.getByRole('textbox', { name: 'Weekly limit (hours)' }), '30');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Offer' }));
    expect(await toastWith(m.offerSent)).toBeInTheDocument();
    expect(sentOffers(calls)).toHaveLength(1);
  });

  it('shows the server’s refusal to send an offer the client cannot pay, with the way to add a card', async () => {
    proposalOfferApi({
      send: {
        status: 422,
        body: { status: false, message: needsPayment, errors: { payment: needsPayment } },
      },
    });
    const { user } = renderRoute('/jobs/7/offer?proposal=31');
    await fillFirstMilestone(user);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Offer' }));
    const alert = await paymentAlert();
    expect(alert).toHaveTextContent(needsPayment);
    expect(within(alert).getByRole('link', { name: 'Add a card' })).toHaveAttribute(
      'href',
      '/settings/payment-methods',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});

function profile(overrides: Partial<FreelancerProfile> = {}): FreelancerProfile {
  return {
    ...freelancerCard(),
    description: 'I build React apps.',
    hours_per_week: 40,
    languages: [{ name: 'English', fluency: 'Fluent' }],
    total_earning: usd(0),
    total_hours: 0,
    employments: [],
    educations: [],
    portfolio: [],
    member_since: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const jobRow = (overrides: Partial<JobRow>): JobRow => {
  const { id, title, type, status, created_at, proposals, messaged, hired, hourly_rate_min, hourly_rate_max, budget } =
    jobDetail(overrides);
  return { id, title, type, status, created_at, proposals, messaged, hired, hourly_rate_min, hourly_rate_max, budget };
};

/** The api for an offer from a freelancer's profile: the freelancer, and the client's jobs by status. */
function hireApi(jobs: JobRow[], paymentMethods: MockReply = paymentMethodsReply()) {
  return mockApi({
    'GET settings/payment-methods': paymentMethods,
    'GET freelancers/:id': ({ params }) =>
      params.id === '501' ? { body: { status: true, data: profile() } } : NOT_FOUND(m.freelancerNotFound),
    'GET jobs': ({ query }) => {
      const status = new URLSearchParams(query).get('status');
      const rows = jobs.filter((job) => job.status === status);
      return { body: { status: true, data: rows, meta: pageMeta(rows.length) } };
    },
    'POST offers': ({ body }) => offerReply(body as OfferRequest),
  });
}

describe('an offer from a profile (/freelancers/:id/hire)', () => {
  it('hires for one of the client’s open or active jobs, the job’s type first', async () => {
    const { calls } = hireApi([
      jobRow({ id: 3, title: 'Old open job', created_at: '2026-10-01T00:00:00.000Z' }),
      jobRow({ id: 4, title: 'Mobile app', type: 'hourly', status: 'active', created_at: '2026-11-01T00:00:00.000Z' }),
      jobRow({ id: 5, title: 'A draft', status: 'draft' }),
    ]);
    const { user, router } = renderRoute('/freelancers/501/hire');

    expect(await screen.findByRole('link', { name: 'Priya Sharma' })).toBeInTheDocument();
    expect(screen.getByText('Senior React Developer · $30.00/hr')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Job' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a job', 'Mobile app', 'Old open job']);
    expect(
      calls
        .filter((call) => call.path === 'jobs')
        .map((call) => call.query)
        .sort(),
    ).toEqual(['status=active&page=1', 'status=open&page=1']);

    await user.click(screen.getByRole('button', { name: 'Send Offer' }));
    expect(select).toHaveAccessibleDescription(m.jobRequired);
    expect(screen.getByRole('group', { name: 'Contract type' })).toHaveAccessibleDescription(m.typeRequired);

    await user.selectOptions(select, 'Mobile app');
    expect(select).not.toHaveAccessibleDescription();
    expect(screen.getByRole('radio', { name: 'Hourly' })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Hourly rate (USD)' }), '30');
    await user.type(screen.getByRole('textbox', { name: 'Weekly limit (hours)' }), '40');
    await user.click(screen.getByRole('button', { name: 'Send Offer' }));

    expect(await toastWith(m.offerSent)).toBeInTheDocument();
    await waitFor(() => expect(locationOf(router)).toBe('/jobs/4'));
    expect(sentOffers(calls)[0]?.body).toEqual({
      job_id: 4,
      freelancer_id: 501,
      type: 'hourly',
      hourly_rate: '30',
      weekly_limit: '40',
      milestones: [],
      message: '',
    });
  });

  it('starts with the job a conversation’s Hire Now names (?job=), and sends the offer for it (issue 18)', async () => {
    const { calls } = hireApi([
      jobRow({ id: 3, title: 'Old open job', created_at: '2026-10-01T00:00:00.000Z' }),
      jobRow({ id: 4, title: 'Mobile app', type: 'hourly', created_at: '2026-11-01T00:00:00.000Z' }),
    ]);
    const { user, router } = renderRoute('/freelancers/501/hire?job=4');

    const select = await screen.findByRole('combobox', { name: 'Job' });
    expect(select).toHaveDisplayValue('Mobile app');
    expect(screen.getByRole('radio', { name: 'Hourly' })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Hourly rate (USD)' }), '25');
    await user.type(screen.getByRole('textbox', { name: 'Weekly limit (hours)' }), '30');
    await user.click(screen.getByRole('button', { name: 'Send Offer' }));

    await waitFor(() => expect(locationOf(router)).toBe('/jobs/4'));
    expect(sentOffers(calls)[0]?.body).toMatchObject({ job_id: 4, freelancer_id: 501, type: 'hourly' });
  });

  it.each([
    ['a job that is not hiring', '5'],
    ['a job that is not the client’s', '99'],
    ['no id at all', 'abc'],
  ])('leaves the choice to the client for %s', async (_case, job) => {
    hireApi([
      jobRow({ id: 4, title: 'Mobile app', type: 'hourly' }),
      jobRow({ id: 5, title: 'A draft', status: 'draft' }),
    ]);
    renderRoute(`/freelancers/501/hire?job=${job}`);

    expect(await screen.findByRole('combobox', { name: 'Job' })).toHaveDisplayValue('Select a job');
    expect(screen.getByRole('radio', { name: 'Hourly' })).not.toBeChecked();
  });

  it('asks for a job first when the client has none open', async () => {
    hireApi([jobRow({ status: 'closed' })]);
    renderRoute('/freelancers/501/hire');
    expect(await screen.findByRole('link', { name: 'Post a Job' })).toHaveAttribute('href', '/jobs/new');
    expect(screen.queryByRole('button', { name: 'Send Offer' })).not.toBeInTheDocument();
  });

  it('is the 404 page for someone who is not a freelancer', async () => {
    hireApi([]);
    renderRoute('/freelancers/77/hire');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import {
  marketplaceMessages as m,
  type Contract,
  type JobDetail,
  type Offer,
  type Proposal,
} from '@talentindia/contracts';
import { mockApi, signInForTest, type ApiCall, type MockReply } from '@talentindia/core/testing';
import { renderRoute } from '../../testing/render-route';
import { contract, freelancerCard, jobDetail, offer, pageMeta, proposal, usd } from '../../testing/hiring-fixtures';

const NOT_FOUND = (message: string): MockReply => ({ status: 404, body: { status: false, message } });

interface ApiState {
  job: JobDetail;
  proposals?: Proposal[];
  contracts?: Contract[];
  offers?: Offer[];
  close?: MockReply;
}

/** The api as it behaves for the job's client: proposals move between views, contracts end, offers are listed. */
function jobApi(initial: ApiState) {
  const state = {
    job: { ...initial.job },
    proposals: (initial.proposals ?? []).map((item) => ({ ...item })),
    contracts: (initial.contracts ?? []).map((item) => ({ ...item })),
    offers: initial.offers ?? [],
  };
  const inView = (view: string) =>
    state.proposals.filter((item) =>
      view === 'archived'
        ? item.status === 'archived'
        : view === 'shortlisted'
          ? item.status === 'shortlisted'
          : item.status !== 'archived' && item.status !== 'withdrawn',
    );
  const moved = { shortlist: 'shortlisted', archive: 'archived', restore: 'submitted' } as const;
  const movedMessages = { shortlist: m.proposalShortlisted, archive: m.proposalArchived, restore: m.proposalRestored };
  const api = mockApi({
    'GET jobs/:id': ({ params }) =>
      Number(params.id) === state.job.id ? { body: { status: true, data: state.job } } : NOT_FOUND(m.jobNotFound),
    'GET jobs/:id/proposals': ({ query }) => {
      const view = new URLSearchParams(query).get('view') ?? 'all';
      const page = Number(new URLSearchParams(query).get('page') ?? '1');
      const rows = inView(view);
      return {
        body: {
          status: true,
          data: rows.slice((page - 1) * 10, page * 10),
          meta: {
            ...pageMeta(rows.length, page),
            counts: {
              all: inView('all').length,
              shortlisted: inView('shortlisted').length,
              archived: inView('archived').length,
            },
          },
        },
      };
    },
    'POST jobs/:id/proposals/:proposalId/message': ({ params }) => {
      const item = state.proposals.find((candidate) => candidate.id === Number(params.proposalId))!;
      item.messaged = true;
      item.thread_id = 44;
      return { body: { status: true, message: m.threadOpened, data: { thread_id: 44 } } };
    },
    'POST jobs/:id/proposals/:proposalId/:move': ({ params }) => {
      const move = params.move as keyof typeof moved;
      const item = state.proposals.find((candidate) => candidate.id === Number(params.proposalId))!;
      item.status = moved[move];
      return { body: { status: true, message: movedMessages[move], data: item } };
    },
    'POST jobs/:id/publish': () => {
      state.job = { ...state.job, status: 'open', published_at: '2026-11-25T08:00:00.000Z' };
      return { body: { status: true, message: m.jobPublished, data: state.job } };
    },
    'POST jobs/:id/close':
      initial.close ??
      (() => {
        state.job = { ...state.job, status: 'closed', closed_at: '2026-11-25T08:00:00.000Z' };
        return { body: { status: true, message: m.jobClosed, data: state.job } };
      }),
    'GET offers': ({ query }) => {
      const jobId = Number(new URLSearchParams(query).get('job_id'));
      const page = Number(new URLSearchParams(query).get('page') ?? '1');
      const rows = state.offers.filter((item) => item.job.id === jobId);
      return {
        body: { status: true, data: rows.slice((page - 1) * 10, page * 10), meta: pageMeta(rows.length, page) },
      };
    },
    'GET contracts': () => ({ body: { status: true, data: state.contracts, meta: pageMeta(state.contracts.length) } }),
    'POST contracts/:id/end': ({ params, body }) => {
      const { rating, review } = body as { rating: number; review: string };
      const index = state.contracts.findIndex((item) => item.id === Number(params.id));
      state.contracts[index] = {
        ...state.contracts[index]!,
        status: 'ended',
        ended_at: '2026-11-25T08:00:00.000Z',
        review: { rating, text: review, created_at: '2026-11-25T08:00:00.000Z' },
      };
      state.job = { ...state.job, status: 'closed', closed_at: '2026-11-25T08:00:00.000Z' };
      return { body: { status: true, message: m.contractEnded, data: state.contracts[index] } };
    },
  });
  return { ...api, state };
}

const callsTo = (calls: ApiCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);
const card = (name: string) => screen.getByRole('article', { name });
const toastWith = (text: string) => screen.findByText(text);

beforeEach(signInForTest);

describe('a job’s page', () => {
  it('shows the job’s details under the title "Job Details"', async () => {
    jobApi({ job: jobDetail(), proposals: [] });
    renderRoute('/jobs/7');

    expect(await screen.findByRole('heading', { level: 2, name: 'Build a React dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Job Details' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Job Details | TalentIndia'));
    const details = screen.getByRole('article', { name: 'Build a React dashboard' });
    expect(within(details).getByText('Open Job')).toBeInTheDocument();
    expect(within(details).getByText('Fixed Price')).toBeInTheDocument();
    expect(within(details).getByText('$1,500.00')).toBeInTheDocument();
    expect(within(details).getByText('Front End Developer')).toBeInTheDocument();
    expect(within(details).getByText('Expert')).toBeInTheDocument();
    expect(within(details).getByText('1 to 3 months')).toBeInTheDocument();
    expect(within(details).getByText('Created').nextElementSibling).toHaveTextContent('Nov 20, 2026');
    expect(within(details).getByText('Published').nextElementSibling).toHaveTextContent('Nov 20, 2026');
    expect(within(details).queryByText('Closed')).not.toBeInTheDocument();
    expect(
      within(within(details).getByRole('list', { name: 'Skills' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React', 'Charts']);
    expect(within(details).getByText(/A dashboard for our sales team\./)).toBeInTheDocument();
    expect(await screen.findByText(/No proposals yet/)).toBeInTheDocument();
  });

  it('shows an hourly job’s rate range and weekly hours', async () => {
    jobApi({
      job: jobDetail({
        type: 'hourly',
        budget: null,
        hourly_rate_min: usd(2000),
        hourly_rate_max: usd(3500),
        weekly_hours: 30,
      }),
    });
    renderRoute('/jobs/7');
    expect(await screen.findByText('$20.00 – $35.00/hr')).toBeInTheDocument();
    expect(screen.getByText('30 hrs/week')).toBeInTheDocument();
  });

  it('is the 404 page for a job the api does not give this client', async () => {
    const { calls } = jobApi({ job: jobDetail({ id: 8 }) });
    renderRoute('/jobs/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(callsTo(calls, 'GET', 'jobs/7')).toHaveLength(1);
  });

  it('is the 404 page at once for an id that cannot be one', async () => {
    const { calls } = jobApi({ job: jobDetail() });
    renderRoute('/jobs/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('says why the job could not be loaded and loads it again on request', async () => {
    let fail = true;
    mockApi({
      'GET jobs/:id': () =>
        fail
          ? { status: 500, body: { status: false, message: 'Something went wrong on our side.' } }
          : { body: { status: true, data: jobDetail({ status: 'draft' }) } },
    });
    const { user } = renderRoute('/jobs/7');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Build a React dashboard' })).toBeInTheDocument();
  });
});

describe('a draft', () => {
  it('is edited or published, and has no proposals to show', async () => {
    const { calls } = jobApi({ job: jobDetail({ status: 'draft', published_at: null }) });
    const { user } = renderRoute('/jobs/7');

    expect(await screen.findByRole('link', { name: 'Edit Job' })).toHaveAttribute('href', '/jobs/7/edit');
    expect(screen.getByText('Draft Job')).toBeInTheDocument();
    expect(screen.getByText(/Publish this job to start receiving proposals/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close Job' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish Job' }));
    expect(await toastWith(m.jobPublished)).toBeInTheDocument();
    expect(await screen.findByText('Open Job')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', 'jobs/7/publish')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Edit Job' })).not.toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'All (0)' })).toBeInTheDocument();
  });
});

describe('closing a job', () => {
  it('asks first, then closes it: the label says Closed Job and hiring stops', async () => {
    const { calls } = jobApi({ job: jobDetail(), proposals: [proposal()] });
    const { user } = renderRoute('/jobs/7');

    await user.click(await screen.findByRole('button', { name: 'Close Job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this job?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'POST', 'jobs/7/close')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Close Job' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close Job' }));
    expect(await toastWith(m.jobClosed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Closed Job')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close Job' })).not.toBeInTheDocument();
    expect(within(card('Priya Sharma')).queryByRole('link', { name: 'Hire' })).not.toBeInTheDocument();
  });

  it('keeps the question open with the server’s reason when the job cannot be closed', async () => {
    jobApi({
      job: jobDetail(),
      close: { status: 409, body: { status: false, message: m.jobHasActiveContracts } },
    });
    const { user } = renderRoute('/jobs/7');
    await user.click(await screen.findByRole('button', { name: 'Close Job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this job?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close Job' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(m.jobHasActiveContracts);
    expect(screen.getByText('Open Job')).toBeInTheDocument();
  });
});

describe('the proposals', () => {
  const hourlyJob = jobDetail({
    type: 'hourly',
    budget: null,
    hourly_rate_min: usd(2000),
    hourly_rate_max: usd(3500),
    weekly_hours: 40,
  });

  it('show each freelancer, their terms and cover letter, with the count of each tab', async () => {
    jobApi({
      job: hourlyJob,
      proposals: [
        proposal({ amount: usd(2500), rate_increase_percent: 10, weekly_limit: 40 }),
        proposal({
          id: 32,
          status: 'archived',
          freelancer: freelancerCard({
            id: 502,
            first_name: 'Rahul',
            last_name: 'Verma',
            rating: null,
            reviews_count: 0,
            identity_verified: false,
          }),
        }),
      ],
    });
    renderRoute('/jobs/7');

    expect(await screen.findByRole('tab', { name: 'All (1)', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Shortlisted (0)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Archived (1)' })).toBeInTheDocument();

    const priya = card('Priya Sharma');
    expect(within(priya).getByRole('link', { name: 'Priya Sharma' })).toHaveAttribute('href', '/freelancers/501');
    expect(within(priya).getByText('Senior React Developer')).toBeInTheDocument();
    expect(within(priya).getByText('Pune, Maharashtra, India')).toBeInTheDocument();
    expect(within(priya).getByText('ID: Verified')).toBeInTheDocument();
    expect(within(priya).getByText('4.8 out of 5 (9 reviews)')).toBeInTheDocument();
    expect(within(priya).getByText('$25.00/hr')).toBeInTheDocument();
    expect(within(priya).getByText('10% every 6 months')).toBeInTheDocument();
    expect(within(priya).getByText('40 hrs/week')).toBeInTheDocument();
    expect(within(priya).getByText(/three fintech teams/)).toBeInTheDocument();
    expect(within(priya).getByRole('link', { name: 'Hire' })).toHaveAttribute('href', '/jobs/7/offer?proposal=31');
    expect(screen.queryByRole('article', { name: 'Rahul Verma' })).not.toBeInTheDocument();
  });

  it('shortlists, archives and restores a proposal, the tabs following it', async () => {
    const { calls } = jobApi({ job: jobDetail(), proposals: [proposal()] });
    const { user } = renderRoute('/jobs/7');

    await user.click(
      within(await screen.findByRole('article', { name: 'Priya Sharma' })).getByRole('button', { name: 'Shortlist' }),
    );
    expect(await toastWith(m.proposalShortlisted)).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Shortlisted (1)' })).toBeInTheDocument();
    expect(within(card('Priya Sharma')).getByText('Shortlisted')).toBeInTheDocument();

    // The tabs follow the arrow keys.
    screen.getByRole('tab', { name: 'All (1)' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Shortlisted (1)' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Shortlisted (1)' })).toHaveAttribute('aria-selected', 'true');
    const shortlisted = within(await screen.findByRole('article', { name: 'Priya Sharma' }));
    // Taking a proposal off the shortlist says so; "Restore" is for the archive.
    expect(shortlisted.getByRole('button', { name: 'Remove from shortlist' })).toBeInTheDocument();
    expect(shortlisted.queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
    await user.click(shortlisted.getByRole('button', { name: 'Archive' }));
    expect(await toastWith(m.proposalArchived)).toBeInTheDocument();
    expect(await screen.findByText(/No shortlisted proposals/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Archived (1)' })).toBeInTheDocument();
    // The card has gone from this tab: the list has the focus, not the page.
    expect(screen.getByRole('tabpanel')).toHaveFocus();

    await user.click(screen.getByRole('tab', { name: 'Archived (1)' }));
    await user.click(
      within(await screen.findByRole('article', { name: 'Priya Sharma' })).getByRole('button', { name: 'Restore' }),
    );
    expect(await toastWith(m.proposalRestored)).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'All (1)' })).toBeInTheDocument();
    expect(await screen.findByText('No archived proposals.')).toBeInTheDocument();

    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      'jobs/7/proposals/31/shortlist',
      'jobs/7/proposals/31/archive',
      'jobs/7/proposals/31/restore',
    ]);
  });

  it('shows a refused move’s reason', async () => {
    mockApi({
      'GET jobs/:id': { body: { status: true, data: jobDetail() } },
      'GET jobs/:id/proposals': {
        body: {
          status: true,
          data: [proposal()],
          meta: { ...pageMeta(1), counts: { all: 1, shortlisted: 0, archived: 0 } },
        },
      },
      'POST jobs/:id/proposals/:proposalId/:move': {
        status: 409,
        body: { status: false, message: m.proposalNotChangeable },
      },
    });
    const { user } = renderRoute('/jobs/7');
    await user.click(
      within(await screen.findByRole('article', { name: 'Priya Sharma' })).getByRole('button', { name: 'Shortlist' }),
    );
    expect(await toastWith(m.proposalNotChangeable)).toBeInTheDocument();
  });

  it('opens the conversation with the freelancer in Messages', async () => {
    const { calls } = jobApi({ job: jobDetail(), proposals: [proposal()] });
    const { user, router } = renderRoute('/jobs/7');

    await user.click(
      within(await screen.findByRole('article', { name: 'Priya Sharma' })).getByRole('button', { name: 'Message' }),
    );
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/messages?thread=44'),
    );
    expect(callsTo(calls, 'POST', 'jobs/7/proposals/31/message')).toHaveLength(1);
  });

  it('opens a long cover letter on request', async () => {
    const letter = `${'I have shipped many dashboards. '.repeat(15)}The end of my letter.`;
    jobApi({ job: jobDetail(), proposals: [proposal({ cover_letter: letter })] });
    const { user } = renderRoute('/jobs/7');

    const priya = await screen.findByRole('article', { name: 'Priya Sharma' });
    expect(within(priya).queryByText(/The end of my letter\./)).not.toBeInTheDocument();
    await user.click(within(priya).getByRole('button', { name: 'Show more' }));
    expect(within(priya).getByText(/The end of my letter\./)).toBeInTheDocument();
    expect(within(priya).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says an offer is pending instead of offering to hire again, and pages with Load More', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      proposal({
        id: 100 + index,
        freelancer: freelancerCard({ id: 600 + index, first_name: `Dev${index}`, last_name: 'Kumar' }),
        offer: index === 0 ? { id: 5, status: 'pending' } : null,
      }),
    );
    jobApi({ job: jobDetail(), proposals: many });
    const { user } = renderRoute('/jobs/7');

    const first = await screen.findByRole('article', { name: 'Dev0 Kumar' });
    expect(within(first).getByText('Offer sent')).toBeInTheDocument();
    expect(within(first).queryByRole('link', { name: 'Hire' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1 + 10);

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('article', { name: 'Dev11 Kumar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });
});

describe('the job’s contracts', () => {
  const activeJob = jobDetail({ status: 'active', hired: 1 });

  it('ends a contract with a rating and a review: the job is then a Closed Job', async () => {
    const { calls } = jobApi({
      job: activeJob,
      proposals: [proposal({ status: 'hired' })],
      contracts: [contract()],
    });
    const { user } = renderRoute('/jobs/7');

    const contracts = await screen.findByRole('list', { name: 'Contracts' });
    const priya = within(contracts).getByRole('article', { name: 'Priya Sharma' });
    expect(within(priya).getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Active Contract')).toBeInTheDocument();

    await user.click(within(priya).getByRole('button', { name: 'End Contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'End Contract' });
    await user.click(within(dialog).getByRole('button', { name: 'End Contract' }));
    expect(within(dialog).getByRole('group', { name: 'Rating' })).toHaveAccessibleDescription(m.ratingRequired);
    expect(within(dialog).getByRole('textbox', { name: 'Review' })).toHaveAccessibleDescription(
      expect.stringContaining(m.reviewRequired),
    );
    expect(callsTo(calls, 'POST', 'contracts/91/end')).toHaveLength(0);

    const stars = within(dialog).getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    await user.click(within(dialog).getByRole('radio', { name: '4 stars, Very good' }));
    // Arrow keys move along the radio group.
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('radio', { name: '5 stars, Excellent' })).toBeChecked();
    expect(within(dialog).getByRole('group', { name: 'Rating' })).not.toHaveAccessibleDescription();
    await user.type(within(dialog).getByRole('textbox', { name: 'Review' }), '  Delivered early and clear.  ');
    await user.click(within(dialog).getByRole('button', { name: 'End Contract' }));

    expect(await toastWith(m.contractEnded)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'POST', 'contracts/91/end')[0]?.body).toEqual({
      rating: 5,
      review: 'Delivered early and clear.',
    });
    expect(await screen.findByText('Closed Job')).toBeInTheDocument();
    const ended = within(screen.getByRole('list', { name: 'Contracts' })).getByRole('article', {
      name: 'Priya Sharma',
    });
    expect(within(ended).getByText('Ended', { selector: 'span' })).toBeInTheDocument();
    expect(within(ended).getByText('Ended', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Nov 25, 2026');
    expect(within(ended).getByText(/5 out of 5, Excellent/)).toBeInTheDocument();
    expect(within(ended).getByText('Delivered early and clear.')).toBeInTheDocument();
    expect(within(ended).queryByRole('button', { name: 'End Contract' })).not.toBeInTheDocument();
  });

  it('links an hourly contract to its work diary, and not a fixed-price one', async () => {
    jobApi({
      job: activeJob,
      proposals: [proposal({ status: 'hired' })],
      contracts: [
        contract({ type: 'hourly', hourly_rate: usd(2500), weekly_limit: 20, milestones: [] }),
        contract({ id: 92, freelancer: { id: 502, first_name: 'Rahul', last_name: 'Verma', image: null } }),
      ],
    });
    renderRoute('/jobs/7');

    const contracts = await screen.findByRole('list', { name: 'Contracts' });
    const priya = within(contracts).getByRole('article', { name: 'Priya Sharma' });
    expect(within(priya).getByRole('link', { name: 'Work diary' })).toHaveAttribute(
      'href',
      '/jobs/7/contracts/91/work-diary',
    );
    const rahul = within(contracts).getByRole('article', { name: 'Rahul Verma' });
    expect(within(rahul).queryByRole('link', { name: 'Work diary' })).not.toBeInTheDocument();
  });
});

describe('the offers sent for the job', () => {
  it('lists each with its terms, status and a link to open it', async () => {
    const { calls } = jobApi({
      job: jobDetail({ status: 'active', hired: 1 }),
      offers: [
        offer({ id: 14 }),
        offer({
          id: 13,
          type: 'hourly',
          hourly_rate: usd(2550),
          weekly_limit: 20,
          milestones: [],
          status: 'declined',
          freelancer: { id: 502, first_name: 'Rahul', last_name: 'Verma', image: null },
        }),
        offer({ id: 12, status: 'accepted', contract_id: 91 }),
        offer({
          id: 11,
          status: 'withdrawn',
          freelancer: { id: 503, first_name: 'Meera', last_name: 'Iyer', image: null },
        }),
      ],
    });
    renderRoute('/jobs/7');

    const offers = await screen.findByRole('list', { name: 'Offers' });
    expect(screen.getByRole('heading', { level: 2, name: 'Offers' })).toBeInTheDocument();
    const rows = within(offers).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByText(/^(Pending|Accepted|Declined|Withdrawn)$/).textContent)).toEqual([
      'Pending',
      'Declined',
      'Accepted',
      'Withdrawn',
    ]);
    expect(rows.map((row) => within(row).getByRole('link', { name: 'View Offer' }).getAttribute('href'))).toEqual([
      '/offers/14',
      '/offers/13',
      '/offers/12',
      '/offers/11',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'View Offer' })).toHaveAccessibleDescription('Priya Sharma');
    expect(within(rows[0]!).getByRole('link', { name: 'Priya Sharma' })).toHaveAttribute('href', '/freelancers/501');
    expect(
      within(rows[0]!).getByText('Fixed Price · $1,400.00 in 2 milestones · Sent Nov 22, 2026'),
    ).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Hourly · $25.50/hr · 20 hrs/week · Sent Nov 22, 2026')).toBeInTheDocument();
    expect(callsTo(calls, 'GET', 'offers').map((call) => call.query)).toEqual(['job_id=7&page=1']);
  });

  it('says when none was sent', async () => {
    jobApi({ job: jobDetail() });
    renderRoute('/jobs/7');
    expect(await screen.findByText('You have not sent an offer for this job.')).toBeInTheDocument();
  });

  it('are not looked for on a draft', async () => {
    const { calls } = jobApi({ job: jobDetail({ status: 'draft', published_at: null }) });
    renderRoute('/jobs/7');
    expect(await screen.findByText(/Publish this job to start receiving proposals/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Offers' })).not.toBeInTheDocument();
    expect(callsTo(calls, 'GET', 'offers')).toHaveLength(0);
  });
});

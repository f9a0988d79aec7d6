import type {
  Contract,
  FreelancerCard,
  JobDetail,
  MilestoneOut,
  Offer,
  PaymentMethod,
  Proposal,
} from '@talentindia/contracts';

/** Wire objects as the api sends them, for the job page's and the offer form's tests. */
export const usd = (amount: number) => ({ currency: 'USD' as const, amount });

export function freelancerCard(overrides: Partial<FreelancerCard> = {}): FreelancerCard {
  return {
    id: 501,
    first_name: 'Priya',
    last_name: 'Sharma',
    image: null,
    title: 'Senior React Developer',
    developer_type: 'front_end',
    hourly_rate: usd(3000),
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    skills: ['React', 'TypeScript'],
    identity_verified: true,
    total_jobs: 12,
    rating: 4.8,
    reviews_count: 9,
    ...overrides,
  };
}

export function jobDetail(overrides: Partial<JobDetail> = {}): JobDetail {
  return {
    id: 7,
    title: 'Build a React dashboard',
    type: 'fixed',
    status: 'open',
    created_at: '2026-11-20T10:00:00.000Z',
    proposals: 2,
    messaged: 0,
    hired: 0,
    hourly_rate_min: null,
    hourly_rate_max: null,
    budget: usd(150000),
    description: 'A dashboard for our sales team.\nCharts, filters and exports.',
    weekly_hours: null,
    skills: ['React', 'Charts'],
    developer_type: 'front_end',
    experience_level: 'expert',
    duration: '1_to_3_months',
    published_at: '2026-11-20T10:05:00.000Z',
    closed_at: null,
    ...overrides,
  };
}

export function proposal(overrides: Partial<Proposal> = {}): Proposal {
  return {
    id: 31,
    job_id: 7,
    status: 'submitted',
    amount: usd(140000),
    rate_increase_percent: null,
    weekly_limit: null,
    cover_letter: 'I have built dashboards like this for three fintech teams.',
    created_at: '2026-11-21T09:00:00.000Z',
    messaged: false,
    thread_id: null,
    freelancer: freelancerCard(),
    offer: null,
    ...overrides,
  };
}

export function milestone(overrides: Partial<MilestoneOut> = {}): MilestoneOut {
  return {
    id: 71,
    name: 'Design',
    amount: usd(50000),
    due_date: '2026-12-10',
    status: 'pending',
    funded_at: null,
    submitted_at: null,
    approved_at: null,
    changes_note: null,
    invoice: null,
    ...overrides,
  };
}

export function contract(overrides: Partial<Contract> = {}): Contract {
  return {
    id: 91,
    job: { id: 7, title: 'Build a React dashboard' },
    client: { id: 1, first_name: 'Asha', last_name: 'Rao', image: null },
    freelancer: { id: 501, first_name: 'Priya', last_name: 'Sharma', image: null },
    title: 'Build a React dashboard',
    type: 'fixed',
    status: 'active',
    hourly_rate: null,
    weekly_limit: null,
    started_at: '2026-11-22T09:00:00.000Z',
    ended_at: null,
    milestones: [milestone()],
    total_hours: 0,
    hours_this_week: 0,
    total_earned: usd(0),
    review: null,
    ...overrides,
  };
}

/** A pending fixed-price offer to Priya for job 7, with two milestones. */
export function offer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: 12,
    job: { id: 7, title: 'Build a React dashboard' },
    client: { id: 1, first_name: 'Asha', last_name: 'Rao', image: null },
    freelancer: { id: 501, first_name: 'Priya', last_name: 'Sharma', image: null },
    proposal_id: 31,
    type: 'fixed',
    hourly_rate: null,
    weekly_limit: null,
    milestones: [
      milestone(),
      milestone({ id: 72, name: 'Build and exports', amount: usd(90000), due_date: '2027-01-15' }),
    ],
    message: 'Happy to start on Monday.',
    status: 'pending',
    created_at: '2026-11-22T09:00:00.000Z',
    responded_at: null,
    contract_id: null,
    ...overrides,
  };
}

export const pageMeta = (total: number, page = 1, perPage = 10) => ({
  page,
  per_page: perPage,
  total,
  has_more: page * perPage < total,
});

/** A saved card of the client's (`GET /settings/payment-methods`). */
export function savedCard(overrides: Partial<PaymentMethod> = {}): PaymentMethod {
  return { id: 1, brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2099, is_default: true, ...overrides };
}

/** `GET /settings/payment-methods`: the client's cards and credits balance (in cents), what an offer needs. */
export const paymentMethodsReply = ({
  cards = [savedCard()],
  credits = 0,
}: { cards?: PaymentMethod[]; credits?: number } = {}) => ({
  body: { status: true, data: { payment_methods: cards, credits: usd(credits), provider: 'test' } },
});

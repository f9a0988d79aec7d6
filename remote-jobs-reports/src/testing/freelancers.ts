import type { FreelancerCard, FreelancerProfile, ReviewOut, WorkHistoryItem } from '@talentindia/contracts';

/** A freelancer card as `GET /freelancers` answers it. */
export function freelancerCard(changes: Partial<FreelancerCard> = {}): FreelancerCard {
  return {
    id: 7,
    first_name: 'Priya',
    last_name: 'Sharma',
    image: 'http://localhost:4000/files/pictures/priya/256.webp',
    title: 'Senior React Native Developer',
    developer_type: 'mobile',
    hourly_rate: { currency: 'USD', amount: 3500 },
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    skills: ['React Native', 'TypeScript', 'Firebase'],
    identity_verified: true,
    total_jobs: 3,
    rating: 4.7,
    reviews_count: 2,
    ...changes,
  };
}

/** A profile as `GET /freelancers/:id` answers it (spec §3). */
export function freelancerProfile(changes: Partial<FreelancerProfile> = {}): FreelancerProfile {
  return {
    ...freelancerCard(),
    description: 'I build mobile apps people keep on their home screen.\nEight years of React Native.',
    hours_per_week: 30,
    languages: [
      { name: 'English', fluency: 'Fluent' },
      { name: 'Marathi', fluency: 'Native' },
    ],
    total_earning: { currency: 'USD', amount: 1234550 },
    total_hours: 310.5,
    employments: [
      { title: 'Lead Mobile Engineer', company_name: 'Zeta Labs', started_at: '2021-01-04', ended_at: null },
      { title: 'Software Engineer', company_name: 'Infosys', started_at: '2016-07-01', ended_at: '2020-12-31' },
    ],
    educations: [
      {
        institution_name: 'NIT Trichy',
        degree: 'B.Tech, Computer Science',
        started_at: '2012-07-01',
        ended_at: '2016-05-31',
      },
    ],
    portfolio: [
      {
        id: 31,
        title: 'Grocery delivery app',
        description: 'Ordering and live tracking for a chain of 40 stores.',
        url: 'https://example.com/grocery',
        skills: ['React Native', 'Maps'],
        completed_at: '2023-08-15',
      },
      {
        id: 32,
        title: 'Clinic booking',
        description: 'Appointments for a group of clinics.',
        url: 'javascript:alert(1)',
        skills: [],
        completed_at: null,
      },
    ],
    member_since: '2020-03-10T08:00:00.000Z',
    ...changes,
  };
}

export function workHistoryItem(changes: Partial<WorkHistoryItem> = {}): WorkHistoryItem {
  return {
    contract_id: 101,
    title: 'Fitness tracker app',
    type: 'hourly',
    started_at: '2023-02-01T09:00:00.000Z',
    ended_at: '2023-06-30T17:00:00.000Z',
    hourly_rate: { currency: 'USD', amount: 3500 },
    total_hours: 120.5,
    earned: { currency: 'USD', amount: 421750 },
    review: { rating: 5, text: 'Shipped ahead of time.', created_at: '2023-07-02T10:00:00.000Z' },
    ...changes,
  };
}

export function review(changes: Partial<ReviewOut> = {}): ReviewOut {
  return {
    id: 501,
    rating: 5,
    text: 'Shipped ahead of time.',
    created_at: '2023-07-02T10:00:00.000Z',
    job_title: 'Fitness tracker app',
    client_name: 'Asha R.',
    ...changes,
  };
}

/** A page of a list, with the paging facts every list answers with. */
export function pageOf<T>(data: T[], page: number, total: number, perPage: number) {
  return { status: true as const, data, meta: { page, per_page: perPage, total, has_more: page * perPage < total } };
}

import { eq, sql } from 'drizzle-orm';
import {
  FREELANCERS_PAGE_SIZE,
  freelancerProfileResponseSchema,
  freelancersResponseSchema,
  marketplaceMessages,
  reviewsResponseSchema,
  workHistoryResponseSchema,
  type DeveloperType,
  type FreelancerCard,
} from '@talentindia/contracts';
import {
  contracts,
  freelancerEducations,
  freelancerEmployments,
  freelancerPortfolioItems,
  freelancerProfiles,
  milestones,
  offers,
  reviews,
  timeEntries,
  users,
} from '../../db/schema';
import { createClient, createFreelancer, insertJob } from '../../testing/marketplace-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  SEARCH_PLANNER_SETTINGS,
  clientDisplayName,
  directoryPageQuery,
  freelancerSearchText,
  prefixQuery,
  searchWords,
  type DirectoryQuery,
} from './freelancers-service';

let t: TestApp;
beforeAll(async () => {
  // Many sign-ups from one address (every fixture account signs up through the api).
  t = await createTestApp({ RATE_LIMIT_SCALE: '100' });
});
afterAll(() => t.close());

type Freelancer = Awaited<ReturnType<typeof createFreelancer>>;
type Client = Awaited<ReturnType<typeof createClient>>;

const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });
const directory = async (query = '') => {
  const response = await get(`/freelancers${query ? `?${query}` : ''}`);
  expect(response.statusCode).toBe(200);
  return freelancersResponseSchema.parse(response.json());
};
const namesOf = (cards: FreelancerCard[]) => cards.map((card) => card.first_name);

const verify = (id: number) =>
  t.app.db
    .update(freelancerProfiles)
    .set({ identityVerifiedAt: new Date('2025-01-02T00:00:00Z') })
    .where(eq(freelancerProfiles.userId, id));

/** A contract as accepting an offer makes it (job, accepted offer, contract), straight in the database. */
async function insertContract(
  client: Client,
  freelancer: Freelancer,
  options: {
    type?: 'hourly' | 'fixed';
    rateMinor?: number;
    status?: 'active' | 'ended';
    title?: string;
    startedAt?: Date;
    endedAt?: Date;
  } = {},
) {
  const type = options.type ?? 'hourly';
  const status = options.status ?? 'active';
  const title = options.title ?? 'Dashboard in React';
  const hourly = type === 'hourly' ? { hourlyRateMinor: options.rateMinor ?? 2500, weeklyLimit: 40 } : {};
  const job = await insertJob(t, client.id, { title, type, status: status === 'active' ? 'active' : 'closed' });
  const [offer] = await t.app.db
    .insert(offers)
    .values({ jobId: job.id, clientId: client.id, freelancerId: freelancer.id, type, ...hourly, status: 'accepted' })
    .returning();
  const [contract] = await t.app.db
    .insert(contracts)
    .values({
      offerId: offer!.id,
      jobId: job.id,
      clientId: client.id,
      freelancerId: freelancer.id,
      title,
      type,
      ...hourly,
      status,
      startedAt: options.startedAt ?? new Date('2025-03-01T09:00:00Z'),
      endedAt: status === 'ended' ? (options.endedAt ?? new Date('2025-05-01T09:00:00Z')) : null,
    })
    .returning();
  return { ...contract!, offerId: offer!.id };
}

const logHours = (contractId: number, ...minutes: number[]) =>
  t.app.db
    .insert(timeEntries)
    .values(minutes.map((value, day) => ({ contractId, workDate: `2025-03-${10 + day}`, minutes: value })));

async function review(
  contract: { id: number; clientId: number; freelancerId: number },
  rating: number,
  text = 'Great work.',
  createdAt = new Date('2025-05-02T10:00:00Z'),
) {
  await t.app.db.insert(reviews).values({
    contractId: contract.id,
    clientId: contract.clientId,
    freelancerId: contract.freelancerId,
    rating,
    text,
    createdAt,
  });
}

describe('search words', () => {
  it('splits on punctuation, keeps letters with their marks and digits, and lower-cases', () => {
    expect(searchWords('Node.js, React-Native & C++ (v18)')).toEqual(['node', 'js', 'react', 'native', 'c', 'v18']);
    expect(searchWords('आशा राव')).toEqual(['आशा', 'राव']);
    expect(searchWords(`'&|!:*()`)).toEqual([]);
  });

  it('makes a prefix query of words only, so no operator typed reaches to_tsquery', () => {
    expect(prefixQuery('reac nati')).toBe('reac:* & nati:*');
    expect(prefixQuery(`react:* | !native & ('x')`)).toBe('react:* & native:* & x:*');
    expect(prefixQuery(`'&|!:*()`)).toBeNull();
    expect(prefixQuery('   ')).toBeNull();
    expect(prefixQuery(undefined)).toBeNull();
    expect(prefixQuery('React react REACT')).toBe('react:*');
  });

  it('writes the searched text from name, title, type, skills and place', () => {
    expect(
      freelancerSearchText({
        firstName: 'Priya',
        lastName: 'Sharma',
        title: 'React Native Developer',
        developerType: 'mobile',
        skills: ['React Native', 'Node.js'],
        city: 'Pune',
        state: 'Maharashtra',
      }),
    ).toBe('priya sharma react native developer mobile app developer react native node js pune maharashtra');
  });

  it('shows a client as first name and initial', () => {
    expect(clientDisplayName('Asha', 'rao')).toBe('Asha R.');
    expect(clientDisplayName('Asha', '')).toBe('Asha');
    expect(clientDisplayName('आशा', 'राव')).toBe('आशा रा.');
  });
});

describe('GET /freelancers (the directory)', () => {
  // The whole directory of this file's database at the time of these tests.
  const people: Record<string, Freelancer> = {};
  let client: Client;

  beforeAll(async () => {
    client = await createClient(t, { first_name: 'Carol', last_name: 'Client' });
    const make = (
      firstName: string,
      developerType: DeveloperType,
      hourlyRateMinor: number,
      skills: string[],
      title: string,
    ) => createFreelancer(t, { firstName, lastName: 'Kumar', developerType, hourlyRateMinor, skills, title });
    people.anil = await make('Anil', 'front_end', 2500, ['React', 'TypeScript'], 'Senior React Developer');
    people.bina = await make(
      'Bina',
      'mobile',
      4000,
      ['React Native', 'TypeScript', 'Firebase'],
      'React Native Developer',
    );
    people.chetan = await make('Chetan', 'mobile', 6000, ['Flutter', 'Dart'], 'Flutter Developer');
    people.divya = await make('Divya', 'full_stack', 8000, ['Node.js', 'React', 'PostgreSQL'], 'Full Stack Engineer');
    people.esha = await make('Esha', 'web', 1500, ['WordPress', 'PHP'], 'WordPress Developer');
    people.farhan = await make('Farhan', 'front_end', 2550, ['Svelte', 'CSS3'], 'Svelte Developer');
    // Verified: Anil, Chetan, Divya. Rated: Bina 5 (one job), Chetan 4 (two jobs), Divya 4 (one job).
    for (const who of ['anil', 'chetan', 'divya']) await verify(people[who]!.id);
    await review(await insertContract(client, people.bina!, { status: 'ended' }), 5);
    await review(await insertContract(client, people.chetan!, { status: 'ended' }), 4);
    await insertContract(client, people.chetan!);
    await review(await insertContract(client, people.divya!, { status: 'ended' }), 4);
  });

  it('is public: cards without a token, in the order the freelancers joined', async () => {
    const page = await directory();
    expect(namesOf(page.data)).toEqual(['Anil', 'Bina', 'Chetan', 'Divya', 'Esha', 'Farhan']);
    expect(page.meta).toEqual({ page: 1, per_page: FREELANCERS_PAGE_SIZE, total: 6, has_more: false });
    expect(page.data.find((card) => card.first_name === 'Chetan')).toEqual({
      id: people.chetan!.id,
      first_name: 'Chetan',
      last_name: 'Kumar',
      image: null,
      title: 'Flutter Developer',
      developer_type: 'mobile',
      hourly_rate: { currency: 'USD', amount: 6000 },
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      skills: ['Flutter', 'Dart'],
      identity_verified: true,
      total_jobs: 2,
      rating: 4,
      reviews_count: 1,
    });
    // The client is not in the directory.
    expect(page.data.map((card) => card.id)).not.toContain(client.id);
  });

  it('pages with per_page, and a page past the end is empty with has_more false', async () => {
    const first = await directory('per_page=4');
    expect(namesOf(first.data)).toEqual(['Anil', 'Bina', 'Chetan', 'Divya']);
    expect(first.meta).toEqual({ page: 1, per_page: 4, total: 6, has_more: true });
    const second = await directory('per_page=4&page=2');
    expect(namesOf(second.data)).toEqual(['Esha', 'Farhan']);
    expect(second.meta).toEqual({ page: 2, per_page: 4, total: 6, has_more: false });
    const exact = await directory('per_page=3&page=2');
    expect(exact.meta).toEqual({ page: 2, per_page: 3, total: 6, has_more: false });
    const past = await directory('per_page=4&page=3');
    expect(past).toEqual({ status: true, data: [], meta: { page: 3, per_page: 4, total: 6, has_more: false } });
    const far = await directory('page=100000&type=mobile');
    expect(far.data).toEqual([]);
    expect(far.meta).toMatchObject({ total: 2, has_more: false });
    const justPast = await directory('type=mobile&per_page=2&page=2');
    expect(justPast).toEqual({ status: true, data: [], meta: { page: 2, per_page: 2, total: 2, has_more: false } });
  });

  it('finds every word of the search as a prefix, across name, title, skills and place', async () => {
    expect(namesOf((await directory('q=reac')).data)).toEqual(['Anil', 'Bina', 'Divya']);
    expect(namesOf((await directory('q=reac%20nati')).data)).toEqual(['Bina']);
    expect(namesOf((await directory('q=CHET%20pune')).data)).toEqual(['Chetan']);
    // "Node.js" is found by "node", "node.js" and "node js" alike.
    for (const q of ['node', 'node.js', 'Node%20JS'])
      expect(namesOf((await directory(`q=${q}`)).data)).toEqual(['Divya']);
    // The developer type's name is searched too.
    expect(namesOf((await directory('q=mobile%20app')).data)).toEqual(['Bina', 'Chetan']);
    const none = await directory('q=kotlin');
    expect(none).toEqual({ status: true, data: [], meta: { page: 1, per_page: 12, total: 0, has_more: false } });
  });

  it('puts those with more of the searched words in their title first', async () => {
    // Everyone is a "developer" (their type's name), but Divya's title is "Full Stack Engineer".
    expect(namesOf((await directory('q=developer')).data)).toEqual([
      'Anil',
      'Bina',
      'Chetan',
      'Esha',
      'Farhan',
      'Divya',
    ]);
    // "react" is one of Divya's skills, and in Anil's and Bina's titles; both words are in theirs.
    expect(namesOf((await directory('q=react%20developer')).data)).toEqual(['Anil', 'Bina', 'Divya']);
    expect(namesOf((await directory('q=senior%20react')).data)).toEqual(['Anil']);
    expect(namesOf((await directory('q=react%20native%20developer')).data)).toEqual(['Bina']);
  });

  it.each([
    [`'&|!:*()`, 6],
    [`react:* | !native`, 1],
    [`'; drop table users; --`, 0],
    [`(bina)`, 1],
    ['\\', 6],
    ['100%', 0],
    ['आशा', 0],
  ])('handles the search %j safely (%i found)', async (q, found) => {
    const page = await directory(`q=${encodeURIComponent(q)}`);
    expect(page.meta.total).toBe(found);
    expect(await t.app.db.$count(users)).toBeGreaterThan(6);
  });

  it('filters by type, by skills (all of them, ignoring case) and by rate in dollars, inclusive', async () => {
    expect(namesOf((await directory('type=mobile')).data)).toEqual(['Bina', 'Chetan']);
    expect(namesOf((await directory('skills=typescript')).data)).toEqual(['Anil', 'Bina']);
    expect(namesOf((await directory('skills=React%20Native,%20TYPESCRIPT')).data)).toEqual(['Bina']);
    expect(namesOf((await directory('skills=react,,react,')).data)).toEqual(['Anil', 'Divya']);
    // A skill outside the suggestions is matched ignoring case too.
    expect(namesOf((await directory('skills=svelte')).data)).toEqual(['Farhan']);
    expect(namesOf((await directory('skills=svelte,react')).data)).toEqual([]);
    expect(namesOf((await directory('min_rate=25&max_rate=40')).data)).toEqual(['Anil', 'Bina', 'Farhan']);
    expect(namesOf((await directory('min_rate=25.5')).data)).toEqual(['Bina', 'Chetan', 'Divya', 'Farhan']);
    expect(namesOf((await directory('max_rate=25.49')).data)).toEqual(['Anil', 'Esha']);
    expect(namesOf((await directory('min_rate=0&max_rate=10000')).data)).toHaveLength(6);
  });

  it('combines filters', async () => {
    expect(namesOf((await directory('type=mobile&skills=typescript&min_rate=30&q=react')).data)).toEqual(['Bina']);
    expect(namesOf((await directory('type=mobile&skills=typescript&max_rate=30')).data)).toEqual([]);
    expect(namesOf((await directory('type=front_end&min_rate=25&q=developer')).data)).toEqual(['Anil', 'Farhan']);
    const short = await directory('type=front_end&per_page=1&page=2');
    expect(namesOf(short.data)).toEqual(['Farhan']);
    expect(short.meta).toEqual({ page: 2, per_page: 1, total: 2, has_more: false });
  });

  it('answers a search from the full-text index, never by parsing each row’s text', async () => {
    const planOf = (query: DirectoryQuery) =>
      t.app.db.transaction(async (tx) => {
        await tx.execute(sql.raw(SEARCH_PLANNER_SETTINGS));
        const result = (await tx.execute(sql`explain analyze ${directoryPageQuery(tx, query)}`)) as unknown as {
          rows: Record<string, string>[];
        };
        return result.rows.map((row) => Object.values(row)[0]).join('\n');
      });
    for (const query of [
      { q: 'react', page: 1 },
      { q: 'developer', type: 'front_end' as const, skills: 'React', min_rate: 20, max_rate: 60, page: 2 },
    ]) {
      const plan = await planOf(query);
      expect(plan).toContain('Bitmap Index Scan on freelancer_profiles_search_idx');
      expect(plan).not.toMatch(/Filter: .*to_tsvector/);
    }
  });

  it('refuses a minimum rate above the maximum, naming max_rate', async () => {
    const response = await get('/freelancers?min_rate=50&max_rate=20');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      status: false,
      message: marketplaceMessages.rateRangeInvalid,
      errors: { max_rate: marketplaceMessages.rateRangeInvalid },
    });
  });

  it.each([
    ['type=designer', 'type', marketplaceMessages.filterInvalid],
    ['page=0', 'page', marketplaceMessages.pageInvalid],
    ['page=abc', 'page', marketplaceMessages.pageInvalid],
    ['per_page=51', 'per_page', marketplaceMessages.filterInvalid],
    ['per_page=1.5', 'per_page', marketplaceMessages.filterInvalid],
    ['min_rate=-1', 'min_rate', marketplaceMessages.rateFilterInvalid],
    ['max_rate=ten', 'max_rate', marketplaceMessages.rateFilterInvalid],
    [`q=${'a'.repeat(101)}`, 'q', marketplaceMessages.searchTooLong],
    ['q=a%00b', 'q', 'invalid'],
  ])('answers 422 for %s', async (query, field, message) => {
    const response = await get(`/freelancers?${query}`);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.status).toBe(false);
    expect(Object.keys(body.errors)).toEqual([field]);
    if (message !== 'invalid') expect(body.errors[field]).toBe(message);
  });
});

describe('GET /freelancers/:id (the profile)', () => {
  let client: Client;
  let priya: Freelancer;
  let other: Freelancer;

  beforeAll(async () => {
    client = await createClient(t, { first_name: 'Asha', last_name: 'Rao' });
    priya = await createFreelancer(t, { firstName: 'Priya', lastName: 'Sharma', hourlyRateMinor: 2500 });
    other = await createFreelancer(t, { firstName: 'Ravi', lastName: 'Iyer' });
    await verify(priya.id);
    const db = t.app.db;
    await db.insert(freelancerEmployments).values([
      {
        userId: priya.id,
        title: 'Software Engineer',
        companyName: 'Infosys',
        startedAt: '2018-07-01',
        endedAt: '2021-01-01',
      },
      { userId: priya.id, title: 'Senior Engineer', companyName: 'Razorpay', startedAt: '2021-01-01', endedAt: null },
    ]);
    await db.insert(freelancerEducations).values({
      userId: priya.id,
      institutionName: 'NIT Warangal',
      degree: 'B.Tech, Computer Science and Engineering',
      startedAt: '2014-07-01',
      endedAt: '2018-05-01',
    });
    await db.insert(freelancerPortfolioItems).values([
      {
        userId: priya.id,
        title: 'Payments dashboard',
        description: 'Charts over a million payments.',
        url: 'https://example.com/priya/payments',
        skills: ['React'],
        completedAt: '2024-02-01',
      },
      { userId: priya.id, title: 'Design system', description: 'Forty components.', skills: ['React', 'Storybook'] },
    ]);

    // Hourly and active: 90 + 45 minutes at $25/h = $56.25.
    const hourly = await insertContract(client, priya, { rateMinor: 2500, title: 'Dashboard in React' });
    await logHours(hourly.id, 90, 45);
    // Hourly and ended: 60 minutes at $30/h = $30.00.
    const ended = await insertContract(client, priya, { rateMinor: 3000, status: 'ended', title: 'Landing page' });
    await logHours(ended.id, 60);
    await review(ended, 5, 'Fast and careful.');
    // Fixed: only the approved milestone ($500.00) is earned; submitted and pending ones are not yet.
    const fixed = await insertContract(client, priya, { type: 'fixed', title: 'Mobile checkout' });
    await db.insert(milestones).values([
      {
        offerId: fixed.offerId,
        contractId: fixed.id,
        position: 1,
        name: 'Design',
        amountMinor: 50000,
        dueDate: '2025-04-01',
        status: 'approved',
      },
      {
        offerId: fixed.offerId,
        contractId: fixed.id,
        position: 2,
        name: 'Build',
        amountMinor: 20000,
        dueDate: '2025-05-01',
        status: 'submitted',
      },
      {
        offerId: fixed.offerId,
        contractId: fixed.id,
        position: 3,
        name: 'Launch',
        amountMinor: 10000,
        dueDate: '2025-06-01',
      },
    ]);
    // Someone else's work counts for them only.
    await logHours((await insertContract(client, other, { rateMinor: 9000 })).id, 600);
  });

  it('needs a session', async () => {
    const response = await get(`/freelancers/${priya.id}`);
    expect(response.statusCode).toBe(401);
  });

  it('shows every spec §3 field, with totals computed from contracts, hours and milestones', async () => {
    const response = await get(`/freelancers/${priya.id}`, client.token);
    expect(response.statusCode).toBe(200);
    const { data } = freelancerProfileResponseSchema.parse(response.json());
    expect(data).toEqual({
      id: priya.id,
      first_name: 'Priya',
      last_name: 'Sharma',
      image: null,
      title: 'Senior React Developer',
      developer_type: 'front_end',
      hourly_rate: { currency: 'USD', amount: 2500 },
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      skills: ['React', 'TypeScript', 'Node.js'],
      identity_verified: true,
      total_jobs: 3,
      rating: 5,
      reviews_count: 1,
      description: 'I build fast, accessible web apps.',
      hours_per_week: 40,
      languages: [{ name: 'English', fluency: 'Fluent' }],
      // 5625 + 3000 + 50000 cents; (90 + 45 + 60) minutes = 3.25 hours, shown to one decimal.
      total_earning: { currency: 'USD', amount: 58625 },
      total_hours: 3.3,
      employments: [
        { title: 'Senior Engineer', company_name: 'Razorpay', started_at: '2021-01-01', ended_at: null },
        { title: 'Software Engineer', company_name: 'Infosys', started_at: '2018-07-01', ended_at: '2021-01-01' },
      ],
      educations: [
        {
          institution_name: 'NIT Warangal',
          degree: 'B.Tech, Computer Science and Engineering',
          started_at: '2014-07-01',
          ended_at: '2018-05-01',
        },
      ],
      portfolio: [
        {
          id: expect.any(Number),
          title: 'Payments dashboard',
          description: 'Charts over a million payments.',
          url: 'https://example.com/priya/payments',
          skills: ['React'],
          completed_at: '2024-02-01',
        },
        {
          id: expect.any(Number),
          title: 'Design system',
          description: 'Forty components.',
          url: null,
          skills: ['React', 'Storybook'],
          completed_at: null,
        },
      ],
      member_since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('shows zero totals for a freelancer without contracts, to a freelancer too', async () => {
    const fresh = await createFreelancer(t, { firstName: 'Nisha' });
    const response = await get(`/freelancers/${fresh.id}`, other.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      total_jobs: 0,
      total_hours: 0,
      total_earning: { currency: 'USD', amount: 0 },
      rating: null,
      reviews_count: 0,
      employments: [],
      educations: [],
      portfolio: [],
      identity_verified: false,
    });
  });

  it('answers 404 for an unknown id and for a client’s id, on every freelancer route', async () => {
    for (const id of [987_654_321, client.id]) {
      for (const path of ['', '/work-history', '/reviews']) {
        const response = await get(`/freelancers/${id}${path}`, client.token);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ status: false, message: marketplaceMessages.freelancerNotFound });
      }
    }
  });

  it.each(['abc', '0', '-3', '1.5', '0x1', '1e0'])('answers 404 for the id %s', async (id) => {
    const response = await get(`/freelancers/${id}`, client.token);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(marketplaceMessages.freelancerNotFound);
  });
});

describe('GET /freelancers/:id/work-history and /reviews', () => {
  let client: Client;
  let meera: Freelancer;
  const ended: Awaited<ReturnType<typeof insertContract>>[] = [];

  beforeAll(async () => {
    client = await createClient(t, { first_name: 'Vikram', last_name: 'seth' });
    const second = await createClient(t, { first_name: 'Lata', last_name: 'Menon' });
    meera = await createFreelancer(t, { firstName: 'Meera' });
    // Six ended contracts, ended on the 1st to the 6th of June; reviewed on the day they ended, 1 to 5 stars.
    for (let day = 1; day <= 6; day += 1) {
      const contract = await insertContract(day % 2 ? client : second, meera, {
        status: 'ended',
        title: `Ended job ${day}`,
        rateMinor: 2000,
        startedAt: new Date(`2025-05-0${day}T09:00:00Z`),
        endedAt: new Date(`2025-06-0${day}T09:00:00Z`),
      });
      await logHours(contract.id, 30 * day);
      ended.push(contract);
      if (day <= 5) await review(contract, day, `Review ${day}`, new Date(`2025-06-0${day}T10:00:00Z`));
    }
    await insertContract(client, meera, {
      type: 'fixed',
      title: 'Older active job',
      startedAt: new Date('2025-07-01T09:00:00Z'),
    });
    const newer = await insertContract(client, meera, {
      title: 'Newer active job',
      rateMinor: 4000,
      startedAt: new Date('2025-07-05T09:00:00Z'),
    });
    await logHours(newer.id, 45);
  });

  it('lists completed contracts, the latest ended first, with hours, earnings and the review', async () => {
    const response = await get(`/freelancers/${meera.id}/work-history`, client.token);
    expect(response.statusCode).toBe(200);
    const page = workHistoryResponseSchema.parse(response.json());
    expect(page.data.map((item) => item.title)).toEqual([
      'Ended job 6',
      'Ended job 5',
      'Ended job 4',
      'Ended job 3',
      'Ended job 2',
    ]);
    expect(page.meta).toEqual({ page: 1, per_page: 5, total: 6, has_more: true });
    expect(page.data[0]).toEqual({
      contract_id: ended[5]!.id,
      title: 'Ended job 6',
      type: 'hourly',
      started_at: '2025-05-06T09:00:00.000Z',
      ended_at: '2025-06-06T09:00:00.000Z',
      hourly_rate: { currency: 'USD', amount: 2000 },
      total_hours: 3,
      earned: { currency: 'USD', amount: 6000 },
      review: null,
    });
    expect(page.data[1]).toMatchObject({
      total_hours: 2.5,
      earned: { currency: 'USD', amount: 5000 },
      review: { rating: 5, text: 'Review 5', created_at: '2025-06-05T10:00:00.000Z' },
    });
  });

  it('pages the completed tab; past the end is empty with has_more false', async () => {
    const second = workHistoryResponseSchema.parse(
      (await get(`/freelancers/${meera.id}/work-history?status=completed&page=2`, client.token)).json(),
    );
    expect(second.data.map((item) => item.title)).toEqual(['Ended job 1']);
    expect(second.meta).toEqual({ page: 2, per_page: 5, total: 6, has_more: false });
    const past = (await get(`/freelancers/${meera.id}/work-history?page=3`, client.token)).json();
    expect(past).toEqual({ status: true, data: [], meta: { page: 3, per_page: 5, total: 6, has_more: false } });
  });

  it('lists contracts in progress, the latest started first', async () => {
    const page = workHistoryResponseSchema.parse(
      (await get(`/freelancers/${meera.id}/work-history?status=in_progress`, client.token)).json(),
    );
    expect(page.data).toEqual([
      expect.objectContaining({
        title: 'Newer active job',
        ended_at: null,
        hourly_rate: { currency: 'USD', amount: 4000 },
        total_hours: 0.8,
        earned: { currency: 'USD', amount: 3000 },
        review: null,
      }),
      expect.objectContaining({
        title: 'Older active job',
        type: 'fixed',
        hourly_rate: null,
        total_hours: 0,
        earned: { currency: 'USD', amount: 0 },
      }),
    ]);
    expect(page.meta).toEqual({ page: 1, per_page: 5, total: 2, has_more: false });
  });

  it('refuses a status that is not a tab', async () => {
    const response = await get(`/freelancers/${meera.id}/work-history?status=ended`, client.token);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ status: marketplaceMessages.filterInvalid });
  });

  it('lists reviews newest first with the client’s first name and initial, the job and the average', async () => {
    const response = await get(`/freelancers/${meera.id}/reviews`, meera.token);
    expect(response.statusCode).toBe(200);
    const page = reviewsResponseSchema.parse(response.json());
    expect(page.data.map((item) => item.rating)).toEqual([5, 4, 3, 2, 1]);
    expect(page.data[0]).toEqual({
      id: expect.any(Number),
      rating: 5,
      text: 'Review 5',
      created_at: '2025-06-05T10:00:00.000Z',
      job_title: 'Ended job 5',
      client_name: 'Vikram S.',
    });
    expect(page.data[1]!.client_name).toBe('Lata M.');
    expect(page.meta).toEqual({ page: 1, per_page: 5, total: 5, has_more: false, average_rating: 3 });
    const past = (await get(`/freelancers/${meera.id}/reviews?page=2`, client.token)).json();
    expect(past).toEqual({
      status: true,
      data: [],
      meta: { page: 2, per_page: 5, total: 5, has_more: false, average_rating: 3 },
    });
  });

  it('has no reviews and no average for a freelancer nobody reviewed', async () => {
    const fresh = await createFreelancer(t, { firstName: 'Zoya' });
    const page = (await get(`/freelancers/${fresh.id}/reviews`, client.token)).json();
    expect(page).toEqual({
      status: true,
      data: [],
      meta: { page: 1, per_page: 5, total: 0, has_more: false, average_rating: null },
    });
    const history = (await get(`/freelancers/${fresh.id}/work-history`, client.token)).json();
    expect(history.meta).toEqual({ page: 1, per_page: 5, total: 0, has_more: false });
  });

  it('needs a session', async () => {
    for (const path of ['work-history', 'reviews'])
      expect((await get(`/freelancers/${meera.id}/${path}`)).statusCode).toBe(401);
  });
});

import { eq, sql } from 'drizzle-orm';
import {
  jobResponseSchema,
  jobSavedResponseSchema,
  jobsMessages,
  jobsResponseSchema,
  marketplaceMessages as m,
  openJobResponseSchema,
  openJobsResponseSchema,
} from '@talentindia/contracts';
import { jobs, proposals } from '../../db/schema';
import { createClient, createFreelancer, insertJob, insertProposal } from '../../testing/marketplace-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { FIXED_JOB, HOURLY_JOB, insertContract, refusedWithoutChange } from './jobs-testing';

let t: TestApp;
beforeAll(async () => {
  // Many sign-ups from one address: the limits are raised (they are not what these tests are about).
  t = await createTestApp({ RATE_LIMIT_SCALE: '100' });
});
afterAll(async () => {
  await t.close();
});

type Client = Awaited<ReturnType<typeof createClient>>;

const post = (token: string | undefined, url: string, payload?: object) =>
  t.request({ method: 'POST', url, token, ...(payload ? { payload } : {}) });
const get = (token: string | undefined, url: string) => t.request({ method: 'GET', url, token });
const put = (token: string | undefined, url: string, payload: object) =>
  t.request({ method: 'PUT', url, token, payload });
const del = (token: string | undefined, url: string) => t.request({ method: 'DELETE', url, token });

async function rowOf(id: number) {
  const [row] = await t.app.db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/** A job posted through the api; its detail. */
async function postJob(client: Client, form: object = HOURLY_JOB, publish = false) {
  const response = await post(client.token, '/jobs', { ...form, publish });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; status: string };
}

/** The client's jobs page as the list shows them: title, status and the three counts. */
async function listed(client: Client, query = '') {
  const response = await get(client.token, `/jobs${query}`);
  expect(response.statusCode).toBe(200);
  return jobsResponseSchema.parse(response.json());
}

describe('who may call', () => {
  const clientRoutes = [
    ['POST', '/jobs'],
    ['GET', '/jobs'],
    ['GET', '/jobs/1'],
    ['PUT', '/jobs/1'],
    ['DELETE', '/jobs/1'],
    ['POST', '/jobs/1/publish'],
    ['POST', '/jobs/1/close'],
  ] as const;
  const freelancerRoutes = [
    ['GET', '/freelancer/jobs'],
    ['GET', '/freelancer/jobs/1'],
  ] as const;
  const payloadFor = (method: string) => (method === 'POST' || method === 'PUT' ? { ...HOURLY_JOB } : undefined);

  it.each([...clientRoutes, ...freelancerRoutes])('%s %s answers 401 without a session', async (method, url) => {
    const response = await t.request({ method, url, payload: payloadFor(method) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: false, message: 'Please log in to continue.' });
  });

  it.each(clientRoutes)('%s %s refuses a freelancer with a 403 and changes nothing', async (method, url) => {
    const freelancer = await createFreelancer(t);
    const response = await refusedWithoutChange(t, () =>
      t.request({ method, url, token: freelancer.token, payload: payloadFor(method) }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: false, message: m.clientsOnly });
  });

  it.each(freelancerRoutes)('%s %s refuses a client with a 403', async (method, url) => {
    const client = await createClient(t);
    const response = await t.request({ method, url, token: client.token });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: false, message: m.freelancersOnly });
  });
});

describe('POST /jobs', () => {
  it('saves an hourly draft: the money in cents, search text kept, not published', async () => {
    const client = await createClient(t);
    const response = await post(client.token, '/jobs', HOURLY_JOB);
    expect(response.statusCode).toBe(201);
    const body = jobSavedResponseSchema.parse(response.json());
    expect(body).toEqual({
      status: true,
      message: m.draftSaved,
      data: {
        id: expect.any(Number),
        title: HOURLY_JOB.title,
        description: HOURLY_JOB.description,
        type: 'hourly',
        status: 'draft',
        created_at: expect.any(String),
        proposals: 0,
        messaged: 0,
        hired: 0,
        hourly_rate_min: { currency: 'USD', amount: 1500 },
        hourly_rate_max: { currency: 'USD', amount: 3050 },
        budget: null,
        weekly_hours: 30,
        skills: ['React', 'TypeScript'],
        developer_type: 'front_end',
        experience_level: 'intermediate',
        duration: '1_to_3_months',
        published_at: null,
        closed_at: null,
      },
    });
    const row = await rowOf(body.data.id);
    expect(row).toMatchObject({
      clientId: client.id,
      status: 'draft',
      publishedAt: null,
      searchText: `${HOURLY_JOB.title}\n${HOURLY_JOB.description}`.toLowerCase(),
    });
  });

  it('publishes a fixed-price job at once; the hourly fields the form still held are ignored', async () => {
    const client = await createClient(t);
    const response = await post(client.token, '/jobs', {
      ...FIXED_JOB,
      hourly_rate_min: '10',
      hourly_rate_max: '20',
      weekly_hours: '10',
      skills: ['Flutter', ' flutter ', 'Firebase'],
      publish: true,
    });
    expect(response.statusCode).toBe(201);
    const { message, data } = response.json();
    expect(message).toBe(m.jobPublished);
    expect(data).toMatchObject({
      status: 'open',
      budget: { currency: 'USD', amount: 150000 },
      hourly_rate_min: null,
      hourly_rate_max: null,
      weekly_hours: null,
      skills: ['Flutter', 'Firebase'],
    });
    expect(Date.parse(data.published_at)).not.toBeNaN();
  });

  it.each([
    [
      'an hourly job without its range and hours',
      { ...HOURLY_JOB, hourly_rate_min: '', hourly_rate_max: '', weekly_hours: '' },
      { hourly_rate_min: m.rateMinRequired, hourly_rate_max: m.rateMaxRequired, weekly_hours: m.weeklyHoursRequired },
    ],
    [
      'a maximum rate below the minimum',
      { ...HOURLY_JOB, hourly_rate_min: '40', hourly_rate_max: '20' },
      { hourly_rate_max: m.rateRangeInvalid },
    ],
    ['a fixed-price job without a budget', { ...FIXED_JOB, budget: '' }, { budget: m.budgetRequired }],
    ['a budget that is not an amount', { ...FIXED_JOB, budget: '12.345' }, { budget: m.amountInvalid }],
    ['no skills', { ...HOURLY_JOB, skills: [] }, { skills: m.skillsRequired }],
    ['an unknown developer type', { ...HOURLY_JOB, developer_type: 'designer' }, { developer_type: m.filterInvalid }],
    ['a blank title', { ...HOURLY_JOB, title: '   ' }, { title: m.titleRequired }],
    [
      'only a title',
      { title: 'Just an idea' },
      {
        description: m.descriptionRequired,
        type: m.typeRequired,
        skills: m.skillsRequired,
        developer_type: m.developerTypeRequired,
        experience_level: m.experienceLevelRequired,
        duration: m.durationRequired,
      },
    ],
  ])('refuses to publish %s with a 422 naming the fields, and saves nothing', async (_name, form, fields) => {
    const client = await createClient(t);
    const response = await refusedWithoutChange(t, () => post(client.token, '/jobs', { ...form, publish: true }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(fields);
  });

  it.each([
    ['no body', undefined],
    ['a body that is not an object', '[1, 2]'],
    ['numbers for the money fields', JSON.stringify({ ...HOURLY_JOB, hourly_rate_min: 15, hourly_rate_max: 30 })],
  ])('refuses %s with a 422 (never a server error)', async (_name, payload) => {
    const client = await createClient(t);
    const response = await refusedWithoutChange(t, () =>
      t.request({
        method: 'POST',
        url: '/jobs',
        token: client.token,
        ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }),
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().status).toBe(false);
  });
});

describe('drafts need a title only (issue 17 §4)', () => {
  /** What a title-only draft answers and stores for every field it leaves out. */
  const NOTHING_FILLED_IN = {
    description: null,
    type: null,
    hourly_rate_min: null,
    hourly_rate_max: null,
    weekly_hours: null,
    budget: null,
    skills: [],
    developer_type: null,
    experience_level: null,
    duration: null,
  };

  it('saves a title-only draft (201) and stores what it leaves out as null', async () => {
    const client = await createClient(t);
    const response = await post(client.token, '/jobs', { title: '  Just an idea ' });
    expect(response.statusCode).toBe(201);
    const { message, data } = jobSavedResponseSchema.parse(response.json());
    expect(message).toBe(m.draftSaved);
    expect(data).toMatchObject({ title: 'Just an idea', status: 'draft', published_at: null, ...NOTHING_FILLED_IN });
    expect(await rowOf(data.id)).toMatchObject({
      title: 'Just an idea',
      description: null,
      type: null,
      hourlyRateMinMinor: null,
      hourlyRateMaxMinor: null,
      weeklyHours: null,
      budgetMinor: null,
      skills: [],
      developerType: null,
      experienceLevel: null,
      duration: null,
      status: 'draft',
      searchText: 'just an idea',
    });
    // The job's page and the list read it as it is.
    expect(jobResponseSchema.parse((await get(client.token, `/jobs/${data.id}`)).json()).data).toMatchObject(
      NOTHING_FILLED_IN,
    );
    expect((await listed(client, '?q=idea')).data).toMatchObject([{ id: data.id, type: null, budget: null }]);
  });

  it('keeps what was filled in; empty text, null and the other type’s pay are nothing', async () => {
    const client = await createClient(t);
    const response = await post(client.token, '/jobs', {
      title: 'Half a job',
      description: '   ',
      type: 'hourly',
      hourly_rate_min: '20',
      hourly_rate_max: null,
      budget: '900',
      skills: ['Go'],
      developer_type: '',
      experience_level: null,
      duration: '3_to_6_months',
    });
    expect(response.statusCode).toBe(201);
    const { data } = jobSavedResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      description: null,
      type: 'hourly',
      hourly_rate_min: { currency: 'USD', amount: 2000 },
      hourly_rate_max: null,
      weekly_hours: null,
      budget: null,
      skills: ['Go'],
      developer_type: null,
      experience_level: null,
      duration: '3_to_6_months',
    });
  });

  it.each([
    ['a blank title', { title: ' ' }, { title: m.titleRequired }],
    ['no title at all', { description: 'A job without a name' }, { title: m.titleRequired }],
    ['a budget that is not an amount', { title: 'Shop', type: 'fixed', budget: '12.345' }, { budget: m.amountInvalid }],
    [
      'a maximum rate below the minimum',
      { title: 'Shop', type: 'hourly', hourly_rate_min: '40', hourly_rate_max: '20' },
      { hourly_rate_max: m.rateRangeInvalid },
    ],
    [
      'too many weekly hours',
      { title: 'Shop', type: 'hourly', weekly_hours: '90' },
      { weekly_hours: m.weeklyHoursInvalid },
    ],
    ['an unknown job type', { title: 'Shop', type: 'weekly' }, { type: m.filterInvalid }],
    ['an unknown developer type', { title: 'Shop', developer_type: 'designer' }, { developer_type: m.filterInvalid }],
    ['an empty skill', { title: 'Shop', skills: ['React', ' '] }, { 'skills.1': m.skillInvalid }],
    [
      'a description over 5000 characters',
      { title: 'Shop', description: 'x'.repeat(5001) },
      { description: m.descriptionTooLong },
    ],
  ])('refuses a draft with %s with that field’s message, and saves nothing', async (_name, form, fields) => {
    const client = await createClient(t);
    const response = await refusedWithoutChange(t, () => post(client.token, '/jobs', form));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(fields);
  });

  it('refuses to publish an incomplete draft with a 422 naming every missing field, and leaves it as it was', async () => {
    const client = await createClient(t);
    const bare = await postJob(client, { title: 'Just an idea' });
    const refused = await refusedWithoutChange(t, () => post(client.token, `/jobs/${bare.id}/publish`));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      status: false,
      message: jobsMessages.draftIncomplete,
      errors: {
        description: m.descriptionRequired,
        type: m.typeRequired,
        skills: m.skillsRequired,
        developer_type: m.developerTypeRequired,
        experience_level: m.experienceLevelRequired,
        duration: m.durationRequired,
      },
    });

    // An hourly draft is asked for the rest of its pay, not for a budget.
    const hourly = await postJob(client, { ...HOURLY_JOB, hourly_rate_max: '', weekly_hours: '' });
    const partly = await refusedWithoutChange(t, () => post(client.token, `/jobs/${hourly.id}/publish`));
    expect(partly.statusCode).toBe(422);
    expect(partly.json().errors).toEqual({ hourly_rate_max: m.rateMaxRequired, weekly_hours: m.weeklyHoursRequired });
    expect(await rowOf(hourly.id)).toMatchObject({ status: 'draft', publishedAt: null, hourlyRateMinMinor: 1500 });
  });

  it('publishes a draft once it is complete, whichever way it was filled in', async () => {
    const client = await createClient(t);
    const draft = await postJob(client, { title: 'Clinic app' });
    // Filled in later, still a draft; then published as it is.
    const edited = await put(client.token, `/jobs/${draft.id}`, { ...FIXED_JOB, title: 'Clinic app' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ status: 'draft', budget: { currency: 'USD', amount: 150000 } });
    const published = await post(client.token, `/jobs/${draft.id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(jobSavedResponseSchema.parse(published.json()).data).toMatchObject({
      id: draft.id,
      status: 'open',
      description: FIXED_JOB.description,
      skills: FIXED_JOB.skills,
      duration: FIXED_JOB.duration,
    });
    expect((await rowOf(draft.id))!.publishedAt).toBeInstanceOf(Date);
  });

  it('PUT stores the form as sent: what it leaves out is cleared, and publishing it asks for everything', async () => {
    const client = await createClient(t);
    const draft = await postJob(client, HOURLY_JOB);
    const cleared = await put(client.token, `/jobs/${draft.id}`, { title: 'Only the title now', skills: [] });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toMatchObject({ title: 'Only the title now', ...NOTHING_FILLED_IN });

    const refused = await refusedWithoutChange(t, () =>
      put(client.token, `/jobs/${draft.id}`, {
        title: 'Only the title now',
        description: 'Now with words',
        publish: true,
      }),
    );
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual([
      'type',
      'skills',
      'developer_type',
      'experience_level',
      'duration',
    ]);
  });

  it('the database holds the rules too: a published job has every field, a draft no contradictory pay', async () => {
    const client = await createClient(t);
    /** The constraint PostgreSQL names when it refuses the row. */
    const refusal = async (row: Parameters<typeof insertJob>[2]) => {
      const error: unknown = await insertJob(t, client.id, row).then(
        () => null,
        (thrown: unknown) => thrown,
      );
      const { cause } = (error ?? {}) as { cause?: { constraint?: string; message?: string } };
      return cause?.constraint ?? cause?.message ?? String(error);
    };
    expect(await refusal({ status: 'open', description: null })).toBe('jobs_published_complete_check');
    expect(await refusal({ status: 'closed', skills: [] })).toBe('jobs_published_complete_check');
    expect(await refusal({ status: 'active', weeklyHours: null })).toBe('jobs_published_complete_check');
    expect(await refusal({ status: 'draft', budgetMinor: 100000 })).toBe('jobs_type_fields_check');
    expect(await refusal({ status: 'draft', type: null })).toBe('jobs_type_fields_check');
    expect(await refusal({ status: 'draft', hourlyRateMinMinor: 4000, hourlyRateMaxMinor: 2000 })).toBe(
      'jobs_hourly_rate_range_check',
    );
    // A draft may leave out anything but its title, and a type with part of its pay.
    const partial = await insertJob(t, client.id, {
      status: 'draft',
      publishedAt: null,
      description: null,
      hourlyRateMaxMinor: null,
      weeklyHours: null,
      skills: [],
      developerType: null,
      experienceLevel: null,
      duration: null,
    });
    expect(partial.hourlyRateMinMinor).toBe(1500);
  });
});

describe('GET /jobs/:id', () => {
  it('answers the client’s own job, and 404 for another client’s or a missing one', async () => {
    const alice = await createClient(t);
    const bob = await createClient(t);
    const job = await postJob(alice, FIXED_JOB, true);
    const own = await get(alice.token, `/jobs/${job.id}`);
    expect(own.statusCode).toBe(200);
    expect(jobResponseSchema.parse(own.json()).data).toMatchObject({
      id: job.id,
      status: 'open',
      title: FIXED_JOB.title,
    });
    for (const url of [`/jobs/${job.id}`, '/jobs/987654321']) {
      const response = await get(bob.token, url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: false, message: m.jobNotFound });
    }
  });
});

describe('editing, publishing, closing and deleting', () => {
  it('PUT edits a draft (search text too) and publishes it when asked', async () => {
    const client = await createClient(t);
    const job = await postJob(client);
    const edited = await put(client.token, `/jobs/${job.id}`, {
      ...FIXED_JOB,
      title: 'Kotlin app for a CLINIC',
      publish: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: m.jobUpdated,
      data: { status: 'draft', type: 'fixed', title: 'Kotlin app for a CLINIC', hourly_rate_min: null },
    });
    expect((await rowOf(job.id))!.searchText).toBe(`kotlin app for a clinic\n${FIXED_JOB.description.toLowerCase()}`);
    expect((await rowOf(job.id))!.weeklyHours).toBeNull();

    const published = await put(client.token, `/jobs/${job.id}`, { ...FIXED_JOB, publish: true });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ message: m.jobPublished, data: { status: 'open' } });
    expect((await rowOf(job.id))!.publishedAt).toBeInstanceOf(Date);
  });

  it('PUT refuses a published job with a 409 and another client’s job with a 404, changing nothing', async () => {
    const alice = await createClient(t);
    const bob = await createClient(t);
    const open = await postJob(alice, HOURLY_JOB, true);
    const draft = await postJob(alice);
    const refused = await refusedWithoutChange(t, () =>
      put(alice.token, `/jobs/${open.id}`, { ...HOURLY_JOB, title: 'Changed' }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ status: false, message: m.onlyDraftEditable });
    const foreign = await refusedWithoutChange(t, () =>
      put(bob.token, `/jobs/${draft.id}`, { ...HOURLY_JOB, title: 'Changed' }),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ status: false, message: m.jobNotFound });
  });

  it('publish: draft → open; anything else is a 409; another client’s draft a 404', async () => {
    const alice = await createClient(t);
    const bob = await createClient(t);
    const draft = await postJob(alice);
    expect((await post(bob.token, `/jobs/${draft.id}/publish`)).statusCode).toBe(404);
    const published = await post(alice.token, `/jobs/${draft.id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ message: m.jobPublished, data: { id: draft.id, status: 'open' } });
    expect(published.json().data.published_at).toEqual(expect.any(String));
    const again = await refusedWithoutChange(t, () => post(alice.token, `/jobs/${draft.id}/publish`));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: false, message: m.onlyDraftPublishable });
  });

  it('close: open → closed; closed, active and draft jobs are 409s with their reasons; nothing changed', async () => {
    const alice = await createClient(t);
    const bob = await createClient(t);
    const freelancer = await createFreelancer(t);
    const open = await postJob(alice, HOURLY_JOB, true);
    expect((await post(bob.token, `/jobs/${open.id}/close`)).statusCode).toBe(404);
    const closed = await post(alice.token, `/jobs/${open.id}/close`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ message: m.jobClosed, data: { status: 'closed' } });
    expect(closed.json().data.closed_at).toEqual(expect.any(String));

    const active = await insertJob(t, alice.id, { status: 'active' });
    await insertContract(t, active, freelancer.id);
    const draft = await postJob(alice);
    for (const [id, message] of [
      [open.id, m.jobAlreadyClosed],
      [active.id, m.jobHasActiveContracts],
      [draft.id, jobsMessages.draftNotClosable],
    ] as const) {
      const response = await refusedWithoutChange(t, () => post(alice.token, `/jobs/${id}/close`));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ status: false, message });
    }
  });

  it('DELETE removes a draft; a published job is a 409 and another client’s a 404', async () => {
    const alice = await createClient(t);
    const bob = await createClient(t);
    const draft = await postJob(alice);
    const open = await postJob(alice, HOURLY_JOB, true);
    expect((await refusedWithoutChange(t, () => del(bob.token, `/jobs/${draft.id}`))).statusCode).toBe(404);
    const refused = await refusedWithoutChange(t, () => del(alice.token, `/jobs/${open.id}`));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ status: false, message: jobsMessages.onlyDraftDeletable });
    const deleted = await del(alice.token, `/jobs/${draft.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ status: true, message: jobsMessages.draftDeleted });
    expect(await rowOf(draft.id)).toBeUndefined();
    expect((await get(alice.token, `/jobs/${draft.id}`)).statusCode).toBe(404);
  });
});

describe('GET /jobs (All Jobs)', () => {
  it('is empty for a new client: no rows, total 0, no more pages', async () => {
    const client = await createClient(t);
    expect(await listed(client)).toEqual({
      status: true,
      data: [],
      meta: { page: 1, per_page: 10, total: 0, has_more: false },
    });
  });

  it('pages the client’s own jobs newest first: exactly 10, then 11, and past the end', async () => {
    const alice = await createClient(t);
    const bob = await createClient(t);
    await insertJob(t, bob.id, { title: 'Bob’s job' });
    // Ten jobs a minute apart, the newest last.
    const base = Date.parse('2026-01-01T00:00:00Z');
    const ids: number[] = [];
    for (let index = 0; index < 10; index += 1)
      ids.push(
        (await insertJob(t, alice.id, { title: `Job ${index}`, createdAt: new Date(base + index * 60_000) })).id,
      );
    const ten = await listed(alice);
    expect(ten.data.map((row) => row.id)).toEqual([...ids].reverse());
    expect(ten.meta).toEqual({ page: 1, per_page: 10, total: 10, has_more: false });

    // An eleventh with the same time as the newest: the higher id comes first (a stable order).
    const tie = await insertJob(t, alice.id, { title: 'Job tie', createdAt: new Date(base + 9 * 60_000) });
    const first = await listed(alice);
    expect(first.data.map((row) => row.id)).toEqual([tie.id, ...[...ids].reverse().slice(0, 9)]);
    expect(first.meta).toEqual({ page: 1, per_page: 10, total: 11, has_more: true });
    const second = await listed(alice, '?page=2');
    expect(second.data.map((row) => row.id)).toEqual([ids[0]]);
    expect(second.meta).toEqual({ page: 2, per_page: 10, total: 11, has_more: false });
    const past = await listed(alice, '?page=5');
    expect(past.data).toEqual([]);
    expect(past.meta).toEqual({ page: 5, per_page: 10, total: 11, has_more: false });
  });

  it.each(['0', '-1', '1.5', 'two'])('refuses page=%s with a 422', async (page) => {
    const client = await createClient(t);
    const response = await get(client.token, `/jobs?page=${page}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: m.pageInvalid, errors: { page: m.pageInvalid } });
  });

  it('refuses an unknown type or status with a 422', async () => {
    const client = await createClient(t);
    for (const query of ['?type=weekly', '?status=paused']) {
      const response = await get(client.token, `/jobs${query}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(m.filterInvalid);
    }
  });

  describe('search and filters', () => {
    let client: Client;
    const titles: Record<string, number> = {};
    beforeAll(async () => {
      client = await createClient(t);
      const other = await createClient(t);
      const rows = [
        { title: 'React Native app for deliveries', description: 'iOS and Android.', type: 'fixed', status: 'open' },
        { title: 'React dashboard', description: 'Charts with Node.js APIs.', type: 'hourly', status: 'draft' },
        { title: 'Landing page', description: 'A fast e-commerce landing page.', type: 'hourly', status: 'open' },
        { title: 'Payments API', description: 'Node.js and PostgreSQL.', type: 'fixed', status: 'closed' },
        { title: 'Reactivate old app', description: 'Bring a legacy app back.', type: 'hourly', status: 'active' },
      ] as const;
      for (const row of rows) {
        const job = await insertJob(t, client.id, {
          title: row.title,
          description: row.description,
          searchText: `${row.title}\n${row.description}`.toLowerCase(),
          type: row.type,
          status: row.status,
          ...(row.type === 'fixed'
            ? { budgetMinor: 100000, hourlyRateMinMinor: null, hourlyRateMaxMinor: null, weeklyHours: null }
            : {}),
        });
        titles[row.title] = job.id;
      }
      // Another client's matching job never shows.
      await insertJob(t, other.id, { title: 'React for someone else', searchText: 'react for someone else' });
    });
    const titlesOf = async (query: string) =>
      (await listed(client, query)).data.map((row) => row.title).sort((a, b) => a.localeCompare(b));

    it('finds words by their beginning, in title and description, whatever the case', async () => {
      expect(await titlesOf('?q=REAC')).toEqual([
        'React dashboard',
        'React Native app for deliveries',
        'Reactivate old app',
      ]);
      expect(await titlesOf('?q=react%20nat')).toEqual(['React Native app for deliveries']);
      expect(await titlesOf('?q=node.js')).toEqual(['Payments API', 'React dashboard']);
      expect(await titlesOf('?q=e-commerce')).toEqual(['Landing page']);
      expect(await titlesOf('?q=android')).toEqual(['React Native app for deliveries']);
      expect(await titlesOf('?q=%20%20')).toHaveLength(5);
      expect(await titlesOf('?q=vue')).toEqual([]);
      expect(await titlesOf('?q=%25%25%25')).toEqual([]);
      expect(await titlesOf(`?q=${encodeURIComponent("' or 1=1 --")}`)).toEqual([]);
    });

    it('filters by type and by status, alone and together with the search', async () => {
      expect(await titlesOf('?type=fixed')).toEqual(['Payments API', 'React Native app for deliveries']);
      expect(await titlesOf('?status=open')).toEqual(['Landing page', 'React Native app for deliveries']);
      expect(await titlesOf('?status=draft')).toEqual(['React dashboard']);
      expect(await titlesOf('?status=active')).toEqual(['Reactivate old app']);
      expect(await titlesOf('?status=closed')).toEqual(['Payments API']);
      expect(await titlesOf('?type=hourly&status=open')).toEqual(['Landing page']);
      expect(await titlesOf('?type=fixed&status=draft')).toEqual([]);
      expect(await titlesOf('?q=react&type=hourly')).toEqual(['React dashboard', 'Reactivate old app']);
      expect(await titlesOf('?q=react&status=open&type=fixed')).toEqual(['React Native app for deliveries']);
      const filtered = await listed(client, '?q=react&type=hourly');
      expect(filtered.meta).toEqual({ page: 1, per_page: 10, total: 2, has_more: false });
    });
  });

  it('counts live proposals, the messaged ones and the hires of each job', async () => {
    const client = await createClient(t);
    const [ann, ben, cat, dev] = await Promise.all(
      ['Ann', 'Ben', 'Cat', 'Dev'].map((firstName) => createFreelancer(t, { firstName })),
    );
    const busy = await insertJob(t, client.id, { title: 'Busy', createdAt: new Date('2026-02-02T00:00:00Z') });
    const quiet = await insertJob(t, client.id, { title: 'Quiet', createdAt: new Date('2026-02-01T00:00:00Z') });
    await insertProposal(t, busy.id, ann!.id, { messagedAt: new Date(), status: 'hired' });
    await insertProposal(t, busy.id, ben!.id, { status: 'shortlisted', messagedAt: new Date() });
    await insertProposal(t, busy.id, cat!.id, { status: 'archived' });
    // Withdrawn ones count nowhere, even when messaged before.
    await insertProposal(t, busy.id, dev!.id, { status: 'withdrawn', messagedAt: new Date() });
    await insertContract(t, busy, ann!.id, 'ended');
    await insertContract(t, busy, ben!.id);
    const rows = (await listed(client)).data;
    expect(rows.map(({ title, proposals, messaged, hired }) => ({ title, proposals, messaged, hired }))).toEqual([
      { title: 'Busy', proposals: 3, messaged: 2, hired: 2 },
      { title: 'Quiet', proposals: 0, messaged: 0, hired: 0 },
    ]);
    expect((await get(client.token, `/jobs/${busy.id}`)).json().data).toMatchObject({
      proposals: 3,
      messaged: 2,
      hired: 2,
    });
    expect(quiet.id).toBeGreaterThan(0);
  });
});

describe('freelancers: GET /freelancer/jobs and /freelancer/jobs/:id', () => {
  it('lists open jobs of every client, newest published first, with the client, the count and my proposal', async () => {
    const alice = await createClient(t, { first_name: 'Alice', last_name: 'Menon' });
    const bob = await createClient(t);
    const me = await createFreelancer(t);
    const other = await createFreelancer(t, { firstName: 'Ravi' });
    const tag = `zq${Date.now().toString(36)}`;
    const job = (title: string, clientId: number, status: 'draft' | 'open' | 'active' | 'closed', minutes: number) =>
      insertJob(t, clientId, {
        title: `${tag} ${title}`,
        searchText: `${tag} ${title}`.toLowerCase(),
        status,
        publishedAt: status === 'draft' ? null : new Date(Date.parse('2026-03-01T00:00:00Z') + minutes * 60_000),
      });
    const older = await job('older open', alice.id, 'open', 1);
    const newer = await job('newer open', bob.id, 'open', 2);
    await job('a draft', alice.id, 'draft', 3);
    await job('closed', alice.id, 'closed', 4);
    await job('active', alice.id, 'active', 5);
    await insertProposal(t, older.id, me.id, { status: 'withdrawn' });
    const mine = await insertProposal(t, older.id, me.id);
    await insertProposal(t, older.id, other.id);

    const response = await get(me.token, `/freelancer/jobs?q=${tag}`);
    expect(response.statusCode).toBe(200);
    const body = openJobsResponseSchema.parse(response.json());
    expect(body.data.map((row) => row.id)).toEqual([newer.id, older.id]);
    expect(body.meta).toEqual({ page: 1, per_page: 10, total: 2, has_more: false });
    expect(body.data[1]).toMatchObject({
      status: 'open',
      proposals: 2,
      client: { id: alice.id, first_name: 'Alice', last_name: 'Menon', image: null },
      my_proposal: { id: mine.id, status: 'submitted' },
      hourly_rate_min: { currency: 'USD', amount: 1500 },
      weekly_hours: 30,
    });
    expect(body.data[0]!.my_proposal).toBeNull();
    expect((await get(me.token, `/freelancer/jobs?q=${tag}&type=fixed`)).json().data).toEqual([]);
    expect((await get(me.token, `/freelancer/jobs?q=${tag}&page=2`)).json()).toMatchObject({
      data: [],
      meta: { page: 2, total: 2, has_more: false },
    });
  });

  it('reads an open job, or a published one they took part in; drafts and others’ closed jobs are 404s', async () => {
    const client = await createClient(t);
    const me = await createFreelancer(t);
    const open = await insertJob(t, client.id);
    const draft = await insertJob(t, client.id, { status: 'draft', publishedAt: null });
    const closedWithMine = await insertJob(t, client.id, { status: 'closed' });
    await insertProposal(t, closedWithMine.id, me.id, { status: 'withdrawn' });
    const activeWithMine = await insertJob(t, client.id, { status: 'active' });
    await insertContract(t, activeWithMine, me.id);
    // Jobs another freelancer took part in are theirs to read, not mine.
    const someoneElse = await createFreelancer(t, { firstName: 'Kiran' });
    const closedOther = await insertJob(t, client.id, { status: 'closed' });
    await insertProposal(t, closedOther.id, someoneElse.id);
    const activeOther = await insertJob(t, client.id, { status: 'active' });
    await insertContract(t, activeOther, someoneElse.id);

    for (const job of [open, closedWithMine, activeWithMine]) {
      const response = await get(me.token, `/freelancer/jobs/${job.id}`);
      expect(response.statusCode).toBe(200);
      expect(openJobResponseSchema.parse(response.json()).data).toMatchObject({ id: job.id, status: job.status });
    }
    expect((await get(me.token, `/freelancer/jobs/${closedWithMine.id}`)).json().data.my_proposal).toMatchObject({
      status: 'withdrawn',
    });
    for (const job of [draft, closedOther, activeOther]) {
      const response = await get(me.token, `/freelancer/jobs/${job.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: false, message: m.jobNotFound });
    }
    // Drafts never leak into the list either.
    const listedIds = (await get(me.token, '/freelancer/jobs')).json().data.map((row: { id: number }) => row.id);
    expect(listedIds).not.toContain(draft.id);
    const count = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(proposals);
    expect(count[0]!.n).toBeGreaterThan(0);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { DEVELOPER_TYPES, DEVELOPER_TYPE_SKILLS } from '@talentindia/contracts';
import { freelancerProfiles, users } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import {
  DEMO_FREELANCER_COUNT,
  DEMO_FREELANCER_PASSWORD,
  generateFreelancers,
  seedDemoFreelancers,
  type DemoFreelancer,
} from './freelancer-generator';

const EMAIL = /^[a-z]+\.[a-z]+\.\d+@freelancers\.talentindia\.dev$/;
const DATE = /^\d{4}-\d{2}-01$/;

describe('the demo freelancer generator', () => {
  const people = generateFreelancers(DEMO_FREELANCER_COUNT);

  it('makes the same people every time', () => {
    expect(generateFreelancers(DEMO_FREELANCER_COUNT)).toEqual(people);
    expect(JSON.stringify(generateFreelancers(DEMO_FREELANCER_COUNT))).toBe(JSON.stringify(people));
    // A longer run starts with the same people (the bench's 5,000 begin with the demo's 48).
    expect(generateFreelancers(DEMO_FREELANCER_COUNT + 4).slice(0, DEMO_FREELANCER_COUNT)).toEqual(people);
    expect(generateFreelancers(8, 1)).not.toEqual(people.slice(0, 8));
  });

  it('makes at least 48 freelancers, twelve of each developer type, with unique addresses', () => {
    expect(people.length).toBeGreaterThanOrEqual(48);
    for (const type of DEVELOPER_TYPES) expect(people.filter((p) => p.developerType === type)).toHaveLength(12);
    expect(new Set(people.map((p) => p.email)).size).toBe(people.length);
    for (const person of people) {
      expect(person.email).toMatch(EMAIL);
      expect(person.email.startsWith(`${person.firstName.toLowerCase()}.${person.lastName.toLowerCase()}.`)).toBe(true);
    }
  });

  it('makes the people the README lists, with its password', () => {
    const readme = readFileSync(path.resolve(__dirname, '../../../README.md'), 'utf8');
    expect(readme).toContain(`\`${DEMO_FREELANCER_PASSWORD}\``);
    for (const person of people) expect(readme).toContain(`| ${person.number} `.padEnd(6) + `| \`${person.email}\``);
  });

  it('makes complete, varied profiles', () => {
    for (const person of people) {
      expect(person.country).toBe('India');
      expect(person.city).not.toBe('');
      expect(person.state).not.toBe('');
      expect(person.hourlyRateMinor).toBeGreaterThanOrEqual(1500);
      expect(person.hourlyRateMinor).toBeLessThanOrEqual(8000);
      expect(person.hourlyRateMinor % 100).toBe(0);
      expect([10, 20, 25, 30, 40]).toContain(person.hoursPerWeek);
      expect(person.skills.length).toBeGreaterThanOrEqual(5);
      expect(new Set(person.skills).size).toBe(person.skills.length);
      for (const skill of person.skills) expect(DEVELOPER_TYPE_SKILLS[person.developerType]).toContain(skill);
      expect(person.description.length).toBeGreaterThan(150);
      expect(person.languages[0]).toMatchObject({ name: 'English' });
      expect(person.languages.length).toBeGreaterThanOrEqual(2);
      expect(person.employments.length).toBeGreaterThanOrEqual(1);
      expect(person.educations.length).toBeGreaterThanOrEqual(1);
      expect(person.portfolio.length).toBeGreaterThanOrEqual(2);
      for (const period of [...person.employments, ...person.educations]) {
        expect(period.startedAt).toMatch(DATE);
        if (period.endedAt !== null) expect(period.endedAt >= period.startedAt).toBe(true);
      }
      // Newest job first; only it may be current.
      expect(person.employments.slice(1).every((job) => job.endedAt !== null)).toBe(true);
      for (const item of person.portfolio) if (item.url) expect(item.url).toMatch(/^https:\/\/example\.com\//);
    }
    const share = (test: (p: (typeof people)[number]) => boolean) => people.filter(test).length / people.length;
    expect(share((p) => p.identityVerifiedAt !== null)).toBeGreaterThan(0.6);
    expect(share((p) => p.identityVerifiedAt !== null)).toBeLessThan(0.85);
    expect(share((p) => p.employments[0]!.endedAt === null)).toBeGreaterThan(0.3);
    expect(share((p) => p.languages.some((l) => l.name === 'Hindi'))).toBeGreaterThan(0.5);
    expect(new Set(people.map((p) => p.city)).size).toBeGreaterThan(15);
    expect(new Set(people.map((p) => p.title)).size).toBeGreaterThan(20);
    expect(new Set(people.map((p) => p.hourlyRateMinor)).size).toBeGreaterThan(15);
    expect(new Set(people.map((p) => p.lastName)).size).toBeGreaterThan(30);
  });
});

describe('seedDemoFreelancers', () => {
  let t: TestApp;
  let seeded: DemoFreelancer[];
  beforeAll(async () => {
    t = await createTestApp();
    seeded = await seedDemoFreelancers(t.app);
  }, 120_000);
  afterAll(() => t.close());

  it('creates the generated freelancers as freelancer accounts with profiles', async () => {
    expect(seeded).toHaveLength(DEMO_FREELANCER_COUNT);
    expect(seeded.map((person) => person.email)).toEqual(
      generateFreelancers(DEMO_FREELANCER_COUNT).map((person) => person.email),
    );
    const rows = await t.app.db
      .select({ role: users.role, verified: users.emailVerifiedAt, type: freelancerProfiles.developerType })
      .from(users)
      .innerJoin(freelancerProfiles, eq(freelancerProfiles.userId, users.id))
      .where(
        inArray(
          users.id,
          seeded.map((person) => person.id),
        ),
      );
    expect(rows).toHaveLength(DEMO_FREELANCER_COUNT);
    expect(rows.every((row) => row.role === 'freelancer' && row.verified !== null)).toBe(true);
    for (const type of DEVELOPER_TYPES) {
      const page = (await t.request({ method: 'GET', url: `/freelancers?type=${type}` })).json();
      expect(page.meta.total).toBe(12);
    }
  });

  it('lets a demo freelancer sign in with the README password', async () => {
    for (const person of [seeded[0]!, seeded.at(-1)!]) {
      const response = await t.request({
        method: 'POST',
        url: '/login',
        payload: { email: person.email, password: DEMO_FREELANCER_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.user).toMatchObject({ email: person.email, first_name: person.firstName });
    }
  });

  it('stores a locally drawn avatar per freelancer as WebP in every picture size', async () => {
    const imageKeys = await t.app.db
      .select({ imageKey: users.imageKey })
      .from(users)
      .where(
        inArray(
          users.id,
          seeded.map((person) => person.id),
        ),
      );
    expect(new Set(imageKeys.map((row) => row.imageKey)).size).toBe(DEMO_FREELANCER_COUNT);
    const base = imageKeys[0]!.imageKey!;
    for (const size of [96, 256, 512]) {
      const file = await t.app.storage.get(`${base}/${size}.webp`);
      expect(file?.contentType).toBe('image/webp');
      const body = file!.body;
      const bytes = Buffer.isBuffer(body) ? body : Buffer.concat((await body.toArray()) as Buffer[]);
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
    // The card links the 256 px picture, which the api serves.
    const card = (await t.request({ method: 'GET', url: '/freelancers?per_page=1' })).json().data[0];
    expect(card.image).toMatch(/\/files\/avatars\/[A-Za-z0-9_-]+\/256\.webp$/);
    const picture = await t.request({ method: 'GET', url: new URL(card.image as string).pathname });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
  });

  it('shows a demo freelancer’s whole profile through the api', async () => {
    const login = await t.request({
      method: 'POST',
      url: '/login',
      payload: { email: seeded[1]!.email, password: DEMO_FREELANCER_PASSWORD },
    });
    const token = login.json().data.token as string;
    const profile = (await t.request({ method: 'GET', url: `/freelancers/${seeded[0]!.id}`, token })).json().data;
    const generated = generateFreelancers(1)[0]!;
    expect(profile).toMatchObject({
      first_name: generated.firstName,
      title: generated.title,
      hourly_rate: { currency: 'USD', amount: generated.hourlyRateMinor },
      skills: generated.skills,
      languages: generated.languages,
      identity_verified: generated.identityVerifiedAt !== null,
      member_since: generated.memberSince.toISOString(),
    });
    expect(profile.employments).toHaveLength(generated.employments.length);
    expect(profile.portfolio).toHaveLength(generated.portfolio.length);
    // Searching finds them by first name and skill.
    const search = (
      await t.request({
        method: 'GET',
        url: `/freelancers?q=${encodeURIComponent(`${generated.firstName} ${generated.skills[0]}`)}`,
      })
    ).json();
    expect(search.data.map((card: { id: number }) => card.id)).toContain(seeded[0]!.id);
  });

  it('writes nothing when run again', async () => {
    const before = await t.app.db.$count(users);
    const again = await seedDemoFreelancers(t.app);
    expect(again).toEqual(seeded);
    expect(await t.app.db.$count(users)).toBe(before);
  });
});

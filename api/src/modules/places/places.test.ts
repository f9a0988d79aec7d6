import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { countries, states } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { placesSeed, seedPlaces } from './places-seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const countryId = async (isoCode: string) =>
  (await t.app.db.select({ id: countries.id }).from(countries).where(eq(countries.isoCode, isoCode)))[0]!.id;

describe('the places seed', () => {
  it('holds every country and state of country-state-city', async () => {
    const seed = placesSeed();
    const [counts] = (
      (await t.app.db.execute(
        sql`select (select count(*) from countries)::int as countries, (select count(*) from states)::int as states`,
      )) as unknown as { rows: { countries: number; states: number }[] }
    ).rows;
    expect(counts).toEqual({ countries: seed.countries.length, states: seed.states.length });
    expect(seed.countries.length).toBeGreaterThan(200);
    expect(seed.states.length).toBeGreaterThan(4000);
  });

  it('changes nothing when run again', async () => {
    const fingerprint = async () =>
      (
        (await t.app.db.execute(
          sql`select (select count(*) || ':' || max(xmin::text::bigint) from countries) as c,
                     (select count(*) || ':' || max(xmin::text::bigint) from states) as s`,
        )) as unknown as { rows: { c: string; s: string }[] }
      ).rows[0];
    const before = await fingerprint();
    expect(await seedPlaces(t.app)).toBe('current');
    expect(await fingerprint()).toEqual(before);
  });

  it('keeps every id when a new package version renames, adds or drops places', async () => {
    const seed = placesSeed();
    const india = await countryId('IN');
    const [maharashtra] = await t.app.db
      .select({ id: states.id })
      .from(states)
      .where(sql`${states.countryId} = ${india} and ${states.isoCode} = 'MH'`);
    const newer = {
      countries: [
        ...seed.countries
          .filter((country) => country.iso_code !== 'ZW')
          .map((country) => (country.iso_code === 'IN' ? { ...country, name: 'Bharat' } : country)),
        { iso_code: 'ZZ', name: 'Zedland', phone_code: '999' },
      ],
      states: [...seed.states, { country: 'ZZ', iso_code: 'Z1', name: 'Zed One' }],
      version: 'test-newer-version',
    };
    try {
      expect(await seedPlaces(t.app, newer)).toBe('seeded');
      expect(await countryId('IN')).toBe(india);
      const [renamed] = await t.app.db.select().from(countries).where(eq(countries.id, india));
      expect(renamed!.name).toBe('Bharat');
      const [still] = await t.app.db.select().from(states).where(eq(states.id, maharashtra!.id));
      expect(still).toMatchObject({ countryId: india, isoCode: 'MH', name: 'Maharashtra' });
      // A place the package dropped stays: billing details may point at it.
      expect(await countryId('ZW')).toBeGreaterThan(0);
      const zed = await countryId('ZZ');
      const list = await t.request({ method: 'GET', url: `/utils/countries/${zed}/states` });
      expect(list.json().data).toEqual([{ id: expect.any(Number), name: 'Zed One' }]);
    } finally {
      await t.app.db.delete(countries).where(eq(countries.isoCode, 'ZZ'));
      expect(await seedPlaces(t.app)).toBe('seeded');
    }
    const [restored] = await t.app.db.select().from(countries).where(eq(countries.id, india));
    expect(restored!.name).toBe('India');
  });
});

describe('GET /utils/countries', () => {
  it('lists every country by name with its id, public and cacheable', async () => {
    const response = await t.request({ method: 'GET', url: '/utils/countries' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { status: true; data: { id: number; name: string }[] };
    expect(body.status).toBe(true);
    expect(body.data).toHaveLength(placesSeed().countries.length);
    expect(body.data[0]).toEqual({ id: expect.any(Number), name: 'Afghanistan' });
    expect(body.data).toContainEqual({ id: await countryId('IN'), name: 'India' });
    const names = body.data.map((place) => place.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('answers the same body and ETag every time', async () => {
    const first = await t.request({ method: 'GET', url: '/utils/countries' });
    const second = await t.request({ method: 'GET', url: '/utils/countries' });
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.body).toBe(first.body);
  });
});

describe('GET /utils/countries/:id/states', () => {
  it('lists a country’s states by name', async () => {
    const response = await t.request({ method: 'GET', url: `/utils/countries/${await countryId('IN')}/states` });
    expect(response.statusCode).toBe(200);
    const data = response.json().data as { id: number; name: string }[];
    expect(data).toHaveLength(36);
    expect(data[0]!.name).toBe('Andaman and Nicobar Islands');
    expect(data.map((state) => state.name)).toEqual(expect.arrayContaining(['Maharashtra', 'Karnataka', 'Delhi']));
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers.etag).toMatch(/^"[\w-]{27}"$/);
  });

  it('answers an empty list for a country without states', async () => {
    const response = await t.request({ method: 'GET', url: `/utils/countries/${await countryId('AQ')}/states` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, data: [] });
  });

  it('answers 404 with the envelope for an unknown country', async () => {
    const response = await t.request({ method: 'GET', url: '/utils/countries/987654/states' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: false, message: 'Country not found.' });
  });

  it('answers 404 for an id that is not a number', async () => {
    const response = await t.request({ method: 'GET', url: '/utils/countries/india/states' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: false, message: 'Country not found.' });
  });
});

describe('conditional requests over a real socket', () => {
  let baseUrl: string;
  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      http
        .get(`${baseUrl}${path}`, { headers }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        })
        .on('error', reject);
    });

  it.each([
    ['countries', async () => '/utils/countries'],
    ['states', async () => `/utils/countries/${await countryId('IN')}/states`],
  ])('answers 304 with no body while the %s ETag is current', async (_name, pathOf) => {
    const path = await pathOf();
    const first = await get(path);
    expect(first.status).toBe(200);
    const etag = first.headers.etag!;

    for (const held of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get(path, { 'if-none-match': held });
      expect(again.status).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers['content-length']).toBeUndefined();
      expect(again.headers['content-type']).toBeUndefined();
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=86400');
    }

    const stale = await get(path, { 'if-none-match': '"not-the-current-one"' });
    expect(stale.status).toBe(200);
    expect(JSON.parse(stale.body).status).toBe(true);
  });

  it('gives India and another country different ETags', async () => {
    const india = await get(`/utils/countries/${await countryId('IN')}/states`);
    const usa = await get(`/utils/countries/${await countryId('US')}/states`);
    expect(india.headers.etag).not.toBe(usa.headers.etag);
    const cross = await get(`/utils/countries/${await countryId('US')}/states`, {
      'if-none-match': india.headers.etag!,
    });
    expect(cross.status).toBe(200);
  });
});

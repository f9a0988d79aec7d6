import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';

interface PackageCountry {
  isoCode: string;
  name: string;
  phonecode: string;
}
interface PackageState {
  isoCode: string;
  name: string;
  countryCode: string;
}

/**
 * The package's data files, read directly: its index module also loads every city (8 MB of JSON),
 * which the api never needs.
 */
const require = createRequire(import.meta.url);

export interface PlacesSeed {
  countries: { iso_code: string; name: string; phone_code: string }[];
  states: { country: string; iso_code: string; name: string }[];
  /** A hash of the rows above: the seed runs again only when it differs from the one stored. */
  version: string;
}

let loaded: PlacesSeed | undefined;

/** The countries and states of country-state-city, in a fixed order (ISO codes), read once per process. */
export function placesSeed(): PlacesSeed {
  if (loaded) return loaded;
  const byCode = (a: { iso_code: string }, b: { iso_code: string }) => (a.iso_code < b.iso_code ? -1 : 1);
  const countryRows = (require('country-state-city/lib/assets/country.json') as PackageCountry[])
    .map((country) => ({ iso_code: country.isoCode, name: country.name, phone_code: country.phonecode ?? '' }))
    .sort(byCode);
  const stateRows = (require('country-state-city/lib/assets/state.json') as PackageState[])
    .map((state) => ({ country: state.countryCode, iso_code: state.isoCode, name: state.name }))
    .sort((a, b) => (a.country === b.country ? byCode(a, b) : a.country < b.country ? -1 : 1));
  const version = createHash('sha256')
    .update(JSON.stringify([countryRows, stateRows]))
    .digest('base64url')
    .slice(0, 22);
  loaded = { countries: countryRows, states: stateRows, version };
  return loaded;
}

/**
 * The table comment where the version of the seed the tables hold is kept: one catalogue read at
 * start tells whether anything is to do, with no table of its own (and no migration) for one value.
 */
const VERSION_PREFIX = 'country-state-city seed ';

async function storedVersion(db: Database): Promise<string | null> {
  const result = (await db.execute(
    sql`select obj_description('public.states'::regclass, 'pg_class') as comment`,
  )) as unknown as { rows: { comment: string | null }[] };
  const comment = result.rows[0]?.comment ?? '';
  return comment.startsWith(VERSION_PREFIX) ? comment.slice(VERSION_PREFIX.length) : null;
}

/**
 * Brings the countries and states tables up to the package's data. Rows are matched by ISO code
 * (a country's; a state's within its country), so an id once given keeps its meaning: a renamed
 * place keeps its id, a new one gets the next, and none is deleted (billing details point at them).
 * Rows are inserted in ISO-code order, so fresh databases of the same package version get the same
 * ids. Nothing is written when the stored version is the package's, which is every start but the first.
 * Safe when two api processes start at once: inserts skip rows another process has just added.
 */
export async function seedPlaces(app: FastifyInstance, seed: PlacesSeed = placesSeed()): Promise<'seeded' | 'current'> {
  const { db } = app;
  if (!/^[\w-]+$/.test(seed.version)) throw new Error('a seed version is letters, digits, _ or -');
  if ((await storedVersion(db)) === seed.version) return 'current';
  const countryRows = JSON.stringify(seed.countries);
  const stateRows = JSON.stringify(seed.states);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update countries set name = x.name, phone_code = x.phone_code
      from jsonb_to_recordset(${countryRows}::jsonb) as x(iso_code text, name text, phone_code text)
      where countries.iso_code = x.iso_code
        and (countries.name, countries.phone_code) is distinct from (x.name, x.phone_code)`);
    // Only missing rows are offered, so the identity sequence is not spent on rows that exist.
    await tx.execute(sql`
      insert into countries (iso_code, name, phone_code)
      select x.v->>'iso_code', x.v->>'name', x.v->>'phone_code'
      from jsonb_array_elements(${countryRows}::jsonb) with ordinality as x(v, n)
      where not exists (select 1 from countries c where c.iso_code = x.v->>'iso_code')
      order by x.n
      on conflict (iso_code) do nothing`);
    await tx.execute(sql`
      update states set name = x.name
      from jsonb_to_recordset(${stateRows}::jsonb) as x(country text, iso_code text, name text), countries c
      where c.iso_code = x.country and states.country_id = c.id and states.iso_code = x.iso_code
        and states.name is distinct from x.name`);
    await tx.execute(sql`
      insert into states (country_id, iso_code, name)
      select c.id, x.v->>'iso_code', x.v->>'name'
      from jsonb_array_elements(${stateRows}::jsonb) with ordinality as x(v, n)
      join countries c on c.iso_code = x.v->>'country'
      where not exists (select 1 from states s where s.country_id = c.id and s.iso_code = x.v->>'iso_code')
      order by x.n
      on conflict (country_id, iso_code) do nothing`);
    // COMMENT takes no bind parameters; the version is base64url, so it cannot break out of the literal.
    await tx.execute(sql.raw(`comment on table states is '${VERSION_PREFIX}${seed.version}'`));
  });
  return 'seeded';
}

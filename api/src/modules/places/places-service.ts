import { asc, eq } from 'drizzle-orm';
import type { Place } from '@talentindia/contracts';
import type { FastifyInstance } from 'fastify';
import { countries, states } from '../../db/schema';

/** By name as a reader expects (accents and case aside), the same on PGlite and PostgreSQL whatever their collation. */
const byName = new Intl.Collator('en', { sensitivity: 'base' });
const sorted = (places: Place[]) => places.sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);

export async function listCountries(app: FastifyInstance): Promise<Place[]> {
  return sorted(
    await app.db.select({ id: countries.id, name: countries.name }).from(countries).orderBy(asc(countries.id)),
  );
}

/** A country's states, or null when there is no such country (a country may have none: an empty list). */
export async function listStates(app: FastifyInstance, countryId: number): Promise<Place[] | null> {
  const rows = await app.db
    .select({ id: states.id, name: states.name })
    .from(countries)
    .leftJoin(states, eq(states.countryId, countries.id))
    .where(eq(countries.id, countryId));
  if (rows.length === 0) return null;
  return sorted(rows.flatMap((row) => (row.id === null || row.name === null ? [] : [{ id: row.id, name: row.name }])));
}

export interface PlaceLookup {
  /** `hasStates`: whether the country has any state (some territories have none). */
  country: { id: number; name: string; isoCode: string; hasStates: boolean } | null;
  state: { id: number; name: string; countryId: number } | null;
}

/** A country and a state by id, each null when it does not exist or is not asked for (billing checks the pair). */
export async function findCountryAndState(
  app: FastifyInstance,
  countryId: number,
  stateId: number | null | undefined,
): Promise<PlaceLookup> {
  const { db } = app;
  const [country] = await db
    .select({ id: countries.id, name: countries.name, isoCode: countries.isoCode })
    .from(countries)
    .where(eq(countries.id, countryId));
  const anyState = country
    ? await db.select({ id: states.id }).from(states).where(eq(states.countryId, country.id)).limit(1)
    : [];
  const [state] =
    stateId === null || stateId === undefined
      ? []
      : await db
          .select({ id: states.id, name: states.name, countryId: states.countryId })
          .from(states)
          .where(eq(states.id, stateId));
  return { country: country ? { ...country, hasStates: anyState.length > 0 } : null, state: state ?? null };
}

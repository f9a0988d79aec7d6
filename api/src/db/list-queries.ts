import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PageMeta } from '@talentindia/contracts';

/* What the lists of the api (jobs, proposals, freelancers, offers, contracts) build their queries and pages with. */

/**
 * A column named with its table, for the subqueries of a select list: in a single-table query
 * drizzle writes the selection's columns unqualified, and inside a subquery `"id"` would then be
 * the inner table's own (or ambiguous).
 */
export const qualified = (column: PgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * Newest first as the indexes are built (`DESC NULLS LAST`): a plain `desc()` means NULLS FIRST,
 * which the planner cannot read from those indexes and would sort instead.
 */
export const newestFirst = (column: PgColumn | SQL.Aliased | SQL) => sql`${column} desc nulls last`;

/**
 * Ids as one bound parameter, a PostgreSQL bigint array (null for a null id): `= any(...)` of it
 * costs the same for five ids or five thousand, where `in ($1, …, $5000)` is built and parsed id by id.
 */
export const idArray = (ids: Iterable<number | null>) =>
  sql`${`{${[...ids].map((id) => id ?? 'NULL').join(',')}}`}::bigint[]`;

/** The paging facts of a list's answer: `has_more` is false on the last page. */
export function pageMetaOf(page: number, perPage: number, total: number): PageMeta {
  return { page, per_page: perPage, total, has_more: page * perPage < total };
}

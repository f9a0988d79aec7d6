import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

export type Digest = Record<string, string>;

/**
 * One fingerprint per table of the app's schema: its row count and the newest row version (`xmin`,
 * the id of the transaction that wrote the row). An insert or an update writes a row version newer
 * than any before it and a delete lowers the count, so equal fingerprints mean nothing was written,
 * not even an update that changed no value. (Cheaper than hashing every row, which the fuzz test
 * does after each of thousands of requests.) Tables are found in the catalogue, so a table added
 * later is watched too; `except` names the ones that may change on a refused request.
 *
 * Most requests write nothing at all, and that is cheaper to see: every transaction that writes
 * (even one rolled back) takes the next transaction id, so while the server's next id has not moved,
 * no table can have changed and the last fingerprints still hold. Only when it moved are the tables
 * read again.
 */
export async function databaseDigester(db: Database, except: readonly string[]) {
  const result = await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const all = (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
  const watched = all.filter((name) => !except.includes(name));
  if (watched.length === 0) throw new Error('no tables to watch');
  const query = watched
    .map(
      (name) =>
        `select '${name}' as name, count(*) || ':' || coalesce(max(xmin::text::bigint), 0) as digest from "${name}"`,
    )
    .join(' union all ');

  const nextTransactionId = async () => {
    const result = (await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`)) as unknown as {
      rows: { next: string }[];
    };
    return result.rows[0]!.next;
  };
  let last: { next: string; digest: Digest } | undefined;

  return {
    tables: watched,
    /** True while no transaction has written since the last digest (so it still holds). */
    async unchanged(): Promise<boolean> {
      return last !== undefined && last.next === (await nextTransactionId());
    },
    async digest(): Promise<Digest> {
      const next = await nextTransactionId();
      if (last?.next === next) return last.digest;
      const rows = (await db.execute(sql.raw(query))) as unknown as { rows: { name: string; digest: string }[] };
      last = { next, digest: Object.fromEntries(rows.rows.map((row) => [row.name, row.digest])) };
      return last.digest;
    },
  };
}

/** The tables whose digest differs. */
export function changedTables(before: Digest, after: Digest): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}

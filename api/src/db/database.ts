import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the services use, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tarball, which `openDatabase`'s `pgliteTemplate` loads. */
  dumpDataDir?(): Promise<Blob>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  pgliteDataDir: string;
  /**
   * An in-memory PGlite starts from this dump of an already migrated data folder instead of an
   * empty one (the tests' template: see testing/test-database.ts); the migrations then find nothing to do.
   */
  pgliteTemplate?: Blob;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export class DatabaseLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `The PGlite data folder ${dataDir} is in use by another api process. ` +
        'Stop that process first, or set DATABASE_URL to use PostgreSQL, which many processes can share.',
    );
    this.name = 'DatabaseLockedError';
  }
}

/**
 * Opens the database and brings its schema up to date with the versioned migrations.
 * PostgreSQL when a URL is given; otherwise embedded PGlite, whose folder one process owns at a time
 * (a lock next to it refuses a second process instead of letting two write one folder).
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.pgliteDataDir, options.pgliteTemplate);
}

async function disableJit(client: pg.ClientBase): Promise<void> {
  await client.query('set jit = off');
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    // The api's queries are short: compiling one with JIT (15 to 20 ms, chosen by the planner's cost
    // estimate, which a lateral join easily inflates) costs more than it could save. Set on each new
    // connection before the pool hands it out, with a plain SET that any pooler in between allows.
    // pg-pool waits for the promise this returns (its types still say void).
    onConnect: disableJit as (client: pg.ClientBase) => void,
  });
  // An idle connection can be cut by the server (a restart, a failover, an administrator). The pool
  // drops it and opens a new one when needed; without this listener the error would end the process.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL closed an idle connection (${error.message}); the pool replaces it.`);
  });
  try {
    const db = drizzleNodePg({ client: pool, schema });
    await migrateNodePg(db, { migrationsFolder });
    return { db: db as unknown as Database, engine: 'postgres', close: () => pool.end() };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

async function openPglite(dataDir: string, template?: Blob): Promise<DatabaseHandle> {
  const inMemory = dataDir === 'memory://';
  if (template && !inMemory) throw new Error('A PGlite template is loaded into an in-memory database only');
  const release = inMemory ? undefined : await lockDataDir(dataDir);
  const client = inMemory ? new PGlite(template ? { loadDataDir: template } : {}) : new PGlite(dataDir);
  try {
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      engine: 'pglite',
      close: async () => {
        await client.close();
        await release?.();
      },
      dumpDataDir: () => client.dumpDataDir('none'),
    };
  } catch (error) {
    await client.close().catch(() => undefined);
    await release?.();
    throw error;
  }
}

/**
 * The lock's folder is touched every 10 s while its process lives; one untouched for 2 minutes is
 * taken as abandoned. That is long because PGlite works on the event loop: creating and migrating a
 * data folder on a busy machine can hold it for many seconds, and a holder that is merely slow must
 * not lose its lock. A holder that died is seen at once instead (isLeftByDeadProcess).
 */
const LOCK_OPTIONS = { stale: 120_000, update: 10_000, realpath: false };

/**
 * proper-lockfile's lock is an (empty) folder beside the data folder; which process holds it is noted
 * in a file beside that.
 */
function ownerFileOf(dataDir: string) {
  return `${dataDir}.lock-owner.json`;
}

/**
 * Whether the lock was left by a process of this machine that no longer runs (killed while it opened
 * the database, say). Such a lock is taken over at once instead of after the lock's 2 minutes.
 */
function isLeftByDeadProcess(dataDir: string): boolean {
  let owner: { pid?: unknown; hostname?: unknown };
  try {
    owner = JSON.parse(readFileSync(ownerFileOf(dataDir), 'utf8'));
  } catch {
    return false;
  }
  if (typeof owner.pid !== 'number' || owner.hostname !== os.hostname()) return false;
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** One process owns a PGlite folder at a time; a second one gets DatabaseLockedError. */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  for (let attempt = 0; ; attempt += 1) {
    try {
      const release = await lockfile.lock(dataDir, LOCK_OPTIONS);
      writeFileSync(ownerFileOf(dataDir), JSON.stringify({ pid: process.pid, hostname: os.hostname() }));
      return async () => {
        rmSync(ownerFileOf(dataDir), { force: true });
        await release();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
      if (attempt > 0 || !isLeftByDeadProcess(dataDir)) throw new DatabaseLockedError(dataDir);
      rmSync(`${dataDir}.lock`, { recursive: true, force: true });
    }
  }
}

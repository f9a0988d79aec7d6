import { mkdirSync } from 'node:fs';
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
export async function openDatabase(options: { databaseUrl?: string; pgliteDataDir: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.pgliteDataDir);
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
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

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const inMemory = dataDir === 'memory://';
  let release: (() => Promise<void>) | undefined;
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    try {
      release = await lockfile.lock(dataDir, { stale: 15_000, update: 5_000, realpath: false });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DatabaseLockedError(dataDir);
      throw error;
    }
  }
  const client = inMemory ? new PGlite() : new PGlite(dataDir);
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
    };
  } catch (error) {
    await client.close().catch(() => undefined);
    await release?.();
    throw error;
  }
}

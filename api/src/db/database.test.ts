import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DatabaseLockedError, openDatabase, type DatabaseHandle } from './database';
import { loadPgliteTemplate } from '../testing/test-database';
import { users } from './schema';

// PGlite on disk, whatever DATABASE_URL says: only `pgliteDataDir` is passed. These run the same
// with or without DATABASE_URL, so the suite's PostgreSQL run (CI) leaves them to its PGlite run.
const describeOnPglite = process.env.DATABASE_URL ? describe.skip : describe;

/** The folder the first test migrates; kept, closed, for the lock tests to copy (see below). */
let migratedDir: string | undefined;
afterAll(() => {
  if (migratedDir) rmSync(path.dirname(migratedDir), { recursive: true, force: true });
});

describeOnPglite('openDatabase with a PGlite folder', () => {
  let dataDir: string;
  const open: DatabaseHandle[] = [];

  beforeAll(() => {
    dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'talentindia-db-test-')), 'pglite');
  });
  afterAll(async () => {
    for (const handle of open) await handle.close().catch(() => undefined);
    migratedDir = dataDir;
  });

  it('opens and migrates the folder', async () => {
    const handle = await openDatabase({ pgliteDataDir: dataDir });
    open.push(handle);
    expect(handle.engine).toBe('pglite');
    await handle.db.insert(users).values({ firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com' });
    const [row] = await handle.db.select({ total: sql<number>`count(*)::int` }).from(users);
    expect(row!.total).toBe(1);
  });

  it('refuses a second open of the same folder while the first is open', async () => {
    const attempt = openDatabase({ pgliteDataDir: dataDir });
    await expect(attempt).rejects.toBeInstanceOf(DatabaseLockedError);
    await expect(attempt).rejects.toThrow(/in use by another api process/);
  });

  it('opens again once the first is closed, with the data kept', async () => {
    await open.pop()!.close();

    const handle = await openDatabase({ pgliteDataDir: dataDir });
    open.push(handle);
    const rows = await handle.db.select().from(users);
    expect(rows.map((row) => row.email)).toEqual(['asha@example.com']);
  });
});

// A process killed while it opened the folder (Ctrl-C during `npm start`, kill -9) leaves the lock
// folder behind; the next start must not be refused for it. Each test starts from a copy of the
// folder migrated above (run alone, from an empty folder, which it migrates: slower, the same result).
describeOnPglite('a PGlite lock left behind', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'talentindia-lock-test-')), 'pglite');
    if (migratedDir && existsSync(migratedDir)) cpSync(migratedDir, dataDir, { recursive: true });
  });
  afterEach(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  /** Leaves the lock as a process with this pid would: a fresh lock folder and its owner note. */
  function leaveLock(pid: number) {
    mkdirSync(`${dataDir}.lock`, { recursive: true });
    writeFileSync(`${dataDir}.lock-owner.json`, JSON.stringify({ pid, hostname: os.hostname() }));
  }

  it('is taken over at once when the process that held it is gone', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']);
    leaveLock(gone.pid);

    const handle = await openDatabase({ pgliteDataDir: dataDir });
    await handle.close();
  });

  it('still refuses while the process that holds it runs', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      leaveLock(holder.pid!);
      await expect(openDatabase({ pgliteDataDir: dataDir })).rejects.toBeInstanceOf(DatabaseLockedError);
    } finally {
      holder.kill();
    }
  });
});

// From the tests' migrated template: opening and migrating an empty database is the first test's.
describeOnPglite('openDatabase in memory', () => {
  it('needs no lock: two in-memory databases open side by side', async () => {
    const pgliteTemplate = await loadPgliteTemplate();
    const first = await openDatabase({ pgliteDataDir: 'memory://', pgliteTemplate });
    const second = await openDatabase({ pgliteDataDir: 'memory://', pgliteTemplate });
    try {
      await first.db.insert(users).values({ firstName: 'A', lastName: 'B', email: 'a@example.com' });
      expect(await second.db.select().from(users)).toEqual([]);
      // The schema's unique index ignores the case of the address.
      await expect(
        first.db.insert(users).values({ firstName: 'A', lastName: 'B', email: 'A@Example.com' }),
      ).rejects.toThrow();
    } finally {
      await first.close();
      await second.close();
    }
  });
});

// PostgreSQL only (CI runs the suite with DATABASE_URL): the server cuts the pool's idle connections.
const describeOnPostgres = process.env.DATABASE_URL ? describe : describe.skip;

describeOnPostgres('openDatabase with PostgreSQL', () => {
  it('survives the server closing its idle connections, and the next query reconnects', async () => {
    const { createTestApp } = await import('../testing/test-app');
    const t = await createTestApp();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const db = t.app.db;
      await db.execute(sql`select 1`);
      const admin = new (await import('pg')).default.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      const result = (await db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const name = result.rows[0]!.name;
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      await admin.end();
      // The pool learns of the cut when the server's notice reaches it: wait for that, however long it takes.
      while (warn.mock.calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));

      expect(warn).toHaveBeenCalledWith(expect.stringContaining('PostgreSQL closed an idle connection'));
      const response = await t.request({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(200);
    } finally {
      warn.mockRestore();
      await t.close();
    }
  });

  it('runs the api’s queries without JIT compilation, on every connection of the pool', async () => {
    const { createTestApp } = await import('../testing/test-app');
    const t = await createTestApp();
    try {
      const settings = await Promise.all(
        Array.from({ length: 4 }, () =>
          t.app.db.transaction(async (tx) => {
            const result = (await tx.execute(sql`select current_setting('jit') as jit, pg_sleep(0.05)`)) as unknown as {
              rows: { jit: string }[];
            };
            return result.rows[0]!.jit;
          }),
        ),
      );
      expect(settings).toEqual(['off', 'off', 'off', 'off']);
    } finally {
      await t.close();
    }
  });
});

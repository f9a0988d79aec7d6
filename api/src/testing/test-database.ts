import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import lockfile from 'proper-lockfile';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { migrationsFolder, openDatabase, type DatabaseHandle } from '../db/database';
import { queuedWork, scheduledTaskRuns, scheduledTasks } from '../db/schema';

/**
 * The api tests' databases. Migrating and seeding a database takes seconds, and every test file needs
 * a fresh one; so the first file (of any worker, of any run) makes a template once per set of
 * migrations — the database exactly as the app leaves it after its first start (migrated, content
 * pages and places seeded) — and every file then starts from a copy of it: a PostgreSQL template
 * database (`create database … template …`), or a dump of PGlite's data folder loaded into a new
 * in-memory PGlite. The app still runs its migrations and seeds at start, which find nothing to do.
 */

/** How a template is made: raised whenever that changes, so a template made the old way is not used. */
const TEMPLATE_RECIPE = 2;

/** Changes whenever the migrations, the engine or the recipe do, so a stale template is never used. */
function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(`recipe ${TEMPLATE_RECIPE}\npglite ${pgliteVersion()}\n`);
  const files = readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(migrationsFolder, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(`${file}\n`).update(readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The installed PGlite's version, from the package.json above its entry (the package exports no ./package.json). */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/** This checkout's own (under the api's node_modules, so a fresh clone starts without one). */
const cacheDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules/.cache/test-templates');

/** One builder at a time on this machine; the others wait for its template instead of making their own. */
async function underLock<T>(work: () => Promise<T>): Promise<T> {
  mkdirSync(cacheDir, { recursive: true });
  const release = await lockfile.lock(cacheDir, {
    stale: 60_000,
    update: 5_000,
    retries: { retries: 600, minTimeout: 100, maxTimeout: 500 },
    realpath: false,
  });
  try {
    return await work();
  } finally {
    await release();
  }
}

/** Starts the app once on the database, as a first start would, and closes it again. */
async function initialise(handle: DatabaseHandle): Promise<void> {
  const uploadsDir = path.join(cacheDir, `uploads-${process.pid}`);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    UPLOADS_DIR: uploadsDir,
    SECRETS_KEY: randomBytes(32).toString('base64'),
    SCHEDULER_TICK_MS: '0',
  });
  const app = await buildApp(config, { database: handle });
  await app.close();
  // What the scheduler registered is dated by this start's clock; each test's app registers its own
  // tasks at its own clock (a test may set it years away), as on a database that never ran.
  await handle.db.execute(sql`truncate ${scheduledTaskRuns}, ${scheduledTasks}, ${queuedWork}`);
  rmSync(uploadsDir, { recursive: true, force: true });
}

let pgliteTemplate: Blob | undefined;

/** The migrated PGlite data folder as a tarball (openDatabase's `pgliteTemplate`), made once per set of migrations. */
export async function loadPgliteTemplate(): Promise<Blob> {
  if (pgliteTemplate) return pgliteTemplate;
  const file = path.join(cacheDir, `pglite-${templateKey()}.tar`);
  if (!existsSync(file)) {
    await underLock(async () => {
      if (existsSync(file)) return;
      const handle = await openDatabase({ pgliteDataDir: 'memory://' });
      try {
        await initialise(handle);
        // Nothing connects to the template databases of an embedded PGlite: without them the dump
        // holds one database instead of three, and a test file starts from it in about 30 % less time.
        for (const name of ['template0', 'template1']) {
          await handle.db.execute(sql.raw(`alter database ${name} is_template false`));
          await handle.db.execute(sql.raw(`drop database ${name}`));
        }
        await handle.db.execute(sql`checkpoint`);
        const dump = await handle.dumpDataDir!();
        const partial = `${file}.${process.pid}.partial`;
        writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
        renameSync(partial, file);
      } finally {
        await handle.close();
      }
      for (const old of readdirSync(cacheDir)) {
        if (old.startsWith('pglite-') && path.join(cacheDir, old) !== file)
          rmSync(path.join(cacheDir, old), { force: true });
      }
    });
  }
  pgliteTemplate = new Blob([readFileSync(file)]);
  return pgliteTemplate;
}

async function withAdmin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const TEMPLATE_PREFIX = 'talentindia_test_template_';
/** Templates of other migrations (another checkout's, an older commit's) are dropped once this old. */
const STALE_TEMPLATE_SECONDS = 6 * 60 * 60;

/**
 * The name of a migrated template database on the server, made if it is missing. Its name holds the
 * migrations' key (`…_<key>`); one is made under a temporary name and renamed when complete, so a
 * template that exists is whole, and a second checkout racing to make the same one keeps the first.
 */
async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${templateKey()}`;
  const exists = (client: pg.Client) =>
    client.query('select 1 from pg_database where datname = $1', [name]).then((result) => result.rowCount === 1);
  if (await withAdmin(serverUrl, exists)) return name;
  await underLock(async () => {
    if (await withAdmin(serverUrl, exists)) return;
    const building = `talentindia_test_building_${process.pid}_${Math.floor(Date.now() / 1000)}`;
    await withAdmin(serverUrl, (client) => client.query(`create database ${building}`));
    const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, building), pgliteDataDir: 'memory://' });
    try {
      await initialise(handle);
    } finally {
      await handle.close();
    }
    await withAdmin(serverUrl, async (client) => {
      try {
        await client.query(`alter database ${building} rename to ${name}`);
        await client.query(`comment on database ${name} is '${Math.floor(Date.now() / 1000)}'`);
      } catch (error) {
        // 42P04: another checkout made the same template meanwhile; theirs serves.
        await client.query(`drop database if exists ${building} with (force)`);
        if ((error as { code?: string }).code !== '42P04') throw error;
      }
      await dropStaleTemplates(client, name);
    });
  });
  return name;
}

/** Templates (and half-made ones) of other migrations, made long enough ago that no run still copies them. */
async function dropStaleTemplates(client: pg.Client, current: string): Promise<void> {
  const stale = await client.query<{ datname: string }>(
    `select datname from pg_database
      where (datname like 'talentindia_test_template_%' or datname like 'talentindia_test_building_%')
        and datname <> $1
        and coalesce(nullif(shobj_description(oid, 'pg_database'), '')::bigint,
                     nullif(split_part(datname, '_', 5), '')::bigint, 0) < $2`,
    [current, Math.floor(Date.now() / 1000) - STALE_TEMPLATE_SECONDS],
  );
  for (const { datname } of stale.rows) await client.query(`drop database if exists ${datname} with (force)`);
}

/**
 * A fresh database for one test file: in-memory PGlite by default; with DATABASE_URL, a scratch
 * PostgreSQL database created for the file and dropped afterwards (CI runs the suite both ways).
 */
export async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ pgliteDataDir: 'memory://', pgliteTemplate: await loadPgliteTemplate() });
    return { handle, drop: async () => undefined };
  }
  const template = await postgresTemplate(serverUrl);
  const name = `talentindia_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(serverUrl, (client) => client.query(`create database ${name} template ${template}`));
  const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), pgliteDataDir: 'memory://' });
  return {
    handle,
    drop: () =>
      withAdmin(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(
        () => undefined,
      ),
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { queuedWork, rateLimitHits, scheduledTaskRuns } from '../../db/schema';
import { startSmtpServer } from '../../testing/smtp-server';

/**
 * Two real api processes (the server, as `npm start` runs it) on one scratch PostgreSQL database,
 * ticking every 100 ms with a 3 s lease. Every wait below ends on something the test sees in the
 * database or on a mail server; jest's timeout is the only clock.
 */
const serverUrl = process.env.DATABASE_URL;
const SKIPPED = 'skipped: it needs DATABASE_URL (PostgreSQL), and runs in the PostgreSQL pass of the tests';
if (!serverUrl) console.info(`two api processes on one PostgreSQL database: ${SKIPPED}`);
const describeOnPostgres = serverUrl
  ? describe
  : (title: string, body: () => void) => describe.skip(`${title} (${SKIPPED})`, body);
const TICK_MS = 100;
const LEASE_MS = 3_000;

jest.setTimeout(240_000);

const apiDir = path.resolve(__dirname, '../../..');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks `check` again until it answers something other than undefined. */
async function until<T>(check: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    await pause(50);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface ApiProcess {
  child: ChildProcess;
  pid: number;
  url: string;
  output: string[];
  exited: Promise<void>;
}

let databaseUrl = '';
let databaseName = '';
let uploadsDir = '';
const processes: ApiProcess[] = [];

/** Starts `src/server.ts` on a free port and resolves once /health answers. */
async function startApi(smtpUrl: string): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtpUrl,
      SECRETS_KEY: randomBytes(32).toString('base64'),
      UPLOADS_DIR: uploadsDir,
      RATE_LIMIT_SCALE: '1000',
      SCHEDULER_TICK_MS: String(TICK_MS),
      SCHEDULER_LEASE_MS: String(LEASE_MS),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const api: ApiProcess = { child, pid: child.pid!, url: `http://127.0.0.1:${port}`, output, exited };
  processes.push(api);
  await until(async () => {
    if (child.exitCode !== null) throw new Error(`the api exited before it answered:\n${output.join('')}`);
    try {
      return (await fetch(`${api.url}/health`)).ok ? true : undefined;
    } catch {
      return undefined; // Not listening yet.
    }
  });
  return api;
}

async function stop(api: ApiProcess, signal: NodeJS.Signals) {
  if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill(signal);
  await api.exited;
}

async function signUp(api: ApiProcess, email: string) {
  const response = await fetch(`${api.url}/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Asha',
      last_name: 'Rao',
      email,
      password: 'Secret@123',
      confirm_password: 'Secret@123',
    }),
  });
  if (response.status !== 201) throw new Error(`signup answered ${response.status}: ${await response.text()}`);
}

describeOnPostgres('two api processes on one PostgreSQL database', () => {
  let database: DatabaseHandle;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let stalledSmtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    databaseName = `talentindia_two_processes_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    // Migrated here first, so the processes start on a current schema and only read it.
    database = await openDatabase({ databaseUrl, pgliteDataDir: 'memory://' });
    uploadsDir = await mkdtemp(path.join(tmpdir(), 'talentindia-two-processes-'));
    smtp = await startSmtpServer();
    stalledSmtp = await startSmtpServer({ stall: true });
  });

  afterAll(async () => {
    await Promise.all(processes.map((api) => stop(api, 'SIGKILL')));
    await database?.close();
    await smtp?.close();
    await stalledSmtp?.close();
    if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  });

  const housekeepingRuns = () =>
    database.db.select().from(scheduledTaskRuns).where(eq(scheduledTaskRuns.task, 'housekeeping'));

  it('runs a due task once, delivers 50 mails once each, and takes over the work of a process that died', async () => {
    // Something for housekeeping to do: a rate-limit window that has ended.
    await database.db.insert(rateLimitHits).values({ key: 'two-processes:ended', count: 1, resetAt: new Date(0) });

    const [a, b] = await Promise.all([startApi(smtp.url), startApi(smtp.url)]);

    // Housekeeping is due at once on a new database: it runs, in one of the two.
    await until(async () => {
      const runs = await housekeepingRuns();
      return runs.some((run) => run.outcome === 'succeeded') ? true : undefined;
    });
    expect(await database.db.select().from(rateLimitHits)).toEqual([]);

    // 50 sign-ups, half through each process, all at once: 50 verification mails queued.
    const emails = Array.from({ length: 50 }, (_, i) => `two.processes.${i}.${process.pid}@example.com`);
    await Promise.all(emails.map((email, i) => signUp(i % 2 === 0 ? a : b, email)));
    const mails = await until(async () => {
      const rows = await database.db.select().from(queuedWork).where(eq(queuedWork.kind, 'mail'));
      return rows.length === 50 && rows.every((row) => row.status === 'done') ? rows : undefined;
    });

    expect(mails.map((row) => row.attempts)).toEqual(Array(50).fill(1));
    expect(smtp.received).toHaveLength(50);
    for (const email of emails) expect(smtp.subjectsTo(email)).toEqual(['Verify your email address']);
    const holders = new Set(mails.map((row) => row.lockedBy!.split(':')[1]));
    expect([...holders].every((pid) => pid === String(a.pid) || pid === String(b.pid))).toBe(true);

    // However long both ticked, the task ran once for its hour (a second run belongs to a later hour).
    const runs = await housekeepingRuns();
    expect(runs.filter((run) => run.windowFrom === null)).toHaveLength(1);
    const hours = runs.map((run) => Math.floor(run.windowTo.getTime() / 3_600_000));
    expect(new Set(hours).size).toBe(runs.length);

    // A process stuck on a mail holds its lease, renewed, while another process runs beside it.
    await Promise.all([stop(a, 'SIGTERM'), stop(b, 'SIGTERM')]);
    const stuck = await startApi(stalledSmtp.url);
    const email = `two.processes.stuck.${process.pid}@example.com`;
    await signUp(stuck, email);
    const held = and(eq(queuedWork.kind, 'mail'), like(queuedWork.lockedBy, `%:${stuck.pid}:%`));
    const claimed = await until(async () => {
      const [row] = await database.db
        .select()
        .from(queuedWork)
        .where(and(held, eq(queuedWork.status, 'queued')));
      return row;
    });
    const other = await startApi(smtp.url);
    const itemNow = async () => (await database.db.select().from(queuedWork).where(eq(queuedWork.id, claimed.id)))[0]!;
    const leaseSeenWithOther = (await itemNow()).lockedUntil!;
    expect(leaseSeenWithOther.getTime()).toBeGreaterThanOrEqual(claimed.lockedUntil!.getTime());
    // Renewed again while the other process ticks beside it, and still not taken.
    const renewed = await until(async () => {
      const row = await itemNow();
      return row.lockedUntil!.getTime() > leaseSeenWithOther.getTime() + LEASE_MS / 3 ? row : undefined;
    });
    expect(renewed).toMatchObject({ status: 'queued', attempts: 1, lockedBy: claimed.lockedBy });
    expect(smtp.subjectsTo(email)).toEqual([]);

    // Killed while holding it: the other process sends the mail once the lease has run out.
    await stop(stuck, 'SIGKILL');
    const orphan = await itemNow();
    const sent = await until(async () => {
      const row = await itemNow();
      return row.status === 'done' ? row : undefined;
    });
    expect(sent).toMatchObject({ attempts: 2, lockedBy: expect.stringContaining(`:${other.pid}:`) });
    expect(smtp.subjectsTo(email)).toEqual(['Verify your email address']);
    const delivery = smtp.received.find((mail) => mail.to.includes(email))!;
    expect(delivery.receivedAt).toBeGreaterThanOrEqual(orphan.lockedUntil!.getTime());
    expect(stalledSmtp.received).toEqual([]);
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { users } from '../../db/schema';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';
import { emitLiveEvent, signalLive } from './live-service';
import { openLiveStream, type LiveTestStream, type SseBlock } from './live-testing';

/**
 * The live stream across two api processes on one PostgreSQL database: this test's app (process A)
 * and a real api server started beside it (process B, `src/server.ts`). A tab connected to B hears
 * what A emits, through PostgreSQL LISTEN/NOTIFY, or through Redis pub/sub when REDIS_URL is set.
 */
const serverUrl = process.env.DATABASE_URL;
/** Redis for the pub/sub variant (`TEST_REDIS_URL=redis://127.0.0.1:6379`); without it that variant is skipped. */
const redisUrl = process.env.TEST_REDIS_URL;
const SKIPPED = 'skipped: it needs DATABASE_URL (PostgreSQL), and runs in the PostgreSQL pass of the tests';
if (!serverUrl) console.info(`the live stream across two api processes: ${SKIPPED}`);
const describeOnPostgres = serverUrl
  ? describe
  : (title: string, body: () => void) => describe.skip(`${title} (${SKIPPED})`, body);

jest.setTimeout(120_000);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
  url: string;
  output: string[];
  exited: Promise<void>;
}

/** Starts `src/server.ts` on the test's database and resolves once /health answers. */
async function startApi(databaseUrl: string, env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: `${__dirname}/../../..`,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      DATABASE_URL: databaseUrl,
      SECRETS_KEY: randomBytes(32).toString('base64'),
      UPLOADS_DIR: `/tmp/talentindia-live-${process.pid}-${port}`,
      SCHEDULER_TICK_MS: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const api = { child, url: `http://127.0.0.1:${port}`, output, exited };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the api exited before it answered:\n${output.join('')}`);
    try {
      if ((await fetch(`${api.url}/health`)).ok) return api;
    } catch {
      // Not listening yet.
    }
    await pause(100);
  }
}

const isThread = (threadId: number) => (block: SseBlock) =>
  block.event === 'message' && block.data !== '' && JSON.parse(block.data).thread_id === threadId;

if (serverUrl && !redisUrl)
  console.info('the live stream across two api processes, Redis pub/sub: skipped (set TEST_REDIS_URL to run it)');

for (const bus of ['PostgreSQL LISTEN/NOTIFY', 'Redis pub/sub'] as const) {
  const env: Record<string, string> = bus === 'Redis pub/sub' ? { REDIS_URL: redisUrl ?? '' } : {};
  const describeHere = bus === 'Redis pub/sub' && !redisUrl ? describe.skip : describeOnPostgres;

  describeHere(`the live stream across two api processes (${bus})`, () => {
    let a: TestApp;
    let b: ApiProcess;
    const tabs: LiveTestStream[] = [];

    beforeAll(async () => {
      a = await createTestApp({ RATE_LIMIT_SCALE: '1000', ...env });
      const { connectionString } = (a.app.db as unknown as { $client: pg.Pool }).$client.options;
      b = await startApi(connectionString!, env);
    });

    it(`fans out through ${bus}`, () => {
      expect(a.app.live.bus.name).toBe(bus === 'Redis pub/sub' ? 'redis' : 'postgres');
    });
    afterEach(() => {
      for (const tab of tabs.splice(0)) tab.close();
    });
    afterAll(async () => {
      b?.child.kill('SIGTERM');
      await b?.exited;
      await a?.close();
    });

    async function newUser() {
      const account = await signUp(a);
      const [user] = await a.app.db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${account.email.toLowerCase()}`);
      return { ...account, id: user!.id };
    }

    async function connectToB(token: string, lastEventId?: string) {
      const tab = await openLiveStream(b.url, { token, lastEventId });
      tabs.push(tab);
      expect(tab.status).toBe(200);
      await tab.next((block) => block.event === 'retry');
      return tab;
    }

    it('a tab on process B receives an event stored through process A, committed in a transaction', async () => {
      const alice = await newUser();
      const tab = await connectToB(alice.token);
      await a.app.db.transaction(async (tx) => {
        await emitLiveEvent(a.app, tx, { userId: alice.id, type: 'message', data: { thread_id: 501, message_id: 1 } });
      });
      const block = await tab.next(isThread(501));
      expect(JSON.parse(block.data)).toEqual({ thread_id: 501, message_id: 1 });
      expect(block.id).toMatch(/^\d+$/);
    });

    it('a tab on process B receives a typing signal sent by process A', async () => {
      const alice = await newUser();
      const tab = await connectToB(alice.token);
      await signalLive(a.app, { userId: alice.id, type: 'typing', data: { thread_id: 9, user_id: 3 } });
      const block = await tab.next((candidate) => candidate.event === 'typing');
      expect(JSON.parse(block.data)).toEqual({ thread_id: 9, user_id: 3 });
    });

    it('delivers 200 events sent at once from A to a tab on B, none lost or repeated', async () => {
      const alice = await newUser();
      const tab = await connectToB(alice.token);
      const count = 200;
      await Promise.all(
        Array.from({ length: count }, (_, index) =>
          emitLiveEvent(a.app, a.app.db, {
            userId: alice.id,
            type: 'message',
            data: { thread_id: 700, message_id: index + 1 },
          }),
        ),
      );
      await tab.next((block) => tab.received.filter(isThread(700)).length === count || block.event === 'never', 20_000);
      // Concurrent transactions commit in any order, so ids may arrive out of order; each exactly once.
      const received = tab.received.filter(isThread(700));
      expect(received).toHaveLength(count);
      expect(new Set(received.map((block) => block.id)).size).toBe(count);
      expect(new Set(received.map((block) => JSON.parse(block.data).message_id)).size).toBe(count);
    });

    if (bus === 'PostgreSQL LISTEN/NOTIFY') {
      it('after its listening connection is cut, process A listens again and its tabs catch up on what they missed', async () => {
        const alice = await newUser();
        const tab = await openLiveStream(`http://127.0.0.1:${(await listenA()).port}`, { token: alice.token });
        tabs.push(tab);
        await tab.next((block) => block.event === 'retry');
        await a.app.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
               where application_name = ${`talentindia-live-${process.pid}`} and datname = current_database()`,
        );
        // Stored while A hears nothing: B notifies, and nobody listens on A's side.
        await emitLiveEvent(a.app, a.app.db, {
          userId: alice.id,
          type: 'message',
          data: { thread_id: 801, message_id: 1 },
        });
        await tab.next(isThread(801), 20_000);
        await emitLiveEvent(a.app, a.app.db, {
          userId: alice.id,
          type: 'message',
          data: { thread_id: 802, message_id: 2 },
        });
        await tab.next(isThread(802), 20_000);
        expect(tab.received.filter(isThread(801))).toHaveLength(1);
      });
    }

    let listening: AddressInfo | undefined;
    async function listenA(): Promise<AddressInfo> {
      if (!listening) {
        await a.app.listen({ port: 0, host: '127.0.0.1' });
        listening = a.app.server.address() as AddressInfo;
      }
      return listening;
    }
  });
}

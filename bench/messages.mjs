// @ts-check
/**
 * `npm run bench -- messages`: the messages area on PostgreSQL (issue 18 §3), next to a bare Fastify
 * route measured in the same run on the same machine.
 *
 * 1. Queries, for a client with 10,000 threads, one of them 100,000 messages long, among 1,000,000
 *    messages: the thread list (targets p99 ≤ 50 ms), a thread's newest page and an older one
 *    (≤ 30 ms) and search over every message (≤ 100 ms), measured with autocannon.
 * 2. Live delivery: 5,000 open streams (`GET /live`, one per signed-in person) on one api process
 *    while 50 clients send 100 messages a second through `POST /threads/:id/messages`; each message's
 *    delivery time is from the start of its request to its event on the recipient's stream (target
 *    p99 ≤ 250 ms), every message id checked to arrive exactly once; the api's memory per open
 *    stream is its resident memory with the streams open less before, divided by their number.
 * 3. The same across two api processes on the one database: half the streams on each, every message
 *    sent through the process its recipient is not connected to (the fan-out crosses processes).
 *
 * Options:
 *   --duration <seconds>     each query phase (default 5, after a short warm-up)
 *   --connections <list>     keep-alive connections for the query phases (default 1,10)
 *   --streams <n>            open live streams (default 5000)
 *   --rate <n>               messages a second during delivery (default 100), from --senders clients (default 50)
 *   --send-seconds <n>       how long messages are sent in each delivery phase (default 20)
 *   --threads <n>            the measured client's threads (default 10000)
 *   --messages <n>           messages in all (default 1000000), --long-thread <n> of them in one thread (default 100000)
 *   --only <queries|live>    one part only
 *   --postgres-url <url>     the server to make the scratch database on
 *                            (default BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
 *
 * A measurement, not a test: nothing in CI times it. Exits 1 when a phase had errors or unexpected
 * statuses, when a message was lost or delivered twice, or when PostgreSQL cannot be reached.
 * Everything listens on 127.0.0.1.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startApi } from '../scripts/api-process.mjs';
import {
  createScratchDatabase,
  freePort,
  measure,
  printTable,
  redact,
  signUp,
  startBareServer,
  unexpected,
} from './support/bench-helpers.mjs';

const LIST_P99_MS = 50;
const PAGE_P99_MS = 30;
const SEARCH_P99_MS = 100;
const DELIVERY_P99_MS = 250;

/** Words the messages are made of: search terms match realistic shares of them. */
const WORDS = (
  'react native stripe checkout milestone invoice design figma deploy release bug fix review ' +
  'database postgres api endpoint mobile android ios screen login payment refund webhook test ' +
  'staging production meeting tomorrow today friday monday estimate hours week budget contract ' +
  'offer proposal update progress feedback approve submit change request image video document'
).split(' ');

/** @param {string[]} args */
export async function run(args) {
  const { values } = parseArgs({
    args,
    options: {
      duration: { type: 'string', default: '5' },
      connections: { type: 'string', default: '1,10' },
      streams: { type: 'string', default: '5000' },
      rate: { type: 'string', default: '100' },
      senders: { type: 'string', default: '50' },
      'send-seconds': { type: 'string', default: '20' },
      threads: { type: 'string', default: '10000' },
      messages: { type: 'string', default: '1000000' },
      'long-thread': { type: 'string', default: '100000' },
      only: { type: 'string' },
      'postgres-url': {
        type: 'string',
        default: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
      },
    },
  });
  const numbers = {
    duration: Number(values.duration),
    streams: Number(values.streams),
    rate: Number(values.rate),
    senders: Number(values.senders),
    sendSeconds: Number(values['send-seconds']),
    threads: Number(values.threads),
    messages: Number(values.messages),
    longThread: Number(values['long-thread']),
  };
  const connectionCounts = values.connections.split(',').map((value) => Number(value.trim()));
  const bad = Object.entries(numbers).filter(([, value]) => !Number.isInteger(value) || value < 1);
  if (bad.length > 0 || connectionCounts.some((count) => !Number.isInteger(count) || count < 1 || count > 200)) {
    console.error(
      `Whole positive numbers are needed: ${bad.map(([name]) => `--${name}`).join(', ') || '--connections'}.`,
    );
    return 2;
  }
  if (numbers.longThread >= numbers.messages || numbers.threads < 2) {
    console.error('--long-thread must be smaller than --messages, and --threads at least 2.');
    return 2;
  }
  if (values.only && !['queries', 'live'].includes(values.only)) {
    console.error('--only is queries or live.');
    return 2;
  }
  const warmup = Math.max(1, Math.min(2, Math.round(numbers.duration / 5)));
  console.log(
    `messages benchmark: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`,
  );

  const scratch = await createScratchDatabase(values['postgres-url'], 'bench_messages');
  if (!scratch) {
    console.log(`PostgreSQL is not reachable at ${redact(values['postgres-url'])}: nothing to measure.`);
    return 1;
  }
  const bare = await startBareServer();
  let failures = 0;
  try {
    console.log(`PostgreSQL ${scratch.version}, scratch database ${scratch.name}`);
    const apiEnv = {
      ...process.env,
      DATABASE_URL: scratch.url,
      API_HOST: '127.0.0.1',
      NODE_ENV: 'development',
      DEV_OUTBOX: '1',
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      // The bench's clients send far more than a person would; the limits are not what is measured.
      RATE_LIMIT_SCALE: '100000',
    };
    const api = await startApi({ ...apiEnv, API_PORT: String(await freePort()) }, { quiet: true });
    try {
      if (values.only !== 'live')
        failures += await queries(api.url, bare.url, scratch.url, numbers, connectionCounts, warmup);
      if (values.only !== 'queries') {
        const second = await startApi({ ...apiEnv, API_PORT: String(await freePort()) }, { quiet: true });
        try {
          failures += await delivery([api], scratch.url, numbers, bare.url);
          failures += await delivery([api, second], scratch.url, numbers, bare.url);
        } finally {
          await second.close();
        }
      }
    } finally {
      await api.close();
    }
  } finally {
    await bare.close();
    await scratch.drop();
  }
  return failures > 0 ? 1 : 0;
}

/**
 * Part 1: the measured client's threads and messages, written straight into PostgreSQL, then the
 * thread list, a thread's pages and search measured.
 * @param {string} apiUrl
 * @param {string} bareUrl
 * @param {string} databaseUrl
 * @param {{ duration: number, threads: number, messages: number, longThread: number }} numbers
 * @param {number[]} connectionCounts
 * @param {number} warmup
 */
async function queries(apiUrl, bareUrl, databaseUrl, numbers, connectionCounts, warmup) {
  const client = await signUp(apiUrl, 'client');
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  let longThreadId = 0;
  let middleId = 0;
  try {
    const started = Date.now();
    const clientId = Number((await db.query(`select id from users where email = $1`, [client.email])).rows[0].id);
    await db.query(
      `insert into users (first_name, last_name, email, role)
       select (array['Aarav','Priya','Rohan','Ananya','Vikram','Sneha','Arjun','Kavya','Ishaan','Meera'])[1 + n % 10],
              (array['Sharma','Iyer','Nair','Reddy','Gupta','Menon','Das','Joshi','Rao','Bose'])[1 + (n / 10) % 10],
              'bench-messages-freelancer-' || n || '@example.com', 'freelancer'
       from generate_series(1, $1::int) n`,
      [numbers.threads],
    );
    await db.query(
      `insert into threads (client_id, freelancer_id, job_id, last_message_at, created_at)
       select $1, u.id, null, now() - make_interval(mins => (u.id % 100000)::int), now() - interval '200 days'
       from users u where u.email like 'bench-messages-freelancer-%'`,
      [clientId],
    );
    longThreadId = Number(
      (await db.query(`select id from threads where client_id = $1 order by id limit 1`, [clientId])).rows[0].id,
    );
    // The long thread, then the rest spread over the other threads; a fifth unread by the client.
    const words = `(array[${WORDS.map((word) => `'${word}'`).join(',')}])`;
    const body = `initcap(${words}[1 + (n * 7) % ${WORDS.length}]) || ' ' || ${words}[1 + (n * 13) % ${WORDS.length}] || ' ' ||
      ${words}[1 + (n * 31) % ${WORDS.length}] || ' and ' || ${words}[1 + (n * 17) % ${WORDS.length}] || ' #' || n`;
    await db.query(
      `insert into messages (thread_id, sender_id, recipient_id, kind, body, read_at, created_at)
       select $1, case when n % 2 = 0 then t.client_id else t.freelancer_id end,
              case when n % 2 = 0 then t.freelancer_id else t.client_id end, 'text', ${body},
              case when n % 5 = 0 then null else now() end,
              now() - make_interval(secs => ($2::int - n) * 60)
       from threads t, generate_series(1, $2::int) n where t.id = $1`,
      [longThreadId, numbers.longThread],
    );
    await db.query(
      `insert into messages (thread_id, sender_id, recipient_id, kind, body, read_at, created_at)
       select t.id, case when n % 2 = 0 then t.client_id else t.freelancer_id end,
              case when n % 2 = 0 then t.freelancer_id else t.client_id end, 'text', ${body},
              case when n % 5 = 0 then null else now() end,
              t.last_message_at - make_interval(secs => (n / $3::int) * 60)
       from generate_series(1, $2::int) n
       join (select id, client_id, freelancer_id, last_message_at, row_number() over (order by id) - 1 as k
             from threads where client_id = $4 and id <> $1) t on t.k = n % ($3::int)`,
      [longThreadId, numbers.messages - numbers.longThread, numbers.threads - 1, clientId],
    );
    middleId = Number(
      (
        await db.query(`select id from messages where thread_id = $1 order by id offset $2 limit 1`, [
          longThreadId,
          Math.floor(numbers.longThread / 2),
        ])
      ).rows[0].id,
    );
    await db.query('vacuum analyze');
    const count = Number((await db.query('select count(*) from messages')).rows[0].count);
    console.log(
      `seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${numbers.threads.toLocaleString('en-US')} threads, ` +
        `${count.toLocaleString('en-US')} messages (${numbers.longThread.toLocaleString('en-US')} in one thread)`,
    );
  } finally {
    await db.end();
  }

  const asClient = { authorization: `Bearer ${client.token}` };
  const firstPage = /** @type {{ meta: { next_cursor: string } }} */ (
    await (await fetch(`${apiUrl}/threads`, { headers: asClient })).json()
  );
  const cursor = encodeURIComponent(firstPage.meta.next_cursor);
  /** @type {(import('./support/bench-helpers.mjs').Target & { goal: number })[]} */
  const targets = [
    { name: 'bare Fastify route', url: `${bareUrl}/`, expect: 200, goal: 0 },
    { name: '/nav (reference)', url: `${apiUrl}/nav`, headers: asClient, expect: 200, goal: 0 },
    { name: '/threads', url: `${apiUrl}/threads`, headers: asClient, expect: 200, goal: LIST_P99_MS },
    {
      name: '/threads (page 2)',
      url: `${apiUrl}/threads?cursor=${cursor}`,
      headers: asClient,
      expect: 200,
      goal: LIST_P99_MS,
    },
    {
      name: 'newest page of the long thread',
      url: `${apiUrl}/threads/${longThreadId}/messages`,
      headers: asClient,
      expect: 200,
      goal: PAGE_P99_MS,
    },
    {
      name: 'a page in its middle (before=)',
      url: `${apiUrl}/threads/${longThreadId}/messages?before=${middleId}`,
      headers: asClient,
      expect: 200,
      goal: PAGE_P99_MS,
    },
    {
      name: 'search ?q=stripe',
      url: `${apiUrl}/threads?q=stripe`,
      headers: asClient,
      expect: 200,
      goal: SEARCH_P99_MS,
    },
    {
      name: 'search ?q=mile webh (prefixes)',
      url: `${apiUrl}/threads?q=mile%20webh`,
      headers: asClient,
      expect: 200,
      goal: SEARCH_P99_MS,
    },
    {
      name: 'search ?q=priya (a name)',
      url: `${apiUrl}/threads?q=priya`,
      headers: asClient,
      expect: 200,
      goal: SEARCH_P99_MS,
    },
  ];
  for (const target of targets.slice(2)) {
    const response = await fetch(target.url, { headers: target.headers });
    const answer = /** @type {{ data: unknown[] }} */ (await response.json());
    if (response.status !== 200 || !Array.isArray(answer.data))
      throw new Error(`${target.name} answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
    console.log(`${target.name}: ${answer.data.length} rows`);
  }

  /** @type {import('./support/bench-helpers.mjs').Row[]} */
  const rows = [];
  /** @type {number[]} */
  const goals = [];
  for (const connections of connectionCounts)
    for (const target of targets) {
      process.stdout.write(`${connections} × ${target.name}… `);
      const row = await measure(target, connections, warmup, numbers.duration);
      rows.push(row);
      goals.push(target.goal);
      console.log(`${Math.round(row.rps)} req/s, p99 ${row.p99} ms`);
    }
  printTable(
    ['conns', 'target', 'req/s', 'p50 ms', 'p99 ms', '× bare', 'goal', 'met', 'statuses', 'errors'],
    rows.map((row, index) => {
      const bareRow = rows.find(
        (other) => other.connections === row.connections && other.name === 'bare Fastify route',
      );
      const goal = goals[index] ?? 0;
      return [
        String(row.connections),
        row.name,
        Math.round(row.rps).toLocaleString('en-US'),
        String(row.p50),
        String(row.p99),
        !bareRow || bareRow.rps === 0 ? '' : (row.rps / bareRow.rps).toFixed(3),
        goal ? `p99 ≤ ${goal} ms` : '',
        goal ? (row.p99 <= goal ? 'yes' : 'NO') : '',
        Object.entries(row.statuses)
          .map(([code, count]) => `${code}×${count}`)
          .join(' ') || 'none',
        String(row.errors + row.timeouts),
      ];
    }),
  );
  return rows.filter((row) => row.errors > 0 || row.timeouts > 0 || unexpected(row) > 0).length;
}

/**
 * Parts 2 and 3: the listeners (freelancers, one stream each) and the senders (clients, each with a
 * thread to every listener of theirs), with sessions made in the database, then the delivery run.
 * @param {{ url: string, pid?: number }[]} apis one process, or two
 * @param {string} databaseUrl
 * @param {{ streams: number, rate: number, senders: number, sendSeconds: number }} numbers
 * @param {string} bareUrl
 */
async function delivery(apis, databaseUrl, numbers, bareUrl) {
  const label = apis.length === 1 ? 'one api process' : `${apis.length} api processes`;
  console.log(
    `\nlive delivery, ${label}: ${numbers.streams.toLocaleString('en-US')} streams, ${numbers.rate} messages/s from ${numbers.senders} senders`,
  );
  const run = randomBytes(3).toString('hex');
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  /** @type {{ id: number, token: string }[]} */
  let listeners;
  /** @type {{ id: number, token: string, threads: { id: number, listener: number }[] }[]} */
  let senders;
  try {
    const people = async (/** @type {string} */ role, /** @type {number} */ count) => {
      const { rows } = await db.query(
        `insert into users (first_name, last_name, email, role)
         select 'Live', 'No ' || n, 'bench-live-${run}-${role}-' || n || '@example.com', $2
         from generate_series(1, $1::int) n returning id`,
        [count, role],
      );
      const tokens = rows.map(() => randomBytes(32).toString('base64url'));
      await db.query(
        `insert into sessions (user_id, token_hash, expires_at)
         select unnest($1::bigint[]), unnest($2::text[]), now() + interval '1 day'`,
        [rows.map((row) => row.id), tokens.map((token) => createHash('sha256').update(token).digest('hex'))],
      );
      return rows.map((row, index) => ({ id: Number(row.id), token: /** @type {string} */ (tokens[index]) }));
    };
    listeners = await people('freelancer', numbers.streams);
    const clients = await people('client', numbers.senders);
    const { rows } = await db.query(
      `insert into threads (client_id, freelancer_id, job_id)
       select (unnest($1::bigint[])), unnest($2::bigint[]), null returning id, client_id, freelancer_id`,
      [
        listeners.map((_listener, index) => /** @type {{ id: number }} */ (clients[index % clients.length]).id),
        listeners.map((listener) => listener.id),
      ],
    );
    senders = clients.map((client) => ({
      ...client,
      threads: rows
        .filter((row) => Number(row.client_id) === client.id)
        .map((row) => ({ id: Number(row.id), listener: Number(row.freelancer_id) })),
    }));
  } finally {
    await db.end();
  }

  // Which process each listener is connected to; messages to them go through another one.
  const home = new Map(listeners.map((listener, index) => [listener.id, index % apis.length]));
  const memoryBefore = apis.map((api) => residentBytes(api.pid));
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  /** @type {Map<number, number>} message id → when its request started */
  const sentAt = new Map();
  /** @type {Map<number, number>} message id → when its event arrived, for events that beat their answer */
  const earlyArrivals = new Map();
  /** @type {Map<number, number>} message id → times delivered */
  const deliveries = new Map();
  /** @type {number[]} */
  const latencies = [];
  const onMessage = (/** @type {number} */ messageId, /** @type {number} */ at) => {
    deliveries.set(messageId, (deliveries.get(messageId) ?? 0) + 1);
    if (deliveries.get(messageId) !== 1) return;
    const started = sentAt.get(messageId);
    if (started === undefined) earlyArrivals.set(messageId, at);
    else latencies.push(at - started);
  };
  const openedAt = Date.now();
  const streams = await Promise.all(
    listeners.map((listener) =>
      openStream(
        /** @type {{ url: string }} */ (apis[home.get(listener.id) ?? 0]).url,
        listener.token,
        agent,
        onMessage,
      ),
    ),
  );
  const refused = streams.filter((stream) => stream === null).length;
  console.log(
    `${streams.length - refused} streams open in ${((Date.now() - openedAt) / 1000).toFixed(1)} s (${refused} refused)`,
  );
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const memoryAfter = apis.map((api) => residentBytes(api.pid));

  // Sending: one message every 1000/rate ms, round robin over the senders, each to its next thread.
  let sent = 0;
  let sendErrors = 0;
  /** @type {Promise<void>[]} */
  const inFlight = [];
  const interval = 1000 / numbers.rate;
  const total = numbers.rate * numbers.sendSeconds;
  const cursor = new Map();
  const sendStarted = Date.now();
  for (let index = 0; index < total; index += 1) {
    const due = sendStarted + index * interval;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const sender = /** @type {(typeof senders)[number]} */ (senders[index % senders.length]);
    const next = cursor.get(sender.id) ?? 0;
    cursor.set(sender.id, next + 1);
    const thread = /** @type {{ id: number, listener: number }} */ (sender.threads[next % sender.threads.length]);
    const through = apis[((home.get(thread.listener) ?? 0) + 1) % apis.length];
    const started = Date.now();
    inFlight.push(
      post(`${/** @type {{ url: string }} */ (through).url}/threads/${thread.id}/messages`, sender.token, agent, {
        body: `Live message ${index}`,
        client_key: `bench-${run}-${index}`,
      }).then(
        (messageId) => {
          sent += 1;
          sentAt.set(messageId, started);
          const arrived = earlyArrivals.get(messageId);
          if (arrived !== undefined) latencies.push(arrived - started);
        },
        () => {
          sendErrors += 1;
        },
      ),
    );
  }
  await Promise.all(inFlight);
  const sendSeconds = (Date.now() - sendStarted) / 1000;
  // Time for the last events to arrive, then everything is counted.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  for (const stream of streams) stream?.close();
  agent.destroy();

  const lost = [...sentAt.keys()].filter((id) => !deliveries.has(id)).length;
  const duplicated = [...deliveries.values()].filter((times) => times > 1).length;
  latencies.sort((a, b) => a - b);
  const at = (/** @type {number} */ share) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? NaN;
  const perStream = apis.map((api, index) => {
    const before = memoryBefore[index];
    const after = memoryAfter[index];
    const open = listeners.filter((listener) => home.get(listener.id) === index).length;
    return before && after ? `${((after - before) / open / 1024).toFixed(1)} KB` : 'n/a';
  });
  const bareProbe = await probe(`${bareUrl}/`);
  printTable(
    [
      'setup',
      'streams',
      'sent',
      'msg/s',
      'p50 ms',
      'p99 ms',
      'max ms',
      `p99 ≤ ${DELIVERY_P99_MS} ms`,
      'lost',
      'twice',
      'send errors',
      'memory per stream',
      'bare route ms',
    ],
    [
      [
        label,
        String(streams.length - refused),
        String(sent),
        (sent / sendSeconds).toFixed(1),
        String(at(0.5)),
        String(at(0.99)),
        String(latencies.at(-1) ?? NaN),
        at(0.99) <= DELIVERY_P99_MS ? 'yes' : 'NO',
        String(lost),
        String(duplicated),
        String(sendErrors),
        perStream.join(' / '),
        bareProbe.toFixed(1),
      ],
    ],
  );
  return lost > 0 || duplicated > 0 || sendErrors > 0 || refused > 0 ? 1 : 0;
}

/**
 * A live stream as the browser opens it (fetch-style: the token in the Authorization header), read
 * with a small Server-Sent Events parser; `message` events are reported with their arrival time.
 * @param {string} apiUrl
 * @param {string} token
 * @param {http.Agent} agent
 * @param {(messageId: number, at: number) => void} onMessage
 * @returns {Promise<{ close: () => void } | null>}
 */
function openStream(apiUrl, token, agent, onMessage) {
  return new Promise((resolve) => {
    const request = http.get(
      `${apiUrl}/live`,
      { agent, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          resolve(null);
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (/** @type {string} */ chunk) => {
          const at = Date.now();
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const lines = block.split('\n');
            const type = lines
              .find((line) => line.startsWith('event:'))
              ?.slice(6)
              .trim();
            const data = lines
              .find((line) => line.startsWith('data:'))
              ?.slice(5)
              .trim();
            if (type === 'message' && data) onMessage(Number(JSON.parse(data).message_id), at);
          }
        });
        response.on('error', () => undefined);
        resolve({ close: () => request.destroy() });
      },
    );
    request.on('error', () => resolve(null));
  });
}

/**
 * @param {string} url
 * @param {string} token
 * @param {http.Agent} agent
 * @param {object} body
 * @returns {Promise<number>} the message's id
 */
function post(url, token, agent, body) {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          if (response.statusCode !== 201 && response.statusCode !== 200) {
            reject(new Error(`${response.statusCode} ${text.slice(0, 200)}`));
            return;
          }
          resolve(Number(JSON.parse(text).data.id));
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** The bare route's answer time now (ms, the median of 20), the machine's floor beside the delivery figures. */
async function probe(/** @type {string} */ url) {
  /** @type {number[]} */
  const times = [];
  for (let index = 0; index < 20; index += 1) {
    const started = performance.now();
    await (await fetch(url)).text();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[10] ?? NaN;
}

/** A process's resident memory in bytes (Linux), or null. */
function residentBytes(/** @type {number | undefined} */ pid) {
  if (!pid) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /VmRSS:\s+(\d+) kB/.exec(status);
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

// @ts-check
/**
 * `npm run bench -- jobs`: how fast "All Jobs" (`GET /jobs`) answers for a client with 10,000 jobs
 * on PostgreSQL, next to a bare Fastify route measured in the same run on the same machine. Target:
 * p99 ≤ 50 ms for every query the page makes (issue 10 §5).
 *
 * It starts the real api on a scratch database, signs up the measured client (and a freelancer)
 * through the api, then writes the market straight into PostgreSQL: the client's 10,000 jobs in
 * every status and both types (titles and descriptions from tech, product and industry words),
 * as many jobs of 20 other clients, 300 freelancers, proposals on the published jobs (0 to 8 each,
 * some withdrawn, archived, shortlisted or messaged) and one or two contracts on each active or
 * closed job, then VACUUM ANALYZE. Each target is checked once (status and total shown), then
 * measured with autocannon over keep-alive connections; `/nav` (the header's poll) is measured too,
 * as the api's floor for a signed-in request on the machine at that moment. Everything listens on
 * 127.0.0.1.
 *
 * Options:
 *   --duration <seconds>     length of each measured phase (default 5; each has a short warm-up first)
 *   --connections <list>     keep-alive connections, one run of every target per number (default 1,10:
 *                            one person's request alone, then ten at once without a pause)
 *   --jobs <n>               the measured client's jobs (default 10000)
 *   --postgres-url <url>     the server to make the scratch database on
 *                            (default BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
 *
 * It is a measurement, not a test: nothing in CI times it. It exits 1 when a phase had errors,
 * timeouts or an unexpected status, or when PostgreSQL cannot be reached.
 */
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

const TARGET_P99_MS = 50;
const OTHER_CLIENTS = 20;
const FREELANCERS = 300;

/** @param {string[]} args */
export async function run(args) {
  const { values } = parseArgs({
    args,
    options: {
      duration: { type: 'string', default: '5' },
      connections: { type: 'string', default: '1,10' },
      jobs: { type: 'string', default: '10000' },
      'postgres-url': {
        type: 'string',
        default: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
      },
    },
  });
  const duration = Number(values.duration);
  const connectionCounts = values.connections.split(',').map((value) => Number(value.trim()));
  const jobCount = Number(values.jobs);
  if (!Number.isFinite(duration) || duration < 1 || duration > 120) {
    console.error('--duration must be a number of seconds between 1 and 120.');
    return 2;
  }
  if (connectionCounts.some((count) => !Number.isInteger(count) || count < 1 || count > 200)) {
    console.error('--connections must be whole numbers from 1 to 200, separated by commas.');
    return 2;
  }
  if (!Number.isInteger(jobCount) || jobCount < 100 || jobCount > 1_000_000) {
    console.error('--jobs must be a whole number from 100 to 1,000,000.');
    return 2;
  }
  const warmup = Math.max(1, Math.min(2, Math.round(duration / 5)));
  console.log(
    `jobs benchmark: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ` +
      `${connectionCounts.join(' and ')} connection(s), ${duration} s per phase after a ${warmup} s warm-up`,
  );

  const scratch = await createScratchDatabase(values['postgres-url'], 'bench_jobs');
  if (!scratch) {
    console.log(`PostgreSQL is not reachable at ${redact(values['postgres-url'])}: nothing to measure.`);
    return 1;
  }
  const bare = await startBareServer();
  /** @type {import('./support/bench-helpers.mjs').Row[]} */
  const rows = [];
  try {
    console.log(`PostgreSQL ${scratch.version}, scratch database ${scratch.name}`);
    const port = await freePort();
    const api = await startApi(
      {
        ...process.env,
        DATABASE_URL: scratch.url,
        API_HOST: '127.0.0.1',
        API_PORT: String(port),
        NODE_ENV: 'development',
        DEV_OUTBOX: '1',
        DEMO_DATA: '0',
        LOG_LEVEL: 'warn',
      },
      { quiet: true },
    );
    try {
      const client = await signUp(api.url, 'client');
      const freelancer = await signUp(api.url, 'freelancer');
      const started = Date.now();
      const counts = await seed(scratch.url, client.email, freelancer.email, jobCount);
      console.log(
        `seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${counts.jobs.toLocaleString('en-US')} jobs ` +
          `(${jobCount.toLocaleString('en-US')} of the measured client), ${counts.proposals.toLocaleString('en-US')} proposals, ` +
          `${counts.contracts.toLocaleString('en-US')} contracts`,
      );

      const asClient = { authorization: `Bearer ${client.token}` };
      const asFreelancer = { authorization: `Bearer ${freelancer.token}` };
      const lastPage = Math.ceil(jobCount / 10);
      /** @type {(import('./support/bench-helpers.mjs').Target & { goal: boolean })[]} */
      const targets = [
        { name: 'bare Fastify route', url: `${bare.url}/`, expect: 200, goal: false },
        // The api's floor for a signed-in request on this machine now (a session lookup and one small query).
        { name: '/nav (reference)', url: `${api.url}/nav`, headers: asClient, expect: 200, goal: false },
        { name: '/jobs', url: `${api.url}/jobs`, headers: asClient, expect: 200, goal: true },
        {
          name: '/jobs?status=active',
          url: `${api.url}/jobs?status=active`,
          headers: asClient,
          expect: 200,
          goal: true,
        },
        { name: '/jobs?type=fixed', url: `${api.url}/jobs?type=fixed`, headers: asClient, expect: 200, goal: true },
        { name: '/jobs?q=react', url: `${api.url}/jobs?q=react`, headers: asClient, expect: 200, goal: true },
        { name: '/jobs?q=reac dash', url: `${api.url}/jobs?q=reac%20dash`, headers: asClient, expect: 200, goal: true },
        {
          name: '/jobs?q=node.js&type=hourly&status=open',
          url: `${api.url}/jobs?q=node.js&type=hourly&status=open`,
          headers: asClient,
          expect: 200,
          goal: true,
        },
        { name: '/jobs?page=100', url: `${api.url}/jobs?page=100`, headers: asClient, expect: 200, goal: true },
        {
          name: `/jobs?page=${lastPage} (the last)`,
          url: `${api.url}/jobs?page=${lastPage}`,
          headers: asClient,
          expect: 200,
          goal: true,
        },
        {
          name: '/freelancer/jobs',
          url: `${api.url}/freelancer/jobs`,
          headers: asFreelancer,
          expect: 200,
          goal: false,
        },
        {
          name: '/freelancer/jobs?q=react',
          url: `${api.url}/freelancer/jobs?q=react`,
          headers: asFreelancer,
          expect: 200,
          goal: false,
        },
      ];

      // Each target once: the answer is right before it is timed.
      for (const target of targets.filter((target) => target.url.includes('jobs'))) {
        const response = await fetch(target.url, { headers: target.headers });
        const body = /** @type {{ data: unknown[], meta: { total: number } }} */ (await response.json());
        if (response.status !== 200 || !Array.isArray(body.data))
          throw new Error(`${target.name} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
        console.log(`${target.name}: ${body.data.length} rows of ${body.meta.total.toLocaleString('en-US')}`);
      }

      /** @type {boolean[]} whether each row is held to the target */
      const goals = [];
      for (const connections of connectionCounts) {
        for (const target of targets) {
          process.stdout.write(`${connections} × ${target.name}… `);
          const row = await measure(target, connections, warmup, duration);
          rows.push(row);
          goals.push(target.goal);
          console.log(`${Math.round(row.rps)} req/s, p99 ${row.p99} ms`);
        }
      }

      printTable(
        [
          'conns',
          'target',
          'req/s',
          'p50 ms',
          'p99 ms',
          '× bare',
          `p99 ≤ ${TARGET_P99_MS} ms`,
          'statuses',
          'errors',
          'timeouts',
        ],
        rows.map((row, index) => {
          const bareRow = rows.find(
            (other) => other.connections === row.connections && other.name === 'bare Fastify route',
          );
          return [
            String(row.connections),
            row.name,
            Math.round(row.rps).toLocaleString('en-US'),
            String(row.p50),
            String(row.p99),
            !bareRow || bareRow.rps === 0 ? '' : (row.rps / bareRow.rps).toFixed(3),
            goals[index] ? (row.p99 <= TARGET_P99_MS ? 'yes' : 'NO') : '',
            Object.entries(row.statuses)
              .map(([code, count]) => `${code}×${count}`)
              .join(' ') || 'none',
            String(row.errors),
            String(row.timeouts),
          ];
        }),
      );
      const slow = rows.filter((row, index) => goals[index] && row.p99 > TARGET_P99_MS);
      if (slow.length > 0) console.log(`\n${slow.length} target(s) over ${TARGET_P99_MS} ms p99 (see the table).`);
    } finally {
      await api.close();
    }
  } finally {
    await bare.close();
    await scratch.drop();
  }

  const failed = rows.filter((row) => row.errors > 0 || row.timeouts > 0 || unexpected(row) > 0);
  if (failed.length > 0) {
    console.log(`\n${failed.length} phase(s) had errors, timeouts or unexpected statuses (see the table).`);
    return 1;
  }
  return 0;
}

/**
 * The market, written in a few set-based statements (generate_series), deterministic: the same
 * rows every run. The jobs' texts come from word lists, so searches match realistic shares.
 * @param {string} databaseUrl
 * @param {string} clientEmail the measured client
 * @param {string} freelancerEmail made a freelancer (the /freelancer/jobs rows)
 * @param {number} jobCount
 */
async function seed(databaseUrl, clientEmail, freelancerEmail, jobCount) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(`update users set role = 'freelancer' where email = $1`, [freelancerEmail]);
    await db.query(
      `insert into users (first_name, last_name, email)
       select 'Client', 'No ' || n, 'bench-client-' || n || '@example.com' from generate_series(1, $1::int) n`,
      [OTHER_CLIENTS],
    );
    await db.query(
      `insert into users (first_name, last_name, email, role)
       select 'Freelancer', 'No ' || n, 'bench-freelancer-' || n || '@example.com', 'freelancer'
       from generate_series(1, $1::int) n`,
      [FREELANCERS],
    );
    const { rows } = await db.query(`select id from users where email = $1`, [clientEmail]);
    const clientId = rows[0].id;
    // The measured client's jobs, then as many spread over the other clients.
    await insertJobs(db, `select $1::bigint as client_id, n from generate_series(1, $2::int) n`, [clientId, jobCount]);
    await insertJobs(
      db,
      `select c.id as client_id, n from generate_series(1, $1::int) n
       join (select id, row_number() over (order by id) - 1 as k from users where email like 'bench-client-%') c
         on c.k = n % $2::int`,
      [jobCount, OTHER_CLIENTS],
    );
    const freelancers = `(select array_agg(id order by id) as ids, count(*)::int as n from users where role = 'freelancer' and email like 'bench-freelancer-%')`;
    // 0 to 8 proposals on each published job, from distinct freelancers (17·g differs mod 300 for g < 300).
    await db.query(
      `insert into proposals (job_id, freelancer_id, amount_minor, cover_letter, status, messaged_at, created_at)
       select j.id, f.ids[1 + ((j.id * 31 + g * 17) % f.n)], 1500 + g * 250, 'I have built this before.',
         case when g % 7 = 0 then 'withdrawn' when g % 5 = 0 then 'archived' when g % 3 = 0 then 'shortlisted' else 'submitted' end,
         case when g % 4 = 0 then j.published_at + interval '1 day' end,
         j.published_at + g * interval '1 hour'
       from jobs j cross join ${freelancers} f cross join lateral generate_series(1, (j.id % 9)::int) g
       where j.status <> 'draft'`,
    );
    // One or two hires on each active or closed job: accepted offers and their contracts.
    await db.query(
      `with made as (
         insert into offers (job_id, client_id, freelancer_id, type, hourly_rate_minor, weekly_limit, status, responded_at)
         select j.id, j.client_id, f.ids[1 + ((j.id * 13 + g * 7) % f.n)], 'hourly', 2500, 20, 'accepted', j.published_at
         from jobs j cross join ${freelancers} f cross join lateral generate_series(1, 1 + (j.id % 2)::int) g
         where j.status in ('active', 'closed')
         returning id, job_id, client_id, freelancer_id
       )
       insert into contracts (offer_id, job_id, client_id, freelancer_id, title, type, hourly_rate_minor, weekly_limit, status, started_at, ended_at)
       select made.id, made.job_id, made.client_id, made.freelancer_id, j.title, 'hourly', 2500, 20,
         case when j.status = 'closed' then 'ended' else 'active' end, j.published_at,
         case when j.status = 'closed' then j.closed_at end
       from made join jobs j on j.id = made.job_id`,
    );
    await db.query('vacuum analyze');
    const count = async (/** @type {string} */ table) =>
      Number((await db.query(`select count(*)::int as n from ${table}`)).rows[0].n);
    return { jobs: await count('jobs'), proposals: await count('proposals'), contracts: await count('contracts') };
  } finally {
    await db.end();
  }
}

/**
 * Jobs for the (client_id, n) pairs a query gives: the status by n (10 % drafts, 50 % open, 20 %
 * active, 20 % closed), hourly and fixed in turn, an hour apart from 2024 on, text from word lists.
 * @param {pg.Client} db
 * @param {string} pairs
 * @param {unknown[]} params
 */
async function insertJobs(db, pairs, params) {
  await db.query(
    `with words as (
       select array['React', 'Angular', 'Vue', 'Node.js', 'Django', 'Flutter', 'React Native', 'Laravel', 'Next.js',
                    'Kotlin', 'Swift', 'Go', 'PostgreSQL', 'TypeScript', 'Spring Boot'] as techs,
              array['dashboard', 'e-commerce store', 'mobile app', 'REST API', 'admin panel', 'landing page',
                    'booking system', 'chat app', 'CRM', 'payment integration', 'analytics portal', 'marketplace'] as things,
              array['logistics', 'healthcare', 'fintech', 'education', 'real estate', 'travel', 'retail', 'media',
                    'agritech', 'insurance'] as industries
     ),
     made as (
       select p.client_id, p.n,
         w.techs[1 + (p.n * 7) % 15] as tech, w.things[1 + (p.n * 5) % 12] as thing, w.industries[1 + (p.n * 3) % 10] as industry,
         case when p.n % 10 = 0 then 'draft' when p.n % 10 <= 5 then 'open' when p.n % 10 <= 7 then 'active' else 'closed' end as status,
         timestamptz '2024-01-01 00:00:00+00' + p.n * interval '1 hour' as created
       from (${pairs}) p cross join words w
     )
     insert into jobs (client_id, title, description, type, hourly_rate_min_minor, hourly_rate_max_minor, weekly_hours,
       budget_minor, skills, developer_type, experience_level, duration, status, search_text, published_at, closed_at, created_at)
     select client_id, title, description, type,
       case when type = 'hourly' then 1500 end, case when type = 'hourly' then 4000 end, case when type = 'hourly' then 30 end,
       case when type = 'fixed' then 100000 + (n % 20) * 25000 end,
       array[tech, 'Git'], (array['full_stack', 'front_end', 'web', 'mobile'])[1 + n % 4],
       (array['entry', 'intermediate', 'expert'])[1 + n % 3],
       (array['less_than_1_month', '1_to_3_months', '3_to_6_months', 'more_than_6_months'])[1 + n % 4],
       status, lower(title || E'\\n' || description),
       case when status <> 'draft' then created + interval '1 hour' end,
       case when status = 'closed' then created + interval '30 days' end,
       created
     from (
       select *, case when n % 2 = 0 then 'hourly' else 'fixed' end as type,
         tech || ' developer for a ' || thing || ' (' || industry || ')' as title,
         'We are a ' || industry || ' company looking for a ' || tech || ' developer to build our ' || thing ||
           '. Clean code, tests and weekly demos; job ' || n || '.' as description
       from made
     ) j`,
    params,
  );
}

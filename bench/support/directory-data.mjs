// @ts-check
/**
 * The directory benchmark's data and query plans, in a child process that runs the api's own
 * TypeScript (forked by bench/directory.mjs with `--import tsx` from the api folder): it migrates the
 * scratch database, inserts the generator's freelancers in bulk (no avatars), gives a share of them
 * contracts, logged hours and reviews, vacuums and analyses the tables, and runs EXPLAIN ANALYZE on the
 * directory's own query (the service builds it) for each measured target. It reports over IPC.
 *
 * Message in: { databaseUrl, freelancers, targets: [{ name, query }] }.
 * Message out: { seeded: { freelancers, clients, contracts, reviews, timeEntries, seconds }, plans: [...] }.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

const apiSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'api', 'src');
/**
 * The api's modules, loaded by path so this file's type check does not follow them into TypeScript.
 * @param {string} file
 */
const apiModule = (file) => import(pathToFileURL(path.join(apiSrc, file)).href);

/**
 * A small seeded PRNG (mulberry32): the same contracts and reviews on every run.
 * @param {number} seed
 */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * @param {pg.Client} client
 * @param {number} count
 */
async function seedWork(client, count) {
  const next = random(7);
  const clients = (
    await client.query(
      `insert into users (first_name, last_name, email, role)
       select 'Bench', 'Client ' || g, 'bench.client.' || g || '@example.com', 'client' from generate_series(1, 40) g
       returning id`,
    )
  ).rows.map((row) => Number(row.id));
  const freelancerIds = (await client.query(`select user_id from freelancer_profiles order by user_id`)).rows.map(
    (row) => Number(row.user_id),
  );
  // About 40% of the freelancers have worked here: one to three contracts each, 60% of them ended.
  /** @type {{ clientId: number, freelancerId: number, hourly: boolean, ended: boolean, rating: number }[]} */
  const jobs = [];
  for (const freelancerId of freelancerIds) {
    if (next() > 0.4 || jobs.length >= count) continue;
    const contracts = 1 + Math.floor(next() * 3);
    for (let i = 0; i < contracts; i += 1) {
      jobs.push({
        clientId: /** @type {number} */ (clients[Math.floor(next() * clients.length)]),
        freelancerId,
        hourly: next() < 0.5,
        ended: next() < 0.6,
        rating: 3 + Math.floor(next() * 3),
      });
    }
  }
  const columns = (/** @type {(job: (typeof jobs)[number]) => unknown} */ pick) => jobs.map(pick);
  const jobIds = (
    await client.query(
      `insert into jobs (client_id, title, description, type, hourly_rate_min_minor, hourly_rate_max_minor, weekly_hours,
         budget_minor, skills, developer_type, experience_level, duration, status, search_text, published_at)
       select c, 'Bench job', 'A job of the directory benchmark.', t,
         case when t = 'hourly' then 1500 end, case when t = 'hourly' then 4000 end, case when t = 'hourly' then 30 end,
         case when t = 'fixed' then 150000 end, '{React}', 'web', 'intermediate', '1_to_3_months',
         case when e then 'closed' else 'active' end, 'bench job', now()
       from unnest($1::bigint[], $2::text[], $3::boolean[]) as j(c, t, e)
       returning id`,
      [
        columns((job) => job.clientId),
        columns((job) => (job.hourly ? 'hourly' : 'fixed')),
        columns((job) => job.ended),
      ],
    )
  ).rows.map((row) => Number(row.id));
  const offerIds = (
    await client.query(
      `insert into offers (job_id, client_id, freelancer_id, type, hourly_rate_minor, weekly_limit, status)
       select j, c, f, t, case when t = 'hourly' then 2500 end, case when t = 'hourly' then 30 end, 'accepted'
       from unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::text[]) as o(j, c, f, t)
       returning id`,
      [
        jobIds,
        columns((job) => job.clientId),
        columns((job) => job.freelancerId),
        columns((job) => (job.hourly ? 'hourly' : 'fixed')),
      ],
    )
  ).rows.map((row) => Number(row.id));
  const contractIds = (
    await client.query(
      `insert into contracts (offer_id, job_id, client_id, freelancer_id, title, type, hourly_rate_minor, weekly_limit,
         status, started_at, ended_at)
       select o, j, c, f, 'Bench job', t, case when t = 'hourly' then 2500 end, case when t = 'hourly' then 30 end,
         case when e then 'ended' else 'active' end, now() - interval '90 days', case when e then now() - interval '10 days' end
       from unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[], $5::text[], $6::boolean[]) as k(o, j, c, f, t, e)
       returning id`,
      [
        offerIds,
        jobIds,
        columns((job) => job.clientId),
        columns((job) => job.freelancerId),
        columns((job) => (job.hourly ? 'hourly' : 'fixed')),
        columns((job) => job.ended),
      ],
    )
  ).rows.map((row) => Number(row.id));
  const ended = jobs.flatMap((job, index) => (job.ended ? [{ ...job, contractId: contractIds[index] }] : []));
  await client.query(
    `insert into reviews (contract_id, client_id, freelancer_id, rating, text)
     select k, c, f, r, 'Good work, on time.' from unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::smallint[]) as v(k, c, f, r)`,
    [
      ended.map((job) => job.contractId),
      ended.map((job) => job.clientId),
      ended.map((job) => job.freelancerId),
      ended.map((job) => job.rating),
    ],
  );
  const hourly = jobs.flatMap((job, index) => (job.hourly ? [contractIds[index]] : []));
  const entries = await client.query(
    `insert into time_entries (contract_id, work_date, minutes)
     select k, current_date - d, 60 + (k * 7 + d * 13) % 240 from unnest($1::bigint[]) as k, generate_series(1, 5) as d`,
    [hourly],
  );
  // As autovacuum leaves a table in use: statistics, the visibility map, and the GIN indexes' pending
  // lists merged (a bulk insert leaves them long, and every search would read them through).
  await client.query('vacuum analyze');
  return {
    clients: clients.length,
    contracts: contractIds.length,
    reviews: ended.length,
    timeEntries: entries.rowCount ?? 0,
  };
}

/**
 * What the plan of one query says: its execution and planning time and the indexes it read.
 * @param {any} plan
 */
function summarise(plan) {
  /** @type {Set<string>} */
  const reads = new Set();
  const walk = (/** @type {any} */ node) => {
    if (node['Index Name']) reads.add(`${node['Node Type']} on ${node['Index Name']}`);
    else if (node['Node Type'] === 'Seq Scan') reads.add(`Seq Scan on ${node['Relation Name']}`);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan.Plan);
  return {
    executionMs: plan['Execution Time'],
    planningMs: plan['Planning Time'],
    // For a count, the rows under its aggregate: how many matched.
    rows:
      plan.Plan['Node Type'] === 'Aggregate' ? (plan.Plan.Plans?.[0]?.['Actual Rows'] ?? 0) : plan.Plan['Actual Rows'],
    reads: [...reads].sort(),
  };
}

process.once('message', async (/** @type {any} */ message) => {
  const started = Date.now();
  const { openDatabase } = await apiModule('db/database.ts');
  const { generateFreelancers, insertFreelancers } = await apiModule('demo/freelancer-generator.ts');
  const { hashPassword } = await apiModule('services/passwords.ts');
  const { directoryCountQuery, directoryPageQuery, prefixQuery, SEARCH_PLANNER_SETTINGS } = await apiModule(
    'modules/freelancers/freelancers-service.ts',
  );

  const handle = await openDatabase({ databaseUrl: message.databaseUrl, pgliteDataDir: 'memory://' });
  const client = new pg.Client({ connectionString: message.databaseUrl });
  await client.connect();
  try {
    const people = generateFreelancers(message.freelancers);
    await insertFreelancers(handle.db, people, { passwordHash: await hashPassword('Freelancer@1234') });
    const work = await seedWork(client, message.freelancers);
    const seeded = { freelancers: people.length, ...work, seconds: (Date.now() - started) / 1000 };

    const plans = [];
    for (const target of message.targets) {
      const query = Object.fromEntries(new URLSearchParams(target.query));
      const directoryQuery = {
        ...query,
        page: Number(query.page ?? 1),
        ...(query.per_page ? { per_page: Number(query.per_page) } : {}),
        ...(query.min_rate ? { min_rate: Number(query.min_rate) } : {}),
        ...(query.max_rate ? { max_rate: Number(query.max_rate) } : {}),
      };
      /** @type {Record<string, any>} */
      const explained = {};
      for (const [part, built] of [
        ['page', directoryPageQuery(handle.db, directoryQuery).toSQL()],
        ['count', directoryCountQuery(handle.db, directoryQuery).getSQL()],
      ]) {
        const { sql: text, params } = part === 'page' ? built : handle.db.dialect.sqlToQuery(built);
        const explain = `explain (analyze, format json) ${text}`;
        // As the service runs it: a search in a transaction with its planner settings.
        await client.query('begin');
        if (prefixQuery(query.q) !== null) await client.query(SEARCH_PLANNER_SETTINGS);
        // The second run is the one reported: the first warms the cache as the measured phase will have.
        await client.query(explain, params);
        const result = await client.query(explain, params);
        await client.query('commit');
        explained[part] = summarise(result.rows[0]['QUERY PLAN'][0]);
      }
      plans.push({ name: target.name, page: explained.page, count: explained.count });
    }
    process.send?.({ seeded, plans });
  } catch (error) {
    process.send?.({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  } finally {
    await client.end();
    await handle.close();
  }
});

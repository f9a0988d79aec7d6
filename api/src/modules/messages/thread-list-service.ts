import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  messagingMessages as m,
  type MessageKind,
  type ThreadDetail,
  type ThreadListResponse,
  type ThreadSummary,
} from '@talentindia/contracts';
import { contracts, jobs, messageAttachments, messages, offers, threadBlocks, threads, users } from '../../db/schema';
import { idArray } from '../../db/list-queries';
import { HttpError, notFound } from '../../http-error';
import type { CurrentUser } from '../../plugins/auth';
import { openThread, sendRefusal, type ParticipantThread } from '../threads';
import { counterpartOf, prefixQuery, previewOf, searchTerms, snippetOf } from './message-text';

/** Threads in one page of the list. */
export const THREADS_PAGE_SIZE = 30;

/** One row of the list's query, as both drivers hand it over (ids and counts may come as text). */
interface ThreadRow {
  id: number | string;
  job_id: number | string | null;
  at_us: string;
  last_message_ms: number | string;
  cp_id: number | string;
  cp_first_name: string;
  cp_last_name: string;
  cp_image_key: string | null;
  cp_role: 'client' | 'freelancer';
  cp_deleted: boolean;
  job_title: string | null;
  lm_id: number | string | null;
  lm_kind: MessageKind | null;
  lm_body: string | null;
  lm_sender_id: number | string | null;
  lm_ms: number | string | null;
  lm_files: number | string | null;
  unread: number | string;
  blocked_by_me: boolean;
  blocked_by_them: boolean;
  hit_id?: number | string | null;
  hit_body?: string | null;
}

/** Where a page starts: after the thread with this last-message time (µs since the epoch) and id. */
interface Cursor {
  atMicros: string;
  id: string;
}

/** The cursor is opaque to the page: the last row's time to the microsecond and its id. */
const encodeCursor = (cursor: Cursor) => Buffer.from(`${cursor.atMicros}.${cursor.id}`).toString('base64url');

function decodeCursor(text: string | undefined): Cursor | null {
  if (text === undefined || text === '') return null;
  const match = /^(\d{1,18})\.(\d{1,18})$/.exec(Buffer.from(text, 'base64url').toString('latin1'));
  if (!match) throw new HttpError(422, m.cursorInvalid, { cursor: m.cursorInvalid });
  return { atMicros: match[1]!, id: match[2]! };
}

/** Threads strictly after the cursor in the list's order (newest last message first, then id). */
function afterCursor(cursor: Cursor | null): SQL {
  if (!cursor) return sql``;
  const at = sql`(timestamptz 'epoch' + ${cursor.atMicros}::bigint * interval '1 microsecond')`;
  // The first comparison alone is a range of the (participant, last_message_at) indexes.
  return sql`and t.last_message_at <= ${at} and (t.last_message_at < ${at} or t.id < ${cursor.id}::bigint)`;
}

/**
 * The caller's threads as the list draws them, from `source` (a subquery of threads rows, already
 * in order and cut to one page). Per row: the counterpart, the job, the last message (and how many
 * files it has), the caller's unread count and the blocks: index lookups on a page's rows only.
 */
function threadRowsQuery(userId: number, source: SQL, limit: number): SQL {
  return sql`select
      p.id, p.job_id,
      (extract(epoch from p.last_message_at) * 1000000)::bigint::text as at_us,
      (extract(epoch from p.last_message_at) * 1000)::float8 as last_message_ms,
      u.id as cp_id, u.first_name as cp_first_name, u.last_name as cp_last_name, u.image_key as cp_image_key,
      u.role as cp_role, u.deleted_at is not null as cp_deleted,
      j.title as job_title,
      lm.id as lm_id, lm.kind as lm_kind, lm.body as lm_body, lm.sender_id as lm_sender_id,
      (extract(epoch from lm.created_at) * 1000)::float8 as lm_ms,
      (select count(*) from ${messageAttachments} a where a.message_id = lm.id)::int as lm_files,
      (select count(*) from ${messages} um
        where um.thread_id = p.id and um.recipient_id = ${userId} and um.read_at is null)::int as unread,
      exists (select 1 from ${threadBlocks} b where b.thread_id = p.id and b.blocker_id = ${userId}) as blocked_by_me,
      exists (select 1 from ${threadBlocks} b where b.thread_id = p.id and b.blocker_id <> ${userId}) as blocked_by_them,
      p.hit_id, p.hit_body
    from (${source}) p
    join ${users} u on u.id = case when p.client_id = ${userId} then p.freelancer_id else p.client_id end
    left join ${jobs} j on j.id = p.job_id
    left join lateral (
      select lm.id, lm.kind, lm.body, lm.sender_id, lm.created_at from ${messages} lm
      -- A range, not an equality, so the (thread_id, id) index gives the order (message-service's inThread).
      where lm.thread_id >= p.id and lm.thread_id <= p.id order by lm.thread_id desc, lm.id desc limit 1
    ) lm on true
    order by p.last_message_at desc, p.id desc
    limit ${limit}`;
}

/**
 * A page of the caller's threads, whichever side they are on: the newest of their threads as a
 * client and the newest as a freelancer, each read from its own index in order, merged.
 */
function listSource(userId: number, cursor: Cursor | null, limit: number): SQL {
  const side = (column: SQL) => sql`(select t.id, t.client_id, t.freelancer_id, t.job_id, t.last_message_at,
      null::bigint as hit_id, null::text as hit_body
    from ${threads} t where ${column} = ${userId} ${afterCursor(cursor)}
    order by t.last_message_at desc, t.id desc limit ${limit})`;
  return sql`select * from (${side(sql`t.client_id`)} union all ${side(sql`t.freelancer_id`)}) merged
    order by last_message_at desc, id desc limit ${limit}`;
}

/**
 * Whether every term begins a word of `text` (words split at spaces and punctuation): string tests,
 * far cheaper than parsing each of a person's thousands of names and titles into a tsvector. The
 * plain substring test goes first and rules out almost every row before the split is made.
 */
function wordsBegin(text: SQL, terms: string[]): SQL {
  const lower = sql`lower(${text})`;
  const words = sql`(' ' || regexp_replace(${lower}, '[[:space:][:punct:]]+', ' ', 'g'))`;
  return sql.join(
    terms.map((term) => sql`(strpos(${lower}, ${term}) > 0 and strpos(${words}, ${` ${term}`}) > 0)`),
    sql` and `,
  );
}

/**
 * The caller's threads in the list's order from the cursor on (each side read from its index in
 * order, merged), with the counterpart and the job, for a search to filter.
 */
function searchedThreads(userId: number, cursor: Cursor | null): SQL {
  const side = (column: SQL) => sql`(select t.id, t.client_id, t.freelancer_id, t.job_id, t.last_message_at
    from ${threads} t where ${column} = ${userId} ${afterCursor(cursor)} order by t.last_message_at desc, t.id desc)`;
  return sql`(select * from (${side(sql`t.client_id`)} union all ${side(sql`t.freelancer_id`)}) merged) t
    join ${users} su on su.id = case when t.client_id = ${userId} then t.freelancer_id else t.client_id end
    left join ${jobs} sj on sj.id = t.job_id`;
}

/** The counterpart's name or the job's title has every word of the search (deleted people have no name to find). */
const namedOrTitled = (terms: string[]) =>
  sql`(su.deleted_at is null and ${wordsBegin(sql`su.first_name || ' ' || su.last_name`, terms)})
    or (sj.title is not null and ${wordsBegin(sql`sj.title`, terms)})`;

/** A search's message hits to read at most; a search matching more of the caller's messages walks the threads instead. */
export const SEARCH_HITS_CAP = 2000;

/**
 * The caller's messages the search finds, through the messages' GIN index, newest per thread, or
 * null when there are more than `cap` (a common word).
 */
async function newestHits(app: FastifyInstance, userId: number, terms: string[], cap: number) {
  const result = (await app.db.execute(sql`select hm.thread_id, hm.id from ${messages} hm
    where to_tsvector('simple', hm.body) @@ ${prefixQuery(terms)}
      and (hm.sender_id = ${userId} or hm.recipient_id = ${userId}) and hm.thread_id is not null
    limit ${cap + 1}`)) as unknown as { rows: { thread_id: number | string; id: number | string }[] };
  if (result.rows.length > cap) return null;
  const newest = new Map<number, number>();
  for (const row of result.rows) {
    const [threadId, id] = [Number(row.thread_id), Number(row.id)];
    if (id > (newest.get(threadId) ?? 0)) newest.set(threadId, id);
  }
  return newest;
}

/**
 * How the walk of a common word's search goes (tests make the steps small to reach every path):
 * the first batch of threads is twice the page, each next one `growth` times the last, up to
 * `maxBatch`; each thread's newest `scan` messages are read for a hit before the index is asked.
 */
export interface SearchWalk {
  growth: number;
  maxBatch: number;
  scan: number;
}
export const SEARCH_WALK: SearchWalk = { growth: 4, maxBatch: 960, scan: 500 };

/**
 * A common word's search: the caller's threads are taken newest first, a batch at a time, and each
 * thread's newest messages are read back from the (thread_id, id) index until one has every word (a
 * common word is found within a few of them); a thread whose newest `scan` messages have none is
 * looked up in the GIN index, and only it. Most pages take one small batch.
 */
async function walkThreads(
  app: FastifyInstance,
  userId: number,
  terms: string[],
  cursor: Cursor | null,
  limit: number,
  walk: SearchWalk,
): Promise<{ threadId: number; hitId: number | null }[]> {
  const found: { threadId: number; hitId: number | null }[] = [];
  const query = prefixQuery(terms);
  let from = cursor;
  let size = Math.min(walk.maxBatch, limit * 2);
  while (found.length < limit) {
    const batch = (
      (await app.db.execute(sql`select b.id, b.at_us, b.named, w.id as hit_id,
          w.id is null and exists (select 1 from ${messages} cm where cm.thread_id >= b.id and cm.thread_id <= b.id
            order by cm.thread_id desc, cm.id desc offset ${walk.scan} limit 1) as beyond_scan
        from (select t.id, t.last_message_at, (extract(epoch from t.last_message_at) * 1000000)::bigint::text as at_us,
            (${namedOrTitled(terms)}) as named
          from ${searchedThreads(userId, from)}
          order by t.last_message_at desc, t.id desc limit ${size}) b
        left join lateral (
          select m.id from (select hm.id, hm.body from ${messages} hm
              -- A range, not an equality, so the (thread_id, id) index gives the order (message-service's inThread).
              where hm.thread_id >= b.id and hm.thread_id <= b.id
              order by hm.thread_id desc, hm.id desc limit ${walk.scan}) m
          where to_tsvector('simple', m.body) @@ ${query} limit 1
        ) w on true
        order by b.last_message_at desc, b.id desc`)) as unknown as {
        rows: {
          id: number | string;
          at_us: string;
          named: boolean;
          hit_id: number | string | null;
          beyond_scan: boolean;
        }[];
      }
    ).rows;
    if (batch.length === 0) break;
    const deeper = batch.filter((row) => row.beyond_scan).map((row) => Number(row.id));
    const olderHits = new Map<number, number>();
    if (deeper.length > 0) {
      const rows = (
        (await app.db.execute(sql`select distinct on (hm.thread_id) hm.thread_id, hm.id from ${messages} hm
          where hm.thread_id = any(${idArray(deeper)}) and to_tsvector('simple', hm.body) @@ ${query}
          order by hm.thread_id, hm.id desc`)) as unknown as {
          rows: { thread_id: number | string; id: number | string }[];
        }
      ).rows;
      for (const row of rows) olderHits.set(Number(row.thread_id), Number(row.id));
    }
    for (const row of batch) {
      const threadId = Number(row.id);
      const hitId = row.hit_id === null ? (olderHits.get(threadId) ?? null) : Number(row.hit_id);
      if (hitId !== null || row.named) found.push({ threadId, hitId });
      if (found.length === limit) break;
    }
    if (batch.length < size) break;
    const last = batch.at(-1)!;
    from = { atMicros: last.at_us, id: String(last.id) };
    size = Math.min(walk.maxBatch, size * walk.growth);
  }
  return found;
}

/**
 * The caller's threads the search finds: every word of it begins a word of the counterpart's name,
 * of the job's title, or of one of the thread's messages; a message hit carries the thread's newest
 * matching message, which the page opens the thread at. Two ways, by how common the words are
 * among the caller's messages: a few hits (most searches) are all read from the GIN index first and
 * joined to the threads; a common word's threads are walked newest first (`walkThreads`).
 */
async function searchSource(
  app: FastifyInstance,
  userId: number,
  terms: string[],
  cursor: Cursor | null,
  limit: number,
  hitsCap: number,
  walk: SearchWalk,
): Promise<SQL> {
  const hits = await newestHits(app, userId, terms, hitsCap);
  const columns = sql`t.id, t.client_id, t.freelancer_id, t.job_id, t.last_message_at`;
  if (hits !== null) {
    return sql`select ${columns}, h.id as hit_id, hb.body as hit_body
      from ${searchedThreads(userId, cursor)}
      left join unnest(${idArray(hits.keys())}, ${idArray(hits.values())}) as h (thread_id, id) on h.thread_id = t.id
      left join ${messages} hb on hb.id = h.id
      where h.id is not null or ${namedOrTitled(terms)}
      order by t.last_message_at desc, t.id desc
      limit ${limit}`;
  }
  const found = await walkThreads(app, userId, terms, cursor, limit, walk);
  return sql`select ${columns}, f.hit_id, hb.body as hit_body
    from unnest(${idArray(found.map((row) => row.threadId))}, ${idArray(found.map((row) => row.hitId))})
      as f (thread_id, hit_id)
    join ${threads} t on t.id = f.thread_id
    left join ${messages} hb on hb.id = f.hit_id`;
}

const toNumber = (value: number | string) => Number(value);
const isoOf = (ms: number | string) => new Date(Number(ms)).toISOString();

function summaryOf(app: FastifyInstance, userId: number, row: ThreadRow): ThreadSummary {
  const summary: ThreadSummary = {
    id: toNumber(row.id),
    counterpart: counterpartOf(app.config.apiPublicUrl, {
      id: toNumber(row.cp_id),
      firstName: row.cp_first_name,
      lastName: row.cp_last_name,
      imageKey: row.cp_image_key,
      role: row.cp_role,
      deleted: row.cp_deleted,
    }),
    job: row.job_id === null || row.job_title === null ? null : { id: toNumber(row.job_id), title: row.job_title },
    last_message:
      row.lm_id === null
        ? null
        : {
            id: toNumber(row.lm_id),
            kind: row.lm_kind!,
            preview: previewOf(row.lm_body ?? '', toNumber(row.lm_files ?? 0)),
            mine: toNumber(row.lm_sender_id!) === userId,
            created_at: isoOf(row.lm_ms!),
          },
    last_message_at: isoOf(row.last_message_ms),
    unread_count: toNumber(row.unread),
    blocked_by_me: row.blocked_by_me,
    blocked_by_them: row.blocked_by_them,
  };
  return summary;
}

async function rowsOf(app: FastifyInstance, query: SQL): Promise<ThreadRow[]> {
  return ((await app.db.execute(query)) as unknown as { rows: ThreadRow[] }).rows;
}

/**
 * `GET /threads`: the caller's threads, newest last message first, `THREADS_PAGE_SIZE` a page after
 * the cursor; with `q`, only those the search finds, each with its newest matching message, and the
 * search's words for the page to highlight.
 */
export async function listThreads(
  app: FastifyInstance,
  user: CurrentUser,
  query: { cursor?: string | undefined; q?: string | undefined },
  /** How many message hits a search reads before walking the threads instead, and how it walks (tests make them small). */
  search: { hitsCap: number; walk: SearchWalk } = { hitsCap: SEARCH_HITS_CAP, walk: SEARCH_WALK },
): Promise<Omit<ThreadListResponse, 'status'>> {
  const cursor = decodeCursor(query.cursor);
  const q = query.q?.trim() ?? '';
  const terms = searchTerms(q);
  // A search of only punctuation or symbols has no word to find: nothing matches it.
  if (q !== '' && terms.length === 0) return { data: [], meta: { next_cursor: null, terms: [] } };
  const limit = THREADS_PAGE_SIZE + 1;
  const source =
    terms.length > 0
      ? await searchSource(app, user.id, terms, cursor, limit, search.hitsCap, search.walk)
      : listSource(user.id, cursor, limit);
  const rows = await rowsOf(app, threadRowsQuery(user.id, source, limit));
  const page = rows.slice(0, THREADS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    data: page.map((row) => ({
      ...summaryOf(app, user.id, row),
      ...(terms.length > 0
        ? {
            match:
              row.hit_id === null || row.hit_id === undefined
                ? null
                : { message_id: toNumber(row.hit_id), text: snippetOf(row.hit_body ?? '', terms) },
          }
        : {}),
    })),
    meta: {
      next_cursor:
        rows.length > THREADS_PAGE_SIZE && last ? encodeCursor({ atMicros: last.at_us, id: String(last.id) }) : null,
      terms,
    },
  };
}

/**
 * Whether the caller can make an offer from this thread (Hire Now): they are its client, the
 * freelancer still has an account, and the thread's job (when it has one) is hiring — open, or
 * active with another freelancer — with neither an active contract nor a pending offer of this
 * freelancer on it. A thread without a job hires through the offer form's own job choice.
 */
async function canHire(app: FastifyInstance, thread: ParticipantThread, counterpartDeleted: boolean) {
  if (thread.side !== 'client' || counterpartDeleted) return false;
  if (thread.jobId === null) return true;
  const [job] = await app.db
    .select({ status: jobs.status })
    .from(jobs)
    .where(and(eq(jobs.id, thread.jobId), eq(jobs.clientId, thread.clientId)));
  if (!job || (job.status !== 'open' && job.status !== 'active')) return false;
  const [busy] = await app.db
    .select({ id: contracts.id })
    .from(contracts)
    .where(
      and(
        eq(contracts.jobId, thread.jobId),
        eq(contracts.freelancerId, thread.freelancerId),
        eq(contracts.status, 'active'),
      ),
    )
    .union(
      app.db
        .select({ id: offers.id })
        .from(offers)
        .where(
          and(
            eq(offers.jobId, thread.jobId),
            eq(offers.freelancerId, thread.freelancerId),
            eq(offers.status, 'pending'),
          ),
        ),
    )
    .limit(1);
  return !busy;
}

/** `GET /threads/:id`: the thread's summary, when the other side last read it, Hire Now, and why sending is refused. */
export async function readThreadDetail(
  app: FastifyInstance,
  user: CurrentUser,
  thread: ParticipantThread,
): Promise<ThreadDetail> {
  const one = sql`select t.id, t.client_id, t.freelancer_id, t.job_id, t.last_message_at,
      null::bigint as hit_id, null::text as hit_body
    from ${threads} t where t.id = ${thread.id}`;
  const [row] = await rowsOf(app, threadRowsQuery(user.id, one, 1));
  if (!row) throw notFound(m.threadNotFound);
  const summary = summaryOf(app, user.id, row);
  const [times] = await app.db
    .select({ clientReadAt: threads.clientReadAt, freelancerReadAt: threads.freelancerReadAt })
    .from(threads)
    .where(eq(threads.id, thread.id));
  const counterpartReadAt = thread.side === 'client' ? times?.freelancerReadAt : times?.clientReadAt;
  return {
    ...summary,
    counterpart_read_at: counterpartReadAt?.toISOString() ?? null,
    can_hire: await canHire(app, thread, summary.counterpart.deleted),
    send_refusal: await sendRefusal(app, thread),
  };
}

/**
 * `POST /threads`: a client's Message button on a freelancer's profile (or a proposal): the
 * thread with them about the job, or with no job, opened if it exists and started otherwise. The
 * freelancer must have an account (else 404); a job, when named, must be the caller's (else 404).
 */
export async function startThread(
  app: FastifyInstance,
  client: CurrentUser,
  body: { freelancer_id: number; job_id?: number | null | undefined },
): Promise<number> {
  if (client.role !== 'client') throw new HttpError(403, m.onlyClientsStart);
  const [freelancer] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, body.freelancer_id), eq(users.role, 'freelancer'), isNull(users.deletedAt)));
  if (!freelancer) throw notFound(m.freelancerNotFound);
  const jobId = body.job_id ?? null;
  if (jobId !== null) {
    const [job] = await app.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.id, jobId), eq(jobs.clientId, client.id)));
    if (!job) throw notFound(m.jobNotFound);
  }
  return openThread(app, { clientId: client.id, freelancerId: freelancer.id, jobId });
}

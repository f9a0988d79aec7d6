import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import {
  JOBS_PAGE_SIZE,
  jobsMessages,
  marketplaceMessages as m,
  missingJobFields,
  toMinorUnits,
  type JobDetail,
  type JobRow,
  type JobSaveRequest,
  type JobStatus,
  type MoneyOut,
  type OpenJob,
  type PageMeta,
  type WorkType,
} from '@talentindia/contracts';
import type { Database } from '../../db/database';
import { newestFirst, pageMetaOf, qualified } from '../../db/list-queries';
import { contracts, jobs, offers, proposals, users } from '../../db/schema';
import { HttpError, notFound } from '../../http-error';
import { pictureUrl } from '../profile';

type JobRecord = typeof jobs.$inferSelect;

/** `jobs.search_text`: what "Search Job Post" reads (title and description, lowercased). */
export function jobSearchText(title: string, description: string | null): string {
  return (description === null ? title : `${title}\n${description}`).toLowerCase();
}

/**
 * Full-text prefix search: every word typed must begin a word of the text ("reac dash" finds "React
 * dashboard"). The words are cut by PostgreSQL's own parser (`plainto_tsquery`, the one that built
 * the index, so "node.js" or "e-commerce" match as written), then each is made a prefix. The text
 * travels as a bound parameter; nothing typed becomes SQL. `'simple'` stays a literal so the
 * expression is the one of the GIN index (`to_tsvector('simple', search_text)`).
 */
export function matchesSearch(column: PgColumn, q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  // Nothing searchable (only punctuation or symbols): nothing can match, and PostgreSQL need not be asked.
  if (!/[\p{L}\p{N}]/u.test(text)) return sql`false`;
  return sql`to_tsvector('simple', ${column}) @@ to_tsquery('simple', regexp_replace(plainto_tsquery('simple', ${text})::text, ${"'(\\s|$)"}, ${"':*\\1"}, 'g'))`;
}

const money = (currency: MoneyOut['currency'], amount: number | null): MoneyOut | null =>
  amount === null ? null : { currency, amount };

/** A job's counts (spec §2): live proposals, live proposals the client messaged, contracts (hires). */
export interface JobCounts {
  proposals: number;
  messaged: number;
  hired: number;
}

/**
 * The three counts for a job id expression, as correlated subqueries: on a page's rows only (10
 * jobs, three index lookups each), never one query per row from the application.
 */
function countsOf(jobId: SQL | PgColumn) {
  const q = qualified;
  return {
    proposals: sql<number>`(select count(*)::int from ${proposals} where ${q(proposals.jobId)} = ${jobId} and ${q(proposals.status)} <> 'withdrawn')`,
    messaged: sql<number>`(select count(*)::int from ${proposals} where ${q(proposals.jobId)} = ${jobId} and ${q(proposals.status)} <> 'withdrawn' and ${q(proposals.messagedAt)} is not null)`,
    hired: sql<number>`(select count(*)::int from ${contracts} where ${q(contracts.jobId)} = ${jobId})`,
  };
}

/** The columns a row of /jobs shows (not the description or the search text, which may be long). */
const rowColumns = {
  id: jobs.id,
  title: jobs.title,
  type: jobs.type,
  status: jobs.status,
  createdAt: jobs.createdAt,
  currency: jobs.currency,
  hourlyRateMinMinor: jobs.hourlyRateMinMinor,
  hourlyRateMaxMinor: jobs.hourlyRateMaxMinor,
  budgetMinor: jobs.budgetMinor,
};
type RowRecord = Pick<JobRecord, keyof typeof rowColumns>;

function toJobRow(job: RowRecord, counts: JobCounts): JobRow {
  return {
    id: job.id,
    title: job.title,
    type: job.type,
    status: job.status,
    created_at: job.createdAt.toISOString(),
    proposals: counts.proposals,
    messaged: counts.messaged,
    hired: counts.hired,
    hourly_rate_min: money(job.currency, job.hourlyRateMinMinor),
    hourly_rate_max: money(job.currency, job.hourlyRateMaxMinor),
    budget: money(job.currency, job.budgetMinor),
  };
}

function toJobDetail(job: JobRecord, counts: JobCounts): JobDetail {
  return {
    ...toJobRow(job, counts),
    description: job.description,
    weekly_hours: job.weeklyHours,
    skills: job.skills,
    developer_type: job.developerType,
    experience_level: job.experienceLevel,
    duration: job.duration,
    published_at: job.publishedAt?.toISOString() ?? null,
    closed_at: job.closedAt?.toISOString() ?? null,
  };
}

/**
 * A published job's fields, which `jobs_published_complete_check` keeps set (only a draft may leave
 * them out): what freelancers read, who never see a draft.
 */
function publishedFields(job: JobRecord) {
  const { description, type, developerType, experienceLevel, duration } = job;
  if (description === null || type === null || developerType === null || experienceLevel === null || duration === null)
    throw new Error(`Job ${job.id} (${job.status}) lacks a field every published job has.`);
  return { description, type, developerType, experienceLevel, duration };
}

/** Skills as typed (trimmed by the contract), each once: a second "react" beside "React" is dropped. */
function distinctSkills(skills: string[]): string[] {
  const seen = new Set<string>();
  return skills.filter((skill) => {
    const key = skill.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A field as stored: what was filled in, or null (left out, null or ''). */
const filled = <T extends string>(value: T | null | undefined): Exclude<T, ''> | null =>
  value ? (value as Exclude<T, ''>) : null;

/**
 * The columns a job's form sets; what a draft leaves out is null (no skills: an empty list). The
 * type decides which money fields count: the form keeps the other type's fields while a person
 * switches between Hourly and Fixed Price, and they are ignored (all of them, before a type is chosen).
 */
function formColumns(form: JobSaveRequest) {
  const type = filled(form.type);
  const hourly = type === 'hourly';
  const cents = (text: string | null | undefined) => (text ? toMinorUnits(text) : null);
  const description = filled(form.description);
  return {
    title: form.title,
    description,
    type,
    hourlyRateMinMinor: hourly ? cents(form.hourly_rate_min) : null,
    hourlyRateMaxMinor: hourly ? cents(form.hourly_rate_max) : null,
    weeklyHours: hourly && form.weekly_hours ? Number(form.weekly_hours) : null,
    budgetMinor: type === 'fixed' ? cents(form.budget) : null,
    skills: distinctSkills(form.skills ?? []),
    developerType: filled(form.developer_type),
    experienceLevel: filled(form.experience_level),
    duration: filled(form.duration),
    searchText: jobSearchText(form.title, description),
  };
}

/** `POST /jobs`: a draft (the title and whatever else was filled in), or an open job when `publish` (published now). */
export async function createJob(app: FastifyInstance, clientId: number, form: JobSaveRequest): Promise<JobDetail> {
  const now = app.clock.now();
  const [job] = await app.db
    .insert(jobs)
    .values({
      clientId,
      ...formColumns(form),
      status: form.publish ? 'open' : 'draft',
      publishedAt: form.publish ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return toJobDetail(job!, { proposals: 0, messaged: 0, hired: 0 });
}

export interface JobsFilter {
  q?: string | undefined;
  type?: WorkType | undefined;
  status?: JobStatus | undefined;
  page: number;
}

/**
 * A page of job ids and the total, as two subqueries of one statement: the ids are found on an
 * index alone (`select id … order by … limit … offset`: an index-only scan of the client's, the
 * status or the published index), so a deep page skips index entries, not whole rows. The caller
 * joins the rows of those ids only.
 */
function pageOfIds(db: Database, where: SQL | undefined, order: SQL[], page: number) {
  const total = db
    .select({ total: sql<number>`count(*)::int`.as('total') })
    .from(jobs)
    .where(where)
    .as('total');
  const ids = db
    .select({ id: sql<number>`${qualified(jobs.id)}`.as('page_id') })
    .from(jobs)
    .where(where)
    .orderBy(...order)
    .limit(JOBS_PAGE_SIZE)
    .offset((page - 1) * JOBS_PAGE_SIZE)
    .as('ids');
  return { total, ids };
}

/**
 * `GET /jobs`: the client's own jobs, newest first, with the page's counts and the total, in one
 * statement: the total and the page's ids (each on the client's indexes), the rows of those ids,
 * and the counts computed for them only.
 */
export async function listJobs(
  app: FastifyInstance,
  clientId: number,
  filter: JobsFilter,
): Promise<{ data: JobRow[]; meta: PageMeta }> {
  const { db } = app;
  const where = and(
    eq(jobs.clientId, clientId),
    filter.type ? eq(jobs.type, filter.type) : undefined,
    filter.status ? eq(jobs.status, filter.status) : undefined,
    matchesSearch(jobs.searchText, filter.q),
  );
  const { total, ids } = pageOfIds(db, where, [newestFirst(jobs.createdAt), newestFirst(jobs.id)], filter.page);
  const rows = await db
    .select({ total: total.total, job: rowColumns, ...countsOf(qualified(jobs.id)) })
    .from(total)
    .leftJoinLateral(ids, sql`true`)
    .leftJoin(jobs, eq(jobs.id, ids.id))
    .orderBy(newestFirst(jobs.createdAt), newestFirst(jobs.id));
  const data = rows.flatMap((row) => (row.job ? [toJobRow(row.job, row)] : []));
  return { data, meta: pageMetaOf(filter.page, JOBS_PAGE_SIZE, rows[0]?.total ?? 0) };
}

/** One of the client's jobs, with its counts; anyone else's (or none) is the same 404. */
export async function getJob(app: FastifyInstance, clientId: number, id: number): Promise<JobDetail> {
  const [row] = await app.db
    .select({ job: jobs, ...countsOf(qualified(jobs.id)) })
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.clientId, clientId)));
  if (!row) throw notFound(m.jobNotFound);
  return toJobDetail(row.job, row);
}

/** The status of one of the client's jobs, to say why a conditional change did not apply (404 if not theirs). */
async function ownStatus(db: Database, clientId: number, id: number): Promise<JobStatus> {
  const [row] = await db
    .select({ status: jobs.status })
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.clientId, clientId)));
  if (!row) throw notFound(m.jobNotFound);
  return row.status;
}

const conflict = (message: string) => new HttpError(409, message);

/**
 * `PUT /jobs/:id`: a draft's whole form again (what it leaves out is cleared), and publish it when
 * asked (the contract has then checked that nothing is missing). One conditional UPDATE (a draft of
 * this client), so a publish racing an edit cannot edit a published job.
 */
export async function updateDraft(
  app: FastifyInstance,
  clientId: number,
  id: number,
  form: JobSaveRequest,
): Promise<JobDetail> {
  const { db } = app;
  const now = app.clock.now();
  const [job] = await db
    .update(jobs)
    .set({
      ...formColumns(form),
      ...(form.publish ? { status: 'open' as const, publishedAt: now } : {}),
      updatedAt: now,
    })
    .where(and(eq(jobs.id, id), eq(jobs.clientId, clientId), eq(jobs.status, 'draft')))
    .returning();
  if (!job) {
    await ownStatus(db, clientId, id);
    throw conflict(m.onlyDraftEditable);
  }
  // A draft has no proposals or contracts.
  return toJobDetail(job, { proposals: 0, messaged: 0, hired: 0 });
}

/** What a stored job still needs before it can be published, each field with the form's message. */
function missingToPublish(job: JobRecord) {
  return missingJobFields({
    description: job.description,
    type: job.type,
    hourly_rate_min: job.hourlyRateMinMinor,
    hourly_rate_max: job.hourlyRateMaxMinor,
    weekly_hours: job.weeklyHours,
    budget: job.budgetMinor,
    skills: job.skills,
    developer_type: job.developerType,
    experience_level: job.experienceLevel,
    duration: job.duration,
  });
}

/**
 * `POST /jobs/:id/publish`: draft → open, for a complete draft only: one that still misses a field
 * is a 422 naming each (the publish form's messages), and stays as it is. The draft is locked while
 * it is judged, so an edit cannot slip in between.
 */
export async function publishDraft(app: FastifyInstance, clientId: number, id: number): Promise<JobDetail> {
  const now = app.clock.now();
  const job = await app.db.transaction(async (tx) => {
    const [draft] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, id), eq(jobs.clientId, clientId)))
      .for('update');
    if (!draft) throw notFound(m.jobNotFound);
    if (draft.status !== 'draft') throw conflict(m.onlyDraftPublishable);
    const missing = missingToPublish(draft);
    if (Object.keys(missing).length > 0) throw new HttpError(422, jobsMessages.draftIncomplete, missing);
    const [published] = await tx
      .update(jobs)
      .set({ status: 'open', publishedAt: now, updatedAt: now })
      .where(eq(jobs.id, id))
      .returning();
    return published!;
  });
  return toJobDetail(job, { proposals: 0, messaged: 0, hired: 0 });
}

/**
 * `POST /jobs/:id/close`: open → closed. Its proposals stay as they are (the client may still read
 * them), but no new one is accepted. A job with an active contract closes when its last contract
 * ends; a draft is deleted instead.
 */
export async function closeJob(app: FastifyInstance, clientId: number, id: number): Promise<JobDetail> {
  const { db } = app;
  const now = app.clock.now();
  const [closed] = await db
    .update(jobs)
    .set({ status: 'closed', closedAt: now, updatedAt: now })
    .where(and(eq(jobs.id, id), eq(jobs.clientId, clientId), eq(jobs.status, 'open')))
    .returning({ id: jobs.id });
  if (!closed) {
    const status = await ownStatus(db, clientId, id);
    throw conflict(
      status === 'draft'
        ? jobsMessages.draftNotClosable
        : status === 'active'
          ? m.jobHasActiveContracts
          : m.jobAlreadyClosed,
    );
  }
  return getJob(app, clientId, id);
}

/** `DELETE /jobs/:id`: drafts only (a published job has had readers; it is closed instead). */
export async function deleteDraft(app: FastifyInstance, clientId: number, id: number): Promise<void> {
  const { db } = app;
  const [deleted] = await db
    .delete(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.clientId, clientId), eq(jobs.status, 'draft')))
    .returning({ id: jobs.id });
  if (!deleted) {
    await ownStatus(db, clientId, id);
    throw conflict(jobsMessages.onlyDraftDeletable);
  }
}

/* Freelancers' side: published jobs. */

/** What a freelancer's job reads beside the job: its live proposals, the reader's own newest proposal, the client. */
function openJobExtras(jobId: SQL | PgColumn, freelancerId: number) {
  const q = qualified;
  const mine = sql`from ${proposals} where ${q(proposals.jobId)} = ${jobId} and ${q(proposals.freelancerId)} = ${freelancerId} order by ${q(proposals.id)} desc limit 1`;
  return {
    proposals: countsOf(jobId).proposals,
    myProposalId: sql<number | null>`(select ${q(proposals.id)} ${mine})`.mapWith((value: unknown) =>
      value === null ? null : Number(value),
    ),
    myProposalStatus: sql<(typeof proposals.status.enumValues)[number] | null>`(select ${q(proposals.status)} ${mine})`,
    clientFirstName: users.firstName,
    clientLastName: users.lastName,
    clientImageKey: users.imageKey,
  };
}

interface OpenJobRow {
  job: JobRecord;
  proposals: number;
  myProposalId: number | null;
  myProposalStatus: (typeof proposals.status.enumValues)[number] | null;
  clientFirstName: string;
  clientLastName: string;
  clientImageKey: string | null;
}

function toOpenJob(row: OpenJobRow, apiPublicUrl: string): OpenJob {
  const { job } = row;
  const { description, type, developerType, experienceLevel, duration } = publishedFields(job);
  return {
    id: job.id,
    title: job.title,
    description,
    type,
    status: job.status,
    hourly_rate_min: money(job.currency, job.hourlyRateMinMinor),
    hourly_rate_max: money(job.currency, job.hourlyRateMaxMinor),
    weekly_hours: job.weeklyHours,
    budget: money(job.currency, job.budgetMinor),
    skills: job.skills,
    developer_type: developerType,
    experience_level: experienceLevel,
    duration,
    published_at: job.publishedAt?.toISOString() ?? null,
    proposals: row.proposals,
    client: {
      id: job.clientId,
      first_name: row.clientFirstName,
      last_name: row.clientLastName,
      image: pictureUrl(apiPublicUrl, row.clientImageKey),
    },
    my_proposal:
      row.myProposalId === null || row.myProposalStatus === null
        ? null
        : { id: row.myProposalId, status: row.myProposalStatus },
  };
}

/** `GET /freelancer/jobs`: open jobs, newest published first (the status index), with the same search. */
export async function listOpenJobs(
  app: FastifyInstance,
  freelancerId: number,
  filter: Omit<JobsFilter, 'status'>,
): Promise<{ data: OpenJob[]; meta: PageMeta }> {
  const { db } = app;
  const { apiPublicUrl } = app.config;
  const where = and(
    eq(jobs.status, 'open'),
    filter.type ? eq(jobs.type, filter.type) : undefined,
    matchesSearch(jobs.searchText, filter.q),
  );
  const { total, ids } = pageOfIds(db, where, [newestFirst(jobs.publishedAt), newestFirst(jobs.id)], filter.page);
  const rows = await db
    .select({ total: total.total, job: jobs, ...openJobExtras(qualified(jobs.id), freelancerId) })
    .from(total)
    .leftJoinLateral(ids, sql`true`)
    .leftJoin(jobs, eq(jobs.id, ids.id))
    .leftJoin(users, eq(users.id, jobs.clientId))
    .orderBy(newestFirst(jobs.publishedAt), newestFirst(jobs.id));
  const data = rows.flatMap((row) =>
    row.job && row.clientFirstName !== null && row.clientLastName !== null
      ? [
          toOpenJob(
            { ...row, job: row.job, clientFirstName: row.clientFirstName, clientLastName: row.clientLastName },
            apiPublicUrl,
          ),
        ]
      : [],
  );
  return { data, meta: pageMetaOf(filter.page, JOBS_PAGE_SIZE, rows[0]?.total ?? 0) };
}

/**
 * `GET /freelancer/jobs/:id`: an open job, or a published one this freelancer has a proposal, an
 * offer or a contract on (to follow what they took part in). Drafts and other jobs are a 404.
 */
export async function getOpenJob(app: FastifyInstance, freelancerId: number, id: number): Promise<OpenJob> {
  const involved = or(
    eq(jobs.status, 'open'),
    sql`exists (select 1 from ${proposals} where ${proposals.jobId} = ${qualified(jobs.id)} and ${proposals.freelancerId} = ${freelancerId})`,
    sql`exists (select 1 from ${offers} where ${offers.jobId} = ${qualified(jobs.id)} and ${offers.freelancerId} = ${freelancerId})`,
    sql`exists (select 1 from ${contracts} where ${contracts.jobId} = ${qualified(jobs.id)} and ${contracts.freelancerId} = ${freelancerId})`,
  );
  const [row] = await app.db
    .select({ job: jobs, ...openJobExtras(qualified(jobs.id), freelancerId) })
    .from(jobs)
    .innerJoin(users, eq(users.id, jobs.clientId))
    .where(and(eq(jobs.id, id), ne(jobs.status, 'draft'), involved));
  if (!row) throw notFound(m.jobNotFound);
  return toOpenJob(row, app.config.apiPublicUrl);
}

import { and, arrayContains, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  DEVELOPER_TYPE_LABELS,
  FREELANCERS_PAGE_SIZE,
  MARKETPLACE_CURRENCY,
  REVIEWS_PAGE_SIZE,
  SKILL_SUGGESTIONS,
  WORK_HISTORY_PAGE_SIZE,
  marketplaceMessages,
  skillsFilterList,
  type DeveloperType,
  type FreelancerCard,
  type FreelancerProfile,
  type PageMeta,
  type ReviewOut,
  type WorkHistoryItem,
} from '@talentindia/contracts';
import type { Database } from '../../db/database';
import { pageMetaOf } from '../../db/list-queries';
import {
  contracts,
  freelancerEducations,
  freelancerEmployments,
  freelancerPortfolioItems,
  freelancerProfiles,
  milestones,
  reviews,
  timeEntries,
  users,
} from '../../db/schema';
import { HttpError } from '../../http-error';
import { cardOf, freelancerCards } from './freelancer-cards';

// ─── Search ──────────────────────────────────────────────────────────────────────────────────

/** A word of a search: letters (with their combining marks, so "आशा" stays whole) and digits. */
const SEARCH_WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** The words of a text, lower-cased; punctuation separates them ("Node.js" → node, js). */
export function searchWords(text: string): string[] {
  return text.toLowerCase().match(SEARCH_WORD) ?? [];
}

/**
 * What the directory's search reads (`freelancer_profiles.search_text`): name, title, developer
 * type, skills, city and state, as words separated by spaces. The query is split by the same rule
 * (`searchWords`), so "node.js", "Node JS" and "node" all find a Node.js developer.
 */
export function freelancerSearchText(profile: {
  firstName: string;
  lastName: string;
  title: string;
  developerType: DeveloperType;
  skills: readonly string[];
  city: string;
  state: string;
}): string {
  return searchWords(
    [
      profile.firstName,
      profile.lastName,
      profile.title,
      DEVELOPER_TYPE_LABELS[profile.developerType],
      ...profile.skills,
      profile.city,
      profile.state,
    ].join(' '),
  ).join(' ');
}

/** At most this many words of a search count (a 100-character search has fewer anyway). */
const MAX_SEARCH_WORDS = 12;

/** The distinct words of a search, at most `MAX_SEARCH_WORDS`. */
function queryWords(search: string | undefined): string[] {
  return [...new Set(searchWords(search ?? ''))].slice(0, MAX_SEARCH_WORDS);
}

/**
 * A full-text query that finds every word of the search as a prefix ("reac nati" →
 * `reac:* & nati:*`), or null when the search has no word at all (only punctuation: no filter).
 * The words hold only letters, marks and digits, so nothing a person types is read as a tsquery
 * operator; the text still goes to PostgreSQL as a bound parameter, never spliced into SQL.
 */
export function prefixQuery(search: string | undefined): string | null {
  const words = queryWords(search);
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}

// ─── The directory ──────────────────────────────────────────────────────────────────────────

export interface DirectoryQuery {
  q?: string | undefined;
  type?: DeveloperType | undefined;
  skills?: string | undefined;
  /** US dollars per hour. */
  min_rate?: number | undefined;
  max_rate?: number | undefined;
  page: number;
  per_page?: number | undefined;
}

/** Listed skills in the casing profiles use, by their lower-case name. */
const CANONICAL_SKILLS = new Map(SKILL_SUGGESTIONS.map((skill) => [skill.toLowerCase(), skill]));

const toCents = (dollars: number) => Math.round(dollars * 100);

/**
 * The filters of a directory query as SQL over `freelancer_profiles` (every freelancer has one row,
 * clients none). Skills match ignoring case: a listed skill is put in its stored casing and matched
 * with `skills @> ARRAY[…]` (the GIN index); any other is compared lower-cased against each of the
 * profile's skills. The search is not here: it chooses the rows read (`directorySource`).
 */
function directoryFilters(query: DirectoryQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.type) conditions.push(eq(freelancerProfiles.developerType, query.type));
  if (query.min_rate !== undefined) conditions.push(gte(freelancerProfiles.hourlyRateMinor, toCents(query.min_rate)));
  if (query.max_rate !== undefined) conditions.push(lte(freelancerProfiles.hourlyRateMinor, toCents(query.max_rate)));
  const known: string[] = [];
  for (const skill of skillsFilterList(query.skills)) {
    const canonical = CANONICAL_SKILLS.get(skill.toLowerCase());
    if (canonical) known.push(canonical);
    else
      conditions.push(
        sql`exists (select 1 from unnest(${freelancerProfiles.skills}) as skill where lower(skill) = ${skill.toLowerCase()})`,
      );
  }
  if (known.length > 0) conditions.push(arrayContains(freelancerProfiles.skills, known));
  return and(...conditions);
}

/**
 * What a directory query reads: the profiles, or when searching, the profiles the full-text index
 * finds (`to_tsvector('simple', search_text) @@ to_tsquery('simple', 'reac:* & nati:*')`), under
 * the table's own name so every other part of the query reads it alike. `offset 0` keeps that
 * subquery apart from the other filters: merged with them, the planner would often read rows by
 * another index and check the search on each one by parsing its text (tens of milliseconds), never
 * looking at the GIN index.
 */
function directorySource(query: DirectoryQuery) {
  const tsQuery = prefixQuery(query.q);
  if (tsQuery === null) return freelancerProfiles;
  return sql`(select * from ${freelancerProfiles} where to_tsvector('simple', ${freelancerProfiles.searchText}) @@ to_tsquery('simple', ${tsQuery}) offset 0) as ${freelancerProfiles}`;
}

/**
 * The planner setting a search runs under. PostgreSQL prices `to_tsvector` far below what parsing
 * a profile's text costs, so for a broad prefix ("react" matches half the directory) it would read
 * every row and parse its text (~100 ms for 5,000) rather than read the GIN index (~3 ms). With
 * plain scans off, the search subquery can only be a bitmap scan of its index (it has no order for
 * another index to serve). Set for the search's transaction only (`set_config(…, true)` is SET
 * LOCAL). A stored tsvector column would make this unnecessary.
 */
export const SEARCH_PLANNER_SETTINGS = "select set_config('enable_seqscan', 'off', true)";

/** Runs the directory's queries, a search inside a transaction that makes it read its index. */
async function withSearchPlan<T>(db: Database, query: DirectoryQuery, run: (db: Database) => Promise<T>): Promise<T> {
  if (prefixQuery(query.q) === null) return run(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(SEARCH_PLANNER_SETTINGS));
    return run(tx);
  });
}

/** Refuses a rate range that cannot hold anything, naming the field to fix. */
function checkRateRange(query: DirectoryQuery) {
  if (query.min_rate !== undefined && query.max_rate !== undefined && query.min_rate > query.max_rate)
    throw new HttpError(422, marketplaceMessages.rateRangeInvalid, { max_rate: marketplaceMessages.rateRangeInvalid });
}

/**
 * One page of the directory as card rows, with how many match (`total`), in one statement. Order:
 * when searching, those with more of the words in their title first; otherwise (and among equals)
 * the order they joined, by id, so pages never overlap. Both come from the profile row alone:
 * without a search the primary key's order serves the page, reading a dozen rows instead of sorting
 * the directory (ordering by rating or jobs would aggregate every freelancer's contracts on every
 * request). The page's ids are chosen first; only those rows get their name, picture, job count and
 * rating (index lookups per card, not per match). A search sorts what it found anyway and counts it
 * there; otherwise the count is a subquery run once.
 */
export function directoryPageQuery(db: Database, query: DirectoryQuery) {
  const perPage = query.per_page ?? FREELANCERS_PAGE_SIZE;
  const words = prefixQuery(query.q) === null ? [] : queryWords(query.q);
  // A word "in the title" is found in it (as text: a plain substring test costs a third of a
  // regular expression's word match, over every row a broad search finds).
  const titleHits = words.map((word) => sql`(strpos(lower(${freelancerProfiles.title}), ${word}) > 0)::int`);
  const rank = titleHits.length > 0 ? sql.join(titleHits, sql` + `) : sql`0`;
  const page = db
    // Fields as SQL, not columns: drizzle cannot tell the search subquery reads as the table.
    .select({
      id: sql<number>`${freelancerProfiles.userId}`.as('page_id'),
      rank: sql<number>`${rank}`.as('page_rank'),
      total: (words.length > 0 ? sql<string>`count(*) over ()` : sql<string>`(${directoryCountQuery(db, query)})`).as(
        'page_total',
      ),
    })
    .from(directorySource(query))
    .where(directoryFilters(query))
    .orderBy(...(titleHits.length > 0 ? [desc(rank)] : []), asc(freelancerProfiles.userId))
    .limit(perPage)
    .offset((query.page - 1) * perPage)
    .as('page');
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      imageKey: users.imageKey,
      profile: freelancerProfiles,
      jobs: sql<number>`(select count(*) from ${contracts} where ${contracts.freelancerId} = ${page.id})`.mapWith(
        Number,
      ),
      rating: sql<
        string | null
      >`(select round(avg(${reviews.rating}), 1) from ${reviews} where ${reviews.freelancerId} = ${page.id})`,
      reviews: sql<number>`(select count(*) from ${reviews} where ${reviews.freelancerId} = ${page.id})`.mapWith(
        Number,
      ),
      total: sql<number>`${page.total}`.mapWith(Number),
    })
    .from(page)
    .innerJoin(freelancerProfiles, eq(freelancerProfiles.userId, page.id))
    .innerJoin(users, eq(users.id, page.id))
    .orderBy(desc(page.rank), asc(page.id));
}

/** How many freelancers a directory query finds. */
export function directoryCountQuery(db: Database, query: DirectoryQuery) {
  return db.$count(directorySource(query), directoryFilters(query));
}

/** `GET /freelancers`: a page of freelancer cards and the paging facts. */
export async function listFreelancers(
  app: FastifyInstance,
  query: DirectoryQuery,
): Promise<{ data: FreelancerCard[]; meta: PageMeta }> {
  checkRateRange(query);
  const perPage = query.per_page ?? FREELANCERS_PAGE_SIZE;
  const { rows, total } = await withSearchPlan(app.db, query, async (reader) => {
    const page = await directoryPageQuery(reader, query);
    // Past the last page there is no row to carry the total: it is counted on its own.
    const count = page[0]?.total ?? (query.page > 1 ? await directoryCountQuery(reader, query) : 0);
    return { rows: page, total: count };
  });
  return {
    data: rows.map((row) => cardOf(app.config.apiPublicUrl, row)),
    meta: pageMetaOf(query.page, perPage, total),
  };
}

// ─── A freelancer's profile ──────────────────────────────────────────────────────────────────

const isoDate = (value: Date) => value.toISOString();

/** Whether this id is a freelancer's (a user with the freelancer role and a profile). */
async function isFreelancer(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(freelancerProfiles, eq(freelancerProfiles.userId, users.id))
    .where(and(eq(users.id, id), eq(users.role, 'freelancer')))
    .limit(1);
  return row !== undefined;
}

const notAFreelancer = () => new HttpError(404, marketplaceMessages.freelancerNotFound);

/**
 * Each contract's logged minutes and approved milestones, one lateral subquery each (both read
 * through their contract id indexes). A contract earns its approved milestones plus its hours at
 * its rate, rounded to the cent per contract, so a profile's total is the sum of its work history.
 */
function contractFigures(db: Database) {
  const logged = db
    .select({ minutes: sql<string>`coalesce(sum(${timeEntries.minutes}), 0)`.as('minutes') })
    .from(timeEntries)
    .where(eq(timeEntries.contractId, contracts.id))
    .as('logged');
  const approved = db
    .select({ amount: sql<string>`coalesce(sum(${milestones.amountMinor}), 0)`.as('approved_amount') })
    .from(milestones)
    .where(and(eq(milestones.contractId, contracts.id), eq(milestones.status, 'approved')))
    .as('approved');
  const earned = sql<string>`${approved.amount} + coalesce(round(${logged.minutes} * ${contracts.hourlyRateMinor} / 60.0), 0)`;
  return { logged, approved, earned };
}

const hoursOf = (minutes: number) => Math.round(minutes / 6) / 10;

async function freelancerTotals(db: Database, id: number) {
  const { logged, approved, earned } = contractFigures(db);
  const [row] = await db
    .select({
      minutes: sql<string>`coalesce(sum(${logged.minutes}), 0)`,
      earned: sql<string>`coalesce(sum(${earned}), 0)`,
    })
    .from(contracts)
    .leftJoinLateral(logged, sql`true`)
    .leftJoinLateral(approved, sql`true`)
    .where(eq(contracts.freelancerId, id));
  return { minutes: Number(row?.minutes ?? 0), earned: Number(row?.earned ?? 0) };
}

/** `GET /freelancers/:id`: every spec §3 field, with totals computed from contracts. */
export async function freelancerProfile(app: FastifyInstance, id: number): Promise<FreelancerProfile> {
  const { db } = app;
  const [[row], [card], totals, employments, educations, portfolio] = await Promise.all([
    db
      .select({ profile: freelancerProfiles, memberSince: users.createdAt })
      .from(users)
      .innerJoin(freelancerProfiles, eq(freelancerProfiles.userId, users.id))
      .where(and(eq(users.id, id), eq(users.role, 'freelancer'))),
    freelancerCards(app, [id]),
    freelancerTotals(db, id),
    db
      .select()
      .from(freelancerEmployments)
      .where(eq(freelancerEmployments.userId, id))
      // The current job ("Present") first, then the most recent.
      .orderBy(
        sql`${freelancerEmployments.endedAt} is null desc`,
        desc(freelancerEmployments.startedAt),
        desc(freelancerEmployments.id),
      ),
    db
      .select()
      .from(freelancerEducations)
      .where(eq(freelancerEducations.userId, id))
      .orderBy(desc(freelancerEducations.startedAt), desc(freelancerEducations.id)),
    db
      .select()
      .from(freelancerPortfolioItems)
      .where(eq(freelancerPortfolioItems.userId, id))
      .orderBy(sql`${freelancerPortfolioItems.completedAt} desc nulls last`, desc(freelancerPortfolioItems.id)),
  ]);
  if (!row || !card) throw notAFreelancer();
  return {
    ...card,
    description: row.profile.description,
    hours_per_week: row.profile.hoursPerWeek,
    languages: row.profile.languages.map(({ name, fluency }) => ({ name, fluency })),
    total_earning: { currency: MARKETPLACE_CURRENCY, amount: totals.earned },
    total_hours: hoursOf(totals.minutes),
    employments: employments.map((item) => ({
      title: item.title,
      company_name: item.companyName,
      started_at: item.startedAt,
      ended_at: item.endedAt,
    })),
    educations: educations.map((item) => ({
      institution_name: item.institutionName,
      degree: item.degree,
      started_at: item.startedAt,
      ended_at: item.endedAt,
    })),
    portfolio: portfolio.map((item) => ({
      id: item.id,
      title: item.title,
      description: item.description,
      url: item.url,
      skills: item.skills,
      completed_at: item.completedAt,
    })),
    member_since: isoDate(row.memberSince),
  };
}

/**
 * `GET /freelancers/:id/work-history`: the "Completed Jobs" tab (ended contracts, the latest ended
 * first) or "In Progress" (active ones, the latest started first), with each one's hours, earnings
 * and the client's review.
 */
export async function workHistory(
  app: FastifyInstance,
  id: number,
  status: 'completed' | 'in_progress',
  page: number,
): Promise<{ data: WorkHistoryItem[]; meta: PageMeta }> {
  const { db } = app;
  const { logged, approved, earned } = contractFigures(db);
  const perPage = WORK_HISTORY_PAGE_SIZE;
  const order =
    status === 'completed'
      ? [sql`${contracts.endedAt} desc nulls last`, desc(contracts.id)]
      : [desc(contracts.startedAt), desc(contracts.id)];
  const [known, rows] = await Promise.all([
    isFreelancer(db, id),
    db
      .select({
        contract: contracts,
        minutes: logged.minutes,
        earned: sql<string>`${earned}`,
        review: { rating: reviews.rating, text: reviews.text, createdAt: reviews.createdAt },
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(contracts)
      .leftJoinLateral(logged, sql`true`)
      .leftJoinLateral(approved, sql`true`)
      .leftJoin(reviews, eq(reviews.contractId, contracts.id))
      .where(and(eq(contracts.freelancerId, id), eq(contracts.status, status === 'completed' ? 'ended' : 'active')))
      .orderBy(...order)
      .limit(perPage)
      .offset((page - 1) * perPage),
  ]);
  if (!known) throw notAFreelancer();
  const total =
    rows[0]?.total ??
    (page > 1
      ? await db.$count(
          contracts,
          and(eq(contracts.freelancerId, id), eq(contracts.status, status === 'completed' ? 'ended' : 'active')),
        )
      : 0);
  const data = rows.map(({ contract, minutes, earned: amount, review }) => ({
    contract_id: contract.id,
    title: contract.title,
    type: contract.type,
    started_at: isoDate(contract.startedAt),
    ended_at: contract.endedAt ? isoDate(contract.endedAt) : null,
    hourly_rate:
      contract.hourlyRateMinor === null ? null : { currency: contract.currency, amount: contract.hourlyRateMinor },
    total_hours: hoursOf(Number(minutes)),
    earned: { currency: contract.currency, amount: Number(amount) },
    review: review && { rating: review.rating, text: review.text, created_at: isoDate(review.createdAt) },
  }));
  return { data, meta: pageMetaOf(page, perPage, total) };
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** "Asha R.": a client as a marketplace shows them to others (first name and initial, a whole letter). */
export function clientDisplayName(firstName: string, lastName: string): string {
  const initial = graphemes.segment(lastName.trim())[Symbol.iterator]().next().value?.segment;
  return initial ? `${firstName} ${initial.toUpperCase()}.` : firstName;
}

/** `GET /freelancers/:id/reviews`: the clients' reviews, newest first, and the average rating. */
export async function freelancerReviews(
  app: FastifyInstance,
  id: number,
  page: number,
): Promise<{ data: ReviewOut[]; meta: PageMeta & { average_rating: number | null } }> {
  const { db } = app;
  const perPage = REVIEWS_PAGE_SIZE;
  const [known, [summary], rows] = await Promise.all([
    isFreelancer(db, id),
    db
      .select({
        count: sql<number>`count(*)`.mapWith(Number),
        average: sql<string | null>`round(avg(${reviews.rating}), 1)`,
      })
      .from(reviews)
      .where(eq(reviews.freelancerId, id)),
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        text: reviews.text,
        createdAt: reviews.createdAt,
        jobTitle: contracts.title,
        clientFirstName: users.firstName,
        clientLastName: users.lastName,
      })
      .from(reviews)
      .innerJoin(contracts, eq(contracts.id, reviews.contractId))
      .innerJoin(users, eq(users.id, reviews.clientId))
      .where(eq(reviews.freelancerId, id))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
  ]);
  if (!known) throw notAFreelancer();
  const total = summary?.count ?? 0;
  return {
    data: rows.map((row) => ({
      id: row.id,
      rating: row.rating,
      text: row.text,
      created_at: isoDate(row.createdAt),
      job_title: row.jobTitle,
      client_name: clientDisplayName(row.clientFirstName, row.clientLastName),
    })),
    meta: {
      ...pageMetaOf(page, perPage, total),
      average_rating: summary?.average === null || summary?.average === undefined ? null : Number(summary.average),
    },
  };
}

import { and, arrayContains, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
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
import { freelancerCards } from './freelancer-cards';

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

/**
 * A full-text query that finds every word of the search as a prefix ("reac nati" →
 * `reac:* & nati:*`), or null when the search has no word at all (only punctuation: no filter).
 * The words hold only letters, marks and digits, so nothing a person types is read as a tsquery
 * operator; the text still goes to PostgreSQL as a bound parameter, never spliced into SQL.
 */
export function prefixQuery(search: string | undefined): string | null {
  const words = [...new Set(searchWords(search ?? ''))].slice(0, MAX_SEARCH_WORDS);
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
 * The filters of a directory query as SQL over `freelancer_profiles`. Skills match ignoring case: a
 * listed skill is put in its stored casing and matched with `skills @> ARRAY[…]` (the GIN index);
 * any other is compared lower-cased against each of the profile's skills.
 */
function directoryFilters(query: DirectoryQuery): { where: SQL | undefined; tsQuery: string | null } {
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
  const tsQuery = prefixQuery(query.q);
  if (tsQuery !== null)
    conditions.push(
      sql`to_tsvector('simple', ${freelancerProfiles.searchText}) @@ to_tsquery('simple', ${tsQuery})`,
    );
  return { where: and(...conditions), tsQuery };
}

/** Refuses a rate range that cannot hold anything, naming the field to fix. */
function checkRateRange(query: DirectoryQuery) {
  if (query.min_rate !== undefined && query.max_rate !== undefined && query.min_rate > query.max_rate)
    throw new HttpError(422, marketplaceMessages.rateRangeInvalid, { max_rate: marketplaceMessages.rateRangeInvalid });
}

/**
 * The ids of one page of the directory and how many match. Order: the best match first when
 * searching, then identity-verified freelancers, the best rated, the most jobs, and the id (so pages
 * never overlap). Ratings and jobs come from grouped subqueries over reviews and contracts, joined
 * once: no query per row.
 */
export function directoryPageQuery(db: Database, query: DirectoryQuery) {
  const perPage = query.per_page ?? FREELANCERS_PAGE_SIZE;
  const { where, tsQuery } = directoryFilters(query);
  const ratings = db
    .select({
      freelancerId: reviews.freelancerId,
      average: sql<string>`avg(${reviews.rating})`.as('average'),
    })
    .from(reviews)
    .groupBy(reviews.freelancerId)
    .as('ratings');
  const jobs = db
    .select({ freelancerId: contracts.freelancerId, count: sql<number>`count(*)`.as('jobs') })
    .from(contracts)
    .groupBy(contracts.freelancerId)
    .as('jobs');
  const relevance =
    tsQuery === null
      ? []
      : [desc(sql`ts_rank(to_tsvector('simple', ${freelancerProfiles.searchText}), to_tsquery('simple', ${tsQuery}))`)];
  return db
    .select({ id: freelancerProfiles.userId, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(freelancerProfiles)
    .innerJoin(users, and(eq(users.id, freelancerProfiles.userId), eq(users.role, 'freelancer')))
    .leftJoin(ratings, eq(ratings.freelancerId, freelancerProfiles.userId))
    .leftJoin(jobs, eq(jobs.freelancerId, freelancerProfiles.userId))
    .where(where)
    .orderBy(
      ...relevance,
      desc(sql`${freelancerProfiles.identityVerifiedAt} is not null`),
      sql`${ratings.average} desc nulls last`,
      sql`${jobs.count} desc nulls last`,
      asc(freelancerProfiles.userId),
    )
    .limit(perPage)
    .offset((query.page - 1) * perPage);
}

/** `GET /freelancers`: a page of freelancer cards and the paging facts. */
export async function listFreelancers(
  db: Database,
  apiPublicUrl: string,
  query: DirectoryQuery,
): Promise<{ data: FreelancerCard[]; meta: PageMeta }> {
  checkRateRange(query);
  const perPage = query.per_page ?? FREELANCERS_PAGE_SIZE;
  const rows = await directoryPageQuery(db, query);
  // Past the last page there is no row to carry the total: it is counted on its own.
  const total = rows[0]?.total ?? (query.page > 1 ? await countFreelancers(db, query) : 0);
  const data = await freelancerCards(
    db,
    apiPublicUrl,
    rows.map((row) => row.id),
  );
  return { data, meta: pageMetaOf(query.page, perPage, total) };
}

async function countFreelancers(db: Database, query: DirectoryQuery): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(freelancerProfiles)
    .innerJoin(users, and(eq(users.id, freelancerProfiles.userId), eq(users.role, 'freelancer')))
    .where(directoryFilters(query).where);
  return row?.count ?? 0;
}

function pageMetaOf(page: number, perPage: number, total: number): PageMeta {
  return { page, per_page: perPage, total, has_more: page * perPage < total };
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
export async function freelancerProfile(db: Database, apiPublicUrl: string, id: number): Promise<FreelancerProfile> {
  const [[row], [card], totals, employments, educations, portfolio] = await Promise.all([
    db
      .select({ profile: freelancerProfiles, memberSince: users.createdAt })
      .from(users)
      .innerJoin(freelancerProfiles, eq(freelancerProfiles.userId, users.id))
      .where(and(eq(users.id, id), eq(users.role, 'freelancer'))),
    freelancerCards(db, apiPublicUrl, [id]),
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
  db: Database,
  id: number,
  status: 'completed' | 'in_progress',
  page: number,
): Promise<{ data: WorkHistoryItem[]; meta: PageMeta }> {
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
  db: Database,
  id: number,
  page: number,
): Promise<{ data: ReviewOut[]; meta: PageMeta & { average_rating: number | null } }> {
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

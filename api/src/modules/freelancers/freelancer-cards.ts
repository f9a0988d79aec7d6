import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FreelancerCard } from '@talentindia/contracts';
import type { Database } from '../../db/database';
import { contracts, freelancerProfiles, reviews, users } from '../../db/schema';
import { pictureUrl } from '../profile';

/**
 * Freelancers as cards (the directory, Find Talent, a proposal's author), in the order of `ids`, in
 * one query: the profile, the picture, and what is computed from contracts (jobs, rating). Ids that
 * are not freelancers are left out.
 */
export async function freelancerCards(
  app: FastifyInstance,
  ids: readonly number[],
  db: Database = app.db,
): Promise<FreelancerCard[]> {
  if (ids.length === 0) return [];
  const jobsCount = db
    .select({ freelancerId: contracts.freelancerId, count: sql<number>`count(*)::int`.as('jobs_count') })
    .from(contracts)
    .where(inArray(contracts.freelancerId, [...ids]))
    .groupBy(contracts.freelancerId)
    .as('jobs_count');
  const ratings = db
    .select({
      freelancerId: reviews.freelancerId,
      average: sql<string>`round(avg(${reviews.rating}), 1)`.as('average'),
      count: sql<number>`count(*)::int`.as('reviews_count'),
    })
    .from(reviews)
    .where(inArray(reviews.freelancerId, [...ids]))
    .groupBy(reviews.freelancerId)
    .as('ratings');
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      imageKey: users.imageKey,
      profile: freelancerProfiles,
      jobs: jobsCount.count,
      rating: ratings.average,
      reviews: ratings.count,
    })
    .from(freelancerProfiles)
    .innerJoin(users, eq(users.id, freelancerProfiles.userId))
    .leftJoin(jobsCount, eq(jobsCount.freelancerId, users.id))
    .leftJoin(ratings, eq(ratings.freelancerId, users.id))
    .where(inArray(freelancerProfiles.userId, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, cardOf(app.config.apiPublicUrl, row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** What a card is made of: the account's name and picture, the profile, and the counts from contracts. */
export interface CardRow {
  id: number;
  firstName: string;
  lastName: string;
  imageKey: string | null;
  profile: typeof freelancerProfiles.$inferSelect;
  jobs: number | null;
  /** The average rating as PostgreSQL's numeric text ("4.5"), or null without reviews. */
  rating: string | null;
  reviews: number | null;
}

/** A card from its row (also for queries that read the rows themselves, as the directory's does). */
export function cardOf(apiPublicUrl: string, row: CardRow): FreelancerCard {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    image: pictureUrl(apiPublicUrl, row.imageKey),
    title: row.profile.title,
    developer_type: row.profile.developerType,
    hourly_rate: { currency: row.profile.currency, amount: row.profile.hourlyRateMinor },
    city: row.profile.city,
    state: row.profile.state,
    country: row.profile.country,
    skills: row.profile.skills,
    identity_verified: row.profile.identityVerifiedAt !== null,
    total_jobs: row.jobs ?? 0,
    rating: row.rating === null ? null : Number(row.rating),
    reviews_count: row.reviews ?? 0,
  };
}

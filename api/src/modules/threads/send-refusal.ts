import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messagingMessages as m } from '@talentindia/contracts';
import type { Database } from '../../db/database';
import { threadBlocks, users } from '../../db/schema';
import type { ParticipantThread } from './thread-service';

/** The ids of the people blocking a thread, as one column of a query (an empty array when none). */
export const blockerIdsOf = (threadId: SQLWrapper | number) =>
  sql<
    number[]
  >`array(select ${threadBlocks.blockerId} from ${threadBlocks} where ${threadBlocks.threadId} = ${threadId})`.mapWith(
    // A bigint array arrives as strings (node-postgres) or bigints (PGlite).
    (ids: unknown[]) => ids.map(Number),
  );

/**
 * Why the participant `callerId` may not send in a thread now, or null: a block by either side
 * (their own first, so the page can offer Unblock), or the other person having deleted their account.
 */
export function refusalOf(callerId: number, blockerIds: number[], counterpartDeleted: boolean): string | null {
  if (blockerIds.includes(callerId)) return m.blockedByYou;
  if (blockerIds.length > 0) return m.blockedByThem;
  return counterpartDeleted ? m.counterpartDeleted : null;
}

/**
 * Why `thread`'s participant (the caller of `findParticipantThread`) may not send in it now, or null
 * (see `refusalOf`), read in one query. Uploading a file, typing and the thread's page ask this;
 * sending a message reads the same facts with its lock. Pass a transaction as `db` so the answer
 * holds for what it writes.
 */
export async function sendRefusal(
  app: FastifyInstance,
  thread: ParticipantThread,
  db: Database = app.db,
): Promise<string | null> {
  const callerId = thread.side === 'client' ? thread.clientId : thread.freelancerId;
  const [row] = await db
    .select({ blockerIds: blockerIdsOf(thread.id), deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, thread.counterpartId));
  return refusalOf(callerId, row?.blockerIds ?? [], row?.deletedAt != null);
}

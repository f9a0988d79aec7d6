import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messagingMessages as m } from '@talentindia/contracts';
import type { Database } from '../../db/database';
import { threadBlocks, users } from '../../db/schema';
import type { ParticipantThread } from './thread-service';

/**
 * Why `thread`'s participant (the caller of `findParticipantThread`) may not send in it now, or null:
 * a block by either side (their own first, so the page can offer Unblock), or the other person
 * having deleted their account. Sending a message and uploading a file refuse with this text (403).
 * Pass the sender's transaction as `db` so the answer holds for what it writes.
 */
export async function sendRefusal(
  app: FastifyInstance,
  thread: ParticipantThread,
  db: Database = app.db,
): Promise<string | null> {
  const callerId = thread.side === 'client' ? thread.clientId : thread.freelancerId;
  const blocks = await db
    .select({ blockerId: threadBlocks.blockerId })
    .from(threadBlocks)
    .where(eq(threadBlocks.threadId, thread.id));
  if (blocks.some((block) => block.blockerId === callerId)) return m.blockedByYou;
  if (blocks.length > 0) return m.blockedByThem;
  const [counterpart] = await db
    .select({ deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, thread.counterpartId));
  return counterpart?.deletedAt ? m.counterpartDeleted : null;
}

import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { messages, threads } from '../../db/schema';

export type ThreadEventKind = Exclude<(typeof messages.kind.enumValues)[number], 'text'>;

interface ThreadParties {
  clientId: number;
  freelancerId: number;
  jobId: number | null;
}

/**
 * The conversation between a client and a freelancer about a job, made the first time it is needed
 * (a proposal, the client's Message button, an offer). Safe when two requests open it at once: the
 * unique constraint decides, and both get the same thread.
 */
export async function openThread(db: Database, parties: ThreadParties): Promise<number> {
  const [created] = await db
    .insert(threads)
    .values(parties)
    .onConflictDoNothing({ target: [threads.clientId, threads.freelancerId, threads.jobId] })
    .returning({ id: threads.id });
  if (created) return created.id;
  const [existing] = await db
    .select({ id: threads.id })
    .from(threads)
    .where(
      and(
        eq(threads.clientId, parties.clientId),
        eq(threads.freelancerId, parties.freelancerId),
        parties.jobId === null ? isNull(threads.jobId) : eq(threads.jobId, parties.jobId),
      ),
    );
  return existing!.id;
}

export interface ThreadEvent extends ThreadParties {
  /** Who did it (the other party is the recipient, and sees it unread). */
  senderId: number;
  kind: ThreadEventKind;
  /** A line a person can read in the thread ("Offer accepted"). */
  body: string;
  /** What the messages page draws the event from (amounts in cents with their currency, names, ids). */
  data: Record<string, unknown>;
}

/**
 * Writes a hiring event into the parties' thread, from the action that caused it and in its
 * transaction: the recipient's unread count (and /nav) moves with it.
 */
export async function writeThreadEvent(db: Database, event: ThreadEvent): Promise<number> {
  const threadId = await openThread(db, event);
  const recipientId = event.senderId === event.clientId ? event.freelancerId : event.clientId;
  await db.insert(messages).values({
    threadId,
    senderId: event.senderId,
    recipientId,
    kind: event.kind,
    body: event.body,
    data: event.data,
  });
  await db
    .update(threads)
    .set({ lastMessageAt: sql`now()` })
    .where(eq(threads.id, threadId));
  return threadId;
}

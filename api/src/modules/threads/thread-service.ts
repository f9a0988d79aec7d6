import { and, eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { messages, threads } from '../../db/schema';
import { emitLiveEvents } from '../live';

export type ThreadEventKind = Exclude<(typeof messages.kind.enumValues)[number], 'text'>;

interface ThreadParties {
  clientId: number;
  freelancerId: number;
  jobId: number | null;
}

/**
 * The conversation between a client and a freelancer about a job, made the first time it is needed
 * (a proposal, the client's Message button, an offer). Safe when two requests open it at once: the
 * unique constraint decides, and both get the same thread. Joins the caller's transaction as `db`.
 */
export async function openThread(app: FastifyInstance, parties: ThreadParties, db: Database = app.db): Promise<number> {
  const now = app.clock.now();
  const [created] = await db
    .insert(threads)
    .values({
      clientId: parties.clientId,
      freelancerId: parties.freelancerId,
      jobId: parties.jobId,
      createdAt: now,
      lastMessageAt: now,
    })
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
 * transaction (`db`): the recipient's unread count (and /nav) moves with it, and both parties' live
 * streams hear of it once it commits.
 */
export async function writeThreadEvent(
  app: FastifyInstance,
  event: ThreadEvent,
  db: Database = app.db,
): Promise<number> {
  const now = app.clock.now();
  const threadId = await openThread(app, event, db);
  const recipientId = event.senderId === event.clientId ? event.freelancerId : event.clientId;
  const [message] = await db
    .insert(messages)
    .values({
      threadId,
      senderId: event.senderId,
      recipientId,
      kind: event.kind,
      body: event.body,
      data: event.data,
      createdAt: now,
    })
    .returning({ id: messages.id });
  await db.update(threads).set({ lastMessageAt: now }).where(eq(threads.id, threadId));
  // Both sides' open pages show the event as it happens, and the recipient's badge moves.
  const data = { thread_id: threadId, message_id: message!.id };
  await emitLiveEvents(
    app,
    db,
    [recipientId, event.senderId].map((userId) => ({ userId, type: 'message', data })),
  );
  return threadId;
}

/** A thread as its participant sees it: the two parties, the job, and which side the caller is. */
export interface ParticipantThread {
  id: number;
  clientId: number;
  freelancerId: number;
  jobId: number | null;
  /** The caller's side, and the other participant's id. */
  side: 'client' | 'freelancer';
  counterpartId: number;
}

/**
 * The thread if `userId` is one of its two participants, else null: anyone else (another client,
 * another freelancer) is answered as if it did not exist (a 404, never a 403).
 */
export async function findParticipantThread(
  app: FastifyInstance,
  threadId: number,
  userId: number,
  db: Database = app.db,
): Promise<ParticipantThread | null> {
  const [row] = await db
    .select({ id: threads.id, clientId: threads.clientId, freelancerId: threads.freelancerId, jobId: threads.jobId })
    .from(threads)
    .where(and(eq(threads.id, threadId), or(eq(threads.clientId, userId), eq(threads.freelancerId, userId))));
  if (!row) return null;
  const side = row.clientId === userId ? 'client' : 'freelancer';
  return { ...row, side, counterpartId: side === 'client' ? row.freelancerId : row.clientId };
}

import { and, count, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ReportReason } from '@talentindia/contracts';
import { messages, threadBlocks, threadReports, threads } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { CurrentUser } from '../../plugins/auth';
import { emitLiveEvent, signalLive } from '../live';
import { sendRefusal, type ParticipantThread } from '../threads';

/**
 * `POST /threads/:id/read`: the caller opened the thread. Their unread messages in it are read now,
 * and so is the thread on their side (the other side's "Seen", and the quiet period of message
 * mail). When messages were marked, the other participant's page hears of it (`read`) and the
 * caller's tabs get their new unread count (`nav`); `/nav` moves with the rows (its triggers).
 * Locks the thread first, as a send does, so the two never wait on each other.
 */
export async function markThreadRead(app: FastifyInstance, reader: CurrentUser, thread: ParticipantThread) {
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    await tx
      .update(threads)
      .set(thread.side === 'client' ? { clientReadAt: now } : { freelancerReadAt: now })
      .where(eq(threads.id, thread.id));
    const marked = await tx
      .update(messages)
      .set({ readAt: now })
      .where(and(eq(messages.threadId, thread.id), eq(messages.recipientId, reader.id), isNull(messages.readAt)))
      .returning({ id: messages.id });
    if (marked.length > 0) {
      await emitLiveEvent(app, tx, {
        userId: thread.counterpartId,
        type: 'read',
        data: { thread_id: thread.id, reader_id: reader.id, read_at: now.toISOString() },
      });
      const [unread] = await tx
        .select({ value: count() })
        .from(messages)
        .where(and(eq(messages.recipientId, reader.id), isNull(messages.readAt)));
      await emitLiveEvent(app, tx, { userId: reader.id, type: 'nav', data: { unread_messages: unread?.value ?? 0 } });
    }
    return { read_at: now.toISOString(), marked: marked.length };
  });
}

/**
 * `POST /threads/:id/typing`: the caller is typing; the other participant's open page shows it for
 * a few seconds (nothing is stored). Not while sending is refused: a blocked thread carries nothing.
 */
export async function signalTyping(app: FastifyInstance, typist: CurrentUser, thread: ParticipantThread) {
  const refusal = await sendRefusal(app, thread);
  if (refusal) throw new HttpError(403, refusal);
  await signalLive(app, {
    userId: thread.counterpartId,
    type: 'typing',
    data: { thread_id: thread.id, user_id: typist.id },
  });
}

/** `POST /threads/:id/report`: the caller reports the other participant, kept for the trust team's review. */
export async function reportThread(
  app: FastifyInstance,
  reporter: CurrentUser,
  thread: ParticipantThread,
  report: { reason: ReportReason; details: string },
) {
  await app.db.insert(threadReports).values({
    threadId: thread.id,
    reporterId: reporter.id,
    reportedId: thread.counterpartId,
    reason: report.reason,
    details: report.details.trim(),
    createdAt: app.clock.now(),
  });
}

/**
 * `POST` / `DELETE /threads/:id/block`: the caller blocks the thread, or lifts their own block
 * (either is idempotent; the other side's block stays theirs to lift). While any block stands,
 * neither side sends. Both participants' pages hear of a change (`thread`) and read the thread again.
 */
export async function setBlock(app: FastifyInstance, user: CurrentUser, thread: ParticipantThread, blocked: boolean) {
  await app.db.transaction(async (tx) => {
    // The thread's lock orders a block against a send that is being made.
    await tx.select({ id: threads.id }).from(threads).where(eq(threads.id, thread.id)).for('update');
    const changed = blocked
      ? await tx
          .insert(threadBlocks)
          .values({ threadId: thread.id, blockerId: user.id, createdAt: app.clock.now() })
          .onConflictDoNothing()
          .returning({ threadId: threadBlocks.threadId })
      : await tx
          .delete(threadBlocks)
          .where(and(eq(threadBlocks.threadId, thread.id), eq(threadBlocks.blockerId, user.id)))
          .returning({ threadId: threadBlocks.threadId });
    if (changed.length === 0) return;
    for (const userId of [user.id, thread.counterpartId])
      await emitLiveEvent(app, tx, { userId, type: 'thread', data: { thread_id: thread.id } });
  });
}

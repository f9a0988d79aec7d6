import { and, inArray, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messageAttachments } from '../../db/schema';
import { attachmentKeys } from './attachment-keys';

/** An upload no message has taken within this time is deleted (the composer sends within seconds). */
export const UNSENT_ATTACHMENT_MS = 60 * 60 * 1000;
/** Rows deleted per round, so one round never holds a long lock. */
const BATCH = 500;

/**
 * Deletes uploads never sent, older than an hour by the app's clock: those whose message was never
 * sent, and those a crash or a lost connection left unfinished (`stored_at` null), with every file
 * they may have written (a folder store's partial files included). The row goes first, in one
 * statement that only takes unsent rows, so a send claiming the file at that moment either wins
 * (the row stays) or finds it gone (a 422), never a message pointing at deleted files.
 */
export async function purgeUnsentAttachments(app: FastifyInstance): Promise<number> {
  const cutoff = new Date(app.clock.now().getTime() - UNSENT_ATTACHMENT_MS);
  let purged = 0;
  for (;;) {
    const old = app.db
      .select({ id: messageAttachments.id })
      .from(messageAttachments)
      .where(and(isNull(messageAttachments.messageId), lt(messageAttachments.createdAt, cutoff)))
      .limit(BATCH);
    const rows = await app.db
      .delete(messageAttachments)
      .where(and(inArray(messageAttachments.id, old), isNull(messageAttachments.messageId)))
      .returning({ storageKey: messageAttachments.storageKey });
    await app.storage.delete(rows.flatMap((row) => Object.values(attachmentKeys(row.storageKey))));
    purged += rows.length;
    if (rows.length < BATCH) return purged;
  }
}

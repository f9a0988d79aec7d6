import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messagingMessages, type Attachment } from '@talentindia/contracts';
import type { Database } from '../../db/database';
import { messageAttachments } from '../../db/schema';
import { HttpError, notFound } from '../../http-error';
import type { ByteRange, StoredFile } from '../../services/storage';
import { findParticipantThread } from '../threads';
import { attachmentKeys } from './attachment-keys';
import { signedAttachmentUrl, variantExists, type AttachmentVariant } from './attachment-urls';

type AttachmentRow = typeof messageAttachments.$inferSelect;

/** The wire form of a stored attachment, its URLs signed for `viewerId`. */
export function attachmentOf(app: FastifyInstance, row: AttachmentRow, viewerId: number): Attachment {
  const url = (variant: 'file' | 'thumb' | 'poster') =>
    variantExists(row.kind, variant, row) ? signedAttachmentUrl(app, row.id, variant, viewerId) : null;
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    content_type: row.contentType,
    size: row.size,
    width: row.width,
    height: row.height,
    url: url('file'),
    thumb_url: url('thumb'),
    poster_url: url('poster'),
    download_url: signedAttachmentUrl(app, row.id, 'download', viewerId),
  };
}

/**
 * The attachments of these messages, by message id, in the order they were uploaded, with URLs signed
 * for the viewer. The caller has already checked that the viewer is a participant of their threads.
 */
export async function loadMessageAttachments(
  app: FastifyInstance,
  viewerId: number,
  messageIds: number[],
): Promise<Map<number, Attachment[]>> {
  const byMessage = new Map<number, Attachment[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await app.db
    .select()
    .from(messageAttachments)
    .where(and(inArray(messageAttachments.messageId, [...new Set(messageIds)]), isNotNull(messageAttachments.storedAt)))
    .orderBy(messageAttachments.id);
  for (const row of rows) {
    const list = byMessage.get(row.messageId!) ?? [];
    list.push(attachmentOf(app, row, viewerId));
    byMessage.set(row.messageId!, list);
  }
  return byMessage;
}

export interface AttachmentClaim {
  threadId: number;
  uploaderId: number;
  messageId: number;
  ids: number[];
}

/**
 * Puts uploaded attachments into the message being sent, inside the sender's transaction (`db`). Every
 * id must be a finished upload (stored and checked) of this sender in this thread that no message has
 * taken yet; otherwise nothing is claimed and the send is refused (422). The row lock of the update
 * makes two sends racing for one file end with one winner.
 */
export async function claimAttachments(app: FastifyInstance, db: Database, claim: AttachmentClaim): Promise<void> {
  const ids = [...new Set(claim.ids)];
  if (ids.length === 0) return;
  const claimed = await db
    .update(messageAttachments)
    .set({ messageId: claim.messageId })
    .where(
      and(
        inArray(messageAttachments.id, ids),
        eq(messageAttachments.threadId, claim.threadId),
        eq(messageAttachments.uploaderId, claim.uploaderId),
        isNull(messageAttachments.messageId),
        isNotNull(messageAttachments.storedAt),
      ),
    )
    .returning({ id: messageAttachments.id });
  // Thrown inside the sender's transaction, so the rows just claimed are rolled back with it.
  if (claimed.length !== ids.length) throw new HttpError(422, messagingMessages.attachmentNotYours);
}

/** A file as the route serves it: the stored bytes, with the type and name recorded for them. */
export interface OpenedAttachment extends StoredFile {
  name: string;
}

/**
 * One variant of an attachment for `viewerId`, if they may see it: they are (still) a participant of
 * its thread, and it is sent in a message or is their own finished upload. Anything else is the same
 * 404 as a file that does not exist.
 */
export async function openAttachment(
  app: FastifyInstance,
  viewerId: number,
  attachmentId: number,
  variant: AttachmentVariant,
  rangeHeader?: string,
): Promise<OpenedAttachment> {
  const [row] = await app.db
    .select()
    .from(messageAttachments)
    .where(and(eq(messageAttachments.id, attachmentId), isNotNull(messageAttachments.storedAt)));
  const visible =
    row &&
    (row.messageId !== null || row.uploaderId === viewerId) &&
    variantExists(row.kind, variant, row) &&
    (await findParticipantThread(app, row.threadId, viewerId)) !== null;
  if (!visible) throw notFound(messagingMessages.attachmentNotFound);
  const keys = attachmentKeys(row.storageKey);
  const key = variant === 'thumb' ? keys.thumb : variant === 'poster' ? keys.poster : keys.file;
  // The file itself may be read in parts (a video played from the middle, a download resumed).
  const range = variant === 'file' || variant === 'download' ? byteRangeOf(rangeHeader, row.size) : undefined;
  const file = await app.storage.get(key, range);
  if (!file) throw notFound(messagingMessages.attachmentNotFound);
  const stored = variant === 'thumb' || variant === 'poster' ? 'image/webp' : row.contentType;
  return { ...file, contentType: stored, name: row.name };
}

/**
 * The one range of an HTTP `Range: bytes=…` header within a file of `size` bytes (`0-99`, `100-`,
 * `-500`), or undefined for none, several, or one outside the file: then the whole file is sent, as
 * HTTP allows.
 */
export function byteRangeOf(header: string | undefined, size: number): ByteRange | undefined {
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '') || size === 0) return undefined;
  const [first, last] = [match[1]!, match[2]!];
  const start = first === '' ? Math.max(0, size - Number(last)) : Number(first);
  const end = first === '' || last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return start <= end && start < size ? { start, end } : undefined;
}

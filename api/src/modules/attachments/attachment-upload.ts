import { randomBytes } from 'node:crypto';
import { pipeline, Readable, Transform } from 'node:stream';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ATTACHMENT_SIZE_LIMITS,
  MAX_WAITING_ATTACHMENTS,
  messagingMessages as m,
  type Attachment,
} from '@talentindia/contracts';
import { messageAttachments } from '../../db/schema';
import { HttpError } from '../../http-error';
import { MALFORMED_MULTIPART_MESSAGE } from '../../plugins/multipart';
import {
  cleanFileName,
  FILE_TYPES,
  FileRefusedError,
  sniffFile,
  SNIFF_BYTES,
  type FileTypeName,
} from '../../services/file-sniffing';
import type { ParticipantThread } from '../threads';
import { attachmentKeys } from './attachment-keys';
import { attachmentOf } from './attachment-service';

type AttachmentRow = typeof messageAttachments.$inferSelect;

/** A decompression bomb (a tiny file of a huge blank image) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;
/** The small image the page shows in the grid and the gallery's strip (px, the longer side). */
const THUMB_SIZE = 480;
/** A video's poster frame is kept at most this large (px, the longer side). */
const POSTER_SIZE = 1920;

const tooLarge = () => new HttpError(413, m.attachmentTooLarge);
const refusal = (error: FileRefusedError) =>
  error.reason === 'type' ? new HttpError(415, m.attachmentTypeNotAllowed) : new HttpError(422, m.attachmentDamaged);

/** Deletes an upload that did not finish, or was never sent: its files first, then its row. */
export async function discardUpload(app: FastifyInstance, row: Pick<AttachmentRow, 'id' | 'storageKey'>) {
  await app.storage.delete(Object.values(attachmentKeys(row.storageKey)));
  await app.db.delete(messageAttachments).where(eq(messageAttachments.id, row.id));
}

/**
 * `POST /threads/:id/attachments`: reads the multipart body as it arrives: the `file` part (streamed to
 * storage, judged from its bytes, counted against its kind's cap) and, for a video, an optional
 * `poster` part (a frame the browser took). The row is written before the first byte is stored, and
 * finished (`stored_at`) only when everything is stored and checked; on any failure, including the
 * client going away mid-stream, what was stored and the row are deleted before the error is answered.
 */
export async function receiveAttachment(
  app: FastifyInstance,
  request: FastifyRequest,
  thread: ParticipantThread,
  uploaderId: number,
): Promise<Attachment> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data.');
  await refuseTooManyWaiting(app, uploaderId);
  let row: AttachmentRow | null = null;
  let poster: Buffer | null = null;
  let sourceFailed = false;
  try {
    for await (const part of formParts(request)) {
      if (part.type !== 'file') continue;
      part.file.once('error', () => {
        sourceFailed = true;
      });
      if (part.fieldname === 'file' && !row) row = await storeFile(app, part, thread.id, uploaderId);
      else if (part.fieldname === 'poster' && !poster) poster = await readCapped(part, ATTACHMENT_SIZE_LIMITS.image);
      else part.file.resume();
    }
    if (!row) throw new HttpError(400, m.attachmentMissing);
    const finished = await finishUpload(app, row, row.kind === 'video' ? poster : null);
    return attachmentOf(app, finished, uploaderId);
  } catch (error) {
    if (row) await discardUpload(app, row);
    throw uploadError(error, sourceFailed);
  }
}

/**
 * Uploads cost storage until sent or swept an hour later: one person has at most 20 waiting at once
 * (a message takes 10), so a loop of uploads cannot fill the store (409).
 */
async function refuseTooManyWaiting(app: FastifyInstance, uploaderId: number) {
  const [waiting] = await app.db
    .select({ count: count() })
    .from(messageAttachments)
    .where(and(eq(messageAttachments.uploaderId, uploaderId), isNull(messageAttachments.messageId)));
  if (waiting!.count >= MAX_WAITING_ATTACHMENTS) throw new HttpError(409, m.attachmentsWaiting);
}

/**
 * The form's parts as they arrive. The parser's own failures (a bad boundary, a body that breaks off)
 * are the client's: a 400, or the plugin's FST_* errors (its limits), never a server error.
 */
async function* formParts(request: FastifyRequest) {
  try {
    for await (const part of request.parts()) yield part;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('FST_')) throw error;
    throw new HttpError(400, MALFORMED_MULTIPART_MESSAGE);
  }
}

/** An upload's failure as the caller reads it. */
function uploadError(error: unknown, sourceFailed: boolean): unknown {
  if (error instanceof HttpError) return error;
  if (error instanceof FileRefusedError) return refusal(error);
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (typeof code === 'string' && code.startsWith('FST_')) return error;
  // A file part that broke off (the client went away mid-file) reaches storage as its stream's error.
  if (sourceFailed) return new HttpError(400, MALFORMED_MULTIPART_MESSAGE);
  return error;
}

/** Reads a small part (the poster) whole, refusing it past `cap` bytes. */
async function readCapped(part: MultipartFile, cap: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > cap) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The file part: its first bytes are read and judged, the row is written, and then the whole part
 * (those first bytes again, and the rest as it arrives) goes through a counter and the type's check
 * on its way to storage. An image is decoded and stored re-encoded (without its metadata) instead.
 * Returns the row as it will be finished; on failure, deletes what it stored and the row.
 */
async function storeFile(
  app: FastifyInstance,
  part: MultipartFile,
  threadId: number,
  uploaderId: number,
): Promise<AttachmentRow> {
  const chunks = (part.file as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  const headChunks: Buffer[] = [];
  let headSize = 0;
  let ended = false;
  while (headSize < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    headChunks.push(next.value);
    headSize += next.value.length;
  }
  const head = Buffer.concat(headChunks);
  if (head.length === 0) throw new HttpError(400, m.attachmentMissing);
  // Judged on the same first bytes however the body was cut into chunks.
  const check = sniffFile(head.subarray(0, SNIFF_BYTES));
  const candidate = FILE_TYPES[check.candidate];
  const cap = ATTACHMENT_SIZE_LIMITS[candidate.kind];
  if (ended && head.length > cap) throw tooLarge();
  const [row] = await app.db
    .insert(messageAttachments)
    .values({
      threadId,
      uploaderId,
      kind: candidate.kind,
      name: cleanFileName(part.filename, candidate),
      contentType: candidate.contentType,
      size: 0,
      storageKey: `attachments/${randomBytes(18).toString('base64url')}/file.bin`,
      createdAt: app.clock.now(),
    })
    .returning();
  let size = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > cap) return callback(tooLarge());
      check.update(chunk);
      callback(null, chunk);
    },
  });
  async function* wholeFile() {
    yield head;
    if (ended) return;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value as Buffer;
  }
  try {
    // Either side failing destroys both: the body breaking off reaches storage, a cap stops the reading.
    const source = pipeline(Readable.from(wholeFile()), counted, () => undefined);
    if (candidate.kind === 'image') {
      const image = await storeImage(app, row!, source, check.candidate);
      return { ...row!, ...image, thumbKey: attachmentKeys(row!.storageKey).thumb };
    }
    await app.storage.putStream(row!.storageKey, source, candidate.contentType);
    const fileType = FILE_TYPES[check.finish(size)];
    return { ...row!, name: cleanFileName(part.filename, fileType), contentType: fileType.contentType, size };
  } catch (error) {
    await discardUpload(app, row!);
    throw error;
  }
}

/** What storing an image settled: its size and pixels as re-encoded. */
interface StoredImage {
  size: number;
  width: number;
  height: number;
}

/** Reads a stream whole (an image, at most its cap: the counter before it refuses more). */
async function readAll(source: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * An image is decoded and stored re-encoded in its own format (an animated GIF or WebP stays
 * animated), turned upright from its EXIF orientation and with no metadata at all (EXIF, GPS, XMP),
 * plus a WebP thumbnail. A file the decoder finds truncated or broken is refused (422), never stored.
 */
async function storeImage(
  app: FastifyInstance,
  row: AttachmentRow,
  source: Readable,
  format: FileTypeName,
): Promise<StoredImage> {
  // sharp decodes from memory anyway; the counter before it keeps this within the image cap.
  const bytes = await readAll(source);
  const keys = attachmentKeys(row.storageKey);
  const { default: sharp } = await import('sharp');
  const animated = format === 'gif' || format === 'webp';
  const input = (pages?: 1) =>
    sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS, animated: animated && !pages });
  try {
    const metadata = await input().metadata();
    if (metadata.format !== (format === 'jpeg' ? 'jpeg' : format)) throw new FileRefusedError('damaged');
    const encoded = input().rotate();
    const file = await (
      format === 'jpeg'
        ? encoded.jpeg({ quality: 88 })
        : format === 'png'
          ? encoded.png()
          : format === 'gif'
            ? encoded.gif()
            : encoded.webp({ quality: 88 })
    ).toBuffer({ resolveWithObject: true });
    const thumb = await input(1)
      .rotate()
      .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    await app.storage.put(keys.file, file.data, FILE_TYPES[format].contentType);
    await app.storage.put(keys.thumb, thumb, 'image/webp');
    return {
      size: file.data.length,
      width: file.info.width,
      height: file.info.pageHeight ?? file.info.height,
    };
  } catch (error) {
    if (error instanceof HttpError || error instanceof FileRefusedError) throw error;
    if ((error as { code?: unknown }).code !== undefined) throw error;
    throw new FileRefusedError('damaged');
  }
}

/**
 * A video's poster frame, taken by the browser: only a JPEG, PNG or WebP that decodes whole, stored
 * re-encoded as WebP (at most 1920 px, and a thumbnail) without metadata. Its size is the video's.
 */
async function storePoster(app: FastifyInstance, row: AttachmentRow, poster: Buffer) {
  const check = sniffFile(poster);
  if (!['jpeg', 'png', 'webp'].includes(check.candidate)) throw new FileRefusedError('type');
  const keys = attachmentKeys(row.storageKey);
  const { default: sharp } = await import('sharp');
  const input = () => sharp(poster, { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS });
  try {
    const full = await input()
      .rotate()
      .resize(POSTER_SIZE, POSTER_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await input()
      .rotate()
      .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    await app.storage.put(keys.poster, full.data, 'image/webp');
    await app.storage.put(keys.thumb, thumb, 'image/webp');
    return { width: full.info.width, height: full.info.height, posterKey: keys.poster, thumbKey: keys.thumb };
  } catch (error) {
    if ((error as { code?: unknown }).code !== undefined) throw error;
    throw new FileRefusedError('damaged');
  }
}

/** Stores a video's poster, if any, and marks the upload finished: from now on it can be sent. */
async function finishUpload(app: FastifyInstance, row: AttachmentRow, poster: Buffer | null): Promise<AttachmentRow> {
  const frame = poster ? await storePoster(app, row, poster) : {};
  const [finished] = await app.db
    .update(messageAttachments)
    .set({
      name: row.name,
      contentType: row.contentType,
      size: row.size,
      width: row.width,
      height: row.height,
      thumbKey: row.thumbKey,
      posterKey: row.posterKey,
      ...frame,
      storedAt: app.clock.now(),
    })
    .where(eq(messageAttachments.id, row.id))
    .returning();
  return finished!;
}

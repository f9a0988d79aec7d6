import { and, asc, desc, eq, gt, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { messagingMessages as m, type Attachment, type Message, type SendMessageInput } from '@talentindia/contracts';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { jobs, messageAttachments, messages, threads, users } from '../../db/schema';
import { HttpError, notFound } from '../../http-error';
import type { CurrentUser } from '../../plugins/auth';
import { queueMail } from '../../services/mail-queue';
import { claimAttachments, loadMessageAttachments } from '../attachments';
import { emitLiveEvents } from '../live';
import { createNotification } from '../notifications';
import { blockerIdsOf, refusalOf, type ParticipantThread } from '../threads';
import { MESSAGE_NOTICE_QUIET_MS, newMessageNotice } from './message-notices';
import { nameOf, previewOf } from './message-text';

const quoted = alias(messages, 'quoted');
const quotedSender = alias(users, 'quoted_sender');

/** Messages by id as `viewerId` sees them (oldest first): whose they are, the quote of a reply, the files. */
async function messagesOut(app: FastifyInstance, viewerId: number, ids: number[]): Promise<Message[]> {
  if (ids.length === 0) return [];
  const rows = await app.db
    .select({
      message: messages,
      quote: {
        id: quoted.id,
        kind: quoted.kind,
        body: quoted.body,
        senderId: quoted.senderId,
        files: sql<number>`(select count(*)::int from ${messageAttachments} where ${messageAttachments.messageId} = ${quoted.id})`,
        firstName: quotedSender.firstName,
        lastName: quotedSender.lastName,
        deletedAt: quotedSender.deletedAt,
      },
    })
    .from(messages)
    .leftJoin(quoted, eq(quoted.id, messages.replyToId))
    .leftJoin(quotedSender, eq(quotedSender.id, quoted.senderId))
    .where(inArray(messages.id, ids))
    .orderBy(asc(messages.id));
  const files = await loadMessageAttachments(app, viewerId, ids);
  return rows.map(({ message, quote }) =>
    toMessage(message, viewerId, quote?.id == null ? null : { ...quote, id: quote.id }, files.get(message.id) ?? []),
  );
}

type MessageRow = typeof messages.$inferSelect;
interface QuoteRow {
  id: number;
  kind: MessageRow['kind'] | null;
  body: string | null;
  senderId: number | null;
  files: number;
  firstName: string | null;
  lastName: string | null;
  deletedAt: Date | null;
}

/** A stored message as `viewerId` sees it, with the message it answers and its files. */
function toMessage(message: MessageRow, viewerId: number, quote: QuoteRow | null, attachments: Attachment[]): Message {
  return {
    id: message.id,
    thread_id: message.threadId!,
    kind: message.kind,
    body: message.body,
    data: message.kind === 'text' ? null : (message.data ?? {}),
    sender_id: message.senderId,
    mine: message.senderId === viewerId,
    reply_to: quote
      ? {
          id: quote.id,
          kind: quote.kind!,
          preview: previewOf(quote.body ?? '', quote.files),
          sender_name: nameOf({
            firstName: quote.firstName ?? '',
            lastName: quote.lastName ?? '',
            deleted: quote.deletedAt !== null,
          }),
          mine: quote.senderId === viewerId,
        }
      : null,
    attachments,
    client_key: message.senderId === viewerId ? message.clientKey : null,
    created_at: message.createdAt.toISOString(),
    read_at: message.readAt?.toISOString() ?? null,
  };
}

export interface MessagePageQuery {
  before?: number | undefined;
  after?: number | undefined;
  around?: number | undefined;
  limit: number;
}

/**
 * A thread's messages as a range of the (thread_id, id) index. Written as a range, not an equality,
 * on purpose: with `thread_id = x` the planner drops the thread from the order and may walk the
 * primary key instead, filtering out every newer message of other threads (most of a second for a
 * long thread whose messages are old); a range keeps the thread in the order the index gives.
 */
const inThread = (threadId: number, ...conditions: SQL[]) =>
  and(gte(messages.threadId, threadId), lte(messages.threadId, threadId), ...conditions);

/** In the order of the (thread_id, id) index (see `inThread`). */
const threadOrder = (direction: 'newest' | 'oldest') =>
  direction === 'newest' ? [desc(messages.threadId), desc(messages.id)] : [asc(messages.threadId), asc(messages.id)];

async function messageIds(
  db: Database,
  where: SQL | undefined,
  direction: 'newest' | 'oldest',
  limit: number,
): Promise<number[]> {
  if (limit <= 0) return [];
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .where(where)
    .orderBy(...threadOrder(direction))
    .limit(limit);
  return rows.map((row) => row.id);
}

async function anyMessage(db: Database, where: SQL | undefined): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(where)
    .orderBy(...threadOrder('oldest'))
    .limit(1);
  return row !== undefined;
}

/**
 * `GET /threads/:id/messages`: a page of the thread, oldest first. Without a cursor the newest
 * messages; `before` the page older than a message, `after` the page newer than it, `around` a page
 * with it in the middle (a search hit, a quote whose message is not loaded). Every page says
 * whether there are older and newer messages beyond it. Reads the (thread_id, id) index only.
 */
export async function readMessagePage(
  app: FastifyInstance,
  viewer: CurrentUser,
  thread: ParticipantThread,
  query: MessagePageQuery,
): Promise<{ data: Message[]; meta: { has_older: boolean; has_newer: boolean } }> {
  const { db } = app;
  const cursors = [query.before, query.after, query.around].filter((value) => value !== undefined);
  if (cursors.length > 1) throw new HttpError(422, m.cursorInvalid);
  let ids: number[];
  // Where the page stands when it is empty: the cursor it is older or newer than.
  let older: SQL;
  let newer: SQL;
  if (query.after !== undefined) {
    ids = await messageIds(db, inThread(thread.id, gt(messages.id, query.after)), 'oldest', query.limit);
    older = sql`${messages.id} <= ${query.after}`;
    newer = sql`false`;
  } else if (query.around !== undefined) {
    if (!(await anyMessage(db, inThread(thread.id, eq(messages.id, query.around))))) throw notFound(m.messageNotFound);
    const olderCount = Math.floor(query.limit / 2);
    const before = await messageIds(db, inThread(thread.id, lt(messages.id, query.around)), 'newest', olderCount);
    const from = await messageIds(
      db,
      inThread(thread.id, gte(messages.id, query.around)),
      'oldest',
      query.limit - before.length,
    );
    ids = [...before.reverse(), ...from];
    older = sql`false`;
    newer = sql`false`;
  } else {
    const below = query.before === undefined ? undefined : lt(messages.id, query.before);
    ids = (await messageIds(db, inThread(thread.id, ...(below ? [below] : [])), 'newest', query.limit)).reverse();
    older = sql`false`;
    newer = query.before === undefined ? sql`false` : sql`${messages.id} >= ${query.before}`;
  }
  const first = ids[0];
  const last = ids.at(-1);
  const [hasOlder, hasNewer] = await Promise.all([
    anyMessage(db, inThread(thread.id, first === undefined ? older : lt(messages.id, first))),
    anyMessage(db, inThread(thread.id, last === undefined ? newer : gt(messages.id, last))),
  ]);
  return { data: await messagesOut(app, viewer.id, ids), meta: { has_older: hasOlder, has_newer: hasNewer } };
}

/** The sender's message with this composer key, if they sent one (in which thread, for the check). */
async function messageByClientKey(app: FastifyInstance, senderId: number, clientKey: string) {
  const [row] = await app.db
    .select({ id: messages.id, threadId: messages.threadId })
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientKey, clientKey)));
  return row;
}

/**
 * Whether the recipient is told of a new message: once per unread stretch, that is when they have
 * read the thread since they were last told (or were never told), and have not had it open within
 * the quiet period (someone reading along needs no mail).
 */
function noticeDue(now: Date, readAt: Date | null, notifiedAt: Date | null): boolean {
  const readSinceNotice = notifiedAt === null || (readAt !== null && readAt > notifiedAt);
  const quiet = readAt === null || now.getTime() - readAt.getTime() >= MESSAGE_NOTICE_QUIET_MS;
  return readSinceNotice && quiet;
}

const recipient = alias(users, 'recipient');

/**
 * The thread locked for a send (sends, blocks and notices in a thread happen one after the other),
 * with everything the send decides from, in one query: whether the sender is a participant, the
 * blocks and the other person's account (the refusal), the recipient's read and notified times and
 * first name and the job's title (the notice), and the message the sender's composer key made
 * before (a retry). Undefined for a thread the sender is not in.
 */
async function lockForSending(tx: Database, threadId: number, senderId: number, clientKey: string | null) {
  const byKey = and(eq(messages.senderId, senderId), eq(messages.clientKey, clientKey ?? ''));
  const [row] = await tx
    .select({
      thread: {
        id: threads.id,
        clientId: threads.clientId,
        freelancerId: threads.freelancerId,
        jobId: threads.jobId,
      },
      readAt:
        sql<Date | null>`case when ${threads.clientId} = ${senderId} then ${threads.freelancerReadAt} else ${threads.clientReadAt} end`.mapWith(
          threads.clientReadAt,
        ),
      notifiedAt:
        sql<Date | null>`case when ${threads.clientId} = ${senderId} then ${threads.freelancerNotifiedAt} else ${threads.clientNotifiedAt} end`.mapWith(
          threads.clientNotifiedAt,
        ),
      blockerIds: blockerIdsOf(threads.id),
      recipientFirstName: recipient.firstName,
      recipientDeletedAt: recipient.deletedAt,
      jobTitle: jobs.title,
      keyMessageId: sql<number | null>`(select ${messages.id} from ${messages} where ${byKey})`.mapWith(Number),
      keyThreadId: sql<number | null>`(select ${messages.threadId} from ${messages} where ${byKey})`.mapWith(Number),
    })
    .from(threads)
    .innerJoin(
      recipient,
      eq(
        recipient.id,
        sql`case when ${threads.clientId} = ${senderId} then ${threads.freelancerId} else ${threads.clientId} end`,
      ),
    )
    .leftJoin(jobs, eq(jobs.id, threads.jobId))
    .where(and(eq(threads.id, threadId), or(eq(threads.clientId, senderId), eq(threads.freelancerId, senderId))))
    .for('update', { of: threads });
  if (!row) return undefined;
  const side = row.thread.clientId === senderId ? 'client' : 'freelancer';
  const thread: ParticipantThread = {
    ...row.thread,
    side,
    counterpartId: side === 'client' ? row.thread.freelancerId : row.thread.clientId,
  };
  return { ...row, thread, keyMessageId: clientKey === null ? null : row.keyMessageId };
}

/**
 * `POST /threads/:id/messages`: the caller's message to the other participant of thread `threadId`
 * (anyone else: 404), with its text as typed (outer white space trimmed; never read as HTML), the
 * message it answers (of this thread, else 422) and the files they uploaded to this thread (claimed,
 * else 422). Refused (403) while the thread is blocked or the other person has deleted their account.
 * In one transaction, which locks the thread: the message, the thread's time, the recipient's notice
 * (once per unread stretch: the bell, and a mail by their preference) and the live events for both
 * participants. A send with a `client_key` the sender used before is the same message: it answers
 * with the one the key made, and `created` is false. The hot path of a conversation, so it is kept to
 * a few round trips: one locked read, the message, the thread, the notice when due, the live events.
 */
export async function sendMessage(
  app: FastifyInstance,
  sender: CurrentUser,
  threadId: number,
  input: SendMessageInput,
): Promise<{ message: Message; created: boolean }> {
  const clientKey = input.client_key ?? null;
  const body = input.body.trim();
  const attachmentIds = [...new Set(input.attachment_ids)];
  const replyToId = input.reply_to_id ?? null;
  const now = app.clock.now();
  let sent: { row: MessageRow } | { existingId: number };
  try {
    sent = await app.db.transaction(async (tx) => {
      const locked = await lockForSending(tx, threadId, sender.id, clientKey);
      if (!locked) throw notFound(m.threadNotFound);
      const { thread } = locked;
      if (locked.keyMessageId !== null) {
        if (locked.keyThreadId !== thread.id)
          throw new HttpError(422, m.clientKeyInvalid, { client_key: m.clientKeyInvalid });
        return { existingId: locked.keyMessageId };
      }
      const refusal = refusalOf(sender.id, locked.blockerIds, locked.recipientDeletedAt !== null);
      if (refusal) throw new HttpError(403, refusal);
      if (replyToId !== null) {
        const [answered] = await tx
          .select({ id: messages.id })
          .from(messages)
          .where(inThread(thread.id, eq(messages.id, replyToId)));
        if (!answered) throw new HttpError(422, m.replyNotFound, { reply_to_id: m.replyNotFound });
      }
      const [row] = await tx
        .insert(messages)
        .values({
          threadId: thread.id,
          senderId: sender.id,
          recipientId: thread.counterpartId,
          kind: 'text',
          body,
          replyToId,
          clientKey,
          createdAt: now,
        })
        .returning();
      await claimAttachments(app, tx, {
        threadId: thread.id,
        uploaderId: sender.id,
        messageId: row!.id,
        ids: attachmentIds,
      });
      const noticed = noticeDue(now, locked.readAt, locked.notifiedAt);
      const notifiedAt = thread.side === 'client' ? { freelancerNotifiedAt: now } : { clientNotifiedAt: now };
      await tx
        .update(threads)
        .set({ lastMessageAt: now, ...(noticed ? notifiedAt : {}) })
        .where(eq(threads.id, thread.id));
      if (noticed) {
        const notice = newMessageNotice({
          recipientFirstName: locked.recipientFirstName,
          senderName: nameOf({ ...sender, deleted: false }),
          jobTitle: locked.jobTitle,
          preview: previewOf(body, attachmentIds.length),
          path: `/messages?thread=${thread.id}`,
          appUrl: app.config.appUrl,
        });
        await createNotification(app, { userId: thread.counterpartId, ...notice.notification }, tx);
        await queueMail(app, { userId: thread.counterpartId, ...notice.mail }, tx);
      }
      // Both sides' open pages (the sender's other tabs too) fetch the new message and the badge.
      const data = { thread_id: thread.id, message_id: row!.id };
      await emitLiveEvents(
        app,
        tx,
        [thread.counterpartId, sender.id].map((userId) => ({ userId, type: 'message', data })),
      );
      return { row: row! };
    });
  } catch (error) {
    // The same key sent twice at once: the unique index let one in; the other answers with it.
    if (!(clientKey !== null && isUniqueViolation(error, 'messages_sender_client_key_key'))) throw error;
    const existing = await messageByClientKey(app, sender.id, clientKey);
    if (!existing) throw error;
    if (existing.threadId !== threadId)
      throw new HttpError(422, m.clientKeyInvalid, { client_key: m.clientKeyInvalid });
    sent = { existingId: existing.id };
  }
  if ('existingId' in sent) {
    const [message] = await messagesOut(app, sender.id, [sent.existingId]);
    return { message: message!, created: false };
  }
  // A plain text message is answered from the row just written; a reply or files are read back whole.
  if (replyToId === null && attachmentIds.length === 0) {
    return { message: toMessage(sent.row, sender.id, null, []), created: true };
  }
  const [message] = await messagesOut(app, sender.id, [sent.row.id]);
  return { message: message!, created: true };
}

import { and, asc, desc, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { messagingMessages as m, type Message, type SendMessageInput } from '@talentindia/contracts';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { jobs, messageAttachments, messages, threads, users } from '../../db/schema';
import { HttpError, notFound } from '../../http-error';
import type { CurrentUser } from '../../plugins/auth';
import { queueMail } from '../../services/mail-queue';
import { claimAttachments, loadMessageAttachments } from '../attachments';
import { emitLiveEvent } from '../live';
import { createNotification } from '../notifications';
import { sendRefusal, type ParticipantThread } from '../threads';
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
  return rows.map(({ message, quote }) => ({
    id: message.id,
    thread_id: message.threadId!,
    kind: message.kind,
    body: message.body,
    data: message.kind === 'text' ? null : (message.data ?? {}),
    sender_id: message.senderId,
    mine: message.senderId === viewerId,
    reply_to:
      quote && quote.id !== null
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
    attachments: files.get(message.id) ?? [],
    client_key: message.senderId === viewerId ? message.clientKey : null,
    created_at: message.createdAt.toISOString(),
    read_at: message.readAt?.toISOString() ?? null,
  }));
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

/** A retried send: the message the key already made, in this thread (a key of another thread is refused). */
async function alreadySent(app: FastifyInstance, sender: CurrentUser, thread: ParticipantThread, clientKey: string) {
  const existing = await messageByClientKey(app, sender.id, clientKey);
  if (!existing) return null;
  if (existing.threadId !== thread.id) throw new HttpError(422, m.clientKeyInvalid, { client_key: m.clientKeyInvalid });
  const [message] = await messagesOut(app, sender.id, [existing.id]);
  return message!;
}

const readAtOf = (side: 'client' | 'freelancer') =>
  side === 'client' ? threads.clientReadAt : threads.freelancerReadAt;
const notifiedAtOf = (side: 'client' | 'freelancer') =>
  side === 'client' ? threads.clientNotifiedAt : threads.freelancerNotifiedAt;

/**
 * The recipient is told of new messages once per unread stretch: when they have read the thread
 * since they were last told (or were never told), and have not had it open within the quiet period
 * (someone reading along needs no mail). The bell and the mail (by their email preference) go in
 * the sender's transaction, with the time they were told.
 */
async function noticeRecipient(
  app: FastifyInstance,
  tx: Database,
  thread: ParticipantThread,
  message: { senderId: number; preview: string },
) {
  const now = app.clock.now();
  const recipientSide = thread.side === 'client' ? 'freelancer' : 'client';
  const [times] = await tx
    .select({ readAt: readAtOf(recipientSide), notifiedAt: notifiedAtOf(recipientSide) })
    .from(threads)
    .where(eq(threads.id, thread.id));
  const readAt = times?.readAt ?? null;
  const notifiedAt = times?.notifiedAt ?? null;
  const readSinceNotice = notifiedAt === null || (readAt !== null && readAt > notifiedAt);
  const quiet = readAt === null || now.getTime() - readAt.getTime() >= MESSAGE_NOTICE_QUIET_MS;
  if (!readSinceNotice || !quiet) return;
  const people = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, deletedAt: users.deletedAt })
    .from(users)
    .where(inArray(users.id, [message.senderId, thread.counterpartId]));
  const sender = people.find((person) => person.id === message.senderId)!;
  const recipient = people.find((person) => person.id === thread.counterpartId)!;
  const [job] =
    thread.jobId === null ? [] : await tx.select({ title: jobs.title }).from(jobs).where(eq(jobs.id, thread.jobId));
  const notice = newMessageNotice({
    recipientFirstName: recipient.firstName,
    senderName: nameOf({ ...sender, deleted: sender.deletedAt !== null }),
    jobTitle: job?.title ?? null,
    preview: message.preview,
    path: `/messages?thread=${thread.id}`,
    appUrl: app.config.appUrl,
  });
  await createNotification(app, { userId: thread.counterpartId, ...notice.notification }, tx);
  await queueMail(app, { userId: thread.counterpartId, ...notice.mail }, tx);
  await tx
    .update(threads)
    .set(recipientSide === 'client' ? { clientNotifiedAt: now } : { freelancerNotifiedAt: now })
    .where(eq(threads.id, thread.id));
}

/**
 * `POST /threads/:id/messages`: the caller's message to the other participant, with its text as
 * typed (outer white space trimmed; never read as HTML), the message it answers (of this thread,
 * else 422) and the files they uploaded to this thread (claimed, else 422). Refused (403) while the
 * thread is blocked or the other person has deleted their account. In one transaction, which locks
 * the thread (sends, blocks and notices in a thread happen one after the other): the message, the
 * thread's time, the recipient's notice (once per unread stretch) and the live events for both
 * participants. A send with a `client_key` the sender used before is the same message: it answers
 * with the one the key made, and `created` is false.
 */
export async function sendMessage(
  app: FastifyInstance,
  sender: CurrentUser,
  thread: ParticipantThread,
  input: SendMessageInput,
): Promise<{ message: Message; created: boolean }> {
  const clientKey = input.client_key ?? null;
  if (clientKey !== null) {
    const existing = await alreadySent(app, sender, thread, clientKey);
    if (existing) return { message: existing, created: false };
  }
  const body = input.body.trim();
  const now = app.clock.now();
  let id: number;
  try {
    id = await app.db.transaction(async (tx) => {
      await tx.select({ id: threads.id }).from(threads).where(eq(threads.id, thread.id)).for('update');
      const refusal = await sendRefusal(app, thread, tx);
      if (refusal) throw new HttpError(403, refusal);
      const replyToId = input.reply_to_id ?? null;
      if (replyToId !== null) {
        const [answered] = await tx
          .select({ id: messages.id })
          .from(messages)
          .where(inThread(thread.id, eq(messages.id, replyToId)));
        if (!answered) throw new HttpError(422, m.replyNotFound, { reply_to_id: m.replyNotFound });
      }
      const [created] = await tx
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
        .returning({ id: messages.id });
      const messageId = created!.id;
      await claimAttachments(app, tx, {
        threadId: thread.id,
        uploaderId: sender.id,
        messageId,
        ids: input.attachment_ids,
      });
      await tx.update(threads).set({ lastMessageAt: now }).where(eq(threads.id, thread.id));
      await noticeRecipient(app, tx, thread, {
        senderId: sender.id,
        preview: previewOf(body, new Set(input.attachment_ids).size),
      });
      // Both sides' open pages (the sender's other tabs too) fetch the new message and the badge.
      for (const userId of [thread.counterpartId, sender.id])
        await emitLiveEvent(app, tx, {
          userId,
          type: 'message',
          data: { thread_id: thread.id, message_id: messageId },
        });
      return messageId;
    });
  } catch (error) {
    // The same key sent twice at once: the unique index let one in; the other answers with it.
    if (clientKey !== null && isUniqueViolation(error, 'messages_sender_client_key_key')) {
      const existing = await alreadySent(app, sender, thread, clientKey);
      if (existing) return { message: existing, created: false };
    }
    throw error;
  }
  const [message] = await messagesOut(app, sender.id, [id]);
  return { message: message!, created: true };
}

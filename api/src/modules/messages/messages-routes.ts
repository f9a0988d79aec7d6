import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  messagePageQuerySchema,
  messagePageResponseSchema,
  messageResponseBodySchema,
  messageResponseSchema,
  messagingMessages as m,
  readResponseSchema,
  reportSchema,
  sendMessageSchema,
  startThreadResponseSchema,
  startThreadSchema,
  threadIdParams,
  threadListQuerySchema,
  threadListResponseSchema,
  threadResponseSchema,
  type ReportReason,
} from '@talentindia/contracts';
import { notFound } from '../../http-error';
import { userOf } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { HOUR, MINUTE, type LimitKey } from '../../plugins/rate-limit';
import { findParticipantThread, type ParticipantThread } from '../threads';
import { readMessagePage, sendMessage } from './message-service';
import { markThreadRead, reportThread, setBlock, signalTyping } from './thread-actions-service';
import { listThreads, readThreadDetail, startThread } from './thread-list-service';

/** Per account and thread: a typing signal is counted in the thread it is about. */
const perAccountAndThread: LimitKey = {
  label: 'account-thread',
  of: (request) => `${request.currentUser?.id}:${String((request.params as { id?: unknown }).id)}`,
};

/** At most one typing signal per this many ms, per person and thread (the page sends one every few seconds). */
export const TYPING_INTERVAL_MS = 2000;

/**
 * The caller's thread named by the path: a participant's only. Anyone else, like an id that names
 * no thread, gets the same 404, so a thread's existence never leaks.
 */
async function participantThread(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: { id: number } }>,
): Promise<ParticipantThread> {
  const thread = await findParticipantThread(app, request.params.id, userOf(request).id);
  if (!thread) throw notFound(m.threadNotFound);
  return thread;
}

/**
 * Issue 18 §2: the messages area. Threads between a client and a freelancer, read and written by
 * their two participants through the same routes whichever side they are on (the participants
 * decide, never the role); anyone else gets 404 for the thread, its messages and its actions.
 */
export async function messagesRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['messages'], security: [{ bearerAuth: [] }] };
  const params = threadIdParams;

  routes.get(
    '/threads',
    {
      schema: {
        ...common,
        summary: 'Your conversations, newest message first; `q` searches them',
        description:
          'The threads you take part in, as a client or as a freelancer: the other person, the job, the last message ' +
          '(its text, "📎 2 files", or the hiring event\'s line), your unread count and the blocks. 30 a page; ' +
          "`meta.next_cursor` asks for the next. With `q`, only the threads whose other person's name, job title or " +
          'messages have every word of it (as the start of a word), each with `match`, its newest matching message; ' +
          '`meta.terms` are the words to highlight.',
        querystring: threadListQuerySchema,
        response: { 200: threadListResponseSchema, ...errorResponses(401, 422) },
      },
      preHandler: [app.authenticate],
    },
    async (request) => ({ status: true as const, ...(await listThreads(app, userOf(request), request.query)) }),
  );

  routes.post(
    '/threads',
    {
      schema: {
        ...common,
        summary: 'Open (or start) your conversation with a freelancer (client)',
        description:
          'The Message button on a freelancer: the thread between you and them about `job_id` (one of your jobs, else ' +
          '404), or about no job, made the first time. The freelancer must have an account (else 404). A freelancer ' +
          'cannot start one (403): they answer in the threads clients open.',
        body: startThreadSchema,
        response: { 200: startThreadResponseSchema, 429: errorResponseSchema, ...errorResponses(401, 403, 404, 422) },
      },
      preHandler: [app.authenticate, app.limit('thread-start', 100, HOUR)],
    },
    async (request) => ({
      status: true as const,
      message: m.threadOpened,
      data: { thread_id: await startThread(app, userOf(request), request.body) },
    }),
  );

  routes.get(
    '/threads/:id',
    {
      schema: {
        ...common,
        summary: 'One of your conversations: its header',
        description:
          'The thread as the list shows it, and `counterpart_read_at` (when the other person last opened it: "Seen"), ' +
          '`can_hire` (Hire Now: you are its client, the freelancer has an account and the job is hiring, without an ' +
          'active contract or a pending offer of theirs on it) and `send_refusal` (why you cannot send now, or null).',
        params,
        response: { 200: threadResponseSchema, ...errorResponses(401, 404) },
      },
      preHandler: [app.authenticate],
    },
    async (request) => ({
      status: true as const,
      data: await readThreadDetail(app, userOf(request), await participantThread(app, request)),
    }),
  );

  routes.get(
    '/threads/:id/messages',
    {
      schema: {
        ...common,
        summary: 'A page of a conversation’s messages, oldest first',
        description:
          'Without a cursor, the newest `limit` messages (30 by default, at most 100). `before=<message id>`: the page ' +
          'older than it; `after=<id>`: the page newer than it; `around=<id>`: a page with it in the middle (404 when it ' +
          'is not a message of this thread). One of the three at most (else 422). `meta` says whether older and newer ' +
          'messages exist beyond the page. Attachment URLs are signed for you and expire.',
        params,
        querystring: messagePageQuerySchema,
        response: { 200: messagePageResponseSchema, ...errorResponses(401, 404, 422) },
      },
      preHandler: [app.authenticate],
    },
    async (request) => ({
      status: true as const,
      ...(await readMessagePage(app, userOf(request), await participantThread(app, request), request.query)),
    }),
  );

  routes.post(
    '/threads/:id/messages',
    {
      schema: {
        ...common,
        summary: 'Send a message in one of your conversations',
        description:
          'Text (kept as typed, never read as HTML) and/or up to 10 files you uploaded to this thread ' +
          "(`POST /threads/:id/attachments`; another's, another thread's or an already sent file is a 422), maybe " +
          'answering a message of this thread (`reply_to_id`, else 422). 403 with the reason while the thread is ' +
          'blocked by either side or the other person has deleted their account. `client_key` makes a retry safe: a ' +
          'send with a key you used before answers 200 with the message it made, never a second one. The other ' +
          'person is told once per unread stretch (the bell, and a mail by their "Job updates" preference).',
        params,
        body: sendMessageSchema,
        response: {
          200: messageResponseBodySchema,
          201: messageResponseBodySchema,
          429: errorResponseSchema,
          ...errorResponses(401, 403, 404, 422),
        },
      },
      preHandler: [app.authenticate, app.limit('messages', 60, MINUTE)],
    },
    async (request, reply) => {
      // The participant check is part of the send's locked read (one round trip fewer on the hot path).
      const { message, created } = await sendMessage(app, userOf(request), request.params.id, request.body);
      return reply.code(created ? 201 : 200).send({ status: true as const, message: m.messageSent, data: message });
    },
  );

  routes.post(
    '/threads/:id/read',
    {
      schema: {
        ...common,
        summary: 'Mark a conversation read (you opened it)',
        description:
          'Your unread messages in it are read now (the header\'s count drops), the other person sees "Seen", and your ' +
          'other tabs and theirs hear of it on the live stream. `marked`: how many messages were unread.',
        params,
        response: { 200: readResponseSchema, ...errorResponses(401, 404) },
      },
      preHandler: [app.authenticate],
    },
    async (request) => ({
      status: true as const,
      message: m.threadRead,
      data: await markThreadRead(app, userOf(request), await participantThread(app, request)),
    }),
  );

  routes.post(
    '/threads/:id/typing',
    {
      schema: {
        ...common,
        summary: 'Tell the other person you are typing',
        description:
          'A signal on their live stream, not stored; shown for a few seconds. One per 2 seconds per thread (429 ' +
          'beyond); 403 while sending is refused (a block, a deleted account).',
        params,
        response: { 200: messageResponseSchema, 429: errorResponseSchema, ...errorResponses(401, 403, 404) },
      },
      preHandler: [app.authenticate, app.limit('typing', 1, TYPING_INTERVAL_MS, perAccountAndThread)],
    },
    async (request) => {
      await signalTyping(app, userOf(request), await participantThread(app, request));
      return { status: true as const, message: m.typingSent };
    },
  );

  routes.post(
    '/threads/:id/report',
    {
      schema: {
        ...common,
        summary: 'Report the other person in a conversation',
        description:
          'A reason (`spam`, `harassment`, `scam_or_fraud`, `other`) and details (required for `other`), kept for the ' +
          "trust team's review. 10 reports an hour.",
        params,
        body: reportSchema,
        response: { 201: messageResponseSchema, 429: errorResponseSchema, ...errorResponses(401, 404, 422) },
      },
      preHandler: [app.authenticate, app.limit('thread-report', 10, HOUR)],
    },
    async (request, reply) => {
      await reportThread(app, userOf(request), await participantThread(app, request), {
        reason: request.body.reason as ReportReason,
        details: request.body.details,
      });
      return reply.code(201).send({ status: true as const, message: m.reportSent });
    },
  );

  for (const [method, blocked] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    routes.route({
      method,
      url: '/threads/:id/block',
      schema: {
        ...common,
        summary: blocked ? 'Block a conversation' : 'Lift your block of a conversation',
        description: blocked
          ? 'Neither of you can send in it until you unblock it (the other side sees why). Blocking again changes nothing.'
          : 'Only your own block: one the other person made stays until they lift it. Unblocking again changes nothing.',
        params,
        response: { 200: messageResponseSchema, 429: errorResponseSchema, ...errorResponses(401, 404) },
      },
      preHandler: [app.authenticate, app.limit('thread-block', 60, HOUR)],
      handler: async (request) => {
        await setBlock(app, userOf(request), await participantThread(app, request), blocked);
        return { status: true as const, message: blocked ? m.blocked : m.unblocked };
      },
    });
  }
}

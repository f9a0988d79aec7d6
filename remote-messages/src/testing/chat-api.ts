import { messagingMessages as m, type Attachment, type Message, type ThreadDetail } from '@talentindia/contracts';
import { mockApi, type ApiCall, type MockHandler, type MockReply } from '@talentindia/core/testing';
import { threadDetail, threadSummary } from './chat-fixtures';

const NOT_FOUND: MockReply = { status: 404, body: { status: false, message: m.threadNotFound } };

export interface ChatApiOptions {
  threads?: ThreadDetail[];
  /** Each thread's messages, oldest first. */
  messages?: Record<number, Message[]>;
  /** Search: the threads and the words the api would answer for `q`. */
  search?: (q: string) => { ids: number[]; terms: string[] };
  /** Replaces the send route's answer (a refusal, a network failure). */
  send?: MockHandler;
  upload?: MockHandler;
  /** More replies, or other answers for the routes above. */
  extra?: Record<string, MockReply | MockHandler>;
}

/**
 * The messages api for the page's tests, over the one network mock (MSW): it keeps its threads and
 * messages, pages them as the api does (`before`, `after`, `around`, oldest first) and stores what
 * the page sends.
 */
export function chatApi(options: ChatApiOptions = {}) {
  const threads = options.threads ?? [threadDetail()];
  const messages: Record<number, Message[]> = { ...(options.messages ?? {}) };
  let nextId = 1000;
  const page = (call: ApiCall): MockReply => {
    const threadId = Number(call.params.id);
    if (!threads.some((thread) => thread.id === threadId)) return NOT_FOUND;
    const all = messages[threadId] ?? [];
    const query = new URLSearchParams(call.query);
    const limit = Number(query.get('limit') ?? 30);
    let from: number;
    let to: number;
    if (query.get('before')) {
      to = all.findIndex((item) => item.id >= Number(query.get('before')));
      if (to === -1) to = all.length;
      from = Math.max(0, to - limit);
    } else if (query.get('after')) {
      from = all.findIndex((item) => item.id > Number(query.get('after')));
      if (from === -1) from = all.length;
      to = Math.min(all.length, from + limit);
    } else if (query.get('around')) {
      const at = Math.max(
        0,
        all.findIndex((item) => item.id === Number(query.get('around'))),
      );
      from = Math.max(0, at - Math.floor(limit / 2));
      to = Math.min(all.length, from + limit);
    } else {
      to = all.length;
      from = Math.max(0, to - limit);
    }
    return {
      body: { status: true, data: all.slice(from, to), meta: { has_older: from > 0, has_newer: to < all.length } },
    };
  };

  const send: MockHandler = ({ params, body }) => {
    const threadId = Number(params.id);
    const input = body as { body: string; reply_to_id: number | null; attachment_ids: number[]; client_key: string };
    const sent: Message = {
      id: (nextId += 1),
      thread_id: threadId,
      kind: 'text',
      body: input.body,
      data: null,
      sender_id: 1,
      mine: true,
      reply_to: null,
      attachments: input.attachment_ids.map((id) => uploaded.get(id)!).filter(Boolean),
      client_key: input.client_key,
      created_at: new Date().toISOString(),
      read_at: null,
    };
    messages[threadId] = [...(messages[threadId] ?? []), sent];
    return { status: 201, body: { status: true, message: m.messageSent, data: sent } };
  };

  const uploaded = new Map<number, Attachment>();
  const upload: MockHandler = ({ body }) => {
    const file = (body as { file: File }).file;
    const id = (nextId += 1);
    const kind = file.type.startsWith('image/') ? 'image' : file.type.startsWith('video/') ? 'video' : 'document';
    const stored: Attachment = {
      id,
      kind,
      name: file.name,
      content_type: file.type,
      size: file.size,
      width: null,
      height: null,
      url: kind === 'document' ? null : `https://api.test/attachments/${id}/file`,
      thumb_url: kind === 'image' ? `https://api.test/attachments/${id}/thumb` : null,
      poster_url: null,
      download_url: `https://api.test/attachments/${id}/download`,
    };
    uploaded.set(id, stored);
    return { status: 201, body: { status: true, message: m.attachmentUploaded, data: stored } };
  };

  const { calls } = mockApi({
    'GET threads': ({ query }) => {
      const q = new URLSearchParams(query).get('q');
      const found = q && options.search ? options.search(q) : null;
      const list = found ? threads.filter((thread) => found.ids.includes(thread.id)) : threads;
      return {
        body: {
          status: true,
          data: list.map(({ counterpart_read_at: _r, can_hire: _c, send_refusal: _s, ...summary }) =>
            threadSummary(summary),
          ),
          meta: { next_cursor: null, terms: found?.terms ?? [] },
        },
      };
    },
    'GET threads/:id': ({ params }) => {
      const thread = threads.find((candidate) => candidate.id === Number(params.id));
      return thread ? { body: { status: true, data: thread } } : NOT_FOUND;
    },
    'GET threads/:id/messages': page,
    'POST threads/:id/messages': options.send ?? send,
    'POST threads/:id/attachments': options.upload ?? upload,
    'POST threads/:id/read': () => ({
      body: { status: true, message: m.threadRead, data: { read_at: new Date().toISOString(), marked: 1 } },
    }),
    'POST threads/:id/typing': { body: { status: true, message: m.typingSent } },
    'POST threads/:id/report': { status: 201, body: { status: true, message: m.reportSent } },
    'POST threads/:id/block': { body: { status: true, message: m.blocked } },
    'DELETE threads/:id/block': { body: { status: true, message: m.unblocked } },
    ...options.extra,
  });
  return { calls, messages };
}

/** The calls the page made to one route ("POST threads/:id/messages" → those sends). */
export function callsTo(calls: ApiCall[], method: string, pattern: RegExp): ApiCall[] {
  return calls.filter((call) => call.method === method && pattern.test(call.path));
}

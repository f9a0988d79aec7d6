import http from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * A tab's side of `GET /live` for the tests: a real HTTP connection of its own (node:http without
 * an agent: Node's fetch opens a spare connection after an abort, which would hold the server's
 * close for its keep-alive time), its blocks parsed as Server-Sent Events. Test code only.
 */
export interface SseBlock {
  id?: string;
  /** `comment` for a line starting with ":" (the heartbeat). */
  event: string;
  data: string;
}

export interface LiveTestStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every block received so far, in order. */
  received: SseBlock[];
  /** Resolves with the first block (from `from` on) that matches, or fails after `timeoutMs`. */
  next(match: (block: SseBlock) => boolean, timeoutMs?: number): Promise<SseBlock>;
  /** Resolves when the api ended the response. */
  ended: Promise<void>;
  close(): void;
  /** The body of a refused request. */
  text: string;
}

function parseBlock(text: string): SseBlock {
  const block: SseBlock = { event: 'message', data: '' };
  const data: string[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) return { event: 'comment', data: line.slice(1).trim() };
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') block.id = value;
    else if (field === 'event') block.event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'retry') block.event = 'retry';
  }
  block.data = data.join('\n');
  return block;
}

export async function openLiveStream(
  baseUrl: string,
  { token, lastEventId }: { token?: string; lastEventId?: string } = {},
): Promise<LiveTestStream> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
  const request = http.get(`${baseUrl}/live`, { headers, agent: false });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  const received: SseBlock[] = [];
  const listeners = new Set<() => void>();
  let finished = false;
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  let text = '';
  response.setEncoding('utf8');
  const ended = new Promise<void>((resolve) => {
    let buffer = '';
    response.on('data', (chunk: string) => {
      if (response.statusCode !== 200) {
        text += chunk;
        return;
      }
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        for (const part of block.split(/\n(?=:)/)) if (part) received.push(parseBlock(part));
      }
      notify();
    });
    response.once('close', () => {
      finished = true;
      notify();
      resolve();
    });
  });
  if (response.statusCode !== 200) await ended;
  return {
    status: response.statusCode ?? 0,
    headers: response.headers,
    received,
    get text() {
      return text;
    },
    ended,
    close: () => request.destroy(),
    next: (match, timeoutMs = 5_000) =>
      new Promise<SseBlock>((resolve, reject) => {
        let seen = 0;
        const check = () => {
          for (; seen < received.length; seen += 1) {
            if (match(received[seen]!)) {
              cleanup();
              return resolve(received[seen]!);
            }
          }
          if (finished) {
            cleanup();
            reject(new Error(`the stream ended first; received ${JSON.stringify(received)}`));
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`nothing matched within ${timeoutMs} ms; received ${JSON.stringify(received)}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      }),
  };
}

/**
 * `app.inject()` that also answers for `GET /live` (the route tables' tests send every route through
 * it): a stream never ends, so it resolves at the headers. An event stream's body is let go (read as
 * empty); any other response is read whole. Decided by the response, not the URL: `/x/../live` is
 * the live stream too.
 */
export async function injectLive(app: FastifyInstance, options: InjectOptions): Promise<LightMyRequestResponse> {
  const response = await app.inject({ ...options, payloadAsStream: true });
  const stream = response.stream();
  const chunks: Buffer[] = [];
  if (String(response.headers['content-type'] ?? '').startsWith('text/event-stream')) stream.destroy();
  else for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  const rawPayload = Buffer.concat(chunks);
  const body = rawPayload.toString('utf8');
  return {
    statusCode: response.statusCode,
    statusMessage: response.statusMessage,
    headers: response.headers,
    trailers: response.trailers,
    cookies: response.cookies,
    raw: response.raw,
    rawPayload,
    body,
    payload: body,
    json: () => JSON.parse(body),
    stream: () => Readable.from([rawPayload]),
  } as LightMyRequestResponse;
}

import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getRuntimeConfig } from '../config/runtime-config';

/**
 * One network mock for every package's component tests (ADR 011): MSW intercepts the real fetch
 * the pages make through the api client, so a test sees exactly what the api would be sent.
 */

/** One request the page sent to the api. */
export interface ApiCall {
  method: string;
  /** The path after the api base URL, without the leading slash or the query ("signup", "notifications/2"). */
  path: string;
  /** The query string without its "?" ("page=2"); '' when there is none. */
  query: string;
  /** The `:name` parts of the matched key ("DELETE notifications/:id" → { id: '2' }). */
  params: Record<string, string>;
  /**
   * The body as the api would read it: parsed JSON; for multipart/form-data, each field's value
   * (a string, or a File for an upload; a repeated field keeps its last value); other text as is;
   * undefined when there is none.
   */
  body: unknown;
  contentType: string | null;
  authorization: string | null;
  /**
   * The request itself, its body read: its other headers (If-None-Match), its `cache`, its
   * `signal` (aborted when the page gives up on it).
   */
  request: Request;
}

export interface MockReply {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** Answers a call: a JSON reply, or a whole Response (`networkError()`, other headers, a non-JSON body). */
export type MockHandler = (call: ApiCall) => MockReply | Response | Promise<MockReply | Response>;

/** What every unknown call gets: the api's own 404 envelope. */
export const NOT_FOUND_REPLY: MockReply = { status: 404, body: { status: false, message: 'Not found.' } };

const server = setupServer();
// Each test file has its own module registry, so its own server, started for its tests only. Before
// a test calls mockApi, a request goes on to the test environment's fetch, which has no network.
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A JSON answer of the api. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return HttpResponse.json(body as Record<string, unknown>, { status, headers });
}

/** A failed request, as when the network is down: fetch rejects with a TypeError. */
export function networkError(): Response {
  return HttpResponse.error();
}

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const expected = pattern.split('/');
  const actual = path.split('/');
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of expected.entries()) {
    const value = actual[index] ?? '';
    if (part.startsWith(':') && value !== '') params[part.slice(1)] = decodeURIComponent(value);
    else if (part !== value) return null;
  }
  return params;
}

async function readBody(request: Request): Promise<unknown> {
  const contentType = request.headers.get('content-type') ?? '';
  if (contentType.startsWith('multipart/form-data')) {
    const fields: Record<string, FormDataEntryValue> = {};
    for (const [name, value] of await request.formData()) fields[name] = value;
    return fields;
  }
  const text = await request.text();
  if (!text) return undefined;
  return contentType.includes('json') ? JSON.parse(text) : text;
}

/**
 * Stands in for the api: answers `"METHOD path"` from `replies` (the path relative to the api base
 * URL, without the query; `:name` matches one segment), the api's 404 envelope for anything else,
 * and records every call. A reply is a `{status, body, headers}` object or a handler of the call.
 * Called again in a test, the new replies take over.
 */
export function mockApi(replies: Record<string, MockReply | MockHandler>) {
  const calls: ApiCall[] = [];
  const routes = Object.entries(replies).map(([key, reply]) => {
    const [method = '', pattern = ''] = key.split(' ');
    return { method, pattern, reply };
  });

  server.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const base = `${getRuntimeConfig().apiBaseUrl.replace(/\/$/, '')}/`;
      const address = `${url.origin}${url.pathname}`;
      const path = address.startsWith(base) ? address.slice(base.length) : address;
      let params: Record<string, string> = {};
      const route = routes.find(({ method, pattern }) => {
        if (method !== request.method) return false;
        const matched = matchPath(pattern, path);
        if (matched) params = matched;
        return matched !== null;
      });
      const call: ApiCall = {
        method: request.method,
        path,
        query: url.search.replace(/^\?/, ''),
        params,
        body: await readBody(request),
        contentType: request.headers.get('content-type'),
        authorization: request.headers.get('authorization'),
        request,
      };
      calls.push(call);
      const reply = route ? route.reply : NOT_FOUND_REPLY;
      const answer = typeof reply === 'function' ? await reply(call) : reply;
      if (answer instanceof Response) return answer;
      return jsonResponse(answer.body, answer.status ?? 200, answer.headers);
    }),
  );
  return { calls };
}

/** A reply that waits until the test lets it go, to look at the page while a request runs. */
export function deferredReply(reply: MockReply | Response) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    handler: async () => {
      await released;
      return reply;
    },
    release: () => release(),
  };
}

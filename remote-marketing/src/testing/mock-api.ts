/** One request the page sent to the api. */
export interface ApiCall {
  method: string;
  /** The path after the api base URL, without the leading slash ("signup", "password/reset"). */
  path: string;
  body: unknown;
  authorization: string | null;
}

export interface MockReply {
  status?: number;
  body: unknown;
}

type Handler = (call: ApiCall) => MockReply | Promise<MockReply>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * Stands in for the network: `globalThis.fetch` becomes a jest mock that answers `"METHOD path"`
 * from the given replies (404 for anything else) and records every call. The request body is read
 * as a real server would; ky waits for it before it settles.
 */
export function mockApi(replies: Record<string, MockReply | Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = jest.fn(async (request: Request) => {
    const text = await request.text();
    const call: ApiCall = {
      method: request.method,
      path: new URL(request.url).pathname.replace(/^\//, ''),
      body: text ? JSON.parse(text) : undefined,
      authorization: request.headers.get('authorization'),
    };
    calls.push(call);
    const reply = replies[`${call.method} ${call.path}`];
    if (!reply) return jsonResponse({ status: false, message: 'Not found.' }, 404);
    const { status = 200, body } = typeof reply === 'function' ? await reply(call) : reply;
    return jsonResponse(body, status);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock };
}

/** A reply that waits until the test lets it go, to look at the page while a request runs. */
export function deferredReply(reply: MockReply) {
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

/** An auth response of `POST signup`, `POST login` and `POST auth/google`. */
export function authReply(overrides: { token?: string; first_name?: string; email?: string } = {}, status = 200) {
  return {
    status,
    body: {
      status: true,
      message: 'Logged in successfully.',
      data: {
        token: overrides.token ?? 'session-token-123',
        expires_at: '2030-01-01T00:00:00.000Z',
        user: {
          first_name: overrides.first_name ?? 'Asha',
          last_name: 'Rao',
          email: overrides.email ?? 'asha@example.com',
          is_email_verified: false,
          is_mobile_verified: false,
        },
      },
    },
  };
}

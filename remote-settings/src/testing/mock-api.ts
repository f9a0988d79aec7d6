/** One request the page sent to the api. */
export interface ApiCall {
  method: string;
  /** The path after the api base URL, without the leading slash ("settings/profile"). */
  path: string;
  /** A JSON body parsed, a multipart body as its fields (Files for uploads), or undefined. */
  body: unknown;
}

export interface MockReply {
  status?: number;
  body: unknown;
}

type Handler = (call: ApiCall) => MockReply | Promise<MockReply>;

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const fields: Record<string, FormDataEntryValue> = {};
    for (const [name, value] of await request.formData()) fields[name] = value;
    return fields;
  }
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

/** Stands in for the network: answers `"METHOD path"` from `replies` (404 otherwise) and records every call. */
export function mockApi(replies: Record<string, MockReply | Handler>) {
  const calls: ApiCall[] = [];
  globalThis.fetch = (async (request: Request) => {
    const call: ApiCall = {
      method: request.method,
      path: new URL(request.url).pathname.replace(/^\//, ''),
      body: await readBody(request),
    };
    calls.push(call);
    const reply = replies[`${call.method} ${call.path}`];
    if (!reply) return jsonResponse({ status: false, message: 'Not found.' }, 404);
    const { status = 200, body } = typeof reply === 'function' ? await reply(call) : reply;
    return jsonResponse(body, status);
  }) as typeof fetch;
  return { calls };
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

import { accountMessages } from '@talentindia/contracts';
import { sessions } from './db/schema';
import { injectLive } from './modules/live/live-testing';
import type { RouteEntry } from './plugins/route-table';
import { createTestApp, signUp, STRONG_PASSWORD, uniqueEmail, type TestApp } from './testing/test-app';

/**
 * Authenticated first, then validated (issue 17 §2): every signed-in route, read from the route table
 * as the fuzz test reads it, answers a caller without a live session with a 401 and its message,
 * whatever the body, and never with a field message or a 400, 413, 415 or 422 about what it sent.
 */
let t: TestApp;
let expiredToken: string;
beforeAll(async () => {
  t = await createTestApp();
  const account = await signUp(t);
  expiredToken = account.token;
  // Signed out: the token is well formed and was real, but opens no session any more.
  await t.app.db.update(sessions).set({ revokedAt: t.app.clock.now() });
});
afterAll(() => t.close());

const signedInRoutes = () =>
  t.app.routeTable.filter((route) => route.signedIn && route.method !== 'HEAD' && route.method !== 'OPTIONS');

/** The route's path with each parameter given a plausible value. */
const pathOf = (route: RouteEntry) => route.url.replace(/:[A-Za-z_]+/g, '1');

const bodies: { name: string; headers: Record<string, string>; payload?: string | Buffer }[] = [
  { name: 'no body', headers: {} },
  { name: 'an empty JSON body', headers: { 'content-type': 'application/json' }, payload: '' },
  { name: 'a body that is not JSON', headers: { 'content-type': 'application/json' }, payload: '{"first_name": ' },
  { name: 'a JSON body with every field wrong', headers: { 'content-type': 'application/json' }, payload: '{"x":[1]}' },
  { name: 'a text body', headers: { 'content-type': 'text/plain' }, payload: 'hello' },
  {
    name: 'a broken multipart body',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    payload: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nnot-an-email',
  },
];

/** What `unauthorized()` says when there is no token to look up (api/src/http-error.ts). */
const signInFirst = 'Please log in to continue.';

const callers: { name: string; authorization?: string; message: string }[] = [
  { name: 'no token', message: signInFirst },
  { name: 'a malformed token', authorization: 'Bearer !!', message: signInFirst },
  { name: 'a token of a session that ended', authorization: '', message: accountMessages.sessionExpired },
];

/** Answered 200, the nav poll revalidates by ETag, and the live stream is a stream (never cached). */
const OWN_CACHE_RULES: Record<string, string> = { '/nav': 'private, no-cache', '/live': 'no-cache' };

describe('every signed-in route', () => {
  it('is known to the route table (the check below covers them all)', () => {
    const keys = signedInRoutes().map((route) => `${route.method} ${route.url}`);
    expect(keys.length).toBeGreaterThan(60);
    for (const expected of ['POST /settings/billing', 'POST /settings/profile', 'GET /nav', 'POST /jobs']) {
      expect(keys).toContain(expected);
    }
    expect(keys).not.toContain('POST /login');
  });

  it.each(callers)('answers 401 to a caller with $name, whatever the body', async ({ authorization, message }) => {
    const refused: string[] = [];
    for (const route of signedInRoutes()) {
      for (const body of bodies) {
        if (route.method === 'GET' && body.payload !== undefined) continue;
        const headers: Record<string, string> = { ...body.headers };
        if (authorization !== undefined) headers.authorization = authorization || `Bearer ${expiredToken}`;
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: pathOf(route),
          headers,
          ...(body.payload !== undefined ? { payload: body.payload } : {}),
        });
        const answer = response.json<{ status: boolean; message: string; errors?: unknown }>();
        const right = response.statusCode === 401 && answer.message === message && answer.errors === undefined;
        if (!right)
          refused.push(`${route.method} ${route.url} with ${body.name}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('answers with Cache-Control: no-store, refused or not (the nav poll revalidates by ETag instead)', async () => {
    const account = await signUp(t);
    const wrong: string[] = [];
    for (const route of signedInRoutes()) {
      for (const token of [undefined, account.token]) {
        // Reads with the session (their answers carry personal data); every route without one.
        if (token && route.method !== 'GET') continue;
        const options = {
          method: route.method as 'GET',
          url: pathOf(route),
          headers: token ? { authorization: `Bearer ${token}` } : {},
        };
        // The live stream never ends (injectLive answers at its headers), and is never cached either.
        const response = await injectLive(t.app, options);
        const expected = (response.statusCode === 200 && OWN_CACHE_RULES[route.url]) || 'no-store';
        if (response.headers['cache-control'] !== expected) {
          wrong.push(
            `${route.method} ${route.url} (${response.statusCode}): ${String(response.headers['cache-control'])}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('answers that hand out a session', () => {
  it('are never stored: sign-up, login and its second step send Cache-Control: no-store', async () => {
    const account = await signUp(t);
    const login = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: account.email, password: STRONG_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json<{ data: { token: string } }>().data.token).toEqual(expect.any(String));
    expect(login.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ method: 'POST', url: '/login/2fa', payload: {} });
    expect(refused.headers['cache-control']).toBe('no-store');
    const signup = await t.app.inject({
      method: 'POST',
      url: '/signup',
      payload: {
        first_name: 'Asha',
        last_name: 'Rao',
        email: uniqueEmail('cache'),
        password: STRONG_PASSWORD,
        confirm_password: STRONG_PASSWORD,
      },
    });
    expect(signup.statusCode).toBe(201);
    expect(signup.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /nav', () => {
  it('varies by Origin beside Authorization', async () => {
    const { token } = await signUp(t);
    const response = await t.app.inject({
      method: 'GET',
      url: '/nav',
      headers: { authorization: `Bearer ${token}`, origin: 'http://localhost:3000' },
    });
    expect(response.statusCode).toBe(200);
    const vary = String(response.headers.vary)
      .split(',')
      .map((name) => name.trim().toLowerCase());
    expect(vary).toEqual(expect.arrayContaining(['origin', 'authorization']));
  });
});

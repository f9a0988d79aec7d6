import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { NavResponse, Notification } from '@talentindia/contracts';
import { refreshNav, STORAGE_KEYS, toast, useAuthStore, useNavStore } from '@talentindia/core';
import { jsonResponse, mockApi, networkError, type ApiCall } from '@talentindia/core/testing';
import { apiCalls, resetApp, storeSession } from '../../testing/app-test-kit';
import { NAV_POLL_INTERVAL_MS, NAV_REQUEST_TIMEOUT_MS } from './api/get-nav';
import { useNavPoll } from './use-nav-poll';

const notification = (id: number, seen: 0 | 1): Notification => ({
  id,
  type: 'simple',
  description: `Notification ${id}`,
  action: '/jobs',
  seen,
  created_at: '2025-03-01T10:00:00.000Z',
});

const navBody = (changes: Partial<NavResponse['data']> = {}): NavResponse => ({
  status: true,
  data: {
    unread_messages: 2,
    unseen_notifications: 1,
    notifications: [notification(2, 0), notification(1, 1)],
    user: {
      first_name: 'Asha',
      email: 'asha@example.com',
      image: null,
      is_email_verified: true,
      is_mobile_verified: false,
    },
    ...changes,
  },
});

function PollHarness() {
  useNavPoll();
  return null;
}

let client: QueryClient;
const SETTLE_STEPS_MS = 5;

function startPolling() {
  client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <PollHarness />
    </QueryClientProvider>,
  );
}

/**
 * Lets the fake clock run `ms`, then a few milliseconds more in single steps so that what the
 * calls started settles (a zero-delay timer set while the clock ticks is due a millisecond later).
 */
async function advance(ms = 0) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
    for (let step = 0; step < SETTLE_STEPS_MS; step += 1) await jest.advanceTimersByTimeAsync(1);
  });
}

/**
 * The tab's live stream (issue 18), held open by the poll: a test pushes events into it. Each
 * `GET live` gets a new stream; `push` writes to the latest one.
 */
let liveStream: ReadableStreamDefaultController<Uint8Array> | undefined;
function openLiveStream(): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      liveStream = controller;
      controller.enqueue(new TextEncoder().encode(': open\n\n'));
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
}
function pushLiveEvent(type: string, data: unknown, id?: number) {
  const text = `${id === undefined ? '' : `id: ${id}\n`}event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
  liveStream?.enqueue(new TextEncoder().encode(text));
}

/**
 * Answers `GET nav` with each of `answers` in turn (the last one again once they run out), and
 * `GET live` with an open stream. `calls` are the nav calls only.
 */
function serveNav(...answers: ((call: ApiCall) => Response | Promise<Response>)[]) {
  let index = 0;
  const calls: ApiCall[] = [];
  const served = mockApi({
    'GET nav': (call) => {
      calls.push(call);
      const answer = answers[Math.min(index, answers.length - 1)];
      index += 1;
      if (!answer) throw new Error('No answer for GET nav.');
      return answer(call);
    },
    'GET live': () => openLiveStream(),
  });
  return { calls, allCalls: served.calls };
}

const ifNoneMatchOf = (calls: readonly ApiCall[], index: number) =>
  calls[index]?.request.headers.get('If-None-Match') ?? null;

let visibility: DocumentVisibilityState = 'visible';

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
  window.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  await storeSession();
});

afterEach(async () => {
  client.clear();
  jest.useRealTimers();
  await resetApp();
});

describe('the navigation poll', () => {
  it('asks GET /nav at once with the Bearer token and fills the header’s store', async () => {
    const { calls } = serveNav(() => jsonResponse(navBody(), 200, { ETag: '"v1"' }));

    startPolling();
    await advance();

    expect(apiCalls(calls)).toEqual(['GET nav']);
    const request = calls[0]?.request as Request;
    expect(request.headers.get('Authorization')).toBe('Bearer token-abc');
    expect(request.headers.get('If-None-Match')).toBeNull();
    expect(request.cache).toBe('no-store');
    expect(useNavStore.getState()).toMatchObject({
      unreadMessages: 2,
      unseenNotifications: 1,
      notifications: [expect.objectContaining({ id: 2, seen: 0 }), expect.objectContaining({ id: 1, seen: 1 })],
    });
  });

  it('brings the stored session in line with the server’s user', async () => {
    serveNav(() =>
      jsonResponse(
        navBody({
          user: {
            first_name: 'Asha R',
            email: 'asha.r@example.com',
            image: 'http://localhost:4000/media/avatars/asha-256.webp',
            is_email_verified: false,
            is_mobile_verified: true,
            role: 'freelancer',
          },
        }),
      ),
    );

    startPolling();
    await advance();

    expect(useAuthStore.getState()).toMatchObject({
      accessToken: 'token-abc',
      // A session stored before roles were learns it from /nav.
      role: 'freelancer',
      firstName: 'Asha R',
      email: 'asha.r@example.com',
      isEmailVerified: false,
      isMobileVerified: true,
      billingTaxId: 'GST-1',
    });
    expect(localStorage.getItem('first_name')).toBe('Asha R');
    expect(localStorage.getItem('email')).toBe('asha.r@example.com');
    expect(localStorage.getItem('isEmailVerified')).toBe('false');
    expect(localStorage.getItem('isMobileVerified')).toBe('true');
    expect(localStorage.getItem('role')).toBe('freelancer');
    expect(useNavStore.getState().userImage).toBe('http://localhost:4000/media/avatars/asha-256.webp');
  });

  it('polls every 10 seconds, sends the last ETag, and keeps its data on a 304', async () => {
    const { calls } = serveNav(
      () => jsonResponse(navBody(), 200, { ETag: '"v1"' }),
      () => new Response(null, { status: 304, headers: { ETag: '"v1"' } }),
      () =>
        jsonResponse(navBody({ unread_messages: 7, unseen_notifications: 0, notifications: [] }), 200, {
          ETag: '"v2"',
        }),
      () => new Response(null, { status: 304, headers: { ETag: '"v2"' } }),
    );
    startPolling();
    await advance();
    const first = useNavStore.getState().notifications;

    await advance(NAV_POLL_INTERVAL_MS - 3 * SETTLE_STEPS_MS);
    expect(calls).toHaveLength(1);

    await advance(SETTLE_STEPS_MS);
    expect(calls).toHaveLength(2);
    expect(ifNoneMatchOf(calls, 1)).toBe('"v1"');
    expect(useNavStore.getState()).toMatchObject({ unreadMessages: 2, unseenNotifications: 1 });
    expect(useNavStore.getState().notifications).toBe(first);

    await advance(NAV_POLL_INTERVAL_MS);
    expect(calls).toHaveLength(3);
    expect(useNavStore.getState()).toMatchObject({ unreadMessages: 7, unseenNotifications: 0, notifications: [] });

    await advance(NAV_POLL_INTERVAL_MS);
    expect(calls).toHaveLength(4);
    expect(ifNoneMatchOf(calls, 3)).toBe('"v2"');
    expect(useNavStore.getState()).toMatchObject({ unreadMessages: 7 });
  });

  it('is silent when a call fails, and keeps the last data', async () => {
    const errorToast = jest.spyOn(toast, 'error');
    const anyToast = jest.spyOn(toast, 'success');
    const { calls } = serveNav(
      () => jsonResponse(navBody(), 200, { ETag: '"v1"' }),
      () => jsonResponse({ status: false, message: 'Something broke.' }, 500),
      () => jsonResponse({ unexpected: true }),
      () => networkError(),
    );
    startPolling();
    await advance();

    await advance(3 * NAV_POLL_INTERVAL_MS);

    expect(calls).toHaveLength(4);
    expect(useNavStore.getState()).toMatchObject({ unreadMessages: 2, unseenNotifications: 1 });
    expect(useNavStore.getState().notifications).toHaveLength(2);
    expect(errorToast).not.toHaveBeenCalled();
    expect(anyToast).not.toHaveBeenCalled();
    // It keeps going after failures, and still asks "changed since v1?".
    await advance(NAV_POLL_INTERVAL_MS);
    expect(calls).toHaveLength(5);
    expect(ifNoneMatchOf(calls, 4)).toBe('"v1"');
  });

  it('logs out on a 401: the seven keys go and polling stops', async () => {
    const { calls } = serveNav(() => jsonResponse({ status: false, message: 'Unauthenticated.' }, 401));

    startPolling();
    await advance();

    for (const key of STORAGE_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(useAuthStore.getState().accessToken).toBeNull();
    expect(useNavStore.getState()).toMatchObject({ unreadMessages: 0, notifications: [] });

    await advance(3 * NAV_POLL_INTERVAL_MS);
    expect(calls).toHaveLength(1);
  });

  it('abandons a call that hangs after 8 seconds, so two calls never overlap', async () => {
    let inFlight = 0;
    let mostInFlight = 0;
    const { calls } = serveNav(
      ({ request }) =>
        new Promise<Response>((resolve) => {
          inFlight += 1;
          mostInFlight = Math.max(mostInFlight, inFlight);
          request.signal.addEventListener('abort', () => {
            inFlight -= 1;
            // The page has given up on it: whatever comes now is thrown away.
            resolve(networkError());
          });
        }),
    );
    startPolling();
    await advance();
    expect(inFlight).toBe(1);

    await advance(NAV_REQUEST_TIMEOUT_MS);
    expect(inFlight).toBe(0);

    await advance(6 * NAV_POLL_INTERVAL_MS);
    expect(calls.length).toBeGreaterThanOrEqual(3);
    expect(mostInFlight).toBe(1);
  });

  it('does not poll while the tab is hidden, and polls at once when it is shown again', async () => {
    const { calls } = serveNav(() => jsonResponse(navBody(), 200, { ETag: '"v1"' }));
    startPolling();
    await advance();
    expect(calls).toHaveLength(1);

    act(() => setVisibility('hidden'));
    await advance(5 * NAV_POLL_INTERVAL_MS);
    expect(calls).toHaveLength(1);

    act(() => setVisibility('visible'));
    await advance();
    expect(calls).toHaveLength(2);
    expect(ifNoneMatchOf(calls, 1)).toBe('"v1"');
  });

  it('polls at once when something asks for fresh header data', async () => {
    const { calls } = serveNav(() => jsonResponse(navBody(), 200, { ETag: '"v1"' }));
    startPolling();
    await advance();

    await act(() => refreshNav(client));

    expect(calls).toHaveLength(2);
  });

  it('polls at once when the live stream brings a message, a read receipt or a badge change', async () => {
    const { calls, allCalls } = serveNav(() => jsonResponse(navBody(), 200, { ETag: '"v1"' }));
    startPolling();
    await advance();
    expect(calls).toHaveLength(1);
    const live = allCalls.find((call) => call.path === 'live');
    expect(live?.authorization).toBe('Bearer token-abc');

    pushLiveEvent('message', { thread_id: 4, message_id: 9 }, 1);
    await advance();
    expect(calls).toHaveLength(2);
    pushLiveEvent('read', { thread_id: 4, reader_id: 2, read_at: '2025-03-01T10:00:00.000Z' }, 2);
    await advance();
    expect(calls).toHaveLength(3);
    pushLiveEvent('nav', { unread_messages: 0 }, 3);
    await advance();
    expect(calls).toHaveLength(4);
    // Typing changes nothing in the header.
    pushLiveEvent('typing', { thread_id: 4, user_id: 2 });
    await advance();
    expect(calls).toHaveLength(4);
  });

  it('does not poll while signed out', async () => {
    await resetApp();
    const { calls } = serveNav(() => jsonResponse(navBody()));

    startPolling();
    await advance(3 * NAV_POLL_INTERVAL_MS);

    expect(calls).toHaveLength(0);
    expect(useNavStore.getState().notifications).toEqual([]);
  });

  it('never sends one session’s ETag for another', async () => {
    const { calls } = serveNav(() => jsonResponse(navBody(), 200, { ETag: '"v1"' }));
    startPolling();
    await advance();

    act(() => useAuthStore.getState().signIn({ token: 'token-other', firstName: 'Ravi', email: 'ravi@example.com' }));
    await advance(NAV_POLL_INTERVAL_MS);

    const last = calls.at(-1)?.request as Request;
    expect(last.headers.get('Authorization')).toBe('Bearer token-other');
    expect(last.headers.get('If-None-Match')).toBeNull();
  });
});

import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { messagingMessages } from '@talentindia/contracts';
import { liveEvents, users } from '../../db/schema';
import { createTestApp, signUp, testClock, type TestApp } from '../../testing/test-app';
import { HEARTBEAT_SLICES, MAX_STREAMS_PER_USER } from './live-hub';
import { emitLiveEvent, LIVE_EVENT_RETENTION_MS, pruneLiveEvents, signalLive } from './live-service';
import { injectLive, openLiveStream, type LiveTestStream, type SseBlock } from './live-testing';

/** The stream needs a real connection (inject() waits for a response's end), so the app listens. */
let t: TestApp;
let baseUrl = '';
const clock = testClock();
const open: LiveTestStream[] = [];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' }, { clock });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});
afterAll(() => t.close());

async function newUser() {
  const account = await signUp(t);
  const [user] = await t.app.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${account.email.toLowerCase()}`);
  return { ...account, id: user!.id };
}

async function connect(options: { token?: string; lastEventId?: string }) {
  const stream = await openLiveStream(baseUrl, options);
  open.push(stream);
  return stream;
}

let serial = 0;
/** A message event with a thread id no other test uses, to find it by. */
function messageEvent(userId: number) {
  serial += 1;
  return { userId, type: 'message' as const, data: { thread_id: 1000 + serial, message_id: serial } };
}
const isThread = (threadId: number) => (block: SseBlock) =>
  block.event === 'message' && block.data !== '' && JSON.parse(block.data).thread_id === threadId;

describe('GET /live', () => {
  it('answers 401 without a session, and for a session that ended', async () => {
    const anonymous = await connect({});
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.text)).toEqual({ status: false, message: expect.any(String) });

    const { token } = await newUser();
    await t.request({ method: 'POST', url: '/logout', token });
    expect((await connect({ token })).status).toBe(401);
  });

  it('streams text/event-stream, uncached and unbuffered', async () => {
    const { token } = await newUser();
    const stream = await connect({ token });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-cache');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(await stream.next((block) => block.event === 'retry')).toBeTruthy();
  });

  it('lets the app’s pages resume it from another origin: Last-Event-ID is allowed by CORS, and the stream readable', async () => {
    const preflight = await t.request({
      method: 'OPTIONS',
      url: '/live',
      headers: {
        origin: 'http://localhost:3003',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization, last-event-id',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/Last-Event-ID/);

    const { token } = await newUser();
    const response = await injectLive(t.app, {
      method: 'GET',
      url: '/live',
      headers: { authorization: `Bearer ${token}`, origin: 'http://localhost:3003' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3003');
  });

  it('starts with the user’s latest event id, so a tab that received nothing yet still resumes exactly', async () => {
    const alice = await newUser();
    const empty = await connect({ token: alice.token });
    expect(await empty.next((block) => block.id !== undefined)).toEqual({ id: '0', event: 'message', data: '' });

    await emitLiveEvent(t.app, t.app.db, messageEvent(alice.id));
    const [latest] = await t.app.db.select().from(liveEvents).where(eq(liveEvents.userId, alice.id));
    const tab = await connect({ token: alice.token });
    expect(await tab.next((block) => block.id !== undefined)).toEqual({
      id: String(latest!.id),
      event: 'message',
      data: '',
    });

    const missed = messageEvent(alice.id);
    await emitLiveEvent(t.app, t.app.db, missed);
    const again = await connect({ token: alice.token, lastEventId: '0' });
    await again.next(isThread(missed.data.thread_id));
    expect(
      again.received
        .filter((block) => block.event === 'message' && block.data !== '')
        .map((block) => JSON.parse(block.data).thread_id),
    ).toEqual([missed.data.thread_id - 1, missed.data.thread_id]);
  });

  it('delivers a stored event to every open tab of its user and to no one else', async () => {
    const alice = await newUser();
    const bob = await newUser();
    const aliceTabs = [await connect({ token: alice.token }), await connect({ token: alice.token })];
    const bobTab = await connect({ token: bob.token });
    await aliceTabs[0]!.next((block) => block.event === 'retry');
    await bobTab.next((block) => block.event === 'retry');

    const event = messageEvent(alice.id);
    await emitLiveEvent(t.app, t.app.db, event);
    const [row] = await t.app.db.select().from(liveEvents).where(eq(liveEvents.userId, alice.id));
    for (const tab of aliceTabs) {
      const block = await tab.next(isThread(event.data.thread_id));
      expect(block).toEqual({ id: String(row!.id), event: 'message', data: JSON.stringify(event.data) });
    }
    // Bob's own event arrives after Alice's was written: his tab never got hers.
    const his = messageEvent(bob.id);
    await emitLiveEvent(t.app, t.app.db, his);
    await bobTab.next(isThread(his.data.thread_id));
    expect(bobTab.received.some(isThread(event.data.thread_id))).toBe(false);
  });

  it('sends an event written in a transaction once it commits, and never one rolled back', async () => {
    const alice = await newUser();
    const tab = await connect({ token: alice.token });
    await tab.next((block) => block.event === 'retry');

    const rolledBack = messageEvent(alice.id);
    await expect(
      t.app.db.transaction(async (tx) => {
        await emitLiveEvent(t.app, tx, rolledBack);
        throw new Error('the send failed');
      }),
    ).rejects.toThrow('the send failed');
    const committed = messageEvent(alice.id);
    await t.app.db.transaction(async (tx) => {
      await emitLiveEvent(t.app, tx, committed);
    });

    await tab.next(isThread(committed.data.thread_id));
    expect(tab.received.some(isThread(rolledBack.data.thread_id))).toBe(false);
    const stored = await t.app.db.select().from(liveEvents).where(eq(liveEvents.userId, alice.id));
    expect(stored.map((row) => row.data)).toEqual([committed.data]);
  });

  it('resumes from Last-Event-ID with what was missed, in order, without repeats', async () => {
    const alice = await newUser();
    const first = await connect({ token: alice.token });
    const seen = messageEvent(alice.id);
    await emitLiveEvent(t.app, t.app.db, seen);
    const lastSeen = await first.next(isThread(seen.data.thread_id));
    first.close();
    await first.ended;

    const missed = [messageEvent(alice.id), messageEvent(alice.id), messageEvent(alice.id)];
    for (const event of missed) await emitLiveEvent(t.app, t.app.db, event);
    const again = await connect({ token: alice.token, lastEventId: lastSeen.id });
    const after = messageEvent(alice.id);
    await emitLiveEvent(t.app, t.app.db, after);
    await again.next(isThread(after.data.thread_id));

    const stored = again.received.filter((block) => block.data !== '' && block.id !== undefined);
    expect(stored.map((block) => JSON.parse(block.data).thread_id)).toEqual(
      [...missed, after].map((event) => event.data.thread_id),
    );
    const ids = stored.map((block) => Number(block.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids[0]).toBeGreaterThan(Number(lastSeen.id));
  });

  it('sends `reset` when what was missed can no longer be replayed, then goes on live', async () => {
    const alice = await newUser();
    await emitLiveEvent(t.app, t.app.db, messageEvent(alice.id));
    const [latest] = await t.app.db.select().from(liveEvents).where(eq(liveEvents.userId, alice.id));
    const tab = await connect({ token: alice.token, lastEventId: '999999999' });
    const reset = await tab.next((block) => block.event === 'reset');
    // It carries the id to go on from, so the next reconnection does not reset again.
    expect(reset).toEqual({ id: String(latest!.id), event: 'reset', data: '{}' });
    const event = messageEvent(alice.id);
    await emitLiveEvent(t.app, t.app.db, event);
    await tab.next(isThread(event.data.thread_id));
  });

  it('refuses a Last-Event-ID that is no event id with a 422', async () => {
    const { token } = await newUser();
    const tab = await connect({ token, lastEventId: 'abc' });
    expect(tab.status).toBe(422);
    expect(JSON.parse(tab.text).message).toContain(messagingMessages.liveEventIdInvalid);
  });

  it('carries a typing signal at once, and never replays it', async () => {
    const alice = await newUser();
    const bob = await newUser();
    const tab = await connect({ token: alice.token });
    await tab.next((block) => block.event === 'retry');
    const before = messageEvent(alice.id);
    await emitLiveEvent(t.app, t.app.db, before);
    const last = await tab.next(isThread(before.data.thread_id));

    await signalLive(t.app, { userId: alice.id, type: 'typing', data: { thread_id: 77, user_id: bob.id } });
    const typing = await tab.next((block) => block.event === 'typing');
    expect(typing).toEqual({ event: 'typing', data: JSON.stringify({ thread_id: 77, user_id: bob.id }) });
    expect(await t.app.db.select().from(liveEvents).where(eq(liveEvents.userId, alice.id))).toHaveLength(1);

    tab.close();
    const again = await connect({ token: alice.token, lastEventId: last.id });
    const after = messageEvent(alice.id);
    await emitLiveEvent(t.app, t.app.db, after);
    await again.next(isThread(after.data.thread_id));
    expect(again.received.some((block) => block.event === 'typing')).toBe(false);
  });

  it('writes a heartbeat comment on every open stream', async () => {
    const { token } = await newUser();
    const tab = await connect({ token });
    t.app.live.startTimers(50);
    try {
      expect(await tab.next((block) => block.event === 'comment' && block.data === 'heartbeat')).toBeTruthy();
    } finally {
      t.app.live.stopTimers();
    }
  });

  it('spreads the heartbeat: one slice of the streams a beat, every stream once a period', async () => {
    // Beaten by hand here, not by the timer.
    t.app.live.stopTimers();
    const tabs: LiveTestStream[] = [];
    for (let i = 0; i < 3; i += 1) tabs.push(await connect({ token: (await newUser()).token }));
    for (const tab of tabs) await tab.next((block) => block.event === 'retry');
    const beats = () => tabs.map((tab) => tab.received.filter((block) => block.data === 'heartbeat').length);
    t.app.live.beat();
    // Written synchronously; read back once the sockets have carried it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(beats().reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(1);
    for (let i = 1; i < HEARTBEAT_SLICES; i += 1) t.app.live.beat();
    for (const tab of tabs) await tab.next((block) => block.data === 'heartbeat');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(beats()).toEqual([1, 1, 1]);
  });

  it('closes the streams of a session that ended (logout) at the next session check', async () => {
    const alice = await newUser();
    const tab = await connect({ token: alice.token });
    await tab.next((block) => block.event === 'retry');
    await t.app.live.checkSessions();
    expect(t.app.live.streamsOf(alice.id)).toBe(1);

    await t.request({ method: 'POST', url: '/logout', token: alice.token });
    await t.app.live.checkSessions();
    await tab.ended;
    expect(t.app.live.streamsOf(alice.id)).toBe(0);
  });

  it('counts open streams, lets a tab go cleanly, and refuses more than the cap per user with a 429', async () => {
    const alice = await newUser();
    const before = t.app.live.openStreams;
    const tabs = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i += 1) tabs.push(await connect({ token: alice.token }));
    await Promise.all(tabs.map((tab) => tab.next((block) => block.event === 'retry')));
    expect(t.app.live.openStreams).toBe(before + MAX_STREAMS_PER_USER);

    const oneTooMany = await connect({ token: alice.token });
    expect(oneTooMany.status).toBe(429);
    expect(JSON.parse(oneTooMany.text)).toEqual({ status: false, message: messagingMessages.liveTooManyStreams });

    tabs[0]!.close();
    await waitFor(() => t.app.live.streamsOf(alice.id) === MAX_STREAMS_PER_USER - 1);
    expect((await connect({ token: alice.token })).status).toBe(200);
  });

  it('keeps stored events a day: housekeeping deletes older ones', async () => {
    const alice = await newUser();
    await emitLiveEvent(t.app, t.app.db, messageEvent(alice.id));
    clock.advance(LIVE_EVENT_RETENTION_MS + 1000);
    const fresh = messageEvent(alice.id);
    await emitLiveEvent(t.app, t.app.db, fresh);
    expect(await pruneLiveEvents(t.app)).toBeGreaterThanOrEqual(1);
    const left = await t.app.db.select().from(liveEvents).where(eq(liveEvents.userId, alice.id));
    expect(left.map((row) => row.data)).toEqual([fresh.data]);
  });
});

async function waitFor(check: () => boolean, timeoutMs = 5_000) {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

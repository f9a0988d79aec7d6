import { and, count, eq } from 'drizzle-orm';
import { messagingMessages as m } from '@talentindia/contracts';
import { jobs, liveEvents, messages, notifications, outbox, threadBlocks, threadReports, users } from '../../db/schema';
import { createClient, createFreelancer, insertJob } from '../../testing/marketplace-fixtures';
import { createPayingClient, hourlyOffer } from '../contracts/hiring-testing';
import { createTestApp, testClock, type TestApp } from '../../testing/test-app';
import type { CurrentUser } from '../../plugins/auth';
import { MESSAGE_NOTICE_QUIET_MS } from './message-notices';
import { messagePage, openThreadAs, readThread, say, sendAs, unreadMessages } from './messages-testing';
import { listThreads, SEARCH_WALK } from './thread-list-service';

/**
 * Issue 18 §2: threads and messages through the api, as both participants use them and as nobody
 * else can. A second client and a second freelancer stand for "anyone else".
 */
const clock = testClock();
let t: TestApp;
type Person = { id: number; token: string; email: string };
let alice: Person; // the client
let priya: Person; // the freelancer she works with
let bob: Person; // another client
let ravi: Person; // another freelancer
let jobId: number;
let threadId: number;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' }, { clock });
  alice = await createClient(t, { first_name: 'Alice', last_name: 'Mehta' });
  bob = await createClient(t, { first_name: 'Bob', last_name: 'Nair' });
  priya = await createFreelancer(t, { firstName: 'Priya', lastName: 'Sharma' });
  ravi = await createFreelancer(t, { firstName: 'Ravi', lastName: 'Kumar' });
  jobId = (await insertJob(t, alice.id, { title: 'Logo design for a bakery' })).id;
  threadId = await openThreadAs(t, alice.token, priya.id, jobId);
});
afterAll(() => t.close());

/**
 * A new client and freelancer with a thread of their own, for tests that count what one thread does;
 * a client who can pay (a saved card) when the test sends an offer (issue 19).
 */
async function newPair({ canPay = false } = {}) {
  const names = { first_name: 'Meera', last_name: 'Iyer' };
  const client = canPay ? await createPayingClient(t, names) : await createClient(t, names);
  const freelancer = await createFreelancer(t, { firstName: 'Kiran', lastName: 'Das' });
  const job = await insertJob(t, client.id, { title: 'Bakery website' });
  return { client, freelancer, job, threadId: await openThreadAs(t, client.token, freelancer.id, job.id) };
}

const rowsOf = async (table: typeof messages | typeof threadReports | typeof threadBlocks) =>
  (await t.app.db.select({ value: count() }).from(table))[0]!.value;

describe('POST /threads', () => {
  it('opens the client’s thread with a freelancer, the same one every time', async () => {
    expect(await openThreadAs(t, alice.token, priya.id, jobId)).toBe(threadId);
    const withoutJob = await openThreadAs(t, alice.token, priya.id);
    expect(withoutJob).not.toBe(threadId);
    expect(await openThreadAs(t, alice.token, priya.id)).toBe(withoutJob);
  });

  it('refuses a freelancer (403), a person who is not a freelancer and another client’s job (404)', async () => {
    const start = (token: string, payload: Record<string, unknown>) =>
      t.request({ method: 'POST', url: '/threads', token, payload });
    const asFreelancer = await start(priya.token, { freelancer_id: ravi.id });
    expect(asFreelancer.statusCode).toBe(403);
    expect(asFreelancer.json()).toEqual({ status: false, message: m.onlyClientsStart });
    const notFreelancer = await start(alice.token, { freelancer_id: bob.id });
    expect(notFreelancer.statusCode).toBe(404);
    expect(notFreelancer.json().message).toBe(m.freelancerNotFound);
    const bobsJob = await insertJob(t, bob.id);
    const othersJob = await start(alice.token, { freelancer_id: priya.id, job_id: bobsJob.id });
    expect(othersJob.statusCode).toBe(404);
    expect(othersJob.json().message).toBe(m.jobNotFound);
  });
});

describe('who may use a thread', () => {
  const routes = (id: number | string) => [
    { method: 'GET' as const, url: `/threads/${id}` },
    { method: 'GET' as const, url: `/threads/${id}/messages` },
    { method: 'POST' as const, url: `/threads/${id}/messages`, payload: { body: 'Hello' } },
    { method: 'POST' as const, url: `/threads/${id}/read` },
    { method: 'POST' as const, url: `/threads/${id}/typing` },
    { method: 'POST' as const, url: `/threads/${id}/report`, payload: { reason: 'spam', details: '' } },
    { method: 'POST' as const, url: `/threads/${id}/block` },
    { method: 'DELETE' as const, url: `/threads/${id}/block` },
  ];

  it('answers 404 to another client and another freelancer on every thread route, and changes nothing', async () => {
    await say(t, alice.token, threadId, 'Only for Priya');
    const before = [await rowsOf(messages), await rowsOf(threadReports), await rowsOf(threadBlocks)];
    for (const stranger of [bob, ravi])
      for (const route of routes(threadId)) {
        const response = await t.request({ ...route, token: stranger.token });
        expect({ route: route.url, status: response.statusCode, body: response.json() }).toEqual({
          route: route.url,
          status: 404,
          body: { status: false, message: m.threadNotFound },
        });
      }
    expect([await rowsOf(messages), await rowsOf(threadReports), await rowsOf(threadBlocks)]).toEqual(before);
    const list = await t.request({ method: 'GET', url: '/threads', token: bob.token });
    expect(list.json().data).toEqual([]);
  });

  it('answers 404 for an id that names no thread or is not an id', async () => {
    for (const id of [987654321, 'abc', '0'])
      for (const route of routes(id)) {
        const response = await t.request({ ...route, token: alice.token });
        expect({ route: route.url, status: response.statusCode }).toEqual({ route: route.url, status: 404 });
      }
  });
});

describe('sending and reading, the same for both sides', () => {
  it('lets the freelancer write through the same routes and both see the conversation', async () => {
    clock.advance(1000);
    const sent = await sendAs(t, priya.token, threadId, { body: '  Hi Alice, I can start <b>Monday</b>.\n  ' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      status: true,
      message: m.messageSent,
      data: {
        thread_id: threadId,
        kind: 'text',
        body: 'Hi Alice, I can start <b>Monday</b>.',
        data: null,
        sender_id: priya.id,
        mine: true,
        reply_to: null,
        attachments: [],
        read_at: null,
      },
    });
    const page = await messagePage(t, alice.token, threadId);
    const last = page.json().data.at(-1);
    expect(last).toMatchObject({ id: sent.json().data.id, mine: false, body: 'Hi Alice, I can start <b>Monday</b>.' });

    const list = await t.request({ method: 'GET', url: '/threads', token: alice.token });
    expect(list.json().data[0]).toMatchObject({
      id: threadId,
      counterpart: { id: priya.id, first_name: 'Priya', last_name: 'Sharma', role: 'freelancer', deleted: false },
      job: { id: jobId, title: 'Logo design for a bakery' },
      last_message: { preview: 'Hi Alice, I can start <b>Monday</b>.', mine: false, kind: 'text' },
    });
    const theirs = await t.request({ method: 'GET', url: '/threads', token: priya.token });
    expect(theirs.json().data[0]).toMatchObject({
      id: threadId,
      counterpart: { id: alice.id, first_name: 'Alice', role: 'client' },
      last_message: { mine: true },
      // Alice's message of the test before, which Priya has not opened yet.
      unread_count: 1,
    });
  });

  it('refuses an empty message and a reply to a message of another thread (422), storing nothing', async () => {
    const before = await rowsOf(messages);
    const empty = await sendAs(t, alice.token, threadId, { body: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(m.messageEmpty);
    const pair = await newPair();
    const elsewhere = await say(t, pair.client.token, pair.threadId, 'In another thread');
    const reply = await sendAs(t, alice.token, threadId, { body: 'Re', reply_to_id: elsewhere.id });
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toEqual({ status: false, message: m.replyNotFound, errors: { reply_to_id: m.replyNotFound } });
    expect(await rowsOf(messages)).toBe(before + 1);
  });

  it('quotes the message a reply answers', async () => {
    const question = await say(t, alice.token, threadId, 'Can you send two logo ideas by Friday?');
    const reply = await sendAs(t, priya.token, threadId, { body: 'Yes, both by Friday.', reply_to_id: question.id });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().data.reply_to).toEqual({
      id: question.id,
      kind: 'text',
      preview: 'Can you send two logo ideas by Friday?',
      sender_name: 'Alice Mehta',
      mine: false,
    });
  });

  it('keeps one message for a send retried with its key, and refuses the key in another thread', async () => {
    const pair = await newPair();
    const payload = { body: 'Sent once, whatever the network does', client_key: 'composer-key-0001' };
    const first = await sendAs(t, pair.freelancer.token, pair.threadId, payload);
    const again = await sendAs(t, pair.freelancer.token, pair.threadId, payload);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect(first.json().data.client_key).toBe('composer-key-0001');
    const stored = await t.app.db.select({ value: count() }).from(messages).where(eq(messages.threadId, pair.threadId));
    expect(stored[0]!.value).toBe(1);
    // The other side never sees the sender's key.
    const seen = await messagePage(t, pair.client.token, pair.threadId);
    expect(seen.json().data[0].client_key).toBeNull();
    const otherThread = await openThreadAs(t, pair.client.token, pair.freelancer.id);
    const reused = await sendAs(t, pair.freelancer.token, otherThread, payload);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe(m.clientKeyInvalid);
  });

  it('keeps one message for the same key sent twice at once', async () => {
    const pair = await newPair();
    const payload = { body: 'Double-clicked', client_key: 'composer-key-0002' };
    const answers = await Promise.all([
      sendAs(t, pair.client.token, pair.threadId, payload),
      sendAs(t, pair.client.token, pair.threadId, payload),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(answers[0]!.json().data.id).toBe(answers[1]!.json().data.id);
    const stored = await t.app.db.select({ value: count() }).from(messages).where(eq(messages.threadId, pair.threadId));
    expect(stored[0]!.value).toBe(1);
  });

  it('tells both participants’ live streams of a new message', async () => {
    const pair = await newPair();
    const sent = await say(t, pair.client.token, pair.threadId, 'Live');
    for (const person of [pair.client, pair.freelancer]) {
      const events = await t.app.db
        .select({ type: liveEvents.type, data: liveEvents.data })
        .from(liveEvents)
        .where(eq(liveEvents.userId, person.id));
      expect(events).toContainEqual({ type: 'message', data: { thread_id: pair.threadId, message_id: sent.id } });
    }
  });
});

describe('hiring events', () => {
  it('reach both participants’ live streams as the hiring action writes them', async () => {
    const pair = await newPair({ canPay: true });
    const offer = await t.request({
      method: 'POST',
      url: '/offers',
      token: pair.client.token,
      payload: hourlyOffer(pair.job.id, pair.freelancer.id),
    });
    expect(offer.statusCode).toBe(201);
    const [event] = await t.app.db
      .select({ id: messages.id, kind: messages.kind })
      .from(messages)
      .where(eq(messages.threadId, pair.threadId));
    expect(event).toMatchObject({ kind: 'offer_sent' });
    for (const person of [pair.client, pair.freelancer]) {
      const events = await t.app.db
        .select({ type: liveEvents.type, data: liveEvents.data })
        .from(liveEvents)
        .where(eq(liveEvents.userId, person.id));
      expect(events).toContainEqual({ type: 'message', data: { thread_id: pair.threadId, message_id: event!.id } });
    }
  });
});

describe('GET /threads/:id/messages', () => {
  let paged: Awaited<ReturnType<typeof newPair>>;
  let ids: number[];
  beforeAll(async () => {
    paged = await newPair();
    const now = t.app.clock.now();
    const rows = await t.app.db
      .insert(messages)
      .values(
        Array.from({ length: 75 }, (_, index) => ({
          threadId: paged.threadId,
          senderId: index % 2 ? paged.client.id : paged.freelancer.id,
          recipientId: index % 2 ? paged.freelancer.id : paged.client.id,
          body: `Message ${index + 1}`,
          createdAt: new Date(now.getTime() + index * 1000),
        })),
      )
      .returning({ id: messages.id });
    ids = rows.map((row) => row.id).sort((a, b) => a - b);
  });

  const page = async (query: string) => {
    const response = await messagePage(t, paged.client.token, paged.threadId, query);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { data: { id: number }[]; meta: { has_older: boolean; has_newer: boolean } };
    return { ids: body.data.map((message) => message.id), meta: body.meta };
  };

  it('pages from the newest back to the oldest, oldest first in each page', async () => {
    const newest = await page('');
    expect(newest).toEqual({ ids: ids.slice(45), meta: { has_older: true, has_newer: false } });
    const middle = await page(`?before=${ids[45]}`);
    expect(middle).toEqual({ ids: ids.slice(15, 45), meta: { has_older: true, has_newer: true } });
    const oldest = await page(`?before=${ids[15]}`);
    expect(oldest).toEqual({ ids: ids.slice(0, 15), meta: { has_older: false, has_newer: true } });
    const beyond = await page(`?before=${ids[0]}`);
    expect(beyond).toEqual({ ids: [], meta: { has_older: false, has_newer: true } });
  });

  it('pages forward with after, and around a message with it in the middle', async () => {
    expect(await page(`?after=${ids[9]}&limit=20`)).toEqual({
      ids: ids.slice(10, 30),
      meta: { has_older: true, has_newer: true },
    });
    expect(await page(`?after=${ids[60]}`)).toEqual({
      ids: ids.slice(61),
      meta: { has_older: true, has_newer: false },
    });
    expect(await page(`?after=${ids[74]}`)).toEqual({ ids: [], meta: { has_older: true, has_newer: false } });
    expect(await page(`?around=${ids[40]}&limit=10`)).toEqual({
      ids: ids.slice(35, 45),
      meta: { has_older: true, has_newer: true },
    });
    // Near the start, the page fills with newer messages.
    expect(await page(`?around=${ids[1]}&limit=10`)).toEqual({
      ids: ids.slice(0, 10),
      meta: { has_older: false, has_newer: true },
    });
  });

  it('refuses two cursors at once, a bad limit, and around a message of another thread', async () => {
    const both = await messagePage(t, paged.client.token, paged.threadId, `?before=${ids[5]}&after=${ids[1]}`);
    expect(both.statusCode).toBe(422);
    expect(both.json().message).toBe(m.cursorInvalid);
    const tooMany = await messagePage(t, paged.client.token, paged.threadId, '?limit=101');
    expect(tooMany.statusCode).toBe(422);
    const foreign = await say(t, alice.token, threadId, 'Not in the paged thread');
    const around = await messagePage(t, paged.client.token, paged.threadId, `?around=${foreign.id}`);
    expect(around.statusCode).toBe(404);
    expect(around.json().message).toBe(m.messageNotFound);
  });
});

describe('GET /threads (the list)', () => {
  it('lists newest first, 30 a page, the next page after the cursor without overlap', async () => {
    const client = await createClient(t, { first_name: 'Neha', last_name: 'Joshi' });
    const freelancer = await createFreelancer(t, { firstName: 'Arjun', lastName: 'Rao' });
    const opened: number[] = [];
    for (let index = 0; index < 35; index += 1) {
      const job = await insertJob(t, client.id, { title: `Job ${index}` });
      clock.advance(1000);
      opened.push(await openThreadAs(t, client.token, freelancer.id, job.id));
    }
    const first = await t.request({ method: 'GET', url: '/threads', token: client.token });
    expect(first.json().data.map((thread: { id: number }) => thread.id)).toEqual(opened.slice(5).reverse());
    const cursor = first.json().meta.next_cursor as string;
    expect(cursor).toEqual(expect.any(String));
    const second = await t.request({
      method: 'GET',
      url: `/threads?cursor=${encodeURIComponent(cursor)}`,
      token: client.token,
    });
    expect(second.json().data.map((thread: { id: number }) => thread.id)).toEqual(opened.slice(0, 5).reverse());
    expect(second.json().meta).toEqual({ next_cursor: null, terms: [] });
    // The freelancer's side lists the same threads.
    const theirs = await t.request({ method: 'GET', url: '/threads', token: freelancer.token });
    expect(theirs.json().data).toHaveLength(30);
    const bad = await t.request({ method: 'GET', url: '/threads?cursor=not-a-cursor', token: client.token });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(m.cursorInvalid);
  });

  it('shows "📎 N files" for files without text, and the event’s line for a hiring event', async () => {
    const pair = await newPair();
    await t.app.db.insert(messages).values({
      threadId: pair.threadId,
      senderId: pair.freelancer.id,
      recipientId: pair.client.id,
      kind: 'offer_accepted',
      body: 'Offer accepted',
      data: { offer_id: 1 },
      createdAt: t.app.clock.now(),
    });
    const list = await t.request({ method: 'GET', url: '/threads', token: pair.client.token });
    expect(list.json().data[0]).toMatchObject({
      id: pair.threadId,
      last_message: { kind: 'offer_accepted', preview: 'Offer accepted', mine: false },
      unread_count: 1,
    });
  });
});

describe('search', () => {
  let pair: Awaited<ReturnType<typeof newPair>>;
  let other: number;
  beforeAll(async () => {
    pair = await newPair();
    await say(t, pair.client.token, pair.threadId, 'Please use the croissant illustration');
    const hit = await say(t, pair.freelancer.token, pair.threadId, 'Croissants look great in gold.');
    await say(t, pair.client.token, pair.threadId, 'Thanks!');
    const second = await createFreelancer(t, { firstName: 'Zoya', lastName: 'Khan' });
    other = await openThreadAs(t, pair.client.token, second.id);
    await say(t, pair.client.token, other, 'Hello, are you free next week?');
    Object.assign(pair, { hitId: hit.id });
    // Another user's conversation with the same words is never found.
    await say(t, alice.token, threadId, 'croissant croissant');
  });

  const search = (q: string, token = pair.client.token) =>
    t.request({ method: 'GET', url: `/threads?q=${encodeURIComponent(q)}`, token });

  it('finds message text by the start of its words, with the newest matching message and the terms', async () => {
    const response = await search('CROISS gold');
    expect(response.statusCode).toBe(200);
    expect(response.json().meta).toEqual({ next_cursor: null, terms: ['croiss', 'gold'] });
    expect(response.json().data).toEqual([
      expect.objectContaining({
        id: pair.threadId,
        match: { message_id: (pair as unknown as { hitId: number }).hitId, text: 'Croissants look great in gold.' },
      }),
    ]);
  });

  it('finds the other person’s name and the job’s title', async () => {
    const byName = await search('zoy');
    expect(byName.json().data).toEqual([expect.objectContaining({ id: other, match: null })]);
    const byTitle = await search('bakery web');
    expect(byTitle.json().data.map((thread: { id: number }) => thread.id)).toEqual([pair.threadId]);
    const byFreelancerSide = await search('meera', pair.freelancer.token);
    expect(byFreelancerSide.json().data.map((thread: { id: number }) => thread.id)).toEqual([pair.threadId]);
  });

  it('finds nothing in another user’s threads, and nothing for punctuation alone', async () => {
    const bobs = await search('croissant', bob.token);
    expect(bobs.json().data).toEqual([]);
    const alices = await search('croissant', alice.token);
    expect(alices.json().data.map((thread: { id: number }) => thread.id)).toEqual([threadId]);
    const symbols = await search(`'&|!:*()`);
    expect(symbols.statusCode).toBe(200);
    expect(symbols.json()).toEqual({ status: true, data: [], meta: { next_cursor: null, terms: [] } });
  });
});

describe('search, whether its words are few or common', () => {
  it('finds the same threads in the same order, page after page, reading the hits first or walking the threads', async () => {
    const client = await createClient(t, { first_name: 'Tara', last_name: 'Bose' });
    const freelancer = await createFreelancer(t, { firstName: 'Hello', lastName: 'Kitty' });
    const worker = await createFreelancer(t, { firstName: 'Dev', lastName: 'Patel' });
    for (let index = 0; index < 34; index += 1) {
      const job = await insertJob(t, client.id, {
        title: index % 5 === 0 ? `Hello banner ${index}` : `Poster ${index}`,
      });
      const id = await openThreadAs(t, client.token, worker.id, job.id);
      clock.advance(1000);
      if (index % 7 !== 0) await say(t, client.token, id, `hello there, draft ${index}`);
      // Some hits are behind a newer message, which a walk that reads one message a thread looks past.
      if (index % 3 === 0) await say(t, client.token, id, 'See you soon');
    }
    // A thread found by the freelancer's name alone.
    await openThreadAs(t, client.token, freelancer.id);
    const user = { id: client.id, role: 'client' } as CurrentUser;
    for (const q of ['hello', 'hel dra', 'banner', 'poster 1']) {
      const pages = async (search?: Parameters<typeof listThreads>[3]) => {
        const found: unknown[] = [];
        let cursor: string | undefined;
        do {
          const page = await listThreads(t.app, user, { q, ...(cursor ? { cursor } : {}) }, search);
          found.push(...page.data.map((thread) => [thread.id, thread.match ?? null]));
          cursor = page.meta.next_cursor ?? undefined;
        } while (cursor);
        return found;
      };
      const read = await pages();
      // Walking in the usual steps, and in small ones: batches of 2 then 4, one message read a thread.
      const walked = await pages({ hitsCap: 0, walk: SEARCH_WALK });
      const stepped = await pages({ hitsCap: 0, walk: { growth: 2, maxBatch: 4, scan: 1 } });
      expect({ q, walked, stepped }).toEqual({ q, walked: read, stepped: read });
      // 29 threads with the word in a message, one more in a title (banner 0), and Hello Kitty's: two pages.
      if (q === 'hello') expect(read.length).toBe(31);
    }
  });
});

describe('reading', () => {
  it('marks the caller’s messages read: /nav drops, the other side sees when, and their stream hears it', async () => {
    const pair = await newPair();
    await say(t, pair.client.token, pair.threadId, 'One');
    await say(t, pair.client.token, pair.threadId, 'Two');
    expect(await unreadMessages(t, pair.freelancer.token)).toBe(2);
    const navBefore = await t.request({ method: 'GET', url: '/nav', token: pair.freelancer.token });

    clock.advance(5000);
    const read = await readThread(t, pair.freelancer.token, pair.threadId);
    expect(read.statusCode).toBe(200);
    const readAt = clock.now().toISOString();
    expect(read.json()).toEqual({ status: true, message: m.threadRead, data: { read_at: readAt, marked: 2 } });
    expect(await unreadMessages(t, pair.freelancer.token)).toBe(0);
    const navAfter = await t.request({
      method: 'GET',
      url: '/nav',
      token: pair.freelancer.token,
      headers: { 'if-none-match': String(navBefore.headers.etag) },
    });
    expect(navAfter.statusCode).toBe(200);

    const detail = await t.request({ method: 'GET', url: `/threads/${pair.threadId}`, token: pair.client.token });
    expect(detail.json().data.counterpart_read_at).toBe(readAt);
    const page = await messagePage(t, pair.client.token, pair.threadId);
    expect(page.json().data.map((message: { read_at: string }) => message.read_at)).toEqual([readAt, readAt]);
    const [events] = await Promise.all([
      t.app.db
        .select({ type: liveEvents.type, data: liveEvents.data })
        .from(liveEvents)
        .where(eq(liveEvents.userId, pair.client.id)),
    ]);
    expect(events).toContainEqual({
      type: 'read',
      data: { thread_id: pair.threadId, reader_id: pair.freelancer.id, read_at: readAt },
    });
    const again = await readThread(t, pair.freelancer.token, pair.threadId);
    expect(again.json().data.marked).toBe(0);
  });
});

describe('blocking and reporting', () => {
  it('stops both sides sending while blocked, says why, and only the blocker lifts their block', async () => {
    const pair = await newPair();
    const block = await t.request({ method: 'POST', url: `/threads/${pair.threadId}/block`, token: pair.client.token });
    expect(block.json()).toEqual({ status: true, message: m.blocked });
    const mine = await sendAs(t, pair.client.token, pair.threadId, { body: 'Hello?' });
    expect(mine.statusCode).toBe(403);
    expect(mine.json()).toEqual({ status: false, message: m.blockedByYou });
    const theirs = await sendAs(t, pair.freelancer.token, pair.threadId, { body: 'Hello?' });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual({ status: false, message: m.blockedByThem });
    const typing = await t.request({
      method: 'POST',
      url: `/threads/${pair.threadId}/typing`,
      token: pair.freelancer.token,
    });
    expect(typing.statusCode).toBe(403);

    const detail = async (token: string) =>
      (await t.request({ method: 'GET', url: `/threads/${pair.threadId}`, token })).json().data;
    expect(await detail(pair.client.token)).toMatchObject({
      blocked_by_me: true,
      blocked_by_them: false,
      send_refusal: m.blockedByYou,
    });
    expect(await detail(pair.freelancer.token)).toMatchObject({
      blocked_by_me: false,
      blocked_by_them: true,
      send_refusal: m.blockedByThem,
    });
    // Blocking twice changes nothing; the other side's "unblock" does not lift the client's block.
    await t.request({ method: 'POST', url: `/threads/${pair.threadId}/block`, token: pair.client.token });
    await t.request({ method: 'DELETE', url: `/threads/${pair.threadId}/block`, token: pair.freelancer.token });
    expect((await detail(pair.freelancer.token)).send_refusal).toBe(m.blockedByThem);

    const unblock = await t.request({
      method: 'DELETE',
      url: `/threads/${pair.threadId}/block`,
      token: pair.client.token,
    });
    expect(unblock.json()).toEqual({ status: true, message: m.unblocked });
    expect((await detail(pair.freelancer.token)).send_refusal).toBeNull();
    expect((await sendAs(t, pair.freelancer.token, pair.threadId, { body: 'Thanks' })).statusCode).toBe(201);
  });

  it('stores a report of the other participant, and refuses one without a reason or the details "Other" needs', async () => {
    const pair = await newPair();
    const report = (payload: Record<string, unknown>) =>
      t.request({ method: 'POST', url: `/threads/${pair.threadId}/report`, token: pair.freelancer.token, payload });
    const sent = await report({ reason: 'scam_or_fraud', details: ' Asked me to pay outside the platform. ' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ status: true, message: m.reportSent });
    const stored = await t.app.db
      .select({
        reporterId: threadReports.reporterId,
        reportedId: threadReports.reportedId,
        reason: threadReports.reason,
        details: threadReports.details,
      })
      .from(threadReports)
      .where(eq(threadReports.threadId, pair.threadId));
    expect(stored).toEqual([
      {
        reporterId: pair.freelancer.id,
        reportedId: pair.client.id,
        reason: 'scam_or_fraud',
        details: 'Asked me to pay outside the platform.',
      },
    ]);
    const noReason = await report({ reason: 'rude', details: '' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ reason: m.reportReasonRequired });
    const other = await report({ reason: 'other', details: '  ' });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ details: m.reportDetailsRequired });
  });

  it('refuses to send to a person who deleted their account, shown as "Deleted user"', async () => {
    const pair = await newPair();
    await t.app.db
      .update(users)
      .set({ deletedAt: t.app.clock.now(), firstName: 'Deleted', lastName: 'user' })
      .where(eq(users.id, pair.freelancer.id));
    const sent = await sendAs(t, pair.client.token, pair.threadId, { body: 'Are you there?' });
    expect(sent.statusCode).toBe(403);
    expect(sent.json()).toEqual({ status: false, message: m.counterpartDeleted });
    const detail = await t.request({ method: 'GET', url: `/threads/${pair.threadId}`, token: pair.client.token });
    expect(detail.json().data).toMatchObject({
      counterpart: { first_name: 'Deleted', last_name: 'user', image: null, deleted: true },
      can_hire: false,
      send_refusal: m.counterpartDeleted,
    });
  });
});

describe('Hire Now', () => {
  it('is offered to the client while the job is hiring and the freelancer not hired on it', async () => {
    const pair = await newPair();
    const canHire = async (token: string) =>
      (await t.request({ method: 'GET', url: `/threads/${pair.threadId}`, token })).json().data.can_hire;
    expect(await canHire(pair.client.token)).toBe(true);
    expect(await canHire(pair.freelancer.token)).toBe(false);
    await t.app.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.id, pair.job.id));
    expect(await canHire(pair.client.token)).toBe(false);
  });
});

describe('telling the recipient of new messages', () => {
  const noticesOf = async (person: Person, threadOf: number) => {
    const bell = await t.app.db
      .select({ description: notifications.description, action: notifications.action })
      .from(notifications)
      .where(and(eq(notifications.userId, person.id), eq(notifications.action, `/messages?thread=${threadOf}`)));
    const mails = await t.app.db
      .select({ subject: outbox.subject, text: outbox.text, skipped: outbox.skippedReason })
      .from(outbox)
      .where(and(eq(outbox.recipient, person.email), eq(outbox.category, 'email_job_updates')));
    return { bell, mails };
  };

  it('tells them once for a stretch of unread messages, and again after they read and it was quiet', async () => {
    const pair = await newPair();
    await say(t, pair.client.token, pair.threadId, 'Here is the brief for the website.');
    await say(t, pair.client.token, pair.threadId, 'And the colours we like.');
    let notices = await noticesOf(pair.freelancer, pair.threadId);
    expect(notices.bell).toEqual([
      {
        description: '<b>Meera Iyer</b> sent you a message about <b>Bakery website</b>.',
        action: `/messages?thread=${pair.threadId}`,
      },
    ]);
    expect(notices.mails).toHaveLength(1);
    expect(notices.mails[0]).toMatchObject({ subject: 'New message from Meera Iyer', skipped: null });
    expect(notices.mails[0]!.text).toContain('“Here is the brief for the website.”');
    expect(notices.mails[0]!.text).toContain(`/messages?thread=${pair.threadId}`);

    // Read a minute later, then a message within the quiet period: they are reading along, no notice.
    clock.advance(60_000);
    await readThread(t, pair.freelancer.token, pair.threadId);
    clock.advance(MESSAGE_NOTICE_QUIET_MS - 60_000);
    await say(t, pair.client.token, pair.threadId, 'One more thing.');
    notices = await noticesOf(pair.freelancer, pair.threadId);
    expect(notices.bell).toHaveLength(1);
    expect(notices.mails).toHaveLength(1);

    // Read again, and a message after a quiet quarter of an hour: told again.
    await readThread(t, pair.freelancer.token, pair.threadId);
    clock.advance(MESSAGE_NOTICE_QUIET_MS);
    await say(t, pair.client.token, pair.threadId, 'Any news?');
    await say(t, pair.client.token, pair.threadId, 'Hello?');
    notices = await noticesOf(pair.freelancer, pair.threadId);
    expect(notices.bell).toHaveLength(2);
    expect(notices.mails).toHaveLength(2);
  });

  it('tells the client of the freelancer’s messages too, and mails by their "Job updates" preference', async () => {
    const pair = await newPair();
    const off = await t.request({
      method: 'POST',
      url: '/settings/email-preference',
      token: pair.client.token,
      payload: { email_job_updates: 0 },
    });
    expect(off.statusCode).toBe(200);
    await say(t, pair.freelancer.token, pair.threadId, 'I sent the first draft.');
    const notices = await noticesOf(pair.client, pair.threadId);
    expect(notices.bell).toEqual([
      expect.objectContaining({ description: '<b>Kiran Das</b> sent you a message about <b>Bakery website</b>.' }),
    ]);
    expect(notices.mails).toEqual([expect.objectContaining({ skipped: expect.any(String) })]);
  });
});

describe('GET /docs/json', () => {
  it('documents every messages route under "messages", signed in', async () => {
    const document = (await t.request({ method: 'GET', url: '/docs/json' })).json();
    const routes = [
      ['/threads', 'get'],
      ['/threads', 'post'],
      ['/threads/{id}', 'get'],
      ['/threads/{id}/messages', 'get'],
      ['/threads/{id}/messages', 'post'],
      ['/threads/{id}/read', 'post'],
      ['/threads/{id}/typing', 'post'],
      ['/threads/{id}/report', 'post'],
      ['/threads/{id}/block', 'post'],
      ['/threads/{id}/block', 'delete'],
    ] as const;
    for (const [path, method] of routes)
      expect({ path, method, operation: document.paths[path]?.[method] }).toMatchObject({
        path,
        method,
        operation: { tags: ['messages'], security: [{ bearerAuth: [] }], summary: expect.any(String) },
      });
    expect(Object.keys(document.paths['/threads/{id}/messages'].post.responses)).toEqual(
      expect.arrayContaining(['200', '201', '403', '404', '422']),
    );
  });
});

describe('POST /threads/:id/typing', () => {
  it('takes one signal per person and thread every 2 seconds', async () => {
    const typingClock = testClock();
    const own = await createTestApp({}, { clock: typingClock });
    try {
      const client = await createClient(own);
      const freelancer = await createFreelancer(own);
      const id = await openThreadAs(own, client.token, freelancer.id);
      const other = await openThreadAs(own, client.token, freelancer.id, (await insertJob(own, client.id)).id);
      const typing = (token: string, threadOf = id) =>
        own.request({ method: 'POST', url: `/threads/${threadOf}/typing`, token });
      const first = await typing(client.token);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ status: true, message: m.typingSent });
      expect((await typing(client.token)).statusCode).toBe(429);
      // Another thread, and the other person, count on their own.
      expect((await typing(client.token, other)).statusCode).toBe(200);
      expect((await typing(freelancer.token)).statusCode).toBe(200);
      typingClock.advance(2000);
      expect((await typing(client.token)).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});

import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { idArray } from '../../db/list-queries';
import { liveEvents } from '../../db/schema';
import { LIVE_CHANNEL } from './live-bus';
import { storedPayload, typingPayload } from './live-payload';

/** A stored event, written to a user's open streams and replayed to a tab that reconnects. */
export interface StoredLiveEvent {
  userId: number;
  type: 'message' | 'read' | 'thread' | 'nav';
  data: Record<string, unknown>;
}

/** An ephemeral signal: fanned out at once, never stored, never replayed. */
export interface LiveSignal {
  userId: number;
  type: 'typing';
  data: Record<string, unknown>;
}

/** A row of `live_events` as the streams write it. */
export interface LiveEventRow {
  id: number;
  userId: number;
  type: string;
  data: Record<string, unknown>;
}

/** How long stored events are kept for tabs that reconnect; housekeeping deletes older ones. */
export const LIVE_EVENT_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Stores events for users in `db` (the caller's transaction, or app.db) and fans their ids out to
 * every api process once that transaction commits; nothing goes out if it rolls back. One round trip
 * on PostgreSQL, however many events.
 */
export async function emitLiveEvents(app: FastifyInstance, db: Database, events: StoredLiveEvent[]): Promise<void> {
  if (events.length === 0) return;
  const createdAt = app.clock.now();
  const values = events.map((event) => ({ userId: event.userId, type: event.type, data: event.data, createdAt }));
  if (app.live.bus.notifiesInTransaction) {
    // The rows and their NOTIFYs, which PostgreSQL delivers on commit (and drops on rollback).
    const stored = db
      .$with('stored')
      .as(db.insert(liveEvents).values(values).returning({ id: liveEvents.id, userId: liveEvents.userId }));
    await db
      .with(stored)
      .select({ sent: sql`pg_notify(${LIVE_CHANNEL}, ${stored.userId} || ':' || ${stored.id})` })
      .from(stored);
    return;
  }
  const rows = await db.insert(liveEvents).values(values).returning({ id: liveEvents.id, userId: liveEvents.userId });
  afterTransaction(app, db, () => {
    // A rolled-back id is harmless: the receiving process reads no row for it and sends nothing.
    for (const row of rows) {
      app.live.bus.publish(storedPayload(row.userId, row.id)).catch((error: Error) => {
        app.log.warn(`A live event could not be published (${error.message}); the tab gets it on reconnecting.`);
      });
    }
  });
}

/** One event: see `emitLiveEvents`. */
export function emitLiveEvent(app: FastifyInstance, db: Database, event: StoredLiveEvent): Promise<void> {
  return emitLiveEvents(app, db, [event]);
}

/**
 * Sends a typing signal to a user's open tabs on every api process, at once; nothing is stored.
 * Best effort: it never fails the request that sends it.
 */
export async function signalLive(app: FastifyInstance, signal: LiveSignal): Promise<void> {
  const threadId = Number(signal.data.thread_id);
  const fromUserId = Number(signal.data.user_id);
  if (!Number.isSafeInteger(threadId) || !Number.isSafeInteger(fromUserId)) {
    throw new Error('A typing signal needs data.thread_id and data.user_id');
  }
  try {
    await app.live.bus.publish(typingPayload(signal.userId, threadId, fromUserId));
  } catch (error) {
    // A lost typing signal costs nothing: the next keystroke sends another.
    app.log.warn(`A typing signal could not be sent (${(error as Error).message}).`);
  }
}

/**
 * Runs `callback` once the transaction `db` belongs to has ended (at once when `db` is no
 * transaction). drizzle has no commit hook, so it watches the driver underneath: on PostgreSQL the
 * pool gets the transaction's connection back after COMMIT or ROLLBACK; PGlite runs one statement at
 * a time and holds any other until the open transaction ends.
 */
function afterTransaction(app: FastifyInstance, db: Database, callback: () => void) {
  if (!(db instanceof PgTransaction)) return void callback();
  // `session` is drizzle's own (protected) field: the transaction's connection lives there.
  const client = (db as unknown as { session: { client: unknown } }).session.client as PendingClient;
  if (typeof client.release !== 'function') {
    void app.db.execute(sql`select 1`).then(callback, callback);
    return;
  }
  if (client[AFTER_RELEASE]) {
    client[AFTER_RELEASE].push(callback);
    return;
  }
  const callbacks = [callback];
  client[AFTER_RELEASE] = callbacks;
  const release = client.release;
  client.release = function releaseThenRun(this: unknown, ...args: unknown[]) {
    client.release = release;
    delete client[AFTER_RELEASE];
    const result = release.apply(this, args);
    for (const run of callbacks) run();
    return result;
  };
}

const AFTER_RELEASE = Symbol('live events after release');
interface PendingClient {
  release: (...args: unknown[]) => unknown;
  [AFTER_RELEASE]?: (() => void)[];
}

/** Stored events by id, oldest first (the streams' batch read after a NOTIFY). */
export async function readLiveEvents(app: FastifyInstance, ids: number[]): Promise<LiveEventRow[]> {
  if (ids.length === 0) return [];
  return app.db
    .select({ id: liveEvents.id, userId: liveEvents.userId, type: liveEvents.type, data: liveEvents.data })
    .from(liveEvents)
    .where(sql`${liveEvents.id} = any(${idArray(ids)})`)
    .orderBy(asc(liveEvents.id));
}

/** What a stream sends first: the events its tab missed, or `reset` and the id it goes on from. */
export type MissedEvents = { reset: true; lastId: number } | { reset: false; events: LiveEventRow[] };

/** At most this many stored events are replayed to a tab that reconnects; beyond it, `reset`. */
export const REPLAY_LIMIT = 500;

/**
 * What a tab that reconnects with Last-Event-ID missed: the user's events after that id, oldest
 * first; `reset` when they cannot all be replayed (more than REPLAY_LIMIT, or the id is no longer
 * kept, so events after it may have been deleted too). A stream starts by sending the user's
 * latest id (0 when there is none), so a tab always has one to come back with.
 */
export async function readMissedEvents(app: FastifyInstance, userId: number, afterId: number): Promise<MissedEvents> {
  // 0: the tab started when the user had no events yet, so everything stored since is new to it.
  if (afterId > 0) {
    const [known] = await app.db
      .select({ id: liveEvents.id })
      .from(liveEvents)
      .where(and(eq(liveEvents.userId, userId), eq(liveEvents.id, afterId)));
    if (!known) return { reset: true, lastId: await latestEventId(app, userId) };
  }
  const events = await readEventsAfter(app, userId, afterId, REPLAY_LIMIT + 1);
  if (events.length > REPLAY_LIMIT) return { reset: true, lastId: await latestEventId(app, userId) };
  return { reset: false, events };
}

/** A user's events after an id, oldest first. */
export function readEventsAfter(
  app: FastifyInstance,
  userId: number,
  afterId: number,
  limit = REPLAY_LIMIT,
): Promise<LiveEventRow[]> {
  return app.db
    .select({ id: liveEvents.id, userId: liveEvents.userId, type: liveEvents.type, data: liveEvents.data })
    .from(liveEvents)
    .where(and(eq(liveEvents.userId, userId), gt(liveEvents.id, afterId)))
    .orderBy(asc(liveEvents.id))
    .limit(limit);
}

/** The id of a user's newest stored event, 0 if none: where a new stream starts. */
export async function latestEventId(app: FastifyInstance, userId: number): Promise<number> {
  const [row] = await app.db
    .select({ id: liveEvents.id })
    .from(liveEvents)
    .where(eq(liveEvents.userId, userId))
    .orderBy(sql`${liveEvents.id} desc`)
    .limit(1);
  return row?.id ?? 0;
}

/** Deletes stored events older than LIVE_EVENT_RETENTION_MS (housekeeping); returns how many went. */
export async function pruneLiveEvents(app: FastifyInstance): Promise<number> {
  const cutoff = new Date(app.clock.now().getTime() - LIVE_EVENT_RETENTION_MS);
  const gone = await app.db.delete(liveEvents).where(lt(liveEvents.createdAt, cutoff)).returning({ id: liveEvents.id });
  return gone.length;
}

import { and, gt, isNull, sql } from 'drizzle-orm';
import { idArray } from '../../db/list-queries';
import type { FastifyInstance } from 'fastify';
import { sessions } from '../../db/schema';
import type { LiveBus } from './live-bus';
import { parsePayload } from './live-payload';
import { readEventsAfter, readLiveEvents, type LiveEventRow, type MissedEvents } from './live-service';

/**
 * A comment line on every open stream this often: under the 30 to 60 s after which common proxies
 * and load balancers cut a quiet connection, and it tells a tab its stream is still alive.
 */
export const HEARTBEAT_MS = 20_000;
/**
 * The heartbeat goes out in this many slices spread over its period, each to its share of the
 * streams: thousands of writes at once would hold up the events due in that moment.
 */
export const HEARTBEAT_SLICES = 20;
/** How often the sessions of the open streams are checked: a signed-out tab's stream is then closed. */
export const SESSION_CHECK_MS = 60_000;
/** Open streams one user may hold on one api process (a tab holds one); more is a 429. */
export const MAX_STREAMS_PER_USER = 10;
/** Ids heard within this many milliseconds are read from the table in one query. */
const BATCH_MS = 5;
/** A stream whose reader lets this much pile up unread is closed; the tab reconnects and catches up. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Stored ids a stream remembers having written, so a replay and a live delivery never send one twice. */
const RECENT_IDS = 64;

/** One open `GET /live` response. */
export interface LiveStream {
  readonly userId: number;
  readonly sessionId: number;
  /** The highest stored event id written to it: where it catches up from after a lost listener. */
  lastId: number;
  /** Ids written lately (a small ring), checked before writing. */
  recent: number[];
  /** Which of the heartbeat's slices it belongs to (set by the hub). */
  heartbeatSlice: number;
  /** While the stream replays what its tab missed, live events wait here, then follow in order. */
  held: LiveEventRow[] | null;
  /** Writes to the response; false when the reader is too far behind. */
  write(chunk: string): boolean;
  /** Ends the response. */
  end(): void;
}

/** A stored event in SSE's wire format. */
export function storedEventText(row: LiveEventRow): string {
  return `id: ${row.id}\nevent: ${row.type}\ndata: ${JSON.stringify(row.data)}\n\n`;
}

/**
 * The event telling a tab it missed more than can be replayed: refetch everything. It carries the
 * id the stream goes on from, so the next reconnection resumes there.
 */
export function resetText(lastId: number): string {
  return `id: ${lastId}\nevent: reset\ndata: {}\n\n`;
}

/**
 * This process's open streams, by user, and the delivery of what the bus hears to them. An id heard
 * for a user with no stream here costs nothing; others are read from the table in batches.
 */
export class LiveHub {
  private readonly streams = new Map<number, Set<LiveStream>>();
  /** Ids heard and not yet read, with the user each is for. */
  private readonly pending = new Map<number, number>();
  private flushTimer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private sessionCheck: NodeJS.Timeout | undefined;
  private count = 0;
  /** Streams added so far (each takes the next heartbeat slice), and the slice that beats next. */
  private added = 0;
  private nextSlice = 0;

  constructor(
    private readonly app: FastifyInstance,
    readonly bus: LiveBus,
  ) {}

  /** Streams open on this process (the bench reports memory per connection with it). */
  get openStreams(): number {
    return this.count;
  }

  streamsOf(userId: number): number {
    return this.streams.get(userId)?.size ?? 0;
  }

  add(stream: LiveStream) {
    let set = this.streams.get(stream.userId);
    if (!set) this.streams.set(stream.userId, (set = new Set()));
    set.add(stream);
    this.count += 1;
    stream.heartbeatSlice = this.added++ % HEARTBEAT_SLICES;
  }

  remove(stream: LiveStream) {
    const set = this.streams.get(stream.userId);
    if (!set?.delete(stream)) return;
    this.count -= 1;
    if (set.size === 0) this.streams.delete(stream.userId);
  }

  /** What the bus heard: a typing signal goes out at once, a stored id after the batch read. */
  onPayload(text: string) {
    const payload = parsePayload(text);
    if (!payload || !this.streams.has(payload.userId)) return;
    if (payload.kind === 'typing') {
      const data = JSON.stringify({ thread_id: payload.threadId, user_id: payload.fromUserId });
      for (const stream of this.streams.get(payload.userId) ?? [])
        this.send(stream, `event: typing\ndata: ${data}\n\n`);
      return;
    }
    this.pending.set(payload.eventId, payload.userId);
    this.flushTimer ??= setTimeout(() => void this.flush(), BATCH_MS);
  }

  private async flush() {
    this.flushTimer = undefined;
    const pending = new Map(this.pending);
    this.pending.clear();
    let rows: LiveEventRow[];
    try {
      rows = await readLiveEvents(this.app, [...pending.keys()]);
    } catch (error) {
      // Their tabs get these on reconnecting (Last-Event-ID); closing their streams lets them do it now.
      this.app.log.warn(`Live events could not be read (${(error as Error).message}); closing the streams concerned.`);
      for (const userId of new Set(pending.values())) {
        for (const stream of [...(this.streams.get(userId) ?? [])]) this.closeStream(stream);
      }
      return;
    }
    for (const row of rows) for (const stream of this.streams.get(row.userId) ?? []) this.deliver(stream, [row]);
  }

  /** Writes stored events to a stream in id order, skipping any it wrote already. */
  deliver(stream: LiveStream, rows: LiveEventRow[]) {
    if (stream.held) {
      stream.held.push(...rows);
      return;
    }
    for (const row of rows) {
      if (stream.recent.includes(row.id)) continue;
      stream.recent.push(row.id);
      if (stream.recent.length > RECENT_IDS) stream.recent.shift();
      stream.lastId = Math.max(stream.lastId, row.id);
      if (!this.send(stream, storedEventText(row))) return;
    }
  }

  /**
   * Ends a stream's replay: writes what its tab missed (or `reset`, meaning "refetch everything"),
   * then what arrived live meanwhile, in id order and without repeats.
   */
  release(stream: LiveStream, missed: MissedEvents) {
    const held = stream.held ?? [];
    stream.held = null;
    if (missed.reset) {
      stream.lastId = missed.lastId;
      if (!this.send(stream, resetText(stream.lastId))) return;
    } else {
      this.deliver(stream, missed.events);
    }
    this.deliver(
      stream,
      held.sort((a, b) => a.id - b.id),
    );
  }

  /** Writes to a stream; one whose reader left or is too far behind is closed (a tab reconnects and catches up). */
  send(stream: LiveStream, text: string): boolean {
    if (stream.write(text)) return true;
    this.app.log.info('A live stream whose reader left or fell too far behind was closed.');
    this.closeStream(stream);
    return false;
  }

  closeStream(stream: LiveStream) {
    this.remove(stream);
    stream.end();
  }

  closeAll() {
    for (const set of [...this.streams.values()]) for (const stream of [...set]) this.closeStream(stream);
  }

  /** After the listener was lost and is back: each stream reads what it missed from the table. */
  async catchUp() {
    for (const set of [...this.streams.values()]) {
      for (const stream of [...set]) {
        if (stream.held) continue;
        try {
          this.deliver(stream, await readEventsAfter(this.app, stream.userId, stream.lastId));
        } catch {
          this.closeStream(stream);
        }
      }
    }
  }

  /**
   * A comment line on the streams of the next heartbeat slice (one timer for all of them): after
   * HEARTBEAT_SLICES calls, every stream has had one.
   */
  beat() {
    const slice = this.nextSlice;
    this.nextSlice = (slice + 1) % HEARTBEAT_SLICES;
    for (const set of [...this.streams.values()])
      for (const stream of [...set]) if (stream.heartbeatSlice === slice) this.send(stream, ': heartbeat\n\n');
  }

  /** Closes the streams whose session ended (signed out, password changed, account deleted), in one query. */
  async checkSessions() {
    const ids = [...new Set([...this.streams.values()].flatMap((set) => [...set].map((stream) => stream.sessionId)))];
    if (ids.length === 0) return;
    const live = await this.app.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(
          sql`${sessions.id} = any(${idArray(ids)})`,
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, this.app.clock.now()),
        ),
      );
    const alive = new Set(live.map((row) => row.id));
    const checked = new Set(ids);
    for (const set of [...this.streams.values()]) {
      for (const stream of [...set]) {
        // A stream opened while the query ran was not checked: the next round does it.
        if (checked.has(stream.sessionId) && !alive.has(stream.sessionId)) this.closeStream(stream);
      }
    }
  }

  /** Starts the shared heartbeat (a slice every HEARTBEAT_MS / HEARTBEAT_SLICES) and session check (tests pass short intervals). */
  startTimers(heartbeatMs = HEARTBEAT_MS, sessionCheckMs = SESSION_CHECK_MS) {
    this.stopTimers();
    this.heartbeat = setInterval(() => this.beat(), Math.max(1, heartbeatMs / HEARTBEAT_SLICES)).unref();
    this.sessionCheck = setInterval(() => {
      this.checkSessions().catch((error: Error) =>
        this.app.log.warn(`The live streams' sessions could not be checked (${error.message}).`),
      );
    }, sessionCheckMs).unref();
  }

  stopTimers() {
    clearInterval(this.heartbeat);
    clearInterval(this.sessionCheck);
  }

  async close() {
    this.stopTimers();
    clearTimeout(this.flushTimer);
    this.closeAll();
    await this.bus.close();
  }
}

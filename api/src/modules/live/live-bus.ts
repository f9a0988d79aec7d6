import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';

/** The PostgreSQL channel of the live stream (NOTIFY/LISTEN), and the stem of the Redis one. */
export const LIVE_CHANNEL = 'live';

/** A lost listening connection is opened again after 250 ms, then twice as long each time, up to 10 s. */
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 10_000;

export interface BusHandlers {
  /** A payload published by any api process (this one included): see live-payload.ts. */
  onPayload(payload: string): void;
  /** The listening connection was lost and is back: what was published meanwhile never arrived. */
  onResume(): void;
}

/**
 * How the ids of live events travel between api processes. Never an in-memory bus: every process,
 * this one included, hears a payload only from PostgreSQL or Redis.
 */
export interface LiveBus {
  readonly name: 'postgres' | 'pglite' | 'redis';
  /**
   * True when a stored event's id is sent by `pg_notify` inside the transaction that stores it
   * (PostgreSQL delivers it on commit and drops it on rollback); false when it is published once
   * that transaction has ended (Redis).
   */
  readonly notifiesInTransaction: boolean;
  publish(payload: string): Promise<void>;
  listen(handlers: BusHandlers): Promise<void>;
  close(): Promise<void>;
}

/** Redis pub/sub when REDIS_URL is set; otherwise the database's own LISTEN/NOTIFY. */
export async function createLiveBus(app: FastifyInstance): Promise<LiveBus> {
  // The driver under drizzle: a pg Pool on PostgreSQL, the PGlite instance otherwise.
  const client: unknown = (app.db as unknown as { $client: unknown }).$client;
  if (app.config.redisUrl) return createRedisBus(app, app.config.redisUrl);
  if (client instanceof PGlite) return createPgliteBus(app, client);
  if (client instanceof pg.Pool) return createPostgresBus(app, client.options);
  throw new Error('The live stream needs PostgreSQL, PGlite or REDIS_URL');
}

async function notify(app: FastifyInstance, payload: string) {
  await app.db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
}

/**
 * One dedicated connection per process, outside the pool, LISTENs; if it drops it is opened again
 * with backoff, and the streams then catch up from the table (onResume).
 */
function createPostgresBus(app: FastifyInstance, options: pg.PoolOptions): LiveBus {
  let listener: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function open(handlers: BusHandlers, onLost: () => void): Promise<pg.Client> {
    const connection = new pg.Client({ ...options, application_name: `talentindia-live-${process.pid}` });
    let lost = false;
    const lose = (error?: Error) => {
      if (lost) return;
      lost = true;
      connection.removeAllListeners('notification');
      connection.end().catch(() => undefined);
      if (closed) return;
      app.log.warn(`The live stream's PostgreSQL listener was lost (${error?.message ?? 'closed'}); reconnecting.`);
      onLost();
    };
    connection.on('notification', (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload) handlers.onPayload(message.payload);
    });
    try {
      await connection.connect();
      await connection.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      lost = true;
      connection.end().catch(() => undefined);
      throw error;
    }
    connection.on('error', lose);
    connection.on('end', () => lose());
    return connection;
  }

  function reconnect(handlers: BusHandlers, attempt: number) {
    listener = null;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** attempt);
    retry = setTimeout(() => {
      open(handlers, () => reconnect(handlers, 0))
        .then((connection) => {
          if (closed) return void connection.end().catch(() => undefined);
          listener = connection;
          handlers.onResume();
        })
        .catch((error: Error) => {
          app.log.warn(`The live stream's PostgreSQL listener could not reconnect (${error.message}).`);
          if (!closed) reconnect(handlers, attempt + 1);
        });
    }, delay);
    retry.unref();
  }

  return {
    name: 'postgres',
    notifiesInTransaction: true,
    publish: (payload) => notify(app, payload),
    listen: async (handlers) => {
      listener = await open(handlers, () => reconnect(handlers, 0));
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await listener?.end().catch(() => undefined);
      listener = null;
    },
  };
}

/** Embedded PGlite: one process, one connection, whose own NOTIFYs it hears on commit. */
function createPgliteBus(app: FastifyInstance, client: PGlite): LiveBus {
  let unlisten: (() => Promise<void>) | undefined;
  return {
    name: 'pglite',
    notifiesInTransaction: true,
    publish: (payload) => notify(app, payload),
    listen: async (handlers) => {
      unlisten = await client.listen(LIVE_CHANNEL, (payload) => handlers.onPayload(payload));
    },
    close: async () => {
      if (!client.closed) await unlisten?.().catch(() => undefined);
    },
  };
}

/**
 * Redis pub/sub (ioredis, loaded only when REDIS_URL is set): one connection publishes, one
 * subscribes (a subscribed Redis connection can do nothing else). The channel carries the
 * database's name, so deployments (or test databases) sharing one Redis never hear each other.
 */
async function createRedisBus(app: FastifyInstance, url: string): Promise<LiveBus> {
  const { Redis } = await import('ioredis');
  const result = (await app.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const channel = `talentindia:${LIVE_CHANNEL}:${result.rows[0]?.name ?? 'postgres'}`;
  const publisher = new Redis(url, { lazyConnect: true });
  const subscriber = new Redis(url, { lazyConnect: true });
  for (const connection of [publisher, subscriber]) {
    // ioredis reconnects by itself; without a listener an error would end the process.
    connection.on('error', (error: Error) => app.log.warn(`Redis (live stream): ${error.message}`));
  }
  return {
    name: 'redis',
    notifiesInTransaction: false,
    publish: async (payload) => {
      await publisher.publish(channel, payload);
    },
    listen: async (handlers) => {
      await Promise.all([publisher.connect(), subscriber.connect()]);
      subscriber.on('message', (from: string, payload: string) => {
        if (from === channel) handlers.onPayload(payload);
      });
      await subscriber.subscribe(channel);
      // Every later `ready` is a reconnection (ioredis subscribes again by itself).
      subscriber.on('ready', () => handlers.onResume());
    },
    close: async () => {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

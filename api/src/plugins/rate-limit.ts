import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { Clock } from '../app';
import type { Database } from '../db/database';
import { RetryLaterError } from '../http-error';
import { rateLimitHits } from '../db/schema';

/** The windows the api's limits are counted over. */
export const MINUTE = 60 * 1000;
export const QUARTER_HOUR = 15 * 60 * 1000;
export const HOUR = 60 * 60 * 1000;

/** Adds one to a key's count in its window (a new window once the last has ended): the count and ms left. */
async function countHit(db: Database, clock: Clock, key: string, timeWindow: number) {
  const windowMs = Math.max(1, Math.round(timeWindow));
  const now = sql`${clock.now().toISOString()}::timestamptz`;
  const result = await db.execute(
    sql`insert into ${rateLimitHits} (key, count, reset_at)
        values (${key}, 1, ${now} + make_interval(secs => ${windowMs / 1000}))
        on conflict (key) do update set
          count = case when ${rateLimitHits.resetAt} <= ${now} then 1 else ${rateLimitHits.count} + 1 end,
          reset_at = case when ${rateLimitHits.resetAt} <= ${now}
            then ${now} + make_interval(secs => ${windowMs / 1000}) else ${rateLimitHits.resetAt} end
        returning count, (extract(epoch from (reset_at - ${now})) * 1000)::float8 as ttl`,
  );
  const row = (result as unknown as { rows: { count: number; ttl: number }[] }).rows[0]!;
  return { count: Number(row.count), ttlMs: Math.max(0, Math.ceil(Number(row.ttl))) };
}

/**
 * Counts attempts in the database with one atomic upsert, so a limit holds across api instances
 * and restarts (the api is stateless). Plugged into @fastify/rate-limit as its store. Windows are
 * judged by the app's clock (a parameter, not the database's `now()`), like every other time.
 */
function databaseStore(db: Database, clock: Clock) {
  return class DatabaseRateLimitStore {
    incr(
      fullKey: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      countHit(db, clock, fullKey, timeWindow).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child() {
      return new DatabaseRateLimitStore();
    }
  };
}

/**
 * What a limit counts by: `label` names the kind in the counter's key (`<name>:<label>:<value>`);
 * `of` reads the value from the request (undefined counts by the client's address).
 */
export interface LimitKey {
  label: string;
  of: (request: FastifyRequest) => string | undefined;
}

/** Per client address. */
export const perAddress: LimitKey = { label: 'ip', of: (request) => request.ip };

/** Per signed-in account (after `app.authenticate`). */
export const perAccount: LimitKey = { label: 'account', of: (request) => String(request.currentUser?.id) };

/** The address in a request's body (login, password reset), trimmed and lower-cased. */
const emailOf = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
};

/**
 * Per account the body names and client address together (login): a stranger who exhausts it from
 * their address does not lock the owner, at theirs, out of the account.
 */
export const perEmailAndAddress: LimitKey = {
  label: 'account-ip',
  of: (request) => {
    const email = emailOf(request);
    return email === undefined ? undefined : `${email}|${request.ip}`;
  },
};

/**
 * Per the account an address in the body names (password reset): counted before anyone is
 * signed in. Named `account` like `perAccount`, as both count attempts on one account.
 */
export const perEmail: LimitKey = { label: 'account', of: emailOf };

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler enforcing one limit: at most `max` requests per `windowMs`, counted `per` account
     * (the default; after `app.authenticate`), address or another key of the request. Over it, a 429
     * with Retry-After and a readable message. `app.limit('job-create', 60, HOUR)`.
     */
    limit(name: string, max: number, windowMs: number, per?: LimitKey): preHandlerAsyncHookHandler;
    /**
     * Counts one event for `key` in a window of `windowMs` (shared by every api process, on the app's
     * clock), without refusing anything: how many there have been in the window, this one included.
     */
    countEvent(key: string, windowMs: number): Promise<number>;
    /**
     * The same limit counted in this process's memory instead of the database, for a route too hot
     * for a write per request (the nav poll): each process holds each key to `max` per window, on
     * the app's clock. `key` reads the request (a session's token hash, an address).
     */
    limitInMemory(
      name: string,
      max: number,
      windowMs: number,
      key: (request: FastifyRequest) => string,
    ): onRequestAsyncHookHandler;
  }
}

function waitText(seconds: number): string {
  if (seconds < 90) return `${Math.max(1, seconds)} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export const rateLimitPlugin = fp(async (app: FastifyInstance, options: { scale: number }) => {
  await app.register(rateLimit, { global: false, store: databaseStore(app.db, app.clock) as never });
  // `createRateLimit` rather than `rateLimit`: the handlers `rateLimit` returns share one "already ran"
  // flag per request, so of two limits on one route (per address and per account) only the first counted.
  app.decorate('limit', (name: string, max: number, windowMs: number, per: LimitKey = perAccount) => {
    const check = app.createRateLimit({
      max: Math.max(1, Math.round(max * options.scale)),
      timeWindow: windowMs,
      keyGenerator: (request) => `${name}:${per.label}:${per.of(request) ?? request.ip}`,
    });
    const handler: preHandlerAsyncHookHandler = async (request) => {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      const seconds = Math.max(1, result.ttlInSeconds);
      throw new RetryLaterError(`Too many attempts. Please try again in ${waitText(seconds)}.`, seconds);
    };
    return handler;
  });

  app.decorate('countEvent', async (key: string, windowMs: number) => {
    const { count } = await countHit(app.db, app.clock, `event:${key}`, windowMs);
    return count;
  });

  app.decorate(
    'limitInMemory',
    (name: string, max: number, windowMs: number, key: (request: FastifyRequest) => string) => {
      const scaledMax = Math.max(1, Math.round(max * options.scale));
      // Fixed windows: a key's count and when its window ends. Ended windows are swept once a window.
      const windows = new Map<string, { count: number; endsAt: number }>();
      let sweepAt = 0;
      const hook: onRequestAsyncHookHandler = async (request) => {
        const now = app.clock.now().getTime();
        if (now >= sweepAt) {
          for (const [counted, window] of windows) if (window.endsAt <= now) windows.delete(counted);
          sweepAt = now + windowMs;
        }
        const counted = `${name}:${key(request)}`;
        let window = windows.get(counted);
        if (!window || window.endsAt <= now) {
          window = { count: 0, endsAt: now + windowMs };
          windows.set(counted, window);
        }
        window.count += 1;
        if (window.count <= scaledMax) return;
        const seconds = Math.max(1, Math.ceil((window.endsAt - now) / 1000));
        throw new RetryLaterError(`Too many attempts. Please try again in ${waitText(seconds)}.`, seconds);
      };
      return hook;
    },
  );
});

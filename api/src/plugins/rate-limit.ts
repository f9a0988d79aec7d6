import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { Database } from '../db/database';
import { HttpError } from '../http-error';
import { rateLimitHits } from '../db/schema';

/**
 * Counts attempts in the database with one atomic upsert, so a limit holds across api instances
 * and restarts (the api is stateless). Plugged into @fastify/rate-limit as its store.
 */
function databaseStore(db: Database) {
  return class DatabaseRateLimitStore {
    incr(
      fullKey: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const windowMs = Math.max(1, Math.round(timeWindow));
      db.execute(
        sql`insert into ${rateLimitHits} (key, count, reset_at)
            values (${fullKey}, 1, now() + make_interval(secs => ${windowMs / 1000}))
            on conflict (key) do update set
              count = case when ${rateLimitHits.resetAt} <= now() then 1 else ${rateLimitHits.count} + 1 end,
              reset_at = case when ${rateLimitHits.resetAt} <= now()
                then now() + make_interval(secs => ${windowMs / 1000}) else ${rateLimitHits.resetAt} end
            returning count, (extract(epoch from (reset_at - now())) * 1000)::float8 as ttl`,
      ).then(
        (result) => {
          const row = (result as unknown as { rows: { count: number; ttl: number }[] }).rows[0]!;
          callback(null, { current: Number(row.count), ttl: Math.max(0, Math.ceil(Number(row.ttl))) });
        },
        (error: Error) => callback(error),
      );
    }

    child() {
      return new DatabaseRateLimitStore();
    }
  };
}

export interface LimitRule {
  /** Names the counter, e.g. "login:ip". */
  name: string;
  max: number;
  windowMs: number;
  key: (request: FastifyRequest) => string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler enforcing one limit; answers 429 with Retry-After and a readable message. */
    limit(rule: LimitRule): preHandlerAsyncHookHandler;
  }
}

function waitText(seconds: number): string {
  if (seconds < 90) return `${Math.max(1, seconds)} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export const rateLimitPlugin = fp(async (app: FastifyInstance, options: { scale: number }) => {
  await app.register(rateLimit, { global: false, store: databaseStore(app.db) as never });
  // `createRateLimit` rather than `rateLimit`: the handlers `rateLimit` returns share one "already ran"
  // flag per request, so of two limits on one route (per address and per account) only the first counted.
  app.decorate('limit', (rule: LimitRule) => {
    const check = app.createRateLimit({
      max: Math.max(1, Math.round(rule.max * options.scale)),
      timeWindow: rule.windowMs,
      keyGenerator: (request) => `${rule.name}:${rule.key(request) ?? request.ip}`,
    });
    return async (request, reply) => {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      const seconds = Math.max(1, result.ttlInSeconds);
      reply.header('retry-after', seconds);
      throw new HttpError(429, `Too many attempts. Please try again in ${waitText(seconds)}.`);
    };
  });
});

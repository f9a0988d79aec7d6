import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rateLimitHits, sessions, userTokens } from '../db/schema';

/** How long dead sessions and spent links are kept (for support questions) before they are deleted. */
export const RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Deletes what can never be used again: finished rate-limit windows, sessions expired or revoked
 * over a week ago, mailed links expired over a week ago. Returns how many rows went, per table.
 */
export async function purgeExpired(db: Database, now = new Date()) {
  const cutoff = new Date(now.getTime() - RETENTION_MS);
  const hits = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.resetAt, now))
    .returning({ key: rateLimitHits.key });
  const deadSessions = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, cutoff), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, cutoff))))
    .returning({ id: sessions.id });
  const deadTokens = await db
    .delete(userTokens)
    .where(lt(userTokens.expiresAt, cutoff))
    .returning({ id: userTokens.id });
  return { rateLimitHits: hits.length, sessions: deadSessions.length, userTokens: deadTokens.length };
}

import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loginChallenges, rateLimitHits, sessions, smsCodes, userTokens } from '../db/schema';
import { purgeUnsentAttachments } from '../modules/attachments';
import { pruneLiveEvents } from '../modules/live';
import { purgeFinishedWork, type PeriodicTask } from './scheduler';

/** How long dead sessions and spent links are kept (for support questions) before they are deleted. */
export const RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * SMS codes are kept a day after they were sent (the daily caps count them), login challenges a day
 * after they expired; neither can be used by then (10 and 5 minutes).
 */
export const CODE_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes what can never be used again: finished rate-limit windows, sessions expired or revoked
 * over a week ago, mailed links expired over a week ago, SMS codes sent and login challenges expired
 * over a day ago, all by the app's clock. Returns how many rows went, per table.
 */
export async function purgeExpired(app: FastifyInstance) {
  const { db } = app;
  const now = app.clock.now();
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
  const codeCutoff = new Date(now.getTime() - CODE_RETENTION_MS);
  const oldSmsCodes = await db
    .delete(smsCodes)
    .where(lt(smsCodes.createdAt, codeCutoff))
    .returning({ id: smsCodes.id });
  const oldChallenges = await db
    .delete(loginChallenges)
    .where(lt(loginChallenges.expiresAt, codeCutoff))
    .returning({ id: loginChallenges.id });
  return {
    rateLimitHits: hits.length,
    sessions: deadSessions.length,
    userTokens: deadTokens.length,
    smsCodes: oldSmsCodes.length,
    loginChallenges: oldChallenges.length,
  };
}

/**
 * Housekeeping as a scheduled task: at the top of every hour, once across all api processes, and
 * also the scheduler's own finished work and old task runs, and the live stream's events past a day, and message attachments never sent.
 */
export const housekeepingTask: PeriodicTask = {
  name: 'housekeeping',
  schedule: '0 * * * *',
  run: async (app) => ({
    ...(await purgeExpired(app)),
    ...(await purgeFinishedWork(app)),
    liveEvents: await pruneLiveEvents(app),
    unsentAttachments: await purgeUnsentAttachments(app),
  }),
};

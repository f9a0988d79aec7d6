import { and, eq, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { queuedWork, scheduledTaskRuns } from '../../db/schema';
import { describeError } from './lease';

/** A kind of one-off background work: what its payload is and how it is done. */
export interface WorkKind<Payload> {
  /** Stored with every item (`queued_work.kind`); stable, since queued items outlive a deploy. */
  kind: string;
  /** Checked when the item is queued and again when it is taken (a row is only JSON by then). */
  payload: z.ZodType<Payload>;
  /** Attempts before the item is marked failed. */
  maxAttempts: number;
  /** Does the work; throwing means "try again later" (until `maxAttempts`). */
  perform(app: FastifyInstance, payload: Payload): Promise<void>;
  /** What of the payload is kept once the item is finished (a mail's body holds links and codes). */
  keepWhenFinished?(payload: Payload): unknown;
}

type QueuedItem = typeof queuedWork.$inferSelect;

/** 30 s after the first failure, doubling up to an hour: 10 attempts span about three hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60 * 1000);
}

/** Finished work is kept a week (done) or a month (failed, to be looked into); task runs a month. */
export const DONE_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
export const FAILED_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Queues one item of work in the caller's transaction (`db`): it exists exactly when the change
 * that asked for it commits. Due at once unless `runAfter` says later.
 */
export async function enqueueWork<Payload>(
  app: FastifyInstance,
  work: { kind: WorkKind<Payload>; payload: Payload; runAfter?: Date },
  db: Database = app.db,
): Promise<void> {
  const payload = work.kind.payload.parse(work.payload);
  const now = app.clock.now();
  try {
    await db.insert(queuedWork).values({
      kind: work.kind.kind,
      payload,
      runAfter: work.runAfter ?? now,
      maxAttempts: work.kind.maxAttempts,
      createdAt: now,
    });
  } catch (error) {
    // A new error without the old one: drizzle's message lists the payload, which must reach no log.
    throw new Error(`Queueing ${work.kind.kind} failed (${describeError(error)})`);
  }
  app.scheduler.noteQueued();
}

const claimable = (now: Date) =>
  and(
    eq(queuedWork.status, 'queued'),
    lte(queuedWork.runAfter, now),
    or(isNull(queuedWork.lockedUntil), lte(queuedWork.lockedUntil, now)),
  );

/**
 * Takes the next due item that no live lease holds, counting the attempt. SKIP LOCKED lets
 * processes that claim at the same moment take different items; the conditions are repeated on the
 * UPDATE so that one that waited for a row anyway finds it taken and gets nothing.
 */
export async function claimNextItem(
  app: FastifyInstance,
  holder: string,
  leaseMs: number,
): Promise<QueuedItem | undefined> {
  const now = app.clock.now();
  const next = app.db
    .select({ id: queuedWork.id })
    .from(queuedWork)
    .where(claimable(now))
    .orderBy(queuedWork.runAfter, queuedWork.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [item] = await app.db
    .update(queuedWork)
    .set({
      lockedBy: holder,
      lockedUntil: new Date(now.getTime() + leaseMs),
      attempts: sql`${queuedWork.attempts} + 1`,
    })
    // A scalar subquery is run once; `id IN (subquery)` may be re-run per row and take more than one.
    .where(and(sql`${queuedWork.id} = (${next})`, claimable(now)))
    .returning();
  return item;
}

/** The condition every write of a claimed item carries: we still hold it. */
const stillHeld = (item: QueuedItem, holder: string) =>
  and(
    eq(queuedWork.id, item.id),
    eq(queuedWork.status, 'queued'),
    eq(queuedWork.lockedBy, holder),
    isNotNull(queuedWork.lockedUntil),
  );

export async function renewItemLease(app: FastifyInstance, item: QueuedItem, holder: string, until: Date) {
  const rows = await app.db
    .update(queuedWork)
    .set({ lockedUntil: until })
    .where(stillHeld(item, holder))
    .returning({ id: queuedWork.id });
  return rows.length > 0;
}

/** The item is done or failed for good. False when the lease was lost meanwhile (nothing written). */
export async function finishItem(
  app: FastifyInstance,
  item: QueuedItem,
  holder: string,
  outcome: { status: 'done' | 'failed'; payload: unknown; error?: string },
): Promise<boolean> {
  const rows = await app.db
    .update(queuedWork)
    .set({
      status: outcome.status,
      payload: outcome.payload,
      finishedAt: app.clock.now(),
      lockedUntil: null,
      lastError: outcome.error ?? null,
    })
    .where(stillHeld(item, holder))
    .returning({ id: queuedWork.id });
  return rows.length > 0;
}

/** The attempt failed and another one is due at `retryAt`. False when the lease was lost meanwhile. */
export async function releaseForRetry(
  app: FastifyInstance,
  item: QueuedItem,
  holder: string,
  retryAt: Date,
  error: string,
): Promise<boolean> {
  const rows = await app.db
    .update(queuedWork)
    .set({ runAfter: retryAt, lockedUntil: null, lastError: error })
    .where(stillHeld(item, holder))
    .returning({ id: queuedWork.id });
  return rows.length > 0;
}

/**
 * Housekeeping for the scheduler's own tables: finished work past its retention, and task runs
 * over a month old. Returns how many rows went.
 */
export async function purgeFinishedWork(app: FastifyInstance) {
  const { db } = app;
  const now = app.clock.now();
  const doneCutoff = new Date(now.getTime() - DONE_RETENTION_MS);
  const failedCutoff = new Date(now.getTime() - FAILED_RETENTION_MS);
  const work = await db
    .delete(queuedWork)
    .where(
      and(
        ne(queuedWork.status, 'queued'),
        or(
          and(eq(queuedWork.status, 'done'), lt(queuedWork.finishedAt, doneCutoff)),
          and(eq(queuedWork.status, 'failed'), lt(queuedWork.finishedAt, failedCutoff)),
        ),
      ),
    )
    .returning({ id: queuedWork.id });
  const runs = await db
    .delete(scheduledTaskRuns)
    .where(lt(scheduledTaskRuns.startedAt, failedCutoff))
    .returning({ id: scheduledTaskRuns.id });
  return { queuedWork: work.length, scheduledTaskRuns: runs.length };
}

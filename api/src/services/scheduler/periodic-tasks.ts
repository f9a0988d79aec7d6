import { Cron } from 'croner';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { scheduledTaskRuns, scheduledTasks } from '../../db/schema';

/** What a run of a periodic task covers: everything from `from` up to (not including) `to`. */
export interface TaskWindow {
  /** Where the last successful run's window ended; null on the task's first run ever. */
  from: Date | null;
  /** The clock when this run started. */
  to: Date;
}

/** A task the scheduler runs on a schedule, once across all api processes. */
export interface PeriodicTask {
  /** Stable: the task's row in `scheduled_tasks` is found by it. */
  name: string;
  /** A cron pattern read in UTC: '0 * * * *' is minute 0 of every hour, '0 0 * * 1' Monday 00:00. */
  schedule: string;
  /**
   * Does the work of `window`. A task that processes periods (close the weeks that ended) handles
   * every period that ended within the window, so periods missed while no api ran are not lost.
   * What it returns is logged: counts, never personal data.
   */
  run(app: FastifyInstance, window: TaskWindow): Promise<unknown>;
}

type TaskRow = typeof scheduledTasks.$inferSelect;

/** The first time the schedule names strictly after `after`. */
export function nextRunAfter(schedule: string, after: Date): Date {
  const next = new Cron(schedule, { timezone: 'Etc/UTC' }).nextRun(after);
  if (!next) throw new Error(`The schedule "${schedule}" names no time after ${after.toISOString()}`);
  return next;
}

/** A row for every task not yet known, due at once: a fresh database runs each at the first tick. */
export async function registerTasks(app: FastifyInstance, tasks: readonly PeriodicTask[]): Promise<void> {
  if (tasks.length === 0) return;
  const now = app.clock.now();
  for (const task of tasks) nextRunAfter(task.schedule, now); // A pattern that cannot run stops the start.
  await app.db
    .insert(scheduledTasks)
    .values(tasks.map((task) => ({ name: task.name, nextRunAt: now })))
    .onConflictDoNothing();
}

/**
 * Claims the task if it is due and no live lease holds it: one conditional UPDATE, so of processes
 * claiming at once exactly one gets the row back (PostgreSQL re-checks the condition on the row a
 * waiting UPDATE finally sees). The run is recorded; runs left "running" by a process that died are
 * closed as failed first, since holding the lease means no one else is running the task.
 */
export async function claimDueTask(
  app: FastifyInstance,
  task: PeriodicTask,
  holder: string,
  leaseMs: number,
): Promise<{ row: TaskRow; runId: number; window: TaskWindow } | undefined> {
  const now = app.clock.now();
  const [row] = await app.db
    .update(scheduledTasks)
    .set({ lockedBy: holder, lockedUntil: new Date(now.getTime() + leaseMs) })
    .where(
      and(
        eq(scheduledTasks.name, task.name),
        lte(scheduledTasks.nextRunAt, now),
        or(isNull(scheduledTasks.lockedUntil), lte(scheduledTasks.lockedUntil, now)),
      ),
    )
    .returning();
  if (!row) return undefined;
  await app.db
    .update(scheduledTaskRuns)
    .set({ outcome: 'failed', finishedAt: now, error: 'The process running it stopped before it finished.' })
    .where(and(eq(scheduledTaskRuns.task, task.name), eq(scheduledTaskRuns.outcome, 'running')));
  const window = { from: row.coveredUntil, to: now };
  const [run] = await app.db
    .insert(scheduledTaskRuns)
    .values({ task: task.name, windowFrom: window.from, windowTo: window.to, ranBy: holder, startedAt: now })
    .returning({ id: scheduledTaskRuns.id });
  return { row, runId: run!.id, window };
}

const heldBy = (task: PeriodicTask, holder: string) =>
  and(eq(scheduledTasks.name, task.name), eq(scheduledTasks.lockedBy, holder));

export async function renewTaskLease(app: FastifyInstance, task: PeriodicTask, holder: string, until: Date) {
  const rows = await app.db
    .update(scheduledTasks)
    .set({ lockedUntil: until })
    .where(heldBy(task, holder))
    .returning({ name: scheduledTasks.name });
  return rows.length > 0;
}

/**
 * After a successful run: the window is covered, and the task is next due at the schedule's first
 * time after the window's end, so however many times were missed, they make one run. False when
 * the lease was lost meanwhile (another process may have run the task too).
 */
export async function finishTaskRun(
  app: FastifyInstance,
  task: PeriodicTask,
  claim: { runId: number; window: TaskWindow },
  holder: string,
): Promise<boolean> {
  const finishedAt = app.clock.now();
  const rows = await app.db
    .update(scheduledTasks)
    .set({
      coveredUntil: claim.window.to,
      nextRunAt: nextRunAfter(task.schedule, claim.window.to),
      lockedBy: null,
      lockedUntil: null,
      failures: 0,
      lastError: null,
    })
    .where(heldBy(task, holder))
    .returning({ name: scheduledTasks.name });
  await app.db
    .update(scheduledTaskRuns)
    .set({ outcome: 'succeeded', finishedAt })
    .where(eq(scheduledTaskRuns.id, claim.runId));
  return rows.length > 0;
}

/** After a failed run: still due (the next tick tries again), the window not covered. */
export async function failTaskRun(
  app: FastifyInstance,
  task: PeriodicTask,
  claim: { runId: number },
  holder: string,
  error: string,
): Promise<void> {
  await app.db
    .update(scheduledTasks)
    .set({ lockedBy: null, lockedUntil: null, failures: sql`${scheduledTasks.failures} + 1`, lastError: error })
    .where(heldBy(task, holder));
  await app.db
    .update(scheduledTaskRuns)
    .set({ outcome: 'failed', finishedAt: app.clock.now(), error })
    .where(eq(scheduledTaskRuns.id, claim.runId));
}

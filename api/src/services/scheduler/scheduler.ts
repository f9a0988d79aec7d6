import type { FastifyInstance } from 'fastify';
import { describeError, holdLease, newLeaseHolder } from './lease';
import {
  claimDueTask,
  failTaskRun,
  finishTaskRun,
  registerTasks,
  renewTaskLease,
  type PeriodicTask,
} from './periodic-tasks';
import { claimNextItem, finishItem, releaseForRetry, renewItemLease, retryDelayMs, type WorkKind } from './queued-work';

/**
 * The one place scheduled and background work runs (ADR 017): periodic tasks (housekeeping; later
 * closing weeks and releasing payments) and queued one-off work (mail; later charge retries). Safe
 * with any number of api processes on one database: a process takes a task or an item only with a
 * lease written by a conditional UPDATE, so each due run happens once and never twice at a time.
 * Every time it reads is `app.clock.now()`.
 */
export interface Scheduler {
  /** This process's name on the leases it writes (host:pid:random). */
  readonly holder: string;
  /** Adds a row for every task the database does not know yet (at start). */
  register(): Promise<void>;
  /** Runs every periodic task that is due, then the queued work that is due; what a tick does. */
  runDue(): Promise<void>;
  /** Does queued work that is due until none is left; joins a pass already running here. */
  drainQueue(): Promise<void>;
  /** Called by `enqueueWork`: this process queued work just now. */
  noteQueued(): void;
  /**
   * After a response: starts a pass when work was queued since the request began (`startedAt`, on
   * `performance.now()`'s timeline), so mail goes out as soon as the request has answered.
   */
  kickIfQueuedSince(startedAt: number): void;
  /** Resolves once no task and no pass is running in this process (tests wait on it; it starts nothing). */
  idle(): Promise<void>;
  /** Starts ticking every `tickMs` (none when 0). */
  start(): void;
  /** Stops ticking and waits for the work in hand; nothing new starts. */
  stop(): Promise<void>;
}

export interface SchedulerOptions {
  tasks: readonly PeriodicTask[];
  /** Work kinds this process can do (a method's parameters are checked loosely, so any payload fits). */
  work: readonly WorkKind<unknown>[];
  /** Defaults from the config (SCHEDULER_TICK_MS, SCHEDULER_LEASE_MS); tests set their own. */
  tickMs?: number;
  leaseMs?: number;
  holder?: string;
}

export function createScheduler(app: FastifyInstance, options: SchedulerOptions): Scheduler {
  const tickMs = options.tickMs ?? app.config.scheduler.tickMs;
  const leaseMs = options.leaseMs ?? app.config.scheduler.leaseMs;
  const holder = options.holder ?? newLeaseHolder();
  const kinds = new Map(options.work.map((kind) => [kind.kind, kind]));
  const leaseOptions = (what: Record<string, unknown>) => ({ leaseMs, clock: app.clock, log: app.log, what });

  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let tasksRunning: Promise<void> | null = null;
  let draining: Promise<void> | null = null;
  let drainAgain = false;
  let ticking = false;
  // When this process last queued work, on a monotonic timeline: only the order of events matters.
  let lastQueuedAt = Number.NEGATIVE_INFINITY;

  async function runTask(task: PeriodicTask) {
    const claim = await claimDueTask(app, task, holder, leaseMs);
    if (!claim) return;
    const what = { task: task.name, window: claim.window };
    const stopRenewing = holdLease((until) => renewTaskLease(app, task, holder, until), leaseOptions(what));
    try {
      let result: unknown;
      try {
        result = await task.run(app, claim.window);
      } catch (error) {
        const message = describeError(error);
        app.log.error({ ...what, error: message }, 'scheduled task failed; it runs again at the next tick');
        await failTaskRun(app, task, claim, holder, message);
        return;
      }
      const held = await finishTaskRun(app, task, claim, holder);
      if (held) app.log.info({ ...what, result }, 'scheduled task done');
      else app.log.warn(what, 'scheduled task done after its lease was lost; another process may have run it too');
    } finally {
      stopRenewing();
    }
  }

  async function runDueTasks() {
    for (const task of options.tasks) {
      if (closed) return;
      try {
        await runTask(task);
      } catch (error) {
        // The database itself failed (claiming or recording); the task stays due for the next tick.
        app.log.error({ task: task.name, error: describeError(error) }, 'scheduled task could not be run');
      }
    }
  }

  async function doItem(item: NonNullable<Awaited<ReturnType<typeof claimNextItem>>>) {
    const kind = kinds.get(item.kind);
    const what = { work: { id: item.id, kind: item.kind, attempt: item.attempts } };
    const parsed = kind?.payload.safeParse(item.payload);
    // What stays in the row once finished: a kind that drops part of its payload (a mail's body)
    // keeps nothing of a payload it cannot read.
    let finishedPayload: unknown = item.payload;
    if (parsed?.success) finishedPayload = kind?.keepWhenFinished?.(parsed.data) ?? parsed.data;
    else if (kind?.keepWhenFinished) finishedPayload = {};

    const fail = async (error: string, forGood: boolean) => {
      if (forGood || item.attempts >= item.maxAttempts) {
        if (await finishItem(app, item, holder, { status: 'failed', payload: finishedPayload, error })) {
          app.log.error({ ...what, error }, 'queued work failed for good');
        }
        return;
      }
      const retryAt = new Date(app.clock.now().getTime() + retryDelayMs(item.attempts));
      if (await releaseForRetry(app, item, holder, retryAt, error)) {
        app.log.warn({ ...what, error, retryAt }, 'queued work failed; it will be tried again');
      }
    };

    const stopRenewing = holdLease((until) => renewItemLease(app, item, holder, until), leaseOptions(what));
    try {
      let error: string | undefined;
      let forGood = false;
      if (item.attempts > item.maxAttempts) {
        error = 'Gave up: the last attempt never finished (its process stopped).';
        forGood = true;
      } else if (!kind || !parsed) {
        // Queued by a newer version of the api, say: a process that knows the kind may take it later.
        error = `No worker for "${item.kind}" in this process.`;
      } else if (!parsed.success) {
        error = `The payload is not a valid "${item.kind}".`;
        forGood = true;
      } else {
        try {
          await kind.perform(app, parsed.data);
        } catch (failure) {
          error = describeError(failure);
        }
      }
      if (error !== undefined) await fail(error, forGood);
      else if (!(await finishItem(app, item, holder, { status: 'done', payload: finishedPayload }))) {
        app.log.warn(what, 'queued work done after its lease was lost; it may have been done twice');
      }
    } catch (error) {
      // Only the bookkeeping can fail here: the lease runs out and the item is taken again.
      app.log.error({ ...what, error: describeError(error) }, 'queued work could not be recorded');
    } finally {
      stopRenewing();
    }
  }

  // Read through a function: `drainAgain` is set by callers while a pass awaits.
  const anotherPassWanted = () => drainAgain && !closed;

  async function drainOnce() {
    while (!closed) {
      const item = await claimNextItem(app, holder, leaseMs);
      if (!item) return;
      await doItem(item);
    }
  }

  const scheduler: Scheduler = {
    holder,

    register: () => registerTasks(app, options.tasks),

    async runDue() {
      tasksRunning ??= runDueTasks().finally(() => {
        tasksRunning = null;
      });
      await tasksRunning;
      await scheduler.drainQueue();
    },

    drainQueue() {
      if (draining) {
        // Work queued after the running pass looked is picked up by one more pass.
        drainAgain = true;
        return draining;
      }
      draining = (async () => {
        for (;;) {
          drainAgain = false;
          await drainOnce();
          if (!anotherPassWanted()) return;
        }
      })().finally(() => {
        draining = null;
      });
      return draining;
    },

    noteQueued() {
      lastQueuedAt = performance.now();
    },

    kickIfQueuedSince(startedAt) {
      if (closed || lastQueuedAt < startedAt) return;
      scheduler.drainQueue().catch((error: unknown) => {
        app.log.error({ error: describeError(error) }, 'queued work could not be taken; the next tick tries again');
      });
    },

    async idle() {
      while (tasksRunning || draining) await Promise.allSettled([tasksRunning, draining]);
    },

    start() {
      if (closed || timer || tickMs === 0) return;
      timer = setInterval(() => {
        if (ticking || closed) return;
        ticking = true;
        scheduler
          .runDue()
          .catch((error: unknown) => {
            app.log.error({ error: describeError(error) }, 'scheduler tick failed; the next tick tries again');
          })
          .finally(() => {
            ticking = false;
          });
      }, tickMs);
      // The timer alone never keeps the process alive.
      timer.unref();
    },

    async stop() {
      closed = true;
      clearInterval(timer);
      await scheduler.idle();
    },
  };
  return scheduler;
}

import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { queuedWork, scheduledTaskRuns, scheduledTasks } from '../../db/schema';
import { createTestApp, testClock, type TestApp } from '../../testing/test-app';
import { createScheduler, enqueueWork, retryDelayMs, type PeriodicTask, type TaskWindow, type WorkKind } from '.';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const LEASE_MS = 5 * MINUTE;

// A Wednesday, 10:20 UTC.
const clock = testClock(new Date('2026-03-04T10:20:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

/** A task that records the windows it was given; `fail` makes its next runs throw. */
function recordingTask(name: string, schedule: string) {
  const windows: TaskWindow[] = [];
  const state = { fail: 0 };
  const task: PeriodicTask = {
    name,
    schedule,
    run(_app, window) {
      if (state.fail > 0) {
        state.fail -= 1;
        // Shaped like drizzle's query errors, whose message lists the statement's parameters.
        const failure = new Error('Failed query: update x set y = $1\nparams: https://app/reset?token=SECRET-TOKEN', {
          cause: new Error('connection reset by peer'),
        });
        return Promise.reject(failure);
      }
      windows.push(window);
      return Promise.resolve({ windows: windows.length });
    },
  };
  return { task, windows, state };
}

/** A scheduler as another api process would have it: its own lease holder, the same database. */
const processWith = (holder: string, options: { tasks?: PeriodicTask[]; work?: WorkKind<{ label: string }>[] }) =>
  createScheduler(t.app, { tasks: options.tasks ?? [], work: options.work ?? [], holder, leaseMs: LEASE_MS });

const runsOf = (task: string) =>
  t.app.db.select().from(scheduledTaskRuns).where(eq(scheduledTaskRuns.task, task)).orderBy(asc(scheduledTaskRuns.id));
const rowOf = async (task: string) =>
  (await t.app.db.select().from(scheduledTasks).where(eq(scheduledTasks.name, task)))[0]!;

describe('periodic tasks', () => {
  it('runs a due task once, not before it is due, and once across processes', async () => {
    const { task, windows } = recordingTask('hourly-count', '0 * * * *');
    const a = processWith('process-a', { tasks: [task] });
    const b = processWith('process-b', { tasks: [task] });
    await a.register();
    await b.register();
    const registeredAt = clock.now();

    // A fresh task is due at once: one run, with no window before it.
    await Promise.all([a.runDue(), b.runDue()]);
    expect(windows).toEqual([{ from: null, to: registeredAt }]);
    await Promise.all([a.runDue(), b.runDue()]);
    expect(windows).toHaveLength(1);
    expect((await rowOf(task.name)).nextRunAt).toEqual(new Date('2026-03-04T11:00:00.000Z'));

    // Not before its time.
    clock.advance(40 * MINUTE - 1);
    await Promise.all([a.runDue(), b.runDue()]);
    expect(windows).toHaveLength(1);

    clock.advance(1);
    await Promise.all([a.runDue(), b.runDue(), a.runDue()]);
    expect(windows).toEqual([
      { from: null, to: registeredAt },
      { from: registeredAt, to: new Date('2026-03-04T11:00:00.000Z') },
    ]);

    const runs = await runsOf(task.name);
    expect(runs.map((run) => run.outcome)).toEqual(['succeeded', 'succeeded']);
    expect(runs[1]).toMatchObject({
      windowFrom: registeredAt,
      windowTo: new Date('2026-03-04T11:00:00.000Z'),
      finishedAt: new Date('2026-03-04T11:00:00.000Z'),
    });
    expect(await rowOf(task.name)).toMatchObject({ lockedUntil: null, failures: 0, lastError: null });
  });

  it('catches up after downtime with one run that is told the whole window', async () => {
    // "Close the weeks that ended": the task finds every Monday 00:00 UTC within its window.
    const closedWeeks: string[] = [];
    const weekly: PeriodicTask = {
      name: 'close-weeks',
      schedule: '0 0 * * 1',
      run(_app, window) {
        const from = window.from ?? new Date(window.to.getTime() - 7 * DAY);
        for (let day = new Date(from); day < window.to; day = new Date(day.getTime() + HOUR)) {
          if (day > from && day.getUTCDay() === 1 && day.getUTCHours() === 0) closedWeeks.push(day.toISOString());
        }
        return Promise.resolve({ closed: closedWeeks.length });
      },
    };
    const a = processWith('process-a', { tasks: [weekly] });
    await a.register();
    await a.runDue();
    const firstRun = clock.now();
    expect((await rowOf('close-weeks')).nextRunAt.getUTCDay()).toBe(1);

    // No process runs for 16 days: two Mondays pass.
    clock.advance(16 * DAY);
    await a.runDue();
    await a.runDue();
    const runs = await runsOf('close-weeks');
    expect(runs).toHaveLength(2);
    expect(runs[1]).toMatchObject({ windowFrom: firstRun, windowTo: clock.now(), outcome: 'succeeded' });
    expect(closedWeeks.slice(-2)).toEqual(['2026-03-09T00:00:00.000Z', '2026-03-16T00:00:00.000Z']);
    // Next due at the first Monday after the catch-up, not at each missed one.
    expect((await rowOf('close-weeks')).nextRunAt).toEqual(new Date('2026-03-23T00:00:00.000Z'));
  });

  it('logs a failing task without its secrets and runs it again at the next tick, same window', async () => {
    const { task, windows, state } = recordingTask('flaky-task', '0 * * * *');
    const a = processWith('process-a', { tasks: [task] });
    await a.register();
    await a.runDue();
    const covered = windows[0]!.to;
    clock.advance(HOUR);

    state.fail = 1;
    await a.runDue();
    expect(windows).toHaveLength(1);
    expect(await rowOf(task.name)).toMatchObject({
      failures: 1,
      lastError: 'Error: connection reset by peer',
      lockedUntil: null,
      coveredUntil: covered,
    });
    const failedLine = t.logs.find((line) => line.includes('scheduled task failed'));
    expect(failedLine).toContain('flaky-task');
    expect(failedLine).toContain('connection reset by peer');
    expect(t.logs.join('\n')).not.toContain('SECRET-TOKEN');

    // The next tick, with no time passed: it runs again and covers what the failed run did not.
    await a.runDue();
    expect(windows[1]).toEqual({ from: covered, to: clock.now() });
    expect((await runsOf(task.name)).map((run) => [run.outcome, run.error])).toEqual([
      ['succeeded', null],
      ['failed', 'Error: connection reset by peer'],
      ['succeeded', null],
    ]);
    expect(await rowOf(task.name)).toMatchObject({ failures: 0, lastError: null });
  });

  it('leaves a task leased by a process that died until the lease expires, then another runs it', async () => {
    const { task, windows } = recordingTask('leased-task', '0 * * * *');
    const b = processWith('process-b', { tasks: [task] });
    await b.register();
    // What a process that claimed the task and died leaves behind: its lease and a run "running".
    const leasedUntil = new Date(clock.now().getTime() + LEASE_MS);
    await t.app.db
      .update(scheduledTasks)
      .set({ lockedBy: 'dead-process', lockedUntil: leasedUntil })
      .where(eq(scheduledTasks.name, task.name));
    await t.app.db
      .insert(scheduledTaskRuns)
      .values({ task: task.name, windowTo: clock.now(), ranBy: 'dead-process', startedAt: clock.now() });

    await b.runDue();
    clock.advance(LEASE_MS - 1);
    await b.runDue();
    expect(windows).toEqual([]);

    clock.advance(1);
    await b.runDue();
    expect(windows).toEqual([{ from: null, to: leasedUntil }]);
    expect((await runsOf(task.name)).map((run) => [run.ranBy, run.outcome])).toEqual([
      ['dead-process', 'failed'],
      ['process-b', 'succeeded'],
    ]);
  });

  it('refuses at start a schedule that names no time, or is not a schedule', async () => {
    const never: PeriodicTask = { name: 'never', schedule: '0 0 30 2 *', run: () => Promise.resolve(null) };
    await expect(processWith('process-a', { tasks: [never] }).register()).rejects.toThrow(/names no time/);
    const garbled: PeriodicTask = { name: 'garbled', schedule: 'every hour', run: () => Promise.resolve(null) };
    await expect(processWith('process-a', { tasks: [garbled] }).register()).rejects.toThrow(/CronPattern/);
    const names = (await t.app.db.select({ name: scheduledTasks.name }).from(scheduledTasks)).map((row) => row.name);
    expect(names).not.toContain('never');
    expect(names).not.toContain('garbled');
  });
});

describe('queued work', () => {
  /** A kind of work that fails its first `failures` attempts, recording each one. */
  function flakyKind(kind: string, failures: number) {
    const attempts: string[] = [];
    const work: WorkKind<{ label: string }> = {
      kind,
      payload: z.object({ label: z.string() }),
      maxAttempts: 3,
      perform(_app, payload) {
        attempts.push(payload.label);
        if (attempts.length <= failures) return Promise.reject(new Error(`mail server said no to ${payload.label}`));
        return Promise.resolve();
      },
    };
    return { work, attempts };
  }

  const itemsOf = (kind: string) =>
    t.app.db.select().from(queuedWork).where(eq(queuedWork.kind, kind)).orderBy(asc(queuedWork.id));

  it('retries a failed item after a growing delay, and does it once when it succeeds', async () => {
    const { work, attempts } = flakyKind('test-retried', 2);
    const a = processWith('process-a', { work: [work] });
    const b = processWith('process-b', { work: [work] });
    await enqueueWork(t.app, { kind: work, payload: { label: 'first' } });

    await Promise.all([a.runDue(), b.runDue()]);
    expect(attempts).toEqual(['first']);
    const [afterOne] = await itemsOf('test-retried');
    expect(afterOne).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'Error: mail server said no to first',
      runAfter: new Date(clock.now().getTime() + retryDelayMs(1)),
    });

    // Not before its time.
    clock.advance(retryDelayMs(1) - 1);
    await Promise.all([a.runDue(), b.runDue()]);
    expect(attempts).toHaveLength(1);

    clock.advance(1);
    await Promise.all([a.runDue(), b.runDue()]);
    expect(attempts).toHaveLength(2);
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    clock.advance(retryDelayMs(2));
    await Promise.all([a.runDue(), b.runDue()]);
    await Promise.all([a.runDue(), b.runDue()]);
    expect(attempts).toEqual(['first', 'first', 'first']);
    const [done] = await itemsOf('test-retried');
    expect(done).toMatchObject({ status: 'done', attempts: 3, finishedAt: clock.now(), lockedUntil: null });
    const retried = t.logs.filter((line) => line.includes('queued work failed; it will be tried again'));
    expect(retried.filter((line) => line.includes('test-retried'))).toHaveLength(2);
  });

  it('marks an item failed after its last attempt, and logs it', async () => {
    const { work, attempts } = flakyKind('test-failing', 99);
    const a = processWith('process-a', { work: [work] });
    await enqueueWork(t.app, { kind: work, payload: { label: 'doomed' } });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await a.runDue();
      clock.advance(retryDelayMs(attempt));
    }
    expect(attempts).toHaveLength(3);
    const [failed] = await itemsOf('test-failing');
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, lastError: 'Error: mail server said no to doomed' });
    const line = t.logs.find((entry) => entry.includes('queued work failed for good'));
    expect(JSON.parse(line!)).toMatchObject({ level: 50, work: { id: failed!.id, kind: 'test-failing', attempt: 3 } });
  });

  it('takes over an item whose process died after its lease expires, and gives up on its last attempt', async () => {
    const { work, attempts } = flakyKind('test-orphaned', 0);
    const b = processWith('process-b', { work: [work] });
    await enqueueWork(t.app, { kind: work, payload: { label: 'orphan' } });
    await enqueueWork(t.app, { kind: work, payload: { label: 'last-orphan' } });
    const [orphan, lastOrphan] = await itemsOf('test-orphaned');
    // Claimed by processes that died: one on a first attempt, one on its last.
    const leasedUntil = new Date(clock.now().getTime() + LEASE_MS);
    await t.app.db
      .update(queuedWork)
      .set({ lockedBy: 'dead-process', lockedUntil: leasedUntil, attempts: 1 })
      .where(eq(queuedWork.id, orphan!.id));
    await t.app.db
      .update(queuedWork)
      .set({ lockedBy: 'dead-process', lockedUntil: leasedUntil, attempts: 3 })
      .where(eq(queuedWork.id, lastOrphan!.id));

    await b.runDue();
    clock.advance(LEASE_MS - 1);
    await b.runDue();
    expect(attempts).toEqual([]);

    clock.advance(1);
    await b.runDue();
    expect(attempts).toEqual(['orphan']);
    const [done, gaveUp] = await itemsOf('test-orphaned');
    expect(done).toMatchObject({ status: 'done', attempts: 2, lockedBy: 'process-b' });
    expect(gaveUp).toMatchObject({
      status: 'failed',
      attempts: 4,
      lastError: 'Gave up: the last attempt never finished (its process stopped).',
    });
  });

  it('fails an item whose payload does not fit its kind at once, and refuses such a payload when queued', async () => {
    const { work, attempts } = flakyKind('test-malformed', 0);
    const a = processWith('process-a', { work: [work] });
    await expect(
      enqueueWork(t.app, { kind: work, payload: { label: 7 } as unknown as { label: string } }),
    ).rejects.toThrow();
    expect(await itemsOf('test-malformed')).toEqual([]);

    await t.app.db.insert(queuedWork).values({
      kind: 'test-malformed',
      payload: { name: 'x' },
      runAfter: clock.now(),
      maxAttempts: 3,
      createdAt: clock.now(),
    });
    await a.runDue();
    expect(attempts).toEqual([]);
    expect((await itemsOf('test-malformed'))[0]).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'The payload is not a valid "test-malformed".',
    });
  });
});

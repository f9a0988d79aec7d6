// The scheduler's public entry: other code imports from here, never from the files beside it.
export type { TaskWindow, PeriodicTask } from './periodic-tasks';
export { nextRunAfter } from './periodic-tasks';
export type { WorkKind } from './queued-work';
export { DONE_RETENTION_MS, enqueueWork, FAILED_RETENTION_MS, purgeFinishedWork, retryDelayMs } from './queued-work';
export type { Scheduler, SchedulerOptions } from './scheduler';
export { createScheduler } from './scheduler';
export { schedulerPlugin } from './scheduler-plugin';
export { describeError } from './lease';

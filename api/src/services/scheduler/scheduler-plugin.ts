import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createScheduler, type SchedulerOptions } from './scheduler';

/**
 * Gives the app its scheduler (`app.scheduler`): the tasks are registered at start, every process
 * ticks once the server listens, and work a request queued is started as soon as that request has
 * answered (its response is not held up by it). Closing the app stops the ticks and waits for the
 * work in hand; this hook is added after the database's, so it runs before the database closes.
 */
export const schedulerPlugin = fp(async (app: FastifyInstance, options: Pick<SchedulerOptions, 'tasks' | 'work'>) => {
  app.decorate('scheduler', createScheduler(app, options));
  await app.scheduler.register();
  app.addHook('onResponse', (_request, reply, done) => {
    // `elapsedTime` counts from when the request arrived: its start on performance.now()'s timeline.
    app.scheduler.kickIfQueuedSince(performance.now() - reply.elapsedTime);
    done();
  });
  // Once the server listens, not at `ready`: building the app (the demo's seeding, through inject)
  // makes it ready early, and a task must not run beside that seeding (a week closed while the demo
  // still logs hours into it).
  app.addHook('onListen', (done) => {
    app.scheduler.start();
    done();
  });
  app.addHook('onClose', () => app.scheduler.stop());
});

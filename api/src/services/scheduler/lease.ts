import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../app';

/**
 * Who holds a lease: the machine, the process and a random part (two apps in one process, as in
 * the tests, are two holders). The two-process test finds a process's leases by its pid.
 */
export function newLeaseHolder(): string {
  return `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

/**
 * A failure as one short line for a log or a `last_error` column. drizzle's query errors carry the
 * statement's parameters (a queued mail's body, with its links and codes), so for those the
 * driver's own message is shown instead; stacks are left out for the same reason.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 500);
  const shown = error.message.startsWith('Failed query') && error.cause instanceof Error ? error.cause : error;
  return `${shown.name}: ${shown.message}`.slice(0, 500);
}

/**
 * Keeps a lease alive while its work runs: every third of the lease it is pushed a lease ahead, so
 * a long run keeps it and only a process that stopped (or lost its database) loses it. `renew`
 * answers whether the lease was still ours. Returns the function that stops renewing.
 */
export function holdLease(
  renew: (until: Date) => Promise<boolean>,
  options: { leaseMs: number; clock: Clock; log: FastifyBaseLogger; what: Record<string, unknown> },
): () => void {
  // A renewal still on its way when the work finishes finds the lease released: that is no loss.
  let stopped = false;
  const timer = setInterval(
    () => {
      renew(new Date(options.clock.now().getTime() + options.leaseMs)).then(
        (held) => {
          if (!held && !stopped) options.log.warn(options.what, 'scheduler: a lease was lost while its work ran');
        },
        (error: unknown) =>
          options.log.warn({ ...options.what, error: describeError(error) }, 'scheduler: a lease could not be renewed'),
      );
    },
    Math.max(100, Math.floor(options.leaseMs / 3)),
  );
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

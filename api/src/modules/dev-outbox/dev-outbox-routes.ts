import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  devNotificationSchema,
  errorResponseSchema,
  notificationSchema,
  outboxMessageSchema,
  outboxQuerySchema,
} from '@talentindia/contracts';
import { z } from 'zod';
import { notFound } from '../../http-error';
import { readOutbox } from '../../services/outbox';
import type { TestClock } from '../../services/test-clock';
import { findByEmail } from '../accounts';
import { createNotification } from '../notifications';
import { devClockRoutes } from './dev-clock-routes';

/** A loopback address: 127.0.0.0/8, ::1, or either written as IPv6 (::ffff:127.0.0.1). */
function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address
    .trim()
    .toLowerCase()
    .replace(/^::ffff:/, '');
  return plain === '::1' || /^127(\.\d{1,3}){3}$/.test(plain);
}

/**
 * A request whose connection comes from this machine and, behind a proxy on it, whose every
 * forwarded address is this machine too: the socket's peer, not `request.ip`, which a client can
 * choose through X-Forwarded-For when TRUST_PROXY is on.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  if (!isLoopback(request.socket.remoteAddress)) return false;
  const forwarded = request.headers['x-forwarded-for'];
  if (forwarded === undefined) return true;
  const addresses = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded).split(',');
  return addresses.every(isLoopback);
}

/**
 * Registered only with DEV_OUTBOX=1 (the start command and the tests; never production): the mail
 * and SMS that went to the local outbox, so a developer can open a verification or reset link, a
 * way to raise a notification for an account (the product's own events arrive with later areas),
 * and, when the api runs on TEST_CLOCK's clock, a way to move that clock forward.
 */
export async function devOutboxRoutes(app: FastifyInstance, { testClock }: { testClock?: TestClock } = {}) {
  // For the developer at this machine only: from anywhere else, as if the routes were not there.
  app.addHook('onRequest', async (request) => {
    if (!fromThisMachine(request)) throw notFound(`No such endpoint: ${request.method} ${request.url.split('?')[0]}`);
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary:
          'Mail and SMS in the local outbox for one recipient, newest first, after sending the queued mail ' +
          'that is due (DEV_OUTBOX=1 only)',
        querystring: outboxQuerySchema,
        response: {
          200: z.object({ status: z.literal(true), data: z.array(outboxMessageSchema) }),
          422: errorResponseSchema,
        },
      },
    },
    async (request) => {
      // Mail a request queued is sent right after it answers, in the background; delivering what is
      // due first means a mail shows here as soon as the request that queued it has answered.
      await app.scheduler.drainQueue();
      return { status: true as const, data: await readOutbox(app, request.query.to) };
    },
  );

  routes.post(
    '/dev/notifications',
    {
      schema: {
        tags: ['development'],
        summary: 'Raise a notification for an account (DEV_OUTBOX=1 only); stored sanitized like any other',
        body: devNotificationSchema,
        response: {
          201: z.object({ status: z.literal(true), data: notificationSchema }),
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await findByEmail(app, request.body.email);
      if (!user) throw notFound('No account has that email address.');
      const data = await createNotification(app, { userId: user.id, ...request.body });
      return reply.code(201).send({ status: true as const, data });
    },
  );

  // Inside this plugin, so the check above keeps it to this machine as well.
  if (testClock) await app.register(devClockRoutes, { clock: testClock });
}

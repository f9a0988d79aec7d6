import type { FastifyInstance } from 'fastify';
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
import { findByEmail } from '../accounts';
import { createNotification } from '../notifications';

/**
 * Registered only with DEV_OUTBOX=1 (the start command and the tests; never production): the mail
 * and SMS that went to the local outbox, so a developer can open a verification or reset link, and a
 * way to raise a notification for an account (the product's own events arrive with later areas).
 */
export async function devOutboxRoutes(app: FastifyInstance) {
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
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, outboxMessageSchema, outboxQuerySchema } from '@talentindia/contracts';
import { z } from 'zod';
import { readOutbox } from '../../services/outbox';

/**
 * Registered only with DEV_OUTBOX=1 (the start command and the tests; never production): the mail
 * and SMS that went to the local outbox, so a developer can open a verification or reset link.
 */
export async function devOutboxRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Mail and SMS in the local outbox for one recipient, newest first (DEV_OUTBOX=1 only)',
        querystring: outboxQuerySchema,
        response: {
          200: z.object({ status: z.literal(true), data: z.array(outboxMessageSchema) }),
          422: errorResponseSchema,
        },
      },
    },
    async (request) => ({ status: true as const, data: await readOutbox(app.db, request.query.to) }),
  );
}

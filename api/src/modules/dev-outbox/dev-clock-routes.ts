import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { devClockAdvanceSchema, devClockSchema, errorResponseSchema } from '@talentindia/contracts';
import { z } from 'zod';
import type { TestClock } from '../../services/test-clock';

/**
 * With TEST_CLOCK set (and DEV_OUTBOX, inside whose routes it is registered, so it answers this
 * machine only): an end-to-end test moves the api's clock forward to see what days later brings,
 * such as an hourly week closed into its invoice by the scheduler and its review window.
 */
export async function devClockRoutes(app: FastifyInstance, { clock }: { clock: TestClock }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/dev/clock',
    {
      schema: {
        tags: ['development'],
        summary:
          'Move the api’s clock forward by some minutes (DEV_OUTBOX=1 with TEST_CLOCK only); answers its new time. ' +
          'Scheduled work that falls due runs at the next scheduler tick.',
        body: devClockAdvanceSchema,
        response: {
          200: z.object({ status: z.literal(true), data: devClockSchema }),
          422: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const now = clock.advance(request.body.advance_minutes);
      request.log.info({ now: now.toISOString() }, 'the test clock was moved forward');
      return { status: true as const, data: { now: now.toISOString() } };
    },
  );
}

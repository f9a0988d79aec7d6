import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkDatabase } from './health-service';

/** For load balancers and docker-compose: 200 when the api can reach its database. */
export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      // Probed by load balancers every few seconds: only problems are worth a log line.
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: z.object({ status: z.literal(true) }) },
      },
    },
    async () => {
      await checkDatabase(app);
      return { status: true as const };
    },
  );
}

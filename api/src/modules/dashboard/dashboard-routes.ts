import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardResponseSchema, errorResponseSchema } from '@talentindia/contracts';
import { clientOf } from '../../plugins/auth';
import { creditsClaimState } from '../credits';
import { activeJobs } from './dashboard-service';

/** Spec §2 `/dashboard` and issue 10 §4: the client's active jobs and the credits card, from real state. */
export async function dashboardRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'The client’s dashboard: active jobs and the $1000.00 credits claim',
        description:
          'active_jobs: the client’s drafts and jobs with an active contract, newest first (at most 10), each with ' +
          'the freelancers of its active contracts. credits: the three tasks of the claim as they stand, whether ' +
          'it was claimed, and the credits balance (USD).',
        security: [{ bearerAuth: [] }],
        response: { 200: dashboardResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
      preHandler: [app.authenticate],
    },
    async (request) => {
      const user = clientOf(request);
      return {
        status: true as const,
        data: {
          active_jobs: await activeJobs(app, user.id),
          credits: await creditsClaimState(app, user),
        },
      };
    },
  );
}

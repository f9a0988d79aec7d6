import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardResponseSchema, errorResponseSchema } from '@talentindia/contracts';
import { clientOf } from '../../plugins/auth';
import { creditsClaimState } from '../credits';
import { activeJobs, waitingFor } from './dashboard-service';

/** Spec §2 `/dashboard` and issue 10 §4: the client's active jobs and the credits card, from real state. */
export async function dashboardRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'The client’s dashboard: active jobs, the $1000.00 credits claim, and what waits for them',
        description:
          'active_jobs: the client’s drafts and jobs with an active contract, newest first (at most 10), each with ' +
          'the freelancers of its active contracts. credits: the three tasks of the claim as they stand, whether ' +
          'it was claimed, and the credits balance (USD). waiting: what waits for the client — submitted proposals on ' +
          'open jobs, submitted milestones to approve, invoices declined or waiting for their confirmation, hourly weeks ' +
          'in review (the oldest few of each, with counts) — and what they paid this week (Monday to Sunday, UTC).',
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
          waiting: await waitingFor(app, user.id),
        },
      };
    },
  );
}

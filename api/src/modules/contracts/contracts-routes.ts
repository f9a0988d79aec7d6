import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contractDetailResponseSchema,
  contractIdParamsSchema,
  contractResponseSchema,
  contractsQuerySchema,
  contractsResponseSchema,
  endContractSchema,
  errorResponseSchema,
  marketplaceMessages as m,
  milestoneParamsSchema,
  timeEntrySchema,
  workDiaryParamsSchema,
  workDiaryQuerySchema,
  workDiaryResponseSchema,
} from '@talentindia/contracts';
import { clientOf, freelancerOf } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { HOUR } from '../../plugins/rate-limit';
import {
  approveMilestone,
  endContract,
  listContracts,
  logHours,
  readContract,
  submitMilestone,
} from './contracts-service';
import { readWorkDiary } from './work-diary-service';

const errors = errorResponses(401, 403, 404, 422);
const transitionErrors = { ...errors, ...errorResponses(409) };

/**
 * Issue 10 §3: contracts made by accepted offers. The client reads and ends them (with a review)
 * and approves submitted milestones; the freelancer logs hours (hourly) and submits milestones
 * (fixed price). Each side sees only its own contracts: any other id is a 404.
 */
export async function contractsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['Contracts'], security: [{ bearerAuth: [] }] };

  routes.get(
    '/contracts',
    {
      schema: {
        ...common,
        summary: 'Your contracts, newest first, by job and status (client)',
        description:
          'Each with its milestones, the review, and totals: hours logged (in total and this week, Monday to Sunday in ' +
          'UTC) and earned (approved milestones plus hours × rate, in cents).',
        querystring: contractsQuerySchema,
        response: { 200: contractsResponseSchema, ...errors },
      },
      preHandler: [app.authenticate],
    },
    async (request) => ({
      status: true as const,
      ...(await listContracts(app, { clientId: clientOf(request).id }, request.query)),
    }),
  );

  routes.get(
    '/contracts/:id',
    {
      schema: {
        ...common,
        summary: 'One of your contracts (client)',
        params: contractIdParamsSchema,
        response: { 200: contractDetailResponseSchema, ...errors },
      },
      preHandler: [app.authenticate],
    },
    async (request) => ({
      status: true as const,
      data: await readContract(app, { clientId: clientOf(request).id }, request.params.id),
    }),
  );

  routes.post(
    '/contracts/:id/end',
    {
      schema: {
        ...common,
        summary: 'End an active contract with a review of the freelancer (client)',
        description:
          'Rating 1 to 5 and a review text. When it was the job’s last active contract the job becomes closed in the same ' +
          'step. Writes `contract_ended` into the conversation and notifies the freelancer (bell, and mail if their ' +
          'contract updates are on). 409 when the contract has already ended.',
        params: contractIdParamsSchema,
        body: endContractSchema,
        response: { 200: contractResponseSchema, ...transitionErrors },
      },
      preHandler: [app.authenticate],
    },
    async (request) => ({
      status: true as const,
      message: m.contractEnded,
      data: await endContract(app, clientOf(request), request.params.id, request.body),
    }),
  );

  routes.post(
    '/contracts/:id/milestones/:milestoneId/approve',
    {
      schema: {
        ...common,
        summary: 'Approve a submitted milestone of an active contract (client)',
        description:
          'Submitted → approved (else 409). Writes `milestone_completed` into the conversation and notifies the freelancer.',
        params: milestoneParamsSchema,
        response: { 200: contractResponseSchema, ...transitionErrors },
      },
      preHandler: [app.authenticate],
    },
    async (request) => ({
      status: true as const,
      message: m.milestoneApproved,
      data: await approveMilestone(app, clientOf(request), request.params.id, request.params.milestoneId),
    }),
  );

  routes.get(
    '/freelancer/contracts',
    {
      schema: {
        ...common,
        summary: 'Your contracts, newest first, by job and status (freelancer)',
        querystring: contractsQuerySchema,
        response: { 200: contractsResponseSchema, ...errors },
      },
      preHandler: [app.authenticate],
    },
    async (request) => ({
      status: true as const,
      ...(await listContracts(app, { freelancerId: freelancerOf(request).id }, request.query)),
    }),
  );

  routes.get(
    '/freelancer/contracts/:id',
    {
      schema: {
        ...common,
        summary: 'One of your contracts (freelancer)',
        params: contractIdParamsSchema,
        response: { 200: contractDetailResponseSchema, ...errors },
      },
      preHandler: [app.authenticate],
    },
    async (request) => ({
      status: true as const,
      data: await readContract(app, { freelancerId: freelancerOf(request).id }, request.params.id),
    }),
  );

  routes.post(
    '/freelancer/contracts/:id/hours',
    {
      schema: {
        ...common,
        summary: 'Log time worked on a day of an active hourly contract (freelancer)',
        description:
          'The work date is a day in UTC, the platform’s calendar: not after today nor before the day the contract ' +
          'started, both in UTC, and its week’s total (Monday 00:00 to Sunday 24:00 UTC) stays within the weekly limit ' +
          '(else 422). Safe when several are sent at once. ' +
          'The client’s bell is told; answers the contract with its new totals.',
        params: contractIdParamsSchema,
        body: timeEntrySchema,
        response: { 201: contractResponseSchema, 429: errorResponseSchema, ...transitionErrors },
      },
      preHandler: [app.authenticate, app.limit('time-entries', 300, HOUR)],
    },
    async (request, reply) => {
      const contract = await logHours(app, freelancerOf(request), request.params.id, request.body);
      return reply.code(201).send({ status: true as const, message: m.hoursLogged, data: contract });
    },
  );

  routes.post(
    '/freelancer/contracts/:id/milestones/:milestoneId/submit',
    {
      schema: {
        ...common,
        summary: 'Submit a pending milestone of an active contract for review (freelancer)',
        description:
          'Pending → submitted (else 409). Writes `milestone_submitted` into the conversation and notifies the client.',
        params: milestoneParamsSchema,
        response: { 200: contractResponseSchema, ...transitionErrors },
      },
      preHandler: [app.authenticate],
    },
    async (request) => ({
      status: true as const,
      message: m.milestoneSubmitted,
      data: await submitMilestone(app, freelancerOf(request), request.params.id, request.params.milestoneId),
    }),
  );

  // Issue 19 §1: the work diary of an hourly contract, read by either side.
  for (const side of ['client', 'freelancer'] as const) {
    routes.get(
      side === 'client' ? '/contracts/:id/work-diary' : '/freelancer/contracts/:id/work-diary',
      {
        schema: {
          ...common,
          summary: `An hourly contract’s work diary, a week at a time (${side})`,
          description:
            'Each day of the week (Monday to Sunday, UTC: the platform’s week) with the hours logged for it and their ' +
            'descriptions, the week’s total, and what it comes to at the contract’s rate (before the marketplace fee). ' +
            '`week` names the week by its Monday; this week when it is left out. `previous_week` and `next_week` name ' +
            'the weeks around it, from the contract’s first week to this one. 422 for a fixed-price contract.',
          params: workDiaryParamsSchema,
          querystring: workDiaryQuerySchema,
          response: { 200: workDiaryResponseSchema, ...errors },
        },
        preHandler: [app.authenticate],
      },
      async (request) => ({
        status: true as const,
        data: await readWorkDiary(
          app,
          side === 'client' ? { clientId: clientOf(request).id } : { freelancerId: freelancerOf(request).id },
          request.params.id,
          request.query.week,
        ),
      }),
    );
  }
}

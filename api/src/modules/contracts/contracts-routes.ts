import type { FastifyInstance, FastifyReply } from 'fastify';
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
  addMilestoneSchema,
  milestoneParamsSchema,
  milestoneStepMessages,
  requestChangesSchema,
  timeEntrySchema,
  workDiaryParamsSchema,
  workDiaryQuerySchema,
  workDiaryResponseSchema,
} from '@talentindia/contracts';
import { clientOf, freelancerOf } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { HOUR } from '../../plugins/rate-limit';
import { listContracts, logHours, readContract, submitMilestone } from './contracts-service';
import { endContract } from './end-contract';
import {
  addMilestone,
  approveMilestone,
  cancelMilestone,
  fundMilestone,
  requestChanges,
  type StepResult,
} from './milestone-payments';
import { readWorkDiary } from './work-diary-service';

const errors = errorResponses(401, 403, 404, 422);
const transitionErrors = { ...errors, ...errorResponses(409) };
const paymentErrors = { ...transitionErrors, ...errorResponses(402, 503) };

/** A step that pays: 200 done, 202 waiting (the cardholder, or the provider), 402 declined. */
function sendStep(reply: FastifyReply, result: StepResult) {
  if (result.outcome === 'declined') return reply.code(402).send({ status: false as const, message: result.message });
  return reply
    .code(result.outcome === 'paid' ? 200 : 202)
    .send({ status: true as const, message: result.message, data: result.contract });
}

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
    '/contracts/:id/milestones',
    {
      schema: {
        ...common,
        summary: 'Add a milestone to an active fixed-price contract (client)',
        description:
          'Name, amount (US dollars as typed) and a due date from the client’s today. Not funded yet: the client funds it ' +
          'when the work is to start. Writes `milestone_created` into the conversation and tells the freelancer. 422 for ' +
          'an hourly contract or past 50 milestones; 409 when the contract has ended.',
        params: contractIdParamsSchema,
        body: addMilestoneSchema,
        response: { 201: contractResponseSchema, ...transitionErrors },
      },
      preHandler: [app.authenticate],
    },
    async (request, reply) => {
      const contract = await addMilestone(app, clientOf(request), request.params.id, request.body);
      return reply
        .code(201)
        .send({ status: true as const, message: milestoneStepMessages.milestoneAdded, data: contract });
    },
  );

  routes.post(
    '/contracts/:id/milestones/:milestoneId/fund',
    {
      schema: {
        ...common,
        summary: 'Fund a milestone: pay it into escrow now (client)',
        description:
          'Issues the milestone’s invoice (work, the marketplace fee, GST on the fee) and pays it from the client’s ' +
          'credits first, then their default card, with the idempotency key saved before the provider is asked; an ' +
          'unpaid invoice is tried again. 200 funded (the freelancer is told, and `milestone_funded` is written); 202 ' +
          'when the cardholder must confirm the payment on the invoice’s page, or the provider has not answered yet; 402 ' +
          'declined (the invoice waits to be paid again). 409 unless the milestone is not funded yet; 422 without a card ' +
          'when the credits do not cover it.',
        params: milestoneParamsSchema,
        response: { 200: contractResponseSchema, 202: contractResponseSchema, ...paymentErrors },
      },
      preHandler: [app.authenticate, app.limit('milestone-payments', 60, HOUR)],
    },
    async (request, reply) =>
      sendStep(reply, await fundMilestone(app, clientOf(request), request.params.id, request.params.milestoneId)),
  );

  routes.post(
    '/contracts/:id/milestones/:milestoneId/approve',
    {
      schema: {
        ...common,
        summary: 'Approve a submitted milestone and release its payment to the freelancer (client)',
        description:
          'Submitted → approved (else 409), and the payment held in escrow is released to the freelancer. A milestone ' +
          'not funded yet is funded first, and stays submitted until that payment is through (202 or 402 as funding ' +
          'answers). Writes `milestone_completed` into the conversation and tells the freelancer.',
        params: milestoneParamsSchema,
        response: { 200: contractResponseSchema, 202: contractResponseSchema, ...paymentErrors },
      },
      preHandler: [app.authenticate, app.limit('milestone-payments', 60, HOUR)],
    },
    async (request, reply) =>
      sendStep(reply, await approveMilestone(app, clientOf(request), request.params.id, request.params.milestoneId)),
  );

  routes.post(
    '/contracts/:id/milestones/:milestoneId/request-changes',
    {
      schema: {
        ...common,
        summary: 'Send a submitted milestone back to the freelancer with a note (client)',
        description:
          'Submitted → changes requested (else 409); the freelancer submits it again. Writes ' +
          '`milestone_changes_requested` with the note into the conversation and tells the freelancer.',
        params: milestoneParamsSchema,
        body: requestChangesSchema,
        response: { 200: contractResponseSchema, ...transitionErrors },
      },
      preHandler: [app.authenticate],
    },
    async (request) => ({
      status: true as const,
      message: milestoneStepMessages.changesRequested,
      data: await requestChanges(
        app,
        clientOf(request),
        request.params.id,
        request.params.milestoneId,
        request.body.note,
      ),
    }),
  );

  routes.post(
    '/contracts/:id/milestones/:milestoneId/cancel',
    {
      schema: {
        ...common,
        summary: 'Cancel a milestone that is not submitted (client)',
        description:
          'Not funded or funded → cancelled (else 409). A funded one is refunded: credits back at once, the card part ' +
          'through the provider; an unpaid invoice is cancelled and its credits given back. 409 while a payment of it ' +
          'is with the provider. Writes `milestone_cancelled` and tells the freelancer.',
        params: milestoneParamsSchema,
        response: { 200: contractResponseSchema, ...transitionErrors },
      },
      preHandler: [app.authenticate],
    },
    async (request) => {
      const done = await cancelMilestone(app, clientOf(request), request.params.id, request.params.milestoneId);
      return { status: true as const, message: done.message, data: done.contract };
    },
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
        summary: 'Submit a funded milestone of an active contract for review (freelancer)',
        description:
          'Funded (or sent back with changes requested) → submitted (else 409). Writes `milestone_submitted` into the ' +
          'conversation and notifies the client.',
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

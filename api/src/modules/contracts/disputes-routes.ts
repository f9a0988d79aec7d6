import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  disputeHoursSchema,
  disputeMessages as d,
  disputeParamsSchema,
  workDiaryParamsSchema,
  workDiarySchema,
} from '@talentindia/contracts';
import { clientOf, freelancerOf } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { acceptDispute, openDispute, withdrawDispute } from './hourly-disputes';
import { readWorkDiary } from './work-diary-service';

/** A dispute step's answer: what was done, and the week's diary with its review as it now is. */
const disputeDiaryResponseSchema = z.object({ status: z.literal(true), message: z.string(), data: workDiarySchema });
const errors = errorResponses(401, 403, 404, 409, 422);

/**
 * Issue 19 §1: disputes of an hourly week's hours during its review. The client disputes minutes
 * of a paid week in review and may withdraw the dispute; the freelancer accepts it (the minutes are
 * refunded to the client). Each side reaches only its own contracts: any other id is a 404.
 */
export async function disputesRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['Contracts'], security: [{ bearerAuth: [] }] };

  routes.post(
    '/contracts/:id/work-diary/disputes',
    {
      schema: {
        ...common,
        summary: 'Dispute hours of a week in its review (client)',
        description:
          'The week (by its Monday) must have closed into an invoice, be in its review (until `review_ends_at`, 5 days ' +
          'after the week) and paid (else 409), with no dispute open (else 409). The minutes are at most the week’s ' +
          'minutes less those refunded by accepted disputes (else 422). The week’s payment is held until the dispute is ' +
          'settled. Writes `hours_disputed` into the conversation and notifies the freelancer (bell, and mail if their ' +
          'contract updates are on). Answers the week’s work diary.',
        params: workDiaryParamsSchema,
        body: disputeHoursSchema,
        response: { 201: disputeDiaryResponseSchema, ...errors },
      },
      preHandler: [app.authenticate],
    },
    async (request, reply) => {
      const client = clientOf(request);
      const monday = await openDispute(app, client, request.params.id, request.body);
      const data = await readWorkDiary(app, { clientId: client.id }, request.params.id, monday);
      return reply.code(201).send({ status: true as const, message: d.disputeOpened, data });
    },
  );

  routes.post(
    '/contracts/:id/disputes/:disputeId/withdraw',
    {
      schema: {
        ...common,
        summary: 'Withdraw an open dispute of hours (client)',
        description:
          'Open → withdrawn (else 409). The freelancer’s bell is told; the week is released in full when its review ' +
          'ends (at the next run, when it has ended already). Answers the week’s work diary.',
        params: disputeParamsSchema,
        response: { 200: disputeDiaryResponseSchema, ...errors },
      },
      preHandler: [app.authenticate],
    },
    async (request) => {
      const client = clientOf(request);
      const monday = await withdrawDispute(app, client, request.params.id, request.params.disputeId);
      return {
        status: true as const,
        message: d.disputeWithdrawn,
        data: await readWorkDiary(app, { clientId: client.id }, request.params.id, monday),
      };
    },
  );

  routes.post(
    '/freelancer/contracts/:id/disputes/:disputeId/accept',
    {
      schema: {
        ...common,
        summary: 'Accept an open dispute of your hours: they are refunded to the client (freelancer)',
        description:
          'Open → accepted (else 409). The disputed minutes at the week’s rate, with their share of the marketplace fee ' +
          'and GST, are refunded to the client: to their credits first (at once), the rest to their card. The client is ' +
          'notified (bell, and the receipt by mail). The rest of the week is released when its review ends. Answers the ' +
          'week’s work diary.',
        params: disputeParamsSchema,
        response: { 200: disputeDiaryResponseSchema, ...errors },
      },
      preHandler: [app.authenticate],
    },
    async (request) => {
      const freelancer = freelancerOf(request);
      const monday = await acceptDispute(app, freelancer, request.params.id, request.params.disputeId);
      return {
        status: true as const,
        message: d.disputeAccepted,
        data: await readWorkDiary(app, { freelancerId: freelancer.id }, request.params.id, monday),
      };
    },
  );
}

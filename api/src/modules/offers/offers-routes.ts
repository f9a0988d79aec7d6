import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  clientOffersQuerySchema,
  contractResponseSchema,
  errorResponseSchema,
  marketplaceMessages as m,
  offerFormSchema,
  offerIdParamsSchema,
  offerDetailResponseSchema,
  offerResponseSchema,
  offersQuerySchema,
  offersResponseSchema,
} from '@talentindia/contracts';
import { clientOf, freelancerOf } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { HOUR } from '../../plugins/rate-limit';
import { acceptOffer, createOffer, declineOffer, listOffers, readOffer, withdrawOffer } from './offers-service';

const errors = errorResponses(401, 403, 404, 422);
const transitionErrors = { ...errors, ...errorResponses(409) };

/**
 * Issue 10 §3: hiring through an offer. The client offers (hourly: rate and weekly limit; fixed
 * price: milestones), may withdraw it while pending; the freelancer accepts it (a contract) or
 * declines it. Each side sees only its own offers: any other id is a 404.
 */
export async function offersRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['Offers'], security: [{ bearerAuth: [] }] };

  routes.post(
    '/offers',
    {
      schema: {
        ...common,
        summary: 'Send an offer to a freelancer for one of your jobs (client)',
        description:
          'The job must be yours (else 404) and open or already with an active contract (else 409). The freelancer must be ' +
          'a freelancer (else 404); a proposal, when given, must be their live proposal for this job (else 404). Hourly: ' +
          '`hourly_rate` (US dollars as typed) and `weekly_limit` (hours); fixed price: 1 to 20 milestones whose due dates ' +
          'are not before today in your profile’s time zone (else 422). Fields of the other type are ignored. One pending offer per ' +
          'job and freelancer, and none while they have an active contract on the job (409). Writes `offer_sent` into the ' +
          'conversation and notifies the freelancer (bell, and mail if their offer updates are on).',
        body: offerFormSchema,
        response: { 201: offerResponseSchema, 429: errorResponseSchema, ...transitionErrors },
      },
      preHandler: [app.authenticate, app.limit('offers', 100, HOUR)],
    },
    async (request, reply) => {
      const offer = await createOffer(app, clientOf(request), request.body);
      return reply.code(201).send({ status: true as const, message: m.offerSent, data: offer });
    },
  );

  routes.get(
    '/offers',
    {
      schema: {
        ...common,
        summary: 'Your offers, newest first, by job and status (client)',
        querystring: clientOffersQuerySchema,
        response: { 200: offersResponseSchema, ...errors },
      },
      preHandler: [app.authenticate],
    },
    async (request) => ({
      status: true as const,
      ...(await listOffers(app, { clientId: clientOf(request).id }, request.query)),
    }),
  );

  routes.get(
    '/offers/:id',
    {
      schema: {
        ...common,
        summary: 'One of your offers with its milestones (client)',
        params: offerIdParamsSchema,
        response: { 200: offerDetailResponseSchema, ...errors },
      },
      preHandler: [app.authenticate],
    },
    async (request) => ({
      status: true as const,
      data: await readOffer(app, { clientId: clientOf(request).id }, request.params.id),
    }),
  );

  routes.post(
    '/offers/:id/withdraw',
    {
      schema: {
        ...common,
        summary: 'Withdraw a pending offer (client); anything else is a 409',
        description: 'Notifies the freelancer (bell, and mail if their offer updates are on).',
        params: offerIdParamsSchema,
        response: { 200: offerResponseSchema, ...transitionErrors },
      },
      preHandler: [app.authenticate],
    },
    async (request) => ({
      status: true as const,
      message: m.offerWithdrawn,
      data: await withdrawOffer(app, clientOf(request), request.params.id),
    }),
  );

  routes.get(
    '/freelancer/offers',
    {
      schema: {
        ...common,
        summary: 'The offers sent to you, newest first (freelancer)',
        querystring: offersQuerySchema,
        response: { 200: offersResponseSchema, ...errors },
      },
      preHandler: [app.authenticate],
    },
    async (request) => ({
      status: true as const,
      ...(await listOffers(app, { freelancerId: freelancerOf(request).id }, request.query)),
    }),
  );

  routes.get(
    '/freelancer/offers/:id',
    {
      schema: {
        ...common,
        summary: 'One offer sent to you (freelancer)',
        params: offerIdParamsSchema,
        response: { 200: offerDetailResponseSchema, ...errors },
      },
      preHandler: [app.authenticate],
    },
    async (request) => ({
      status: true as const,
      data: await readOffer(app, { freelancerId: freelancerOf(request).id }, request.params.id),
    }),
  );

  routes.post(
    '/freelancer/offers/:id/accept',
    {
      schema: {
        ...common,
        summary: 'Accept a pending offer: the contract starts (freelancer)',
        description:
          'Makes the contract with the offer’s terms (milestones join it), marks your proposal for the job hired and the ' +
          'job active, writes `offer_accepted` (and `milestone_created` per milestone) into the conversation and notifies ' +
          'the client. 409 when the offer is no longer pending or the job no longer hiring.',
        params: offerIdParamsSchema,
        response: { 201: contractResponseSchema, ...transitionErrors },
      },
      preHandler: [app.authenticate],
    },
    async (request, reply) => {
      const contract = await acceptOffer(app, freelancerOf(request), request.params.id);
      return reply.code(201).send({ status: true as const, message: m.offerAccepted, data: contract });
    },
  );

  routes.post(
    '/freelancer/offers/:id/decline',
    {
      schema: {
        ...common,
        summary: 'Decline a pending offer (freelancer)',
        description: 'Writes `offer_declined` into the conversation and notifies the client.',
        params: offerIdParamsSchema,
        response: { 200: offerResponseSchema, ...transitionErrors },
      },
      preHandler: [app.authenticate],
    },
    async (request) => ({
      status: true as const,
      message: m.offerDeclined,
      data: await declineOffer(app, freelancerOf(request), request.params.id),
    }),
  );
}

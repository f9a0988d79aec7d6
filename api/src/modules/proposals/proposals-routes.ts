import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  jobIdParamsSchema,
  marketplaceMessages as m,
  ownProposalParamsSchema,
  ownProposalResponseSchema,
  ownProposalsQuerySchema,
  ownProposalsResponseSchema,
  proposalParamsSchema,
  proposalResponseSchema,
  proposalsQuerySchema,
  proposalsResponseSchema,
  proposalSubmitSchema,
  threadOpenedResponseSchema,
} from '@talentindia/contracts';
import { clientOf, clientsOnly, freelancerOf, freelancersOnly } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { HOUR } from '../../plugins/rate-limit';
import {
  listJobProposals,
  listOwnProposals,
  messageProposal,
  sortProposal,
  submitProposal,
  withdrawProposal,
  type ProposalAction,
} from './proposals-service';

const errors = errorResponses(401, 403, 404, 422, 429);
const transitionErrors = { ...errors, ...errorResponses(409) };

const ACTION_SUMMARIES: Record<ProposalAction, string> = {
  shortlist: 'Shortlist a proposal of the client’s job (from the all or archived tab)',
  archive: 'Archive a proposal of the client’s job (it leaves the all tab)',
  restore: 'Move a shortlisted or archived proposal back to the all tab',
};

/**
 * Issue 10 §3: freelancers send and withdraw proposals; the job's client reads them by tab, sorts
 * them (shortlist, archive, restore) and opens a conversation from one. Each side reaches only its
 * own: another client's job or another freelancer's proposal is the same 404 as a missing one.
 */
export async function proposalsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['proposals'], security: [{ bearerAuth: [] }] };
  const asClient = [app.authenticate, clientsOnly];
  const asFreelancer = [app.authenticate, freelancersOnly];

  routes.get(
    '/jobs/:id/proposals',
    {
      schema: {
        ...common,
        summary: 'A page of a job’s proposals by tab (all, shortlisted, archived), newest first, with each tab’s count',
        description:
          '`all` is every live proposal but the archived ones (submitted, shortlisted, hired); withdrawn ones ' +
          'are never listed. Each carries the freelancer’s card, the thread if the client messaged, and the newest offer made from it.',
        params: jobIdParamsSchema,
        querystring: proposalsQuerySchema,
        response: { 200: proposalsResponseSchema, ...errors },
      },
      preHandler: asClient,
    },
    async (request) => ({
      status: true as const,
      ...(await listJobProposals(app, clientOf(request).id, request.params.id, request.query.view, request.query.page)),
    }),
  );

  for (const action of ['shortlist', 'archive', 'restore'] as const) {
    routes.post(
      `/jobs/:id/proposals/:proposalId/${action}`,
      {
        schema: {
          ...common,
          summary: ACTION_SUMMARIES[action],
          description:
            'Asking for the status a proposal already has changes nothing; a withdrawn or hired proposal is a 409.',
          params: proposalParamsSchema,
          response: { 200: proposalResponseSchema, ...transitionErrors },
        },
        preHandler: asClient,
      },
      async (request) => {
        const { message, proposal } = await sortProposal(
          app,
          clientOf(request).id,
          request.params.id,
          request.params.proposalId,
          action,
        );
        return { status: true as const, message, data: proposal };
      },
    );
  }

  routes.post(
    '/jobs/:id/proposals/:proposalId/message',
    {
      schema: {
        ...common,
        summary:
          'Open (or find) the conversation with a proposal’s freelancer about the job; the proposal counts as Messaged',
        description: 'Answers the thread id for /messages. A withdrawn proposal is a 409.',
        params: proposalParamsSchema,
        response: { 200: threadOpenedResponseSchema, ...transitionErrors },
      },
      preHandler: asClient,
    },
    async (request) => {
      const threadId = await messageProposal(app, clientOf(request).id, request.params.id, request.params.proposalId);
      return { status: true as const, message: m.threadOpened, data: { thread_id: threadId } };
    },
  );

  routes.post(
    '/freelancer/jobs/:id/proposals',
    {
      schema: {
        ...common,
        summary:
          'Send a proposal for an open job: the hourly rate or the fixed bid, and a cover letter (freelancers only)',
        description:
          '`amount` is a decimal string in US dollars. `rate_increase_percent` (every 6 months) and `weekly_limit` ' +
          '(hours) are hourly terms: optional on an hourly job, a 422 on a fixed-price one. One live proposal per ' +
          'job (409 after that, until it is withdrawn); a job that is not open is a 409. The client is told in the ' +
          'thread, by the bell and by mail (their "new proposals" preference).',
        params: jobIdParamsSchema,
        body: proposalSubmitSchema,
        response: { 201: ownProposalResponseSchema, ...transitionErrors },
      },
      preHandler: [...asFreelancer, app.limit('proposal-submit', 60, HOUR)],
    },
    async (request, reply) => {
      const proposal = await submitProposal(app, freelancerOf(request), request.params.id, request.body);
      return reply.code(201).send({ status: true as const, message: m.proposalSent, data: proposal });
    },
  );

  routes.get(
    '/freelancer/proposals',
    {
      schema: {
        ...common,
        summary: 'The freelancer’s proposals, newest first (withdrawn ones too), with their jobs',
        querystring: ownProposalsQuerySchema,
        response: { 200: ownProposalsResponseSchema, ...errors },
      },
      preHandler: asFreelancer,
    },
    async (request) => ({
      status: true as const,
      ...(await listOwnProposals(app, freelancerOf(request).id, request.query.page)),
    }),
  );

  routes.post(
    '/freelancer/proposals/:id/withdraw',
    {
      schema: {
        ...common,
        summary: 'Withdraw a proposal that has not led to a hire; the freelancer may propose again',
        params: ownProposalParamsSchema,
        response: { 200: ownProposalResponseSchema, ...transitionErrors },
      },
      preHandler: asFreelancer,
    },
    async (request) => ({
      status: true as const,
      message: m.proposalWithdrawn,
      data: await withdrawProposal(app, freelancerOf(request), request.params.id),
    }),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  freelancerIdParamsSchema,
  freelancerProfileResponseSchema,
  freelancersQuerySchema,
  freelancersResponseSchema,
  reviewsQuerySchema,
  reviewsResponseSchema,
  workHistoryQuerySchema,
  workHistoryResponseSchema,
} from '@talentindia/contracts';
import { errorResponses } from '../../plugins/errors';
import { freelancerProfile, freelancerReviews, listFreelancers, workHistory } from './freelancers-service';

const errors = errorResponses(401, 404, 422);

/**
 * Issue 10 §2: the talent directory (public: the Find Talent pages list real freelancers) and a
 * freelancer's profile, work history and reviews (signed in, as the spec's profile route is; any
 * role). Totals and ratings are computed from contracts and reviews, never stored.
 */
export async function freelancersRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['freelancers'];
  const signedIn = { tags, security: [{ bearerAuth: [] }] };

  routes.get(
    '/freelancers',
    {
      schema: {
        tags,
        summary: 'The talent directory: freelancer cards, searched and filtered, a page at a time (public)',
        description:
          '`q` finds every word as a prefix of a word of the name, title, developer type, skills, city or ' +
          'state (punctuation separates words; a search of punctuation only is no search). `skills` is a ' +
          'comma-separated list; each must be on the profile, ignoring case. `min_rate`/`max_rate` are US ' +
          'dollars per hour, inclusive (a minimum above the maximum is a 422). Order: when searching, those ' +
          'with more of the words in their title first; otherwise, and among equals, the order they joined. ' +
          '`per_page` defaults to 12 (at most 50); a page past the last is empty, with the total.',
        querystring: freelancersQuerySchema,
        response: { 200: freelancersResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) => {
      const page = await listFreelancers(app, request.query);
      return { status: true as const, ...page };
    },
  );

  routes.get(
    '/freelancers/:id',
    {
      schema: {
        ...signedIn,
        summary: 'A freelancer’s profile: every spec §3 field, with totals computed from their contracts',
        description:
          'total_jobs counts contracts (active and ended); total_hours is the logged time in hours (one ' +
          'decimal); total_earning is approved milestones plus hours at each contract’s rate, in cents. ' +
          'An id that is not a freelancer’s is a 404.',
        params: freelancerIdParamsSchema,
        response: { 200: freelancerProfileResponseSchema, ...errors },
      },
      preHandler: [app.authenticate],
    },
    async (request) => ({
      status: true as const,
      data: await freelancerProfile(app, request.params.id),
    }),
  );

  routes.get(
    '/freelancers/:id/work-history',
    {
      schema: {
        ...signedIn,
        summary: 'A freelancer’s contracts: completed (latest ended first) or in progress (latest started first)',
        params: freelancerIdParamsSchema,
        querystring: workHistoryQuerySchema,
        response: { 200: workHistoryResponseSchema, ...errors },
      },
      preHandler: [app.authenticate],
    },
    async (request) => ({
      status: true as const,
      ...(await workHistory(app, request.params.id, request.query.status, request.query.page)),
    }),
  );

  routes.get(
    '/freelancers/:id/reviews',
    {
      schema: {
        ...signedIn,
        summary: 'The reviews clients left a freelancer when ending contracts, newest first, with the average',
        params: freelancerIdParamsSchema,
        querystring: reviewsQuerySchema,
        response: { 200: reviewsResponseSchema, ...errors },
      },
      preHandler: [app.authenticate],
    },
    async (request) => ({
      status: true as const,
      ...(await freelancerReviews(app, request.params.id, request.query.page)),
    }),
  );
}

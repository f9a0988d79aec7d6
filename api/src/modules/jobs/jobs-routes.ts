import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DEVELOPER_TYPES,
  EXPERIENCE_LEVELS,
  JOB_DURATIONS,
  WORK_TYPES,
  jobCreateSchema,
  jobIdParamsSchema,
  jobResponseSchema,
  jobSavedResponseSchema,
  jobsMessages,
  jobsQuerySchema,
  jobsResponseSchema,
  jobUpdateSchema,
  marketplaceMessages as m,
  messageResponseSchema,
  openJobResponseSchema,
  openJobsQuerySchema,
  openJobsResponseSchema,
} from '@talentindia/contracts';
import { clientOf, clientsOnly, freelancerOf, freelancersOnly } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { HOUR } from '../../plugins/rate-limit';
import {
  closeJob,
  createJob,
  deleteDraft,
  getJob,
  getOpenJob,
  listJobs,
  listOpenJobs,
  publishDraft,
  updateDraft,
} from './jobs-service';

const errors = errorResponses(401, 403, 404, 422, 429);
const transitionErrors = { ...errors, ...errorResponses(409) };

/**
 * Issue 10 §3: a client posts jobs (draft or published), edits and publishes drafts, deletes drafts
 * and closes open jobs; lists them with search, filters and counts. Freelancers read published jobs.
 * A client only ever reaches their own jobs: another client's job is the same 404 as a missing one.
 */
export async function jobsRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['jobs'], security: [{ bearerAuth: [] }] };
  const asClient = [app.authenticate, clientsOnly];
  const asFreelancer = [app.authenticate, freelancersOnly];

  routes.post(
    '/jobs',
    {
      schema: {
        ...common,
        summary: 'Post a job: saved as a draft, or published (open to proposals) when `publish` is true',
        description:
          'A draft needs a title only; any other field may be left out, null or empty, and is checked when ' +
          'given. Publishing needs every field. ' +
          `type: ${WORK_TYPES.join(' | ')}; developer_type: ${DEVELOPER_TYPES.join(' | ')}; ` +
          `experience_level: ${EXPERIENCE_LEVELS.join(' | ')}; duration: ${JOB_DURATIONS.join(' | ')}. ` +
          'Hourly jobs need hourly_rate_min ≤ hourly_rate_max and weekly_hours (1–80); fixed-price jobs a budget. ' +
          'Amounts are decimal strings in US dollars; the other type’s money fields are ignored. Clients only.',
        body: jobCreateSchema,
        response: { 201: jobSavedResponseSchema, ...errors },
      },
      preHandler: [...asClient, app.limit('job-create', 60, HOUR)],
    },
    async (request, reply) => {
      const job = await createJob(app, clientOf(request).id, request.body);
      const message = request.body.publish ? m.jobPublished : m.draftSaved;
      return reply.code(201).send({ status: true as const, message, data: job });
    },
  );

  routes.get(
    '/jobs',
    {
      schema: {
        ...common,
        summary: 'The client’s jobs, newest first, with their Proposals, Messaged and Hired counts',
        description:
          '`q` searches title and description (every word as a prefix); `type` and `status` filter; ' +
          'pages of 10 (`meta.has_more` false on the last). Proposals counts live (not withdrawn) ones, ' +
          'Messaged those the client opened a conversation from, Hired the contracts.',
        querystring: jobsQuerySchema,
        response: { 200: jobsResponseSchema, ...errors },
      },
      preHandler: asClient,
    },
    async (request) => ({ status: true as const, ...(await listJobs(app, clientOf(request).id, request.query)) }),
  );

  routes.get(
    '/jobs/:id',
    {
      schema: {
        ...common,
        summary: 'One of the client’s jobs, with its counts',
        params: jobIdParamsSchema,
        response: { 200: jobResponseSchema, ...errors },
      },
      preHandler: asClient,
    },
    async (request) => ({ status: true as const, data: await getJob(app, clientOf(request).id, request.params.id) }),
  );

  routes.put(
    '/jobs/:id',
    {
      schema: {
        ...common,
        summary:
          'Edit a draft (the whole form: what is left out is cleared), and publish it when `publish` is true; ' +
          '409 for a published job',
        params: jobIdParamsSchema,
        body: jobUpdateSchema,
        response: { 200: jobSavedResponseSchema, ...transitionErrors },
      },
      preHandler: asClient,
    },
    async (request) => {
      const job = await updateDraft(app, clientOf(request).id, request.params.id, request.body);
      return { status: true as const, message: request.body.publish ? m.jobPublished : m.jobUpdated, data: job };
    },
  );

  routes.delete(
    '/jobs/:id',
    {
      schema: {
        ...common,
        summary: 'Delete a draft; a published job is closed instead (409)',
        params: jobIdParamsSchema,
        response: { 200: messageResponseSchema, ...transitionErrors },
      },
      preHandler: asClient,
    },
    async (request) => {
      await deleteDraft(app, clientOf(request).id, request.params.id);
      return { status: true as const, message: jobsMessages.draftDeleted };
    },
  );

  routes.post(
    '/jobs/:id/publish',
    {
      schema: {
        ...common,
        summary: 'Publish a draft (draft → open); 409 for any other status',
        description:
          'A draft that still misses a field is a 422 whose `errors` name each missing field with the ' +
          'publish form’s message; it stays a draft, unchanged.',
        params: jobIdParamsSchema,
        response: { 200: jobSavedResponseSchema, ...transitionErrors },
      },
      preHandler: asClient,
    },
    async (request) => ({
      status: true as const,
      message: m.jobPublished,
      data: await publishDraft(app, clientOf(request).id, request.params.id),
    }),
  );

  routes.post(
    '/jobs/:id/close',
    {
      schema: {
        ...common,
        summary: 'Close an open job (open → closed): no new proposals; its proposals stay readable',
        description:
          '409 for a draft (delete it instead), a job with an active contract (it closes when its last ' +
          'contract ends) and a closed job.',
        params: jobIdParamsSchema,
        response: { 200: jobSavedResponseSchema, ...transitionErrors },
      },
      preHandler: asClient,
    },
    async (request) => ({
      status: true as const,
      message: m.jobClosed,
      data: await closeJob(app, clientOf(request).id, request.params.id),
    }),
  );

  routes.get(
    '/freelancer/jobs',
    {
      schema: {
        ...common,
        summary: 'Open jobs, newest published first, to propose to (freelancers only)',
        description:
          '`q` searches title and description (every word as a prefix), `type` filters; pages of 10. ' +
          'Each job carries its client, its count of live proposals and the reader’s own newest proposal.',
        querystring: openJobsQuerySchema,
        response: { 200: openJobsResponseSchema, ...errors },
      },
      preHandler: asFreelancer,
    },
    async (request) => ({
      status: true as const,
      ...(await listOpenJobs(app, freelancerOf(request).id, request.query)),
    }),
  );

  routes.get(
    '/freelancer/jobs/:id',
    {
      schema: {
        ...common,
        summary: 'An open job, or one the freelancer has a proposal, offer or contract on (else 404)',
        params: jobIdParamsSchema,
        response: { 200: openJobResponseSchema, ...errors },
      },
      preHandler: asFreelancer,
    },
    async (request) => ({
      status: true as const,
      data: await getOpenJob(app, freelancerOf(request).id, request.params.id),
    }),
  );
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  REPORT_MAX_WEEKS,
  timeByFreelancerQuerySchema,
  timeByFreelancerResponseSchema,
  weeklySummaryQuerySchema,
  weeklySummaryResponseSchema,
  type WeekSummary,
} from '@talentindia/contracts';
import { userOf } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { checkedRange, clientsOnly } from './report-checks';
import { timeByFreelancer, weekRangeOf, weeklySummary } from './report-weeks';

const errors = errorResponses(401, 403, 422);

/**
 * Weekly Summary's answer as the bytes of its JSON, written here instead of by zod's serializer: a
 * year of 500 contracts is 26,000 contract-weeks (7 MB), and zod's check of objects weeklySummary
 * has typed already, then one string of 7 MB that Node reads once to measure and again to send,
 * cost more than the queries. Each week is stringified and encoded on its own (53 strings of 130 kB
 * encode several times quicker than one of 7 MB), its keys in the order of
 * `weeklySummaryResponseSchema`, which weeklySummary builds them in.
 */
function weeklySummaryJson(data: { from: string; to: string; weeks: WeekSummary[] }): Buffer {
  const head = `{"status":true,"data":{"from":${JSON.stringify(data.from)},"to":${JSON.stringify(data.to)},"weeks":[`;
  return Buffer.concat([
    Buffer.from(head),
    ...data.weeks.map((week, index) => Buffer.from(`${index === 0 ? '' : ','}${JSON.stringify(week)}`)),
    Buffer.from(']}}'),
  ]);
}

/** An answer whose JSON is already written (the route's schema then only documents it). */
function sendJson(reply: FastifyReply, json: Buffer) {
  return reply.type('application/json; charset=utf-8').send(json);
}

/**
 * Issue 20 §2: Weekly Summary and Time by freelancer, over the client's own contracts. Authenticated
 * first (401), then the query is checked (422, on its fields), then a caller who is not a client is
 * refused (403).
 */
export async function weeklyReportRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['reports'], security: [{ bearerAuth: [] }] };

  routes.get(
    '/reports/weekly-summary',
    {
      schema: {
        ...common,
        summary: 'Your hourly contracts week by week: hours, what they cost, where each week stands (client)',
        description:
          'The platform’s weeks (Monday to Sunday, UTC) that the days from `from` to `to` touch, newest first. `to` is ' +
          `today (UTC) when left out; \`from\` the Monday 11 weeks before \`to\`’s week (12 weeks); at most ${REPORT_MAX_WEEKS} ` +
          'weeks (422 on `from`), `to` before `from` is 422 on `to`. Each week lists the hourly contracts that ran in it ' +
          'or have hours logged in it (by `freelancer`, a user id, and `contract`): the minutes logged for its days, the ' +
          'weekly limit, those minutes at the contract’s rate (before the fee and GST), and its status: `open` until the ' +
          'week has ended and been closed, then `invoiced` (not paid yet), `in_review` (paid, held for the client’s ' +
          'review), `paid` (released to the freelancer), or `no_hours`; with the week’s invoice once there is one. ' +
          'Each week’s total minutes and amounts, one per currency; a week with no contracts is listed empty.',
        querystring: weeklySummaryQuerySchema.check(checkedRange),
        response: { 200: weeklySummaryResponseSchema, ...errors },
      },
      preHandler: [app.authenticate, clientsOnly],
    },
    async (request, reply) => {
      const range = weekRangeOf(app, request.query);
      const weeks = await weeklySummary(app, userOf(request).id, range, request.query);
      return sendJson(reply, weeklySummaryJson({ from: range.from, to: range.to, weeks }));
    },
  );

  routes.get(
    '/reports/time-by-freelancer',
    {
      schema: {
        ...common,
        summary: 'Hours logged and money paid per freelancer over a range of days (client)',
        description:
          'Each freelancer of your contracts (by `type` and `contract`): the minutes logged on the hourly ones for days ' +
          'from `from` to `to` (UTC days, both included; either may be left out), how many of those contracts you ' +
          'have with them, and what you paid on them in the range, one per currency (payments less refunds: work, fee ' +
          'and GST). Most minutes first, then by name. A freelancer who deleted their account is "Deleted user", with ' +
          'no id. `to` before `from` is 422 on `to`.',
        querystring: timeByFreelancerQuerySchema.check(checkedRange),
        response: { 200: timeByFreelancerResponseSchema, ...errors },
      },
      preHandler: [app.authenticate, clientsOnly],
    },
    async (request) => {
      return {
        status: true as const,
        data: { freelancers: await timeByFreelancer(app, userOf(request).id, request.query) },
      };
    },
  );
}

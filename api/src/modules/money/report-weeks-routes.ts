import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  REPORT_MAX_WEEKS,
  weekOfDay,
  timeByFreelancerQuerySchema,
  timeByFreelancerResponseSchema,
  weekDetailQuerySchema,
  weekDetailResponseSchema,
  weeklySummaryQuerySchema,
  weeklySummaryResponseSchema,
  weekParamsSchema,
} from '@talentindia/contracts';
import { userOf } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { checkedMonday, checkedRange, clientsOnly } from './report-checks';
import { timeByFreelancer, weekRangeOf, weeklyTotals, weekSummary } from './report-weeks';

const errors = errorResponses(401, 403, 422);

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
        summary: 'Your hourly contracts week by week: the hours logged and what they cost (client)',
        description:
          'The platform’s weeks (Monday to Sunday, UTC) that the days from `from` to `to` touch, newest first. `to` is ' +
          `today (UTC) when left out; \`from\` the Monday 11 weeks before \`to\`’s week (12 weeks); at most ${REPORT_MAX_WEEKS} ` +
          'weeks (422 on `from`), `to` before `from` is 422 on `to`. Each week: the minutes logged on your hourly ' +
          'contracts (by `freelancer`, a user id, and `contract`) and those minutes at each contract’s rate (before the ' +
          'fee and GST), one per currency. A week’s contracts: `GET /reports/weekly-summary/weeks/{monday}`.',
        querystring: weeklySummaryQuerySchema.check(checkedRange),
        response: { 200: weeklySummaryResponseSchema, ...errors },
      },
      preHandler: [app.authenticate, clientsOnly],
    },
    async (request) => {
      const range = weekRangeOf(app, request.query);
      const weeks = await weeklyTotals(app, userOf(request).id, range, request.query);
      return { status: true as const, data: { from: range.from, to: range.to, weeks } };
    },
  );

  routes.get(
    '/reports/weekly-summary/weeks/:monday',
    {
      schema: {
        ...common,
        summary: 'One week of your hourly contracts: each one’s hours, what they cost, where the week stands (client)',
        description:
          'The week starting on `monday` (a Monday, UTC; any other day names no week: 404 with `weekInvalid`): ' +
          'each hourly contract (by `freelancer` and `contract`) that ran in it or has hours logged in it, by title: ' +
          'the minutes logged for its days, the weekly limit, those minutes at the contract’s rate (before the fee ' +
          'and GST), and its status: `open` until the week has ended and been closed, then `invoiced` (not paid ' +
          'yet), `in_review` (paid, held for the client’s review), `paid` (released to the freelancer), or ' +
          '`no_hours`; with the week’s invoice once there is one. The week’s total minutes and amounts, one per ' +
          'currency.',
        params: weekParamsSchema.check(checkedMonday),
        querystring: weekDetailQuerySchema,
        response: { 200: weekDetailResponseSchema, ...errors },
      },
      preHandler: [app.authenticate, clientsOnly],
    },
    async (request) => {
      const week = weekOfDay(request.params.monday);
      return { status: true as const, data: await weekSummary(app, userOf(request).id, week, request.query) };
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

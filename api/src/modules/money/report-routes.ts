import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  creditHistoryQuerySchema,
  creditHistoryResponseSchema,
  reportFilterOptionsResponseSchema,
  reportFiltersSchema,
  TRANSACTION_PAGE_SIZE,
  transactionListQuerySchema,
  transactionListResponseSchema,
  transactionSummaryResponseSchema,
} from '@talentindia/contracts';
import { userOf } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { HOUR } from '../../plugins/rate-limit';
import { checkedRange, clientsOnly } from './report-checks';
import { exportFileName, invoicesZip, transactionsCsv } from './report-exports';
import {
  availableCredits,
  creditHistory,
  listTransactions,
  reportFilterOptions,
  transactionSummaries,
} from './report-queries';

const errors = errorResponses(401, 403, 422);
const FILTERS_TEXT =
  '`from` and `to` are days (`YYYY-MM-DD`) of the platform’s calendar (UTC), both included; either may be left ' +
  'out (an open start or end). `type` is `all` (default), `hourly` or `fixed`; `freelancer` a user id and ' +
  '`contract` a contract id of the caller’s (another’s matches nothing). `to` before `from` is a 422 on `to`.';

/**
 * Issue 20 §1 and §3: Transaction History (`/reports/transaction-history`) and its downloads, read
 * from the money area's records. The caller's own rows only; a freelancer is refused (403).
 */
export async function reportRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['reports'], security: [{ bearerAuth: [] }] };
  const asClient = [app.authenticate, clientsOnly];

  routes.get(
    '/reports/transactions',
    {
      schema: {
        ...common,
        summary: 'Transaction History: your payments and refunds, newest first, a page at a time (client)',
        description:
          'A payment of an invoice (when it was paid in full) is positive; a refund of one (when it was given back) ' +
          'is negative: work + fee + tax in `amount`, with its fee, tax and the credits it used (given back: ' +
          `negative), in the invoice’s currency. ${FILTERS_TEXT} ${TRANSACTION_PAGE_SIZE} rows a page, newest ` +
          'first (then by id); `meta.next_cursor` asks for the next, null on the last page. A cursor that is not ' +
          'one is a 422 on `cursor`.',
        querystring: transactionListQuerySchema.check(checkedRange),
        response: { 200: transactionListResponseSchema, ...errors },
      },
      preHandler: asClient,
    },
    async (request) => {
      const page = await listTransactions(app, userOf(request).id, request.query, TRANSACTION_PAGE_SIZE);
      return { status: true as const, data: page.rows, meta: { next_cursor: page.nextCursor } };
    },
  );

  routes.get(
    '/reports/transactions/summary',
    {
      schema: {
        ...common,
        summary: 'The summary of Transaction History’s filtered rows, and your credits (client)',
        description:
          'Over every row the filters keep (all pages), one summary per currency (USD first): the contracts with a ' +
          'row, and the sums of the fees, the credits used, the taxes and the amounts (`total_spent`), refunds ' +
          `counting negative, so it is the sum of the rows. ${FILTERS_TEXT} \`available_credits\` is the credits ` +
          'balance now, whatever the filters.',
        querystring: reportFiltersSchema.check(checkedRange),
        response: { 200: transactionSummaryResponseSchema, ...errors },
      },
      preHandler: asClient,
    },
    async (request) => {
      const clientId = userOf(request).id;
      const [summaries, credits] = await Promise.all([
        transactionSummaries(app, clientId, request.query),
        availableCredits(app, clientId),
      ]);
      return { status: true as const, data: { summaries, available_credits: credits } };
    },
  );

  routes.get(
    '/reports/filters',
    {
      schema: {
        ...common,
        summary: 'The choices of the reports’ freelancer and contract filters (client)',
        description:
          'Every contract you hired on, newest first (its freelancer’s id null once they deleted their account), and ' +
          'their freelancers by name (without those who deleted their account).',
        response: { 200: reportFilterOptionsResponseSchema, ...errorResponses(401, 403) },
      },
      preHandler: asClient,
    },
    async (request) => ({ status: true as const, data: await reportFilterOptions(app, userOf(request).id) }),
  );

  routes.get(
    '/reports/credits',
    {
      schema: {
        ...common,
        summary: 'Your credits ledger, newest first, a page at a time (client)',
        description:
          'Each entry: credits claimed or added (positive), spent on an invoice (negative) or given back from one ' +
          '(positive), with the invoice when there is one. `from` and `to` as the other reports; ' +
          `${TRANSACTION_PAGE_SIZE} entries a page, \`meta.next_cursor\` for the next, null on the last page.`,
        querystring: creditHistoryQuerySchema.check(checkedRange),
        response: { 200: creditHistoryResponseSchema, ...errors },
      },
      preHandler: asClient,
    },
    async (request) => {
      const page = await creditHistory(app, userOf(request).id, request.query, TRANSACTION_PAGE_SIZE);
      return { status: true as const, data: page.rows, meta: { next_cursor: page.nextCursor } };
    },
  );

  routes.get(
    '/reports/transactions.csv',
    {
      schema: {
        ...common,
        summary: 'Transaction History’s filtered rows as a CSV file (client)',
        description:
          `Every row the filters keep (not a page), newest first. ${FILTERS_TEXT} UTF-8 with a byte order mark; ` +
          'columns Date (the UTC day), Type, Contract, Details, Freelancer, Invoice, Currency, Work, Fee, Tax, ' +
          'Credits used, Amount, the amounts as decimal numbers (a refund negative). Text that a spreadsheet would ' +
          'run as a formula is written with a leading quote. Sent as an attachment named after the range ' +
          '(`transactions-2026-03-01-2026-03-31.csv`, `early` and `continuous` for open ends).',
        querystring: reportFiltersSchema.check(checkedRange),
        response: { 200: z.any().describe('The rows as CSV (text/csv)'), ...errors, ...errorResponses(429) },
      },
      preHandler: [...asClient, app.limit('report-downloads', 60, HOUR)],
    },
    async (request, reply) =>
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${exportFileName('transactions', request.query, 'csv')}"`)
        .send(transactionsCsv(app, userOf(request).id, request.query)),
  );

  routes.get(
    '/reports/invoices.zip',
    {
      schema: {
        ...common,
        summary: 'The PDFs of the filtered payments’ invoices in one ZIP file (client)',
        description:
          `The invoice of every payment the filters keep (refunds have none), as \`GET /invoices/:id/pdf\` makes it, ` +
          `each named after its number. ${FILTERS_TEXT} At most 500 invoices (more: a 422 asking for a shorter ` +
          'range); none is a 404. Sent as an attachment named after the range (`invoices-early-continuous.zip`).',
        querystring: reportFiltersSchema.check(checkedRange),
        response: {
          200: z.any().describe('The invoices’ PDFs as a ZIP (application/zip)'),
          ...errorResponses(401, 403, 404, 422, 429),
        },
      },
      preHandler: [...asClient, app.limit('report-downloads', 60, HOUR)],
    },
    async (request, reply) => {
      const zip = await invoicesZip(app, userOf(request).id, request.query);
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="${exportFileName('invoices', request.query, 'zip')}"`)
        .send(zip);
    },
  );
}

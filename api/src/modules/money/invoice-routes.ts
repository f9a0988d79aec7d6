import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmInvoiceSchema,
  invoiceFileName,
  invoiceIdParamsSchema,
  invoicePaymentResponseSchema,
  invoiceResponseSchema,
} from '@talentindia/contracts';
import { clientOf, userOf } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { readInvoice } from './invoice-document';
import { renderInvoicePdf } from './invoice-pdf';
import { confirmInvoice, payInvoice, type InvoicePaymentResult } from './invoice-payments';
import { HOUR } from '../../plugins/rate-limit';

const errors = errorResponses(401, 404, 422);
const paymentErrors = { ...errorResponses(401, 402, 403, 404, 409, 422, 429, 503) };

/** An attempt's answer: 200 paid, 202 not finished (the cardholder, or the provider), 402 declined. */
function sendOutcome(reply: FastifyReply, result: InvoicePaymentResult) {
  if (result.outcome === 'declined') return reply.code(402).send({ status: false as const, message: result.message });
  return reply
    .code(result.outcome === 'paid' ? 200 : 202)
    .send({ status: true as const, message: result.message, data: result.invoice });
}

/**
 * Issue 19 §2: an invoice as a document, its JSON for the page (`/reports/invoices/<id>`) and its PDF.
 * Only the invoice's client reads it: for anyone else, a freelancer included, it does not exist (404).
 */
export async function invoiceRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['invoices'], security: [{ bearerAuth: [] }] };

  routes.get(
    '/invoices/:id',
    {
      schema: {
        ...common,
        summary: 'One of your invoices, as its page shows it (client)',
        description:
          'A GST tax invoice for a funded milestone or a closed hourly week: the platform’s legal name, address and ' +
          'GSTIN; the client’s billing details as they were when it was issued (null when none were saved); its number ' +
          '(unique and consecutive per Indian financial year), date, place of supply and SAC; the lines (work, ' +
          'marketplace fee, CGST + SGST or IGST on the fee, each with its rate in percent); the total, the credits used ' +
          'and the card’s part, in minor units; the total in words for INR; how it was paid (`payment`); and what was ' +
          'given back since (`refunds`, oldest first, each with what went to the credits and to the card, pending until ' +
          'the provider confirms the card part), with `refunded_total` and `net_paid`: the invoice itself never changes. ' +
          'Only its client reads it: anyone else’s invoice, or one that does not exist, is 404.',
        params: invoiceIdParamsSchema,
        response: { 200: invoiceResponseSchema, ...errors },
      },
      preHandler: [app.authenticate],
    },
    async (request) => ({
      status: true as const,
      data: await readInvoice(app, userOf(request).id, request.params.id),
    }),
  );

  routes.get(
    '/invoices/:id/pdf',
    {
      schema: {
        ...common,
        summary: 'One of your invoices as a PDF to download (client)',
        description:
          'The same invoice as `GET /invoices/:id`, as an A4 PDF (`application/pdf`), sent as an attachment named ' +
          'after its number (`invoice-TI-2627-00000001.pdf`) and never cached (`Cache-Control: no-store`). Only its ' +
          'client reads it: anyone else’s invoice, or one that does not exist, is 404.',
        params: invoiceIdParamsSchema,
        response: { 200: z.any().describe('The invoice as a PDF (application/pdf)'), ...errors },
      },
      preHandler: [app.authenticate],
    },
    async (request, reply) => {
      const invoice = await readInvoice(app, userOf(request).id, request.params.id);
      const pdf = await renderInvoicePdf(invoice);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${invoiceFileName(invoice.number)}"`)
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );

  routes.post(
    '/invoices/:id/pay',
    {
      schema: {
        ...common,
        summary: 'Pay an unpaid invoice again with your default card (client)',
        description:
          'A new attempt, with its own idempotency key saved before the provider is asked, on the default card as it is ' +
          'now (a card added after a decline is used). 200 paid; 202 when the cardholder must authenticate ' +
          '(`payment.status` `requires_action`, with `client_secret` and `provider`) or the provider has not answered ' +
          'yet; 402 declined. 409 when it is paid, cancelled or an attempt is in flight; 422 without a card.',
        params: invoiceIdParamsSchema,
        response: { 200: invoicePaymentResponseSchema, 202: invoicePaymentResponseSchema, ...paymentErrors },
      },
      preHandler: [app.authenticate, app.limit('invoice-payments', 30, HOUR)],
    },
    async (request, reply) => sendOutcome(reply, await payInvoice(app, clientOf(request).id, request.params.id)),
  );

  routes.post(
    '/invoices/:id/confirm',
    {
      schema: {
        ...common,
        summary: 'Finish a payment the cardholder authenticated (client)',
        description:
          'For the attempt waiting for the cardholder. With the built-in test provider this is its authentication step: ' +
          'send the charge’s `client_secret` (from `GET /invoices/:id`); a secret that is not this charge’s is a 422. ' +
          'With Stripe, after Stripe.js’s `handleNextAction`, send nothing: the provider is asked how the charge ' +
          'stands. Answers as `POST /invoices/:id/pay`; 409 when nothing waits for confirmation.',
        params: invoiceIdParamsSchema,
        body: confirmInvoiceSchema,
        response: { 200: invoicePaymentResponseSchema, 202: invoicePaymentResponseSchema, ...paymentErrors },
      },
      preHandler: [app.authenticate, app.limit('invoice-payments', 30, HOUR)],
    },
    async (request, reply) =>
      sendOutcome(
        reply,
        await confirmInvoice(app, clientOf(request).id, request.params.id, request.body.client_secret),
      ),
  );
}

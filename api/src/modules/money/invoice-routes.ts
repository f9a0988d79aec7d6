import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invoiceFileName, invoiceIdParamsSchema, invoiceResponseSchema } from '@talentindia/contracts';
import { userOf } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { readInvoice } from './invoice-document';
import { renderInvoicePdf } from './invoice-pdf';

const errors = errorResponses(401, 404, 422);

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
          'and the card’s part, in minor units; the total in words for INR; and how it was paid (`payment`). Only its ' +
          'client reads it: anyone else’s invoice, or one that does not exist, is 404.',
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
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  marketplaceMessages,
  supportRequestResponseSchema,
  supportRequestSchema,
  type SupportRequestKind,
} from '@talentindia/contracts';
import { userOf } from '../../plugins/auth';
import { HOUR } from '../../plugins/rate-limit';
import { queueMail } from '../../services/mail-queue';
import { createSupportRequest, supportRequestMail } from './support-service';

/** Spec §2 Help and Support, issue 10 §4: "Hire an expert" ($10/hour) and "Raise an issue". */
export async function supportRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/support-requests',
    {
      schema: {
        tags: ['support'],
        summary: 'Send a support request: hire an expert ($10/hour) or raise an issue',
        description:
          'Stores the request and confirms it with a bell notification and a mail (the Miscellaneous email ' +
          'preference; the notification is always written). At most 10 requests per account an hour.',
        security: [{ bearerAuth: [] }],
        body: supportRequestSchema,
        response: {
          201: supportRequestResponseSchema,
          401: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      preHandler: [
        app.authenticate,
        // A person writes a few; more is a script filling the support team's queue.
        app.limit('support-request', 10, HOUR),
      ],
    },
    async (request, reply) => {
      const user = userOf(request);
      const { subject, details } = request.body;
      // The form's type allows '' (an unchosen select); the schema has refused it by now.
      const kind = request.body.kind as SupportRequestKind;
      const row = await createSupportRequest(app, user.id, { kind, subject, details });
      // After the commit; a mail server that fails only delays the mail, the request is kept.
      await queueMail(app, {
        userId: user.id,
        category: 'email_miscellaneous',
        ...supportRequestMail(user.firstName, { id: row.id, kind, subject, details }),
      });
      return reply.code(201).send({
        status: true as const,
        message: marketplaceMessages.supportRequestSent,
        data: { id: row.id, kind: row.kind, subject: row.subject, created_at: row.createdAt.toISOString() },
      });
    },
  );
}

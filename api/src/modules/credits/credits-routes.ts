import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { creditsClaimResponseSchema, errorResponseSchema, marketplaceMessages } from '@talentindia/contracts';
import { clientOf } from '../../plugins/auth';
import { HOUR } from '../../plugins/rate-limit';
import { queueMail } from '../../services/mail-queue';
import { claimCredits, claimMail } from './credits-claim-service';

/** Spec §2, §9 and issue 10 §4: the $1000.00 welcome credits, claimed once the three tasks are done. */
export async function creditsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/credits/claim',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Claim the $1000.00 welcome credits (clients; once per account)',
        description:
          'Adds one ledger entry of $1000.00 (USD) when the three tasks are done: the email address verified, ' +
          'the billing details complete, a payment method saved. 422 while a task is open; 409 once claimed. ' +
          'The ledger’s unique index makes it once per account, however many requests arrive together. ' +
          'A bell notification and a confirmation mail (payment receipts: always sent) follow.',
        security: [{ bearerAuth: [] }],
        // No body is needed; a POST without one has a null body.
        body: z.object({}).nullish(),
        response: {
          201: creditsClaimResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      preHandler: [
        app.authenticate,
        // Enough for impatient double clicks (and the concurrency test's 20 at once); a script gains nothing.
        app.limit('credits-claim', 30, HOUR),
      ],
    },
    async (request, reply) => {
      const user = clientOf(request);
      const claim = await claimCredits(app, user);
      // After the commit; a mail server that fails only delays the mail, the credits stay.
      await queueMail(app, {
        userId: user.id,
        category: 'payment_receipts',
        ...claimMail(user, app.config.appUrl, claim.balance),
      });
      return reply.code(201).send({ status: true as const, message: marketplaceMessages.creditsClaimed, data: claim });
    },
  );
}

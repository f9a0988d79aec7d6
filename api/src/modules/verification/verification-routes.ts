import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, verificationResponseSchema } from '@talentindia/contracts';
import { userOf } from '../../plugins/auth';
import { readVerification } from './verification-service';

/**
 * The verification section (the spec leaves it empty): email and mobile status and the credits
 * offer's tasks. Resending the verification email is `POST /email/verify/resend` (accounts).
 */
export async function verificationRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/settings/verification',
    {
      schema: {
        tags: ['settings'],
        summary: 'Email and mobile verification, and the tasks of the $1000 credits offer',
        security: [{ bearerAuth: [] }],
        response: { 200: verificationResponseSchema, 401: errorResponseSchema },
      },
      preHandler: [app.authenticate],
    },
    async (request) => ({
      status: true as const,
      data: await readVerification(app, userOf(request)),
    }),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reauthenticateRequestSchema, reauthenticateResponseSchema, settingsMessages } from '@talentindia/contracts';
import { userOf } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { QUARTER_HOUR, perAddress } from '../../plugins/rate-limit';
import { reauthenticate } from './reauthentication-service';

/** Issue 17 §2: the owner proves it is them again, and this session may make sensitive changes a while. */
export async function reauthenticationRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/settings/reauthenticate',
    {
      schema: {
        tags: ['settings'],
        summary: 'Confirm it is you (password; or, without one, Google or an authenticator code) for 10 minutes',
        description:
          'Opens the window in which this session may change the email, switch a two-step method off, make new ' +
          'recovery codes, connect or disconnect Google, or set a first password. Those answer 403 with ' +
          '`reason: "reauthenticate"` outside it.',
        security: [{ bearerAuth: [] }],
        body: reauthenticateRequestSchema,
        response: { 200: reauthenticateResponseSchema, ...errorResponses(401, 422, 429, 503) },
      },
      // As login's: guessing the password is limited per address and per account.
      preHandler: [
        app.authenticate,
        app.limit('reauthenticate', 30, QUARTER_HOUR, perAddress),
        app.limit('reauthenticate', 10, QUARTER_HOUR),
      ],
    },
    async (request) => {
      const until = await reauthenticate(app, request, userOf(request).id, request.body);
      return {
        status: true as const,
        message: settingsMessages.reauthenticated,
        data: { until: until.toISOString() },
      };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  emailPreferencesResponseSchema,
  emailPreferencesUpdateResponseSchema,
  emailPreferencesUpdateSchema,
  errorResponseSchema,
  settingsMessages,
} from '@talentindia/contracts';
import { userOf } from '../../plugins/auth';
import { acceptMultipart } from '../../plugins/multipart';
import { readEmailPreferences, updateEmailPreferences } from './email-preferences-service';

/**
 * Spec §3, §7: the signed-in user's email preferences. A toggle saves one flag, as JSON or as a
 * multipart form (the spec's "multipart"; field values then arrive as the strings '0' and '1').
 * The form takes no files: a file part is refused (413) before the route runs.
 */
export async function emailPreferencesRoutes(app: FastifyInstance) {
  await acceptMultipart(app, { maxFileBytes: 0, maxFiles: 0 });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['settings'], security: [{ bearerAuth: [] }] };

  routes.get(
    '/settings/email-preference',
    {
      schema: {
        ...common,
        summary: 'The address mails go to and the eight email preferences (1 on, 0 off)',
        response: { 200: emailPreferencesResponseSchema, 401: errorResponseSchema },
      },
      preHandler: [app.authenticate],
    },
    async (request) => ({ status: true as const, data: await readEmailPreferences(app, userOf(request)) }),
  );

  routes.post(
    '/settings/email-preference',
    {
      schema: {
        ...common,
        summary: 'Switch one or more email preferences (JSON or multipart form); the others keep their value',
        consumes: ['application/json', 'multipart/form-data'],
        body: emailPreferencesUpdateSchema,
        response: {
          200: emailPreferencesUpdateResponseSchema,
          401: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
      preHandler: [app.authenticate],
    },
    async (request) => {
      const user = userOf(request);
      await updateEmailPreferences(app, user.id, request.body);
      return {
        status: true as const,
        message: settingsMessages.emailPreferencesUpdated,
        data: await readEmailPreferences(app, user),
      };
    },
  );
}

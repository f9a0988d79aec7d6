import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  connectGoogleSchema,
  errorResponseSchema,
  messageResponseSchema,
  passwordSecurityResponseSchema,
  settingsMessages,
} from '@talentindia/contracts';
import { HttpError } from '../../http-error';
import { userOf } from '../../plugins/auth';
import { QUARTER_HOUR, perAddress } from '../../plugins/rate-limit';
import { recentlyReauthenticated, requireRecentReauthentication } from '../reauthentication';
import { changePassword, connectGoogle, disconnectGoogle, readPasswordSecurity } from './password-security-service';

/** Spec §2, §3, §7: Password And Security for the signed-in user (no id in any path: only ever the caller's). */
export async function passwordSecurityRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['settings'], security: [{ bearerAuth: [] }] };

  routes.get(
    '/settings/password',
    {
      schema: {
        ...common,
        summary: 'When the password last changed, whether Google is connected, and which second steps are on',
        response: { 200: passwordSecurityResponseSchema, 401: errorResponseSchema },
      },
      preHandler: [app.authenticate],
    },
    async (request) => ({ status: true as const, data: await readPasswordSecurity(app, userOf(request).id) }),
  );

  routes.post(
    '/settings/password',
    {
      schema: {
        ...common,
        summary:
          'Change the password (the current one is checked), or set a first one on a Google account (after a ' +
          'recent proof of the owner); other sessions end',
        body: changePasswordRequestSchema,
        response: {
          200: changePasswordResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
      // As login's: guessing the current password is limited per address and per account.
      preHandler: [
        app.authenticate,
        app.limit('password-change', 30, QUARTER_HOUR, perAddress),
        app.limit('password-change', 10, QUARTER_HOUR),
      ],
    },
    async (request) => {
      const result = await changePassword(
        app,
        userOf(request).id,
        request.sessionId!,
        request.body,
        recentlyReauthenticated(app, request),
      );
      return {
        status: true as const,
        message: result.set ? settingsMessages.passwordSet : settingsMessages.passwordChanged,
        data: { password_changed_at: result.passwordChangedAt.toISOString() },
      };
    },
  );

  routes.post(
    '/settings/google',
    {
      schema: {
        ...common,
        summary: 'Connect the Google account of a Google ID token for login (after a recent proof of the owner)',
        body: connectGoogleSchema,
        response: {
          200: messageResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
      preHandler: [
        app.authenticate,
        app.limit('google-connect', 30, QUARTER_HOUR, perAddress),
        app.limit('google-connect', 10, QUARTER_HOUR),
      ],
    },
    async (request) => {
      const user = userOf(request);
      const identity = await app.google.verify(request.body.credential).catch((error: unknown) => {
        // A 401 on a signed-in call means "your session ended" to the web client, which then signs
        // out: a Google token that fails verification is a bad field of this request instead.
        if (error instanceof HttpError && error.statusCode === 401)
          throw new HttpError(422, error.message, { credential: error.message });
        throw error;
      });
      // The token is checked first (a bad one is this request's field error), then the owner's proof.
      await requireRecentReauthentication(app, request);
      await connectGoogle(app, user.id, identity);
      return { status: true as const, message: settingsMessages.googleConnected };
    },
  );

  routes.delete(
    '/settings/google',
    {
      schema: {
        ...common,
        summary: 'Disconnect Google (refused while it is the only way to log in; after a recent proof of the owner)',
        response: {
          200: messageResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
      preHandler: [app.authenticate],
    },
    async (request) => {
      await requireRecentReauthentication(app, request);
      await disconnectGoogle(app, userOf(request).id);
      return { status: true as const, message: settingsMessages.googleDisconnected };
    },
  );
}

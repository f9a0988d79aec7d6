import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authenticatorSetupResponseSchema,
  codeSchema,
  errorResponseSchema,
  messageResponseSchema,
  recoveryCodesResponseSchema,
  settingsMessages,
  smsCodeSentResponseSchema,
  smsSetupSchema,
  twoFactorEnabledResponseSchema,
} from '@talentindia/contracts';
import { userOf } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { HOUR, QUARTER_HOUR } from '../../plugins/rate-limit';
import {
  confirmAuthenticator,
  confirmSms,
  disableAuthenticator,
  disableSms,
  regenerateRecoveryCodes,
  startAuthenticatorSetup,
  startSmsSetup,
} from './two-factor-service';

const errors = errorResponses(401, 409, 422, 429);
/** A sensitive change: 403 `reauthenticate` without a recent proof of the owner (issue 17 §2). */
const sensitiveErrors = errorResponses(401, 403, 409, 422, 429);

/** Issue 9 §2: two-step sign-in in Password And Security (the spec's paths; its disables are GETs). */
export async function twoFactorRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/settings/2fa/app/setup',
    {
      schema: {
        tags: ['settings'],
        summary: 'Start the authenticator app setup: a new secret, as a QR image and as text',
        description: 'Each call makes a new secret; only the newest one can be confirmed.',
        security: [{ bearerAuth: [] }],
        response: { 200: authenticatorSetupResponseSchema, ...errors },
      },
      // The spec's GETs change state: no HEAD twin (a prefetch must not make a secret or switch a method off).
      exposeHeadRoute: false,
      preHandler: [app.authenticate, app.limit('2fa-app-setup', 20, HOUR)],
    },
    async (request) => ({
      status: true as const,
      message: settingsMessages.appSetupReady,
      data: await startAuthenticatorSetup(app, userOf(request)),
    }),
  );

  routes.post(
    '/settings/2fa/app/verify',
    {
      schema: {
        tags: ['settings'],
        summary: 'Switch authenticator app codes on with a code from the new secret',
        description: 'The first method switched on answers the ten recovery codes (shown once); otherwise null.',
        security: [{ bearerAuth: [] }],
        body: codeSchema,
        response: { 200: twoFactorEnabledResponseSchema, ...errors },
      },
      preHandler: [app.authenticate, app.limit('2fa-app-verify', 10, QUARTER_HOUR)],
    },
    async (request) => ({
      status: true as const,
      message: settingsMessages.appEnabled,
      data: await confirmAuthenticator(app, userOf(request), request.body.code),
    }),
  );

  routes.get(
    '/settings/2fa/app/disable',
    {
      schema: {
        tags: ['settings'],
        summary: 'Switch authenticator app codes off (after a recent proof of the owner)',
        security: [{ bearerAuth: [] }],
        response: { 200: messageResponseSchema, ...sensitiveErrors },
      },
      exposeHeadRoute: false,
      preHandler: [app.authenticate, app.limit('2fa-disable', 20, HOUR)],
    },
    async (request) => {
      await app.requireRecentReauthentication(request);
      await disableAuthenticator(app, userOf(request));
      return { status: true as const, message: settingsMessages.appDisabled };
    },
  );

  routes.post(
    '/settings/2fa/sms/setup',
    {
      schema: {
        tags: ['settings'],
        summary: 'Text a six-digit code to a mobile number (again after 60 s: "Resend OTP")',
        description:
          'The number must be a mobile number of the chosen country. A code lives 10 minutes and allows 5 tries; ' +
          'a new one replaces it. At most 10 codes a day to one number and 20 for one account.',
        security: [{ bearerAuth: [] }],
        body: smsSetupSchema,
        response: { 200: smsCodeSentResponseSchema, ...errors, 503: errorResponseSchema },
      },
      preHandler: [app.authenticate, app.limit('2fa-sms-setup', 15, HOUR)],
    },
    async (request) => ({
      status: true as const,
      message: settingsMessages.smsCodeSent,
      data: await startSmsSetup(app, userOf(request), request.body),
    }),
  );

  routes.post(
    '/settings/2fa/sms/verify',
    {
      schema: {
        tags: ['settings'],
        summary: 'Switch SMS codes on with the texted code (the number becomes verified)',
        description: 'The first method switched on answers the ten recovery codes (shown once); otherwise null.',
        security: [{ bearerAuth: [] }],
        body: codeSchema,
        response: { 200: twoFactorEnabledResponseSchema, ...errors },
      },
      preHandler: [app.authenticate, app.limit('2fa-sms-verify', 10, QUARTER_HOUR)],
    },
    async (request) => ({
      status: true as const,
      message: settingsMessages.smsEnabled,
      data: await confirmSms(app, userOf(request), request.body.code),
    }),
  );

  routes.get(
    '/settings/2fa/sms/disable',
    {
      schema: {
        tags: ['settings'],
        summary: 'Switch SMS codes off (after a recent proof of the owner)',
        security: [{ bearerAuth: [] }],
        response: { 200: messageResponseSchema, ...sensitiveErrors },
      },
      exposeHeadRoute: false,
      preHandler: [app.authenticate, app.limit('2fa-disable', 20, HOUR)],
    },
    async (request) => {
      await app.requireRecentReauthentication(request);
      await disableSms(app, userOf(request));
      return { status: true as const, message: settingsMessages.smsDisabled };
    },
  );

  routes.post(
    '/settings/2fa/recovery-codes',
    {
      schema: {
        tags: ['settings'],
        summary: 'Make ten new recovery codes; the old ones stop working (after a recent proof of the owner)',
        security: [{ bearerAuth: [] }],
        // No body is needed; a POST without one has a null body.
        body: z.object({}).nullish(),
        response: { 200: recoveryCodesResponseSchema, ...sensitiveErrors },
      },
      preHandler: [app.authenticate, app.limit('2fa-recovery-codes', 10, HOUR)],
    },
    async (request) => {
      await app.requireRecentReauthentication(request);
      return {
        status: true as const,
        message: settingsMessages.recoveryCodesRegenerated,
        data: { recovery_codes: await regenerateRecoveryCodes(app, userOf(request)) },
      };
    },
  );
}

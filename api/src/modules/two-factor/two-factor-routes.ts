import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
import { RetryLaterError, twoFactorService } from './two-factor-service';

const QUARTER_HOUR = 15 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

const accountKey = (request: FastifyRequest) => String(request.currentUser?.id);

const errors = {
  401: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

/** Runs a handler; a refusal that says when to try again also sets Retry-After. */
export async function withRetryAfter<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof RetryLaterError) reply.header('retry-after', error.retryAfterSeconds);
    throw error;
  }
}

/** Issue 9 §2: two-step sign-in in Password And Security (the spec's paths; its disables are GETs). */
export async function twoFactorRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = twoFactorService(app);
  const limit = (name: string, max: number, windowMs: number) =>
    app.limit({ name: `${name}:account`, max, windowMs, key: accountKey });

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
      preHandler: [app.authenticate, limit('2fa-app-setup', 20, HOUR)],
    },
    async (request) => ({
      status: true as const,
      message: settingsMessages.appSetupReady,
      data: await service.appSetup(userOf(request)),
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
      preHandler: [app.authenticate, limit('2fa-app-verify', 10, QUARTER_HOUR)],
    },
    async (request) => ({
      status: true as const,
      message: settingsMessages.appEnabled,
      data: await service.appVerify(userOf(request), request.body.code),
    }),
  );

  routes.get(
    '/settings/2fa/app/disable',
    {
      schema: {
        tags: ['settings'],
        summary: 'Switch authenticator app codes off',
        security: [{ bearerAuth: [] }],
        response: { 200: messageResponseSchema, ...errors },
      },
      exposeHeadRoute: false,
      preHandler: [app.authenticate, limit('2fa-disable', 20, HOUR)],
    },
    async (request) => {
      await service.appDisable(userOf(request));
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
      preHandler: [app.authenticate, limit('2fa-sms-setup', 15, HOUR)],
    },
    async (request, reply) => ({
      status: true as const,
      message: settingsMessages.smsCodeSent,
      data: await withRetryAfter(reply, () => service.smsSetup(userOf(request), request.body)),
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
      preHandler: [app.authenticate, limit('2fa-sms-verify', 10, QUARTER_HOUR)],
    },
    async (request) => ({
      status: true as const,
      message: settingsMessages.smsEnabled,
      data: await service.smsVerify(userOf(request), request.body.code),
    }),
  );

  routes.get(
    '/settings/2fa/sms/disable',
    {
      schema: {
        tags: ['settings'],
        summary: 'Switch SMS codes off',
        security: [{ bearerAuth: [] }],
        response: { 200: messageResponseSchema, ...errors },
      },
      exposeHeadRoute: false,
      preHandler: [app.authenticate, limit('2fa-disable', 20, HOUR)],
    },
    async (request) => {
      await service.smsDisable(userOf(request));
      return { status: true as const, message: settingsMessages.smsDisabled };
    },
  );

  routes.post(
    '/settings/2fa/recovery-codes',
    {
      schema: {
        tags: ['settings'],
        summary: 'Make ten new recovery codes; the old ones stop working',
        security: [{ bearerAuth: [] }],
        // No body is needed; a POST without one has a null body.
        body: z.object({}).nullish(),
        response: { 200: recoveryCodesResponseSchema, ...errors },
      },
      preHandler: [app.authenticate, limit('2fa-recovery-codes', 10, HOUR)],
    },
    async (request) => ({
      status: true as const,
      message: settingsMessages.recoveryCodesRegenerated,
      data: { recovery_codes: await service.regenerateRecoveryCodes(userOf(request)) },
    }),
  );
}

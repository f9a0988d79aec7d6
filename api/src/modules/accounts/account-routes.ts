import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountMessages,
  authResponseSchema,
  errorResponseSchema,
  forgotPasswordSchema,
  googleSignInSchema,
  loginSchema,
  messageResponseSchema,
  resetPasswordSchema,
  signupRequestSchema,
  verifyEmailSchema,
} from '@talentindia/contracts';
import { userOf } from '../../plugins/auth';
import { accountService } from './account-service';

const HOUR = 60 * 60 * 1000;
const QUARTER_HOUR = 15 * 60 * 1000;

const emailKey = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
};
const ipKey = (request: FastifyRequest) => request.ip;

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

/** Spec §3, §4, §7: sign-up, login, logout; plus Google sign-in, password reset and email verification. */
export async function accountRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = accountService(app);

  routes.post(
    '/signup',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Create an account',
        body: signupRequestSchema,
        response: { 201: authResponseSchema, ...errors },
      },
      preHandler: [app.limit({ name: 'signup:ip', max: 10, windowMs: HOUR, key: ipKey })],
    },
    async (request, reply) => {
      const data = await service.signup(request.body);
      return reply.code(201).send({ status: true as const, message: accountMessages.signedUp, data });
    },
  );

  routes.post(
    '/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Log in',
        body: loginSchema,
        response: { 200: authResponseSchema, ...errors },
      },
      preHandler: [
        app.limit({ name: 'login:ip', max: 30, windowMs: QUARTER_HOUR, key: ipKey }),
        app.limit({ name: 'login:account', max: 10, windowMs: QUARTER_HOUR, key: emailKey }),
      ],
    },
    async (request) => ({
      status: true as const,
      message: accountMessages.loggedIn,
      data: await service.login(request.body),
    }),
  );

  routes.post(
    '/auth/google',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign up or log in with a Google ID token',
        body: googleSignInSchema,
        response: { 200: authResponseSchema, ...errors, 403: errorResponseSchema, 503: errorResponseSchema },
      },
      preHandler: [app.limit({ name: 'google:ip', max: 30, windowMs: QUARTER_HOUR, key: ipKey })],
    },
    async (request) => {
      const identity = await app.google.verify(request.body.credential);
      const data = await service.signInWithGoogle(identity, request.body.remember_me === true);
      return { status: true as const, message: accountMessages.loggedIn, data };
    },
  );

  routes.post(
    '/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Revoke the session token',
        security: [{ bearerAuth: [] }],
        response: { 200: messageResponseSchema, 401: errorResponseSchema },
      },
      preHandler: [app.authenticate],
    },
    async (request) => {
      await service.logout(request.sessionId!);
      return { status: true as const, message: accountMessages.loggedOut };
    },
  );

  routes.post(
    '/password/forgot',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Mail a password reset link',
        body: forgotPasswordSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      preHandler: [
        app.limit({ name: 'reset:ip', max: 10, windowMs: HOUR, key: ipKey }),
        app.limit({ name: 'reset:account', max: 5, windowMs: HOUR, key: emailKey }),
      ],
    },
    async (request) => {
      await service.requestPasswordReset(request.body.email);
      return { status: true as const, message: accountMessages.resetRequested };
    },
  );

  routes.post(
    '/password/reset',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password from a reset link',
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      preHandler: [app.limit({ name: 'reset-confirm:ip', max: 20, windowMs: HOUR, key: ipKey })],
    },
    async (request) => {
      await service.resetPassword(request.body.token, request.body.password);
      return { status: true as const, message: accountMessages.resetDone };
    },
  );

  routes.post(
    '/email/verify',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Verify an email address from the mailed link',
        body: verifyEmailSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      preHandler: [app.limit({ name: 'verify:ip', max: 30, windowMs: HOUR, key: ipKey })],
    },
    async (request) => {
      await service.verifyEmail(request.body.token);
      return { status: true as const, message: accountMessages.emailVerified };
    },
  );

  routes.post(
    '/email/verify/resend',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Mail a new verification link',
        security: [{ bearerAuth: [] }],
        // No body is needed; a POST without one has a null body, which `.optional()` alone refused.
        body: z.object({}).nullish(),
        response: { 200: messageResponseSchema, ...errors },
      },
      preHandler: [
        app.authenticate,
        app.limit({
          name: 'verify-resend:account',
          max: 5,
          windowMs: HOUR,
          key: (request) => String(request.currentUser?.id),
        }),
      ],
    },
    async (request) => {
      await service.resendVerification(userOf(request).id);
      return { status: true as const, message: accountMessages.verificationSent };
    },
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountMessages,
  authResponseSchema,
  errorResponseSchema,
  forgotPasswordSchema,
  googleSignInSchema,
  loginResponseSchema,
  loginSchema,
  loginSmsCodeSchema,
  loginTwoFactorSchema,
  messageResponseSchema,
  resetPasswordSchema,
  signupRequestSchema,
  smsCodeSentResponseSchema,
  settingsMessages,
  verifyEmailSchema,
} from '@talentindia/contracts';
import { userOf } from '../../plugins/auth';
import { hashToken } from '../../services/tokens';
import { withRetryAfter } from '../two-factor/two-factor-routes';
import { accountService, type SignInResult } from './account-service';

const HOUR = 60 * 60 * 1000;
const QUARTER_HOUR = 15 * 60 * 1000;

const emailKey = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
};
const ipKey = (request: FastifyRequest) => request.ip;
/** A login challenge's counter is named by the token's hash: the token itself is never stored. */
const challengeKey = (request: FastifyRequest) => {
  const token = (request.body as { challenge_token?: unknown } | undefined)?.challenge_token;
  return typeof token === 'string' ? hashToken(token) : undefined;
};

/** The answer to a correct password or Google token: signed in, or a second step to take first. */
const signInAnswer = (data: SignInResult) =>
  'two_factor_required' in data
    ? { status: true as const, message: accountMessages.twoFactorRequired, data }
    : { status: true as const, message: accountMessages.loggedIn, data };

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
        description:
          'With two-step sign-in on, a correct password answers a challenge (`two_factor_required`) instead of a ' +
          'session: `POST /login/2fa` finishes it with a code within 5 minutes.',
        body: loginSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
      preHandler: [
        app.limit({ name: 'login:ip', max: 30, windowMs: QUARTER_HOUR, key: ipKey }),
        app.limit({ name: 'login:account', max: 10, windowMs: QUARTER_HOUR, key: emailKey }),
      ],
    },
    async (request) => signInAnswer(await service.login(request.body)),
  );

  routes.post(
    '/login/2fa',
    {
      schema: {
        tags: ['accounts'],
        summary: "Finish a login's second step with a code: authenticator app, SMS or recovery code",
        description:
          'A wrong code answers 422 and counts one of the 5 tries; the fifth, an expired or a used challenge ' +
          'answer 401 (log in again).',
        body: loginTwoFactorSchema,
        response: { 200: authResponseSchema, ...errors },
      },
      preHandler: [
        app.limit({ name: 'login-2fa:ip', max: 30, windowMs: QUARTER_HOUR, key: ipKey }),
        app.limit({ name: 'login-2fa:challenge', max: 10, windowMs: QUARTER_HOUR, key: challengeKey }),
      ],
    },
    async (request) => {
      const { session, usedRecoveryCode } = await service.finishTwoFactorLogin(request.body);
      return {
        status: true as const,
        message: usedRecoveryCode ? accountMessages.recoveryCodeUsed : accountMessages.loggedIn,
        data: session,
      };
    },
  );

  routes.post(
    '/login/2fa/sms',
    {
      schema: {
        tags: ['accounts'],
        summary: "Text the login code of a login's second step (again after 60 s)",
        body: loginSmsCodeSchema,
        response: { 200: smsCodeSentResponseSchema, ...errors, 503: errorResponseSchema },
      },
      preHandler: [
        app.limit({ name: 'login-2fa-sms:ip', max: 20, windowMs: QUARTER_HOUR, key: ipKey }),
        app.limit({ name: 'login-2fa-sms:challenge', max: 5, windowMs: QUARTER_HOUR, key: challengeKey }),
      ],
    },
    async (request, reply) => ({
      status: true as const,
      message: settingsMessages.smsCodeSent,
      data: await withRetryAfter(reply, () => service.sendTwoFactorLoginSms(request.body.challenge_token)),
    }),
  );

  routes.post(
    '/auth/google',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign up or log in with a Google ID token',
        body: googleSignInSchema,
        response: { 200: loginResponseSchema, ...errors, 403: errorResponseSchema, 503: errorResponseSchema },
      },
      preHandler: [app.limit({ name: 'google:ip', max: 30, windowMs: QUARTER_HOUR, key: ipKey })],
    },
    async (request) => {
      const identity = await app.google.verify(request.body.credential);
      return signInAnswer(await service.signInWithGoogle(identity, request.body.remember_me === true));
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

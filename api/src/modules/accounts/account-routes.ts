import type { FastifyInstance } from 'fastify';
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
import { errorResponses } from '../../plugins/errors';
import { HOUR, QUARTER_HOUR, perAddress, perEmail, perEmailAndAddress, type LimitKey } from '../../plugins/rate-limit';
import { hashToken } from '../../services/tokens';
import {
  finishTwoFactorLogin,
  login,
  logout,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  signInWithGoogle,
  signup,
  verifyEmail,
  type SignInResult,
} from './account-service';
import { sendLoginChallengeSms } from './login-challenges';

/** Per login challenge, named by the token's hash: the token itself is never stored. */
const perChallenge: LimitKey = {
  label: 'challenge',
  of: (request) => {
    const token = (request.body as { challenge_token?: unknown } | undefined)?.challenge_token;
    return typeof token === 'string' ? hashToken(token) : undefined;
  },
};

/** The answer to a correct password or Google token: signed in, or a second step to take first. */
const signInAnswer = (data: SignInResult) =>
  'two_factor_required' in data
    ? { status: true as const, message: accountMessages.twoFactorRequired, data }
    : { status: true as const, message: accountMessages.loggedIn, data };

const errors = errorResponses(400, 401, 409, 422, 429);

/** Spec §3, §4, §7: sign-up, login, logout; plus Google sign-in, password reset and email verification. */
export async function accountRoutes(app: FastifyInstance) {
  // Sign-up, sign-in and their second steps answer with a session token; the rest with account
  // facts: none of it is ever stored by a browser or a proxy (plugins/auth.ts sends `no-store`).
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, noStore: true };
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/signup',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Create an account',
        body: signupRequestSchema,
        response: { 201: authResponseSchema, ...errors },
      },
      preHandler: [app.limit('signup', 10, HOUR, perAddress)],
    },
    async (request, reply) => {
      const data = await signup(app, request.body);
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
      // Per address, and per account from one address: a stranger's tries never lock the owner out
      // (the owner is mailed about a burst of failures instead: account-service.ts).
      preHandler: [
        app.limit('login', 30, QUARTER_HOUR, perAddress),
        app.limit('login', 10, QUARTER_HOUR, perEmailAndAddress),
      ],
    },
    async (request) => signInAnswer(await login(app, request.body)),
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
        app.limit('login-2fa', 30, QUARTER_HOUR, perAddress),
        app.limit('login-2fa', 10, QUARTER_HOUR, perChallenge),
      ],
    },
    async (request) => {
      const { session, usedRecoveryCode } = await finishTwoFactorLogin(app, request.body);
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
        app.limit('login-2fa-sms', 20, QUARTER_HOUR, perAddress),
        app.limit('login-2fa-sms', 5, QUARTER_HOUR, perChallenge),
      ],
    },
    async (request) => ({
      status: true as const,
      message: settingsMessages.smsCodeSent,
      data: await sendLoginChallengeSms(app, request.body.challenge_token),
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
      preHandler: [app.limit('google', 30, QUARTER_HOUR, perAddress)],
    },
    async (request) => {
      const identity = await app.google.verify(request.body.credential);
      return signInAnswer(await signInWithGoogle(app, identity, request.body.remember_me === true));
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
      await logout(app, request.sessionId!);
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
      preHandler: [app.limit('reset', 10, HOUR, perAddress), app.limit('reset', 5, HOUR, perEmail)],
    },
    async (request) => {
      await requestPasswordReset(app, request.body.email);
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
      preHandler: [app.limit('reset-confirm', 20, HOUR, perAddress)],
    },
    async (request) => {
      await resetPassword(app, request.body.token, request.body.password);
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
      preHandler: [app.limit('verify', 30, HOUR, perAddress)],
    },
    async (request) => {
      await verifyEmail(app, request.body.token);
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
      preHandler: [app.authenticate, app.limit('verify-resend', 5, HOUR)],
    },
    async (request) => {
      await resendVerification(app, userOf(request).id);
      return { status: true as const, message: accountMessages.verificationSent };
    },
  );
}

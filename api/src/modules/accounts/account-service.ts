import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { accountMessages, type AuthUser, type TwoFactorChallenge, type TwoFactorMethod } from '@talentindia/contracts';
import type { Database } from '../../db/database';
import { QUARTER_HOUR } from '../../plugins/rate-limit';
import { sessions, userTokens, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { queueMail } from '../../services/mail-queue';
import { enqueueWork, type WorkKind } from '../../services/scheduler';
import type { GoogleIdentity } from '../../services/google';
import { hashPassword, verifyPassword } from '../../services/passwords';
import { hashToken, newToken } from '../../services/tokens';
import { consumeUserToken } from '../../services/user-tokens';
import { clearTwoFactor, recoveryCodeUsedMail } from '../two-factor';
import { failedLoginsMail, passwordResetMail, verificationMail } from './account-mails';
import { finishLoginChallenge, startLoginChallenge } from './login-challenges';

/** "Remember me" unchecked: a working day's session; checked: a month. */
export const SESSION_TTL_MS = { short: 12 * 60 * 60 * 1000, long: 30 * 24 * 60 * 60 * 1000 } as const;
/** Spec-adjacent: reset links live 30 minutes (as the delete-account link); verification links a day. */
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

type UserRow = typeof users.$inferSelect;

export function toAuthUser(user: UserRow): AuthUser {
  return {
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    is_email_verified: user.emailVerifiedAt !== null,
    is_mobile_verified: user.mobileVerifiedAt !== null,
    role: user.role,
  };
}

/** The account with this address, ignoring case (the unique index is on `lower(email)`). */
export async function findByEmail(app: FastifyInstance, email: string): Promise<UserRow | undefined> {
  const [user] = await app.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return user;
}

/** A new session token for the user: 12 hours, or 30 days when remembered, from the app's clock. */
export async function createSession(app: FastifyInstance, userId: number, remember: boolean) {
  const token = newToken();
  const now = app.clock.now();
  const expiresAt = new Date(now.getTime() + (remember ? SESSION_TTL_MS.long : SESSION_TTL_MS.short));
  await app.db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt, createdAt: now });
  return { token, expires_at: expiresAt.toISOString() };
}

async function issueUserToken(
  app: FastifyInstance,
  userId: number,
  purpose: 'email_verification' | 'password_reset',
  ttlMs: number,
  db: Database = app.db,
) {
  const token = newToken();
  const now = app.clock.now();
  await db.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + ttlMs),
    createdAt: now,
  });
  return token;
}

/** Ends every live session of the user (a password reset; an unverified account taken over by its Google owner). */
async function revokeAllSessions(app: FastifyInstance, userId: number) {
  await app.db
    .update(sessions)
    .set({ revokedAt: app.clock.now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

type AuthData = Awaited<ReturnType<typeof createSession>> & { user: AuthUser };
/** A session (the usual auth response's data), or the second step to take first. */
export type SignInResult = AuthData | TwoFactorChallenge;

const emailTaken = () => new HttpError(409, accountMessages.emailTaken, { email: accountMessages.emailTaken });

/** A new session for the user, in the auth response's shape (spec §3: data.token, data.user). */
async function startSession(app: FastifyInstance, user: UserRow, remember: boolean) {
  return { ...(await createSession(app, user.id, remember)), user: toAuthUser(user) };
}

/**
 * What a correct password or Google token opens: a session, or, with two-step sign-in on, a
 * challenge that a code must finish first (issue 9 §2).
 */
async function signIn(app: FastifyInstance, user: UserRow, remember: boolean): Promise<SignInResult> {
  return (await startLoginChallenge(app, user.id, remember)) ?? startSession(app, user, remember);
}

async function sendVerification(app: FastifyInstance, user: UserRow) {
  const token = await issueUserToken(app, user.id, 'email_verification', VERIFY_TOKEN_TTL_MS);
  const mail = verificationMail(user.firstName, `${app.config.appUrl}/verify-email?token=${token}`);
  await queueMail(app, { userId: user.id, category: 'security', ...mail });
}

/** `POST /signup`: a client account, its verification mail, and a session. */
export async function signup(
  app: FastifyInstance,
  input: { first_name: string; last_name: string; email: string; password: string },
) {
  if (await findByEmail(app, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const now = app.clock.now();
  let user: UserRow | undefined;
  try {
    [user] = await app.db
      .insert(users)
      .values({
        firstName: input.first_name.trim(),
        lastName: input.last_name.trim(),
        email: input.email.trim(),
        passwordHash,
        passwordChangedAt: now,
        createdAt: now,
      })
      .returning();
  } catch (error) {
    // Two sign-ups with one address at once: the unique index decides.
    if (await findByEmail(app, input.email)) throw emailTaken();
    throw error;
  }
  await sendVerification(app, user!);
  return startSession(app, user!, false);
}

export async function login(
  app: FastifyInstance,
  input: { email: string; password: string; remember_me?: boolean | undefined },
) {
  const user = await findByEmail(app, input.email);
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (user && !valid) await noteFailedLogin(app, user);
  if (!user || !valid) throw new HttpError(401, accountMessages.invalidCredentials);
  return signIn(app, user, input.remember_me === true);
}

/** Wrong passwords on one account, from anywhere, within this window make a burst worth telling its owner. */
export const LOGIN_FAILURE_BURST = { failures: 10, windowMs: QUARTER_HOUR };

/**
 * A wrong password for an account: counted per account (every address), and when the count reaches a
 * burst the owner gets one mail for that window, since the login limit no longer stops a stranger's
 * tries from many addresses by locking the owner out.
 */
async function noteFailedLogin(app: FastifyInstance, user: typeof users.$inferSelect) {
  const failures = await app.countEvent(`login-failure:user:${user.id}`, LOGIN_FAILURE_BURST.windowMs);
  if (failures !== LOGIN_FAILURE_BURST.failures) return;
  const mail = failedLoginsMail(user.firstName, failures, `${app.config.appUrl}/forgot-password`);
  await queueMail(app, { userId: user.id, category: 'security', ...mail });
}

/** `POST /login/2fa`: a code finishes the challenge and the session starts. */
export async function finishTwoFactorLogin(
  app: FastifyInstance,
  input: { challenge_token: string; method: TwoFactorMethod; code: string },
) {
  const finished = await finishLoginChallenge(app, input.challenge_token, input.method, input.code);
  const [user] = await app.db.select().from(users).where(eq(users.id, finished.userId)).limit(1);
  if (!user) throw new HttpError(401, accountMessages.challengeExpired);
  const session = await startSession(app, user, finished.rememberMe);
  if (finished.recoveryCodesLeft !== null) {
    const mail = recoveryCodeUsedMail(user.firstName, finished.recoveryCodesLeft);
    await queueMail(app, { userId: user.id, category: 'security', ...mail });
  }
  return { session, usedRecoveryCode: finished.recoveryCodesLeft !== null };
}

export async function logout(app: FastifyInstance, sessionId: number) {
  await app.db.update(sessions).set({ revokedAt: app.clock.now() }).where(eq(sessions.id, sessionId));
}

/** Google sign-up and login: keyed by the subject; linked to an existing account with the same (verified) email. */
export async function signInWithGoogle(app: FastifyInstance, identity: GoogleIdentity, remember: boolean) {
  const { db } = app;
  const now = app.clock.now();
  let [user] = await db.select().from(users).where(eq(users.googleSubject, identity.subject)).limit(1);
  if (user && user.googleEmail !== identity.email) {
    [user] = await db.update(users).set({ googleEmail: identity.email }).where(eq(users.id, user.id)).returning();
  }
  if (!user) {
    const existing = await findByEmail(app, identity.email);
    if (existing) {
      // An unverified address proves nobody owned the account: whoever signed up with it may not be this
      // Google user, so their password and sessions stop opening it (no pre-hijacking of the account).
      const unverified = existing.emailVerifiedAt === null;
      [user] = await db
        .update(users)
        .set({
          googleSubject: identity.subject,
          googleEmail: identity.email,
          emailVerifiedAt: existing.emailVerifiedAt ?? now,
          ...(unverified ? { passwordHash: null } : {}),
        })
        .where(eq(users.id, existing.id))
        .returning();
      if (unverified) {
        await revokeAllSessions(app, existing.id);
        // Second factors set up by whoever signed up with the address go with its password.
        await clearTwoFactor(app, existing.id);
      }
    } else {
      [user] = await db
        .insert(users)
        .values({
          firstName: identity.firstName,
          lastName: identity.lastName,
          email: identity.email,
          googleSubject: identity.subject,
          googleEmail: identity.email,
          emailVerifiedAt: now,
          createdAt: now,
        })
        .returning();
    }
  }
  return signIn(app, user!, remember);
}

/** Always the same answer, so the form does not reveal which emails have accounts. */
/**
 * "Forgot password": the request only queues this, one row whether or not the address has an
 * account, so its answer takes the same time either way and says nothing about the address. The
 * worker looks the address up, then makes the link and mails it.
 */
export const passwordResetWork: WorkKind<{ email: string }> = {
  kind: 'password-reset-request',
  payload: z.object({ email: z.string().min(3).max(254) }),
  maxAttempts: 5,
  perform: (app, { email }) => mailPasswordReset(app, email),
  // An address somebody typed, perhaps of nobody: not kept once done.
  keepWhenFinished: () => ({}),
};

export function requestPasswordReset(app: FastifyInstance, email: string): Promise<void> {
  return enqueueWork(app, { kind: passwordResetWork, payload: { email } });
}

async function mailPasswordReset(app: FastifyInstance, email: string) {
  const user = await findByEmail(app, email);
  if (!user) return;
  await app.db.transaction(async (tx) => {
    const token = await issueUserToken(app, user.id, 'password_reset', RESET_TOKEN_TTL_MS, tx);
    const mail = passwordResetMail(user.firstName, `${app.config.appUrl}/reset-password?token=${token}`);
    await queueMail(app, { userId: user.id, category: 'security', ...mail }, tx);
  });
}

/** A new password from a reset link: the link is spent, every session is revoked, other reset links die. */
export async function resetPassword(app: FastifyInstance, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  const userId = (await consumeUserToken(app, token, 'password_reset'))?.userId;
  if (userId === undefined) throw new HttpError(400, accountMessages.resetLinkInvalid);
  const now = app.clock.now();
  await app.db.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, userId));
  await revokeAllSessions(app, userId);
  await app.db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, 'password_reset'), isNull(userTokens.usedAt)));
}

export async function verifyEmail(app: FastifyInstance, token: string) {
  const userId = (await consumeUserToken(app, token, 'email_verification'))?.userId;
  if (userId === undefined) throw new HttpError(400, accountMessages.verifyLinkInvalid);
  await app.db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${app.clock.now().toISOString()}::timestamptz)` })
    .where(eq(users.id, userId));
}

export async function resendVerification(app: FastifyInstance, userId: number) {
  const [user] = await app.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new HttpError(404, 'Account not found.');
  if (user.emailVerifiedAt) throw new HttpError(409, accountMessages.alreadyVerified);
  await sendVerification(app, user);
}

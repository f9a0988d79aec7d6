import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accountMessages, type AuthUser, type TwoFactorChallenge, type TwoFactorMethod } from '@talentindia/contracts';
import type { Database } from '../../db/database';
import { sessions, userTokens, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { queueMail } from '../../services/mail-queue';
import { hashToken, newToken } from '../../services/tokens';
import { consumeUserToken } from '../../services/user-tokens';
import { clearTwoFactor } from '../two-factor/two-factor-service';
import { recoveryCodeUsedMail } from '../two-factor/two-factor-mails';
import { passwordResetMail, verificationMail } from './account-mails';
import type { GoogleIdentity } from './google';
import { loginChallengeService } from './login-challenges';
import { hashPassword, verifyPassword } from './passwords';

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
  };
}

/** The account with this address, ignoring case (the unique index is on `lower(email)`). */
export async function findByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return user;
}

export async function createSession(db: Database, userId: number, remember: boolean) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + (remember ? SESSION_TTL_MS.long : SESSION_TTL_MS.short));
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt });
  return { token, expires_at: expiresAt.toISOString() };
}

async function issueUserToken(
  db: Database,
  userId: number,
  purpose: 'email_verification' | 'password_reset',
  ttlMs: number,
) {
  const token = newToken();
  await db.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/** Ends every live session of the user (a password reset; an unverified account taken over by its Google owner). */
async function revokeAllSessions(db: Database, userId: number, now = new Date()) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

type AuthData = Awaited<ReturnType<typeof createSession>> & { user: AuthUser };
/** A session (the usual auth response's data), or the second step to take first. */
export type SignInResult = AuthData | TwoFactorChallenge;

const emailTaken = () => new HttpError(409, accountMessages.emailTaken, { email: accountMessages.emailTaken });

export function accountService(app: FastifyInstance) {
  const { db } = app;
  const challenges = loginChallengeService(app);

  /** A new session for the user, in the auth response's shape (spec §3: data.token, data.user). */
  async function startSession(user: UserRow, remember: boolean) {
    return { ...(await createSession(db, user.id, remember)), user: toAuthUser(user) };
  }

  /**
   * What a correct password or Google token opens: a session, or, with two-step sign-in on, a
   * challenge that a code must finish first (issue 9 §2).
   */
  async function signIn(user: UserRow, remember: boolean): Promise<SignInResult> {
    return (await challenges.start(user.id, remember)) ?? startSession(user, remember);
  }

  async function sendVerification(user: UserRow) {
    const token = await issueUserToken(db, user.id, 'email_verification', VERIFY_TOKEN_TTL_MS);
    const mail = verificationMail(user.firstName, `${app.config.appUrl}/verify-email?token=${token}`);
    await queueMail(app, { userId: user.id, category: 'security', ...mail });
  }

  return {
    async signup(input: { first_name: string; last_name: string; email: string; password: string }) {
      if (await findByEmail(db, input.email)) throw emailTaken();
      const passwordHash = await hashPassword(input.password);
      let user: UserRow | undefined;
      try {
        [user] = await db
          .insert(users)
          .values({
            firstName: input.first_name.trim(),
            lastName: input.last_name.trim(),
            email: input.email.trim(),
            passwordHash,
            passwordChangedAt: new Date(),
          })
          .returning();
      } catch (error) {
        // Two sign-ups with one address at once: the unique index decides.
        if (await findByEmail(db, input.email)) throw emailTaken();
        throw error;
      }
      await sendVerification(user!);
      return startSession(user!, false);
    },

    async login(input: { email: string; password: string; remember_me?: boolean | undefined }) {
      const user = await findByEmail(db, input.email);
      const valid = await verifyPassword(user?.passwordHash, input.password);
      if (!user || !valid) throw new HttpError(401, accountMessages.invalidCredentials);
      return signIn(user, input.remember_me === true);
    },

    /** `POST /login/2fa`: a code finishes the challenge and the session starts. */
    async finishTwoFactorLogin(input: { challenge_token: string; method: TwoFactorMethod; code: string }) {
      const finished = await challenges.finish(input.challenge_token, input.method, input.code);
      const [user] = await db.select().from(users).where(eq(users.id, finished.userId)).limit(1);
      if (!user) throw new HttpError(401, accountMessages.challengeExpired);
      const session = await startSession(user, finished.rememberMe);
      if (finished.recoveryCodesLeft !== null) {
        const mail = recoveryCodeUsedMail(user.firstName, finished.recoveryCodesLeft);
        await queueMail(app, { userId: user.id, category: 'security', ...mail });
      }
      return { session, usedRecoveryCode: finished.recoveryCodesLeft !== null };
    },

    /** `POST /login/2fa/sms`: texts the login code of a challenge. */
    sendTwoFactorLoginSms(challengeToken: string) {
      return challenges.sendSmsCode(challengeToken);
    },

    async logout(sessionId: number) {
      await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
    },

    /** Google sign-up and login: keyed by the subject; linked to an existing account with the same (verified) email. */
    async signInWithGoogle(identity: GoogleIdentity, remember: boolean) {
      let [user] = await db.select().from(users).where(eq(users.googleSubject, identity.subject)).limit(1);
      if (user && user.googleEmail !== identity.email) {
        [user] = await db.update(users).set({ googleEmail: identity.email }).where(eq(users.id, user.id)).returning();
      }
      if (!user) {
        const existing = await findByEmail(db, identity.email);
        if (existing) {
          // An unverified address proves nobody owned the account: whoever signed up with it may not be this
          // Google user, so their password and sessions stop opening it (no pre-hijacking of the account).
          const unverified = existing.emailVerifiedAt === null;
          [user] = await db
            .update(users)
            .set({
              googleSubject: identity.subject,
              googleEmail: identity.email,
              emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
              ...(unverified ? { passwordHash: null } : {}),
            })
            .where(eq(users.id, existing.id))
            .returning();
          if (unverified) {
            await revokeAllSessions(db, existing.id);
            // Second factors set up by whoever signed up with the address go with its password.
            await clearTwoFactor(db, existing.id);
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
              emailVerifiedAt: new Date(),
            })
            .returning();
        }
      }
      return signIn(user!, remember);
    },

    /** Always the same answer, so the form does not reveal which emails have accounts. */
    async requestPasswordReset(email: string) {
      const user = await findByEmail(db, email);
      if (!user) return;
      const token = await issueUserToken(db, user.id, 'password_reset', RESET_TOKEN_TTL_MS);
      const mail = passwordResetMail(user.firstName, `${app.config.appUrl}/reset-password?token=${token}`);
      await queueMail(app, { userId: user.id, category: 'security', ...mail });
    },

    /** A new password from a reset link: the link is spent, every session is revoked, other reset links die. */
    async resetPassword(token: string, password: string) {
      const passwordHash = await hashPassword(password);
      const userId = (await consumeUserToken(db, token, 'password_reset', new Date()))?.userId;
      if (userId === undefined) throw new HttpError(400, accountMessages.resetLinkInvalid);
      const now = new Date();
      await db.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, userId));
      await revokeAllSessions(db, userId, now);
      await db
        .update(userTokens)
        .set({ usedAt: now })
        .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, 'password_reset'), isNull(userTokens.usedAt)));
    },

    async verifyEmail(token: string) {
      const userId = (await consumeUserToken(db, token, 'email_verification', new Date()))?.userId;
      if (userId === undefined) throw new HttpError(400, accountMessages.verifyLinkInvalid);
      await db
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(eq(users.id, userId));
    },

    async resendVerification(userId: number) {
      const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!user) throw new HttpError(404, 'Account not found.');
      if (user.emailVerifiedAt) throw new HttpError(409, accountMessages.alreadyVerified);
      await sendVerification(user);
    },
  };
}

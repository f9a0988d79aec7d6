import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  accountMessages,
  isStrongPassword,
  settingsMessages,
  type ChangePasswordRequest,
  type PasswordSecurity,
} from '@talentindia/contracts';
import { loginChallenges, sessions, users } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { HttpError } from '../../http-error';
import { reauthenticationRequired } from '../reauthentication';
import { queueMail } from '../../services/mail-queue';
import type { GoogleIdentity } from '../../services/google';
import { hashPassword, verifyPassword } from '../../services/passwords';
import { readTwoFactorStatus } from '../two-factor';
import { googleConnectedMail, googleDisconnectedMail, mailTime, passwordChangedMail } from './password-security-mails';

type Mail = { subject: string; text: string; html: string };

async function account(app: FastifyInstance, userId: number) {
  const [user] = await app.db
    .select({
      id: users.id,
      firstName: users.firstName,
      email: users.email,
      timezone: users.timezone,
      passwordHash: users.passwordHash,
      passwordChangedAt: users.passwordChangedAt,
      googleSubject: users.googleSubject,
      googleEmail: users.googleEmail,
    })
    .from(users)
    .where(eq(users.id, userId));
  // The session was live a moment ago; an account deleted since is as good as signed out.
  if (!user) throw new HttpError(401, accountMessages.sessionExpired);
  return user;
}

/** A security notice: always sent (no preference turns it off); a mail server that fails only delays it. */
async function notify(app: FastifyInstance, user: { id: number }, mail: Mail) {
  await queueMail(app, { userId: user.id, category: 'security', ...mail });
}

const notice = (app: FastifyInstance, user: { firstName: string; timezone: string }, at: Date) => ({
  firstName: user.firstName,
  when: mailTime(at, user.timezone),
  appUrl: app.config.appUrl,
});

/**
 * Password And Security (spec §2, §3): what the page shows, changing (or first setting) the password,
 * and connecting or disconnecting a Google account for login. Only ever the signed-in user's own rows.
 */
export async function readPasswordSecurity(app: FastifyInstance, userId: number): Promise<PasswordSecurity> {
  const user = await account(app, userId);
  const { methods: _methods, ...twoStep } = await readTwoFactorStatus(app, userId);
  const hasPassword = user.passwordHash !== null;
  return {
    password_changed_at: hasPassword ? (user.passwordChangedAt?.toISOString() ?? null) : null,
    has_password: hasPassword,
    google: user.googleSubject !== null,
    google_email: user.googleSubject !== null ? user.googleEmail : null,
    '2fa': twoStep,
  };
}

/**
 * Changes the password (the current one checked), or sets a first one on an account that has
 * none (made through Google), which needs a recent proof of the owner (`reauthenticated`; otherwise
 * a stolen session could add a password and keep the account). Every other session of the user ends, and so does any login
 * waiting for its second step; the session that asked stays. Nothing changes on a refusal.
 */
export async function changePassword(
  app: FastifyInstance,
  userId: number,
  sessionId: number,
  input: ChangePasswordRequest,
  reauthenticated: boolean,
) {
  const user = await account(app, userId);
  const hadPassword = user.passwordHash !== null;
  const current = input.current_password ?? '';
  const errors: Record<string, string> = {};
  if (hadPassword) {
    if (current === '') errors.current_password = settingsMessages.currentPasswordRequired;
    else if (!(await verifyPassword(user.passwordHash, current)))
      errors.current_password = settingsMessages.currentPasswordWrong;
  }
  if (!isStrongPassword(input.new_password)) errors.new_password = accountMessages.passwordTooWeak;
  // The current password was verified: the new one is the same exactly when it is the same text.
  else if (hadPassword && !errors.current_password && input.new_password === current)
    errors.new_password = settingsMessages.passwordUnchanged;
  const first = Object.values(errors)[0];
  if (first) throw new HttpError(422, first, errors);
  if (!hadPassword && !reauthenticated) throw await reauthenticationRequired(app, userId);

  const passwordHash = await hashPassword(input.new_password);
  const now = app.clock.now();
  const changed = await app.db.transaction(async (tx) => {
    // Only over the password just checked: a change made meanwhile by another request wins.
    const rows = await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now })
      .where(
        and(
          eq(users.id, userId),
          user.passwordHash === null ? isNull(users.passwordHash) : eq(users.passwordHash, user.passwordHash),
        ),
      )
      .returning({ id: users.id });
    if (rows.length === 0) return false;
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, sessionId)));
    await tx
      .update(loginChallenges)
      .set({ usedAt: now })
      .where(and(eq(loginChallenges.userId, userId), isNull(loginChallenges.usedAt)));
    return true;
  });
  if (!changed) {
    const message = hadPassword ? settingsMessages.currentPasswordWrong : settingsMessages.currentPasswordRequired;
    throw new HttpError(422, message, { current_password: message });
  }
  await notify(app, user, passwordChangedMail(notice(app, user, now), !hadPassword));
  return { passwordChangedAt: now, set: !hadPassword };
}

/** Connects the Google account of a verified ID token for login; one Google account belongs to one user. */
export async function connectGoogle(app: FastifyInstance, userId: number, identity: GoogleIdentity) {
  const user = await account(app, userId);
  if (user.googleSubject !== null) throw new HttpError(409, settingsMessages.googleAlreadyConnected);
  const [owner] = await app.db.select({ id: users.id }).from(users).where(eq(users.googleSubject, identity.subject));
  if (owner) throw new HttpError(409, settingsMessages.googleTakenByOther);
  let rows: { id: number }[];
  try {
    rows = await app.db
      .update(users)
      .set({ googleSubject: identity.subject, googleEmail: identity.email })
      .where(and(eq(users.id, userId), isNull(users.googleSubject)))
      .returning({ id: users.id });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, settingsMessages.googleTakenByOther);
    throw error;
  }
  if (rows.length === 0) throw new HttpError(409, settingsMessages.googleAlreadyConnected);
  await notify(app, user, googleConnectedMail(notice(app, user, app.clock.now()), identity.email));
}

/** Disconnects Google, unless it is the only way into the account (no password). */
export async function disconnectGoogle(app: FastifyInstance, userId: number) {
  const user = await account(app, userId);
  if (user.googleSubject === null) throw new HttpError(409, settingsMessages.googleNotConnected);
  if (user.passwordHash === null) throw new HttpError(409, settingsMessages.googleOnlySignIn);
  const rows = await app.db
    .update(users)
    .set({ googleSubject: null, googleEmail: null })
    .where(and(eq(users.id, userId), eq(users.googleSubject, user.googleSubject)))
    .returning({ id: users.id });
  if (rows.length === 0) throw new HttpError(409, settingsMessages.googleNotConnected);
  await notify(app, user, googleDisconnectedMail(notice(app, user, app.clock.now())));
}

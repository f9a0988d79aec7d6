import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  accountMessages,
  REAUTHENTICATION_WINDOW_MINUTES,
  settingsMessages,
  type ReauthenticateRequest,
  type ReauthenticationMethod,
} from '@talentindia/contracts';
import { sessions, users } from '../../db/schema';
import { HttpError, ReauthenticationRequiredError } from '../../http-error';
import { userOf } from '../../plugins/auth';
import { verifyPassword } from '../../services/passwords';
import { checkAppCode, readTwoFactorStatus } from '../two-factor';

export const REAUTHENTICATION_WINDOW_MS = REAUTHENTICATION_WINDOW_MINUTES * 60 * 1000;

/** True while the request's session proved its owner within the window (by `app.clock`). */
export function recentlyReauthenticated(app: FastifyInstance, request: FastifyRequest): boolean {
  const at = request.reauthenticatedAt;
  if (!at) return false;
  const age = app.clock.now().getTime() - at.getTime();
  return age >= 0 && age < REAUTHENTICATION_WINDOW_MS;
}

/** What decides the proofs an account can give; an account deleted since the session was checked is signed out. */
async function credentialsOf(app: FastifyInstance, userId: number) {
  const [user] = await app.db
    .select({ passwordHash: users.passwordHash, googleSubject: users.googleSubject })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new HttpError(401, accountMessages.sessionExpired);
  return user;
}

/** The proofs an account can give: its password; or, without one, Google (connected) and an app code (on). */
async function proofsOf(app: FastifyInstance, userId: number): Promise<ReauthenticationMethod[]> {
  const user = await credentialsOf(app, userId);
  if (user.passwordHash !== null) return ['password'];
  const methods: ReauthenticationMethod[] = [];
  if (user.googleSubject !== null) methods.push('google');
  if ((await readTwoFactorStatus(app, userId)).authenticator_app) methods.push('app');
  return methods;
}

/** The 403 for a sensitive change outside the window: its `reason` and the proofs the page can ask for. */
export async function reauthenticationRequired(
  app: FastifyInstance,
  userId: number,
): Promise<ReauthenticationRequiredError> {
  return new ReauthenticationRequiredError(settingsMessages.reauthenticationRequired, await proofsOf(app, userId));
}

/**
 * Issue 17 §2: a sensitive change goes on only within the window its session opened; otherwise a 403
 * whose `reason` the page acts on (it asks for a proof and retries). Call it before anything changes,
 * so a refused call changes nothing.
 */
export async function requireRecentReauthentication(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  if (!recentlyReauthenticated(app, request)) throw await reauthenticationRequired(app, userOf(request).id);
}

const fieldError = (field: keyof ReauthenticateRequest, message: string) =>
  new HttpError(422, message, { [field]: message });

/**
 * Checks one proof of the owner — the password; or, for an account without one, the ID token of the
 * connected Google account or a current authenticator code — and opens the window for this session.
 * A proof the account cannot give (a password it has not set, Google not connected, the app off) is
 * refused as such, so a stolen session cannot pick a weaker way than the owner has.
 */
export async function reauthenticate(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number,
  proof: ReauthenticateRequest,
): Promise<Date> {
  const given = (['password', 'credential', 'code'] as const).filter((field) => proof[field] !== undefined);
  if (given.length !== 1) throw new HttpError(422, settingsMessages.reauthenticationProofRequired);
  const user = await credentialsOf(app, userId);
  const hasPassword = user.passwordHash !== null;

  if (proof.password !== undefined) {
    if (!hasPassword) throw fieldError('password', settingsMessages.reauthenticationMethodUnavailable);
    if (!(await verifyPassword(user.passwordHash, proof.password)))
      throw fieldError('password', settingsMessages.reauthenticationPasswordWrong);
  } else if (proof.credential !== undefined) {
    if (hasPassword || user.googleSubject === null)
      throw fieldError('credential', settingsMessages.reauthenticationMethodUnavailable);
    const identity = await app.google.verify(proof.credential).catch((error: unknown) => {
      // A 401 on a signed-in call means "your session ended" to the web client: a Google token that
      // fails verification is a bad field of this request instead.
      if (error instanceof HttpError && error.statusCode === 401) throw fieldError('credential', error.message);
      throw error;
    });
    if (identity.subject !== user.googleSubject)
      throw fieldError('credential', settingsMessages.reauthenticationGoogleMismatch);
  } else {
    const status = await readTwoFactorStatus(app, userId);
    if (hasPassword || !status.authenticator_app)
      throw fieldError('code', settingsMessages.reauthenticationMethodUnavailable);
    const check = await checkAppCode(app, userId, proof.code!);
    if (check === 'used') throw fieldError('code', settingsMessages.codeUsed);
    if (check !== 'accepted') throw fieldError('code', accountMessages.twoFactorCodeWrong);
  }

  const now = app.clock.now();
  await app.db.update(sessions).set({ reauthenticatedAt: now }).where(eq(sessions.id, request.sessionId!));
  return new Date(now.getTime() + REAUTHENTICATION_WINDOW_MS);
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * `requireRecentReauthentication` for modules that the reauthentication module itself reads
     * (two-step sign-in): a decorator, so neither imports the other.
     */
    requireRecentReauthentication(request: FastifyRequest): Promise<void>;
  }
}

/** Makes `app.requireRecentReauthentication` available to every module registered after it. */
export const reauthenticationPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('requireRecentReauthentication', (request: FastifyRequest) =>
    requireRecentReauthentication(app, request),
  );
});

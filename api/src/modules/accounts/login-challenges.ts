import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  accountMessages,
  settingsMessages,
  type TwoFactorChallenge,
  type TwoFactorMethod,
} from '@talentindia/contracts';
import { loginChallenges, twoFactor } from '../../db/schema';
import { HttpError, RetryLaterError } from '../../http-error';
import { hashToken, newToken } from '../../services/tokens';
import {
  checkAppCode,
  checkSmsCode,
  latestSmsCode,
  readTwoFactorStatus,
  sendSmsCode,
  spendRecoveryCode,
  type CodeCheck,
} from '../two-factor';

/** Issue 9 §2: a password (or Google) sign-in waits for its second step 5 minutes, for at most 5 wrong codes. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const CHALLENGE_MAX_ATTEMPTS = 5;
/**
 * Wrong codes an account may take in an hour across all its challenges: someone who knows the
 * password cannot guess on by starting new logins (10 wrong six-digit codes an hour make a guess
 * about 1 in 33,000 a day, against 1 in 70 with 5 tries on every login the login limits allow).
 */
export const ACCOUNT_MAX_FAILURES_PER_HOUR = 10;
const HOUR = 60 * 60 * 1000;

const SIX_DIGITS = /^\d{6}$/;

type ChallengeRow = typeof loginChallenges.$inferSelect;

const codeError = (message: string) => new HttpError(422, message, { code: message });

/** The live challenge of a token; otherwise the 401 that sends the page back to the password form. */
async function liveChallenge(app: FastifyInstance, token: string): Promise<ChallengeRow> {
  const [row] = await app.db
    .select()
    .from(loginChallenges)
    .where(eq(loginChallenges.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || row.usedAt || row.expiresAt.getTime() <= app.clock.now().getTime()) {
    throw new HttpError(401, accountMessages.challengeExpired);
  }
  if (row.attempts >= CHALLENGE_MAX_ATTEMPTS) throw new HttpError(401, accountMessages.challengeTooManyAttempts);
  return row;
}

/** Counts a wrong code; the last allowed one ends the challenge. */
async function countFailure(app: FastifyInstance, challenge: ChallengeRow, message: string): Promise<never> {
  const [counted] = await app.db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(and(eq(loginChallenges.id, challenge.id), lt(loginChallenges.attempts, CHALLENGE_MAX_ATTEMPTS)))
    .returning({ attempts: loginChallenges.attempts });
  if (!counted || counted.attempts >= CHALLENGE_MAX_ATTEMPTS) {
    throw new HttpError(401, accountMessages.challengeTooManyAttempts);
  }
  throw codeError(message);
}

/**
 * 429 once the account's challenges of the last hour have taken its share of wrong codes, with
 * Retry-After: when enough of the oldest of them have left the hour for a code to be tried again.
 */
async function checkAccountFailures(app: FastifyInstance, userId: number) {
  const now = app.clock.now().getTime();
  const since = new Date(now - HOUR);
  const challenges = await app.db
    .select({ attempts: loginChallenges.attempts, createdAt: loginChallenges.createdAt })
    .from(loginChallenges)
    .where(
      and(eq(loginChallenges.userId, userId), gt(loginChallenges.createdAt, since), gt(loginChallenges.attempts, 0)),
    )
    .orderBy(asc(loginChallenges.createdAt));
  let failures = challenges.reduce((sum, challenge) => sum + challenge.attempts, 0);
  if (failures < ACCOUNT_MAX_FAILURES_PER_HOUR) return;
  let freedAt = now + HOUR;
  for (const challenge of challenges) {
    failures -= challenge.attempts;
    if (failures < ACCOUNT_MAX_FAILURES_PER_HOUR) {
      freedAt = challenge.createdAt.getTime() + HOUR;
      break;
    }
  }
  throw new RetryLaterError(accountMessages.twoFactorLocked, Math.max(1, Math.ceil((freedAt - now) / 1000)));
}

/**
 * After a correct password or Google token: null when the account has two-step sign-in off (a
 * session may start), otherwise a new challenge, whose token only the response carries.
 */
export async function startLoginChallenge(
  app: FastifyInstance,
  userId: number,
  rememberMe: boolean,
): Promise<TwoFactorChallenge | null> {
  const status = await readTwoFactorStatus(app, userId);
  if (status.methods.length === 0) return null;
  const token = newToken();
  const now = app.clock.now();
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
  await app.db
    .insert(loginChallenges)
    .values({ userId, tokenHash: hashToken(token), rememberMe, expiresAt, createdAt: now });
  return {
    two_factor_required: true,
    challenge_token: token,
    expires_at: expiresAt.toISOString(),
    methods: status.methods,
    phone: status.phone_number,
  };
}

/** `POST /login/2fa/sms`: texts a login code to the account's SMS number (same wait and caps as setup). */
export async function sendLoginChallengeSms(app: FastifyInstance, token: string) {
  const challenge = await liveChallenge(app, token);
  const [row] = await app.db.select().from(twoFactor).where(eq(twoFactor.userId, challenge.userId)).limit(1);
  if (!row?.smsEnabledAt || !row.smsPhone) throw new HttpError(409, accountMessages.twoFactorMethodUnavailable);
  return sendSmsCode(app, {
    userId: challenge.userId,
    purpose: 'login',
    phone: row.smsPhone,
    countryId: row.smsCountryId,
    challengeId: challenge.id,
  });
}

/**
 * `POST /login/2fa`: checks the code by its method and spends the challenge. A wrong code counts
 * a try (422); the fifth, an expired or a spent challenge are a 401.
 */
export async function finishLoginChallenge(
  app: FastifyInstance,
  token: string,
  method: TwoFactorMethod,
  input: string,
) {
  const challenge = await liveChallenge(app, token);
  await checkAccountFailures(app, challenge.userId);
  const status = await readTwoFactorStatus(app, challenge.userId);
  if (!status.methods.includes(method)) {
    throw new HttpError(422, accountMessages.twoFactorMethodUnavailable, {
      method: accountMessages.twoFactorMethodUnavailable,
    });
  }
  const code = input.trim();
  if (method !== 'recovery' && !SIX_DIGITS.test(code)) throw codeError(accountMessages.twoFactorCodeRequired);

  let check: CodeCheck;
  if (method === 'app') {
    check = await checkAppCode(app, challenge.userId, code);
  } else if (method === 'sms') {
    const sent = await latestSmsCode(app, challenge.userId, 'login', challenge.id);
    check = sent ? await checkSmsCode(app, sent, code) : 'wrong';
  } else {
    check = await spendRecoveryCode(app, challenge.userId, code);
  }
  if (check === 'used') await countFailure(app, challenge, settingsMessages.codeUsed);
  if (check !== 'accepted') {
    await countFailure(
      app,
      challenge,
      method === 'sms' ? settingsMessages.codeWrong : accountMessages.twoFactorCodeWrong,
    );
  }

  const now = app.clock.now();
  const [finished] = await app.db
    .update(loginChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(loginChallenges.id, challenge.id),
        isNull(loginChallenges.usedAt),
        lt(loginChallenges.attempts, CHALLENGE_MAX_ATTEMPTS),
        gt(loginChallenges.expiresAt, now),
      ),
    )
    .returning({ userId: loginChallenges.userId, rememberMe: loginChallenges.rememberMe });
  if (!finished) throw new HttpError(401, accountMessages.challengeExpired);
  return {
    userId: finished.userId,
    rememberMe: finished.rememberMe,
    recoveryCodesLeft:
      method === 'recovery' ? (await readTwoFactorStatus(app, finished.userId)).recovery_codes_left : null,
  };
}

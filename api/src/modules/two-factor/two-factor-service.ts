import { timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { settingsMessages, SMS_RESEND_SECONDS, type TwoFactorMethod } from '@talentindia/contracts';
import type { Database } from '../../db/database';
import { countries, recoveryCodes, smsCodes, twoFactor, users } from '../../db/schema';
import { HttpError, RetryLaterError } from '../../http-error';
import type { CurrentUser } from '../../plugins/auth';
import { queueMail } from '../../services/mail-queue';
import { hashCode, newRecoveryCodes, newSmsCode, normalizeRecoveryCode, recoveryCodeKey } from './codes';
import { maskPhone, mobileNumberE164 } from './phone-numbers';
import { checkTotp, newTotpSecret, totpUri } from './totp';
import {
  appDisabledMail,
  appEnabledMail,
  recoveryCodesRegeneratedMail,
  smsCodeText,
  smsDisabledMail,
  smsEnabledMail,
} from './two-factor-mails';

const MINUTE = 60 * 1000;
/** Issue 9 §2: an SMS code lives 10 minutes and allows 5 tries; a resend waits 60 seconds. */
export const SMS_CODE_TTL_MS = 10 * MINUTE;
export const SMS_CODE_MAX_ATTEMPTS = 5;
export const SMS_RESEND_MS = SMS_RESEND_SECONDS * 1000;
/** Daily caps (a rolling 24 hours): codes sent to one number, and codes sent for one account. */
export const SMS_CAP_WINDOW_MS = 24 * 60 * MINUTE;
export const SMS_DAILY_CAP_PER_NUMBER = 10;
export const SMS_DAILY_CAP_PER_ACCOUNT = 20;

type TwoFactorRow = typeof twoFactor.$inferSelect;
type SmsCodeRow = typeof smsCodes.$inferSelect;

/** What Password And Security shows, and what a login's second step may be answered with. */
export interface TwoFactorStatus {
  authenticator_app: boolean;
  phone: boolean;
  /** The SMS number, masked (`+91 ••••••3210`), while SMS codes are on. */
  phone_number: string | null;
  /** Unused recovery codes; 0 while two-step sign-in is off. */
  recovery_codes_left: number;
  /** The methods a login's second step accepts, the preferred first; empty while two-step sign-in is off. */
  methods: TwoFactorMethod[];
}

function statusOf(row: TwoFactorRow | undefined, recoveryLeft: number): TwoFactorStatus {
  const app = Boolean(row?.totpEnabledAt && row.totpSecret);
  const sms = Boolean(row?.smsEnabledAt && row.smsPhone);
  const on = app || sms;
  return {
    authenticator_app: app,
    phone: sms,
    phone_number: sms ? maskPhone(row!.smsPhone!) : null,
    recovery_codes_left: on ? recoveryLeft : 0,
    methods: [
      ...(app ? (['app'] as const) : []),
      ...(sms ? (['sms'] as const) : []),
      ...(on ? (['recovery'] as const) : []),
    ],
  };
}

/** The two-step sign-in state of an account (for `GET /settings/password` and the login challenge). */
export async function readTwoFactorStatus(
  app: FastifyInstance,
  userId: number,
  db: Database = app.db,
): Promise<TwoFactorStatus> {
  const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId)).limit(1);
  // Every login asks; most accounts have no two-step row, and then there are no codes to count.
  if (!row?.totpEnabledAt && !row?.smsEnabledAt) return statusOf(row, 0);
  const [left] = await db
    .select({ count: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return statusOf(row, Number(left?.count ?? 0));
}

/**
 * Forgets an account's second factors and their codes (the Google sign-in that takes over an
 * unverified account: factors set up by whoever signed up with the address must not lock its owner out).
 */
export async function clearTwoFactor(app: FastifyInstance, userId: number, db: Database = app.db): Promise<void> {
  await db.delete(twoFactor).where(eq(twoFactor.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.delete(smsCodes).where(and(eq(smsCodes.userId, userId), isNull(smsCodes.usedAt)));
}

/** Ten new recovery codes replace any the account had; only their hashes are stored. */
async function replaceRecoveryCodes(tx: Database, userId: number, now: Date): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx
    .insert(recoveryCodes)
    .values(
      codes.map((code) => ({ userId, codeHash: hashCode('recovery', userId, recoveryCodeKey(code)), createdAt: now })),
    );
  return codes;
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const codeError = (message: string) => new HttpError(422, message, { code: message });

export type CodeCheck = 'accepted' | 'wrong' | 'used' | 'expired' | 'exhausted';

async function rowOf(app: FastifyInstance, userId: number): Promise<TwoFactorRow | undefined> {
  const [row] = await app.db.select().from(twoFactor).where(eq(twoFactor.userId, userId)).limit(1);
  return row;
}

async function mailUser(app: FastifyInstance, userId: number, mail: { subject: string; text: string; html: string }) {
  await queueMail(app, { userId, category: 'security', ...mail });
}

/**
 * Checks a code against an SMS code row and spends a try when it is wrong; the right code spends
 * the row. Expired and exhausted rows are refused without looking at the code.
 */
export async function checkSmsCode(app: FastifyInstance, row: SmsCodeRow, code: string): Promise<CodeCheck> {
  const now = app.clock.now();
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (row.attempts >= SMS_CODE_MAX_ATTEMPTS) return 'exhausted';
  const live = and(
    eq(smsCodes.id, row.id),
    isNull(smsCodes.usedAt),
    lt(smsCodes.attempts, SMS_CODE_MAX_ATTEMPTS),
    gt(smsCodes.expiresAt, now),
  );
  if (sameHash(row.codeHash, hashCode('sms', row.userId, code))) {
    const [spent] = await app.db.update(smsCodes).set({ usedAt: now }).where(live).returning({ id: smsCodes.id });
    return spent ? 'accepted' : 'exhausted';
  }
  const [counted] = await app.db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(live)
    .returning({ attempts: smsCodes.attempts });
  return counted && counted.attempts < SMS_CODE_MAX_ATTEMPTS ? 'wrong' : 'exhausted';
}

/** The newest unspent code of a kind (a resend marks older ones used, so there is at most one). */
export async function latestSmsCode(
  app: FastifyInstance,
  userId: number,
  purpose: SmsCodeRow['purpose'],
  challengeId: number | null,
) {
  const [row] = await app.db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.userId, userId),
        eq(smsCodes.purpose, purpose),
        isNull(smsCodes.usedAt),
        ...(challengeId === null ? [] : [eq(smsCodes.challengeId, challengeId)]),
      ),
    )
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  return row;
}

/**
 * Sends a new six-digit code by SMS, within the limits: 60 seconds after the previous code of the
 * same kind for this account, and the daily caps per number and per account. The new code replaces
 * any unspent one of the same kind. Answers what the page shows: where it went and when it expires.
 */
export async function sendSmsCode(
  app: FastifyInstance,
  input: {
    userId: number;
    purpose: SmsCodeRow['purpose'];
    phone: string;
    countryId: number | null;
    challengeId: number | null;
  },
) {
  const now = app.clock.now();
  const [previous] = await app.db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.userId, input.userId),
        eq(smsCodes.purpose, input.purpose),
        gt(smsCodes.createdAt, new Date(now.getTime() - SMS_RESEND_MS)),
      ),
    )
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (previous) {
    const wait = Math.ceil((previous.createdAt.getTime() + SMS_RESEND_MS - now.getTime()) / 1000);
    throw new RetryLaterError(settingsMessages.smsResendWait, Math.max(1, wait));
  }

  const windowStart = new Date(now.getTime() - SMS_CAP_WINDOW_MS);
  const sent = await app.db
    .select({ userId: smsCodes.userId, phone: smsCodes.phone, createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(
      and(gt(smsCodes.createdAt, windowStart), or(eq(smsCodes.userId, input.userId), eq(smsCodes.phone, input.phone))),
    )
    .orderBy(smsCodes.createdAt);
  const toNumber = sent.filter((row) => row.phone === input.phone);
  const forAccount = sent.filter((row) => row.userId === input.userId);
  const capped = [
    toNumber.length >= SMS_DAILY_CAP_PER_NUMBER ? toNumber[toNumber.length - SMS_DAILY_CAP_PER_NUMBER] : undefined,
    forAccount.length >= SMS_DAILY_CAP_PER_ACCOUNT
      ? forAccount[forAccount.length - SMS_DAILY_CAP_PER_ACCOUNT]
      : undefined,
  ].filter((row) => row !== undefined);
  if (capped.length > 0) {
    // Another code may go when the oldest send that keeps the count at the cap leaves the window.
    const freed = Math.max(...capped.map((row) => row.createdAt.getTime() + SMS_CAP_WINDOW_MS));
    throw new RetryLaterError(settingsMessages.smsDailyLimit, Math.max(1, Math.ceil((freed - now.getTime()) / 1000)));
  }

  const code = newSmsCode();
  const expiresAt = new Date(now.getTime() + SMS_CODE_TTL_MS);
  const [saved] = await app.db
    .insert(smsCodes)
    .values({
      userId: input.userId,
      purpose: input.purpose,
      phone: input.phone,
      countryId: input.countryId,
      challengeId: input.challengeId,
      codeHash: hashCode('sms', input.userId, code),
      expiresAt,
      createdAt: now,
    })
    .returning({ id: smsCodes.id });
  try {
    await app.sms.send({ to: input.phone, text: smsCodeText(code) });
  } catch (error) {
    // Not sent: it counts for no limit, and the code the user may still have keeps working.
    await app.db.delete(smsCodes).where(eq(smsCodes.id, saved!.id));
    app.log.warn({ err: error }, 'SMS code not sent');
    throw new HttpError(503, settingsMessages.smsSendFailed);
  }
  await app.db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(smsCodes.userId, input.userId),
        eq(smsCodes.purpose, input.purpose),
        isNull(smsCodes.usedAt),
        ne(smsCodes.id, saved!.id),
      ),
    );
  return {
    phone: maskPhone(input.phone),
    resend_in_seconds: SMS_RESEND_SECONDS,
    expires_at: expiresAt.toISOString(),
  };
}

/** After a method was switched off: the recovery codes go with the last one. */
async function dropRecoveryCodesIfOff(app: FastifyInstance, row: TwoFactorRow) {
  if (!row.totpEnabledAt && !row.smsEnabledAt) {
    await app.db.delete(recoveryCodes).where(eq(recoveryCodes.userId, row.userId));
  }
}

/** `GET /settings/2fa/app/setup`: a new secret, kept sealed until a code from it switches the app on. */
export async function startAuthenticatorSetup(app: FastifyInstance, user: CurrentUser) {
  const row = await rowOf(app, user.id);
  if (row?.totpEnabledAt) throw new HttpError(409, settingsMessages.appAlreadyEnabled);
  const secret = newTotpSecret();
  const sealed = app.secrets.seal(secret);
  const now = app.clock.now();
  await app.db
    .insert(twoFactor)
    .values({ userId: user.id, totpPendingSecret: sealed, updatedAt: now })
    .onConflictDoUpdate({ target: twoFactor.userId, set: { totpPendingSecret: sealed, updatedAt: now } });
  const uri = totpUri(secret, user.email);
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    secret,
    otpauth_uri: uri,
  };
}

/** `POST /settings/2fa/app/verify`: a right code from the new secret switches the app on. */
export async function confirmAuthenticator(app: FastifyInstance, user: CurrentUser, code: string) {
  const row = await rowOf(app, user.id);
  if (row?.totpEnabledAt) throw new HttpError(409, settingsMessages.appAlreadyEnabled);
  if (!row?.totpPendingSecret) throw new HttpError(409, settingsMessages.appSetupMissing);
  const now = app.clock.now();
  const check = checkTotp(app.secrets.open(row.totpPendingSecret), code, now, null);
  if (check.result !== 'accepted') throw codeError(settingsMessages.codeWrong);
  const recoveryCodesShown = await app.db.transaction(async (tx) => {
    const [enabled] = await tx
      .update(twoFactor)
      .set({
        totpSecret: row.totpPendingSecret,
        totpPendingSecret: null,
        totpEnabledAt: now,
        // The code just given is spent: it cannot also finish a login.
        totpLastStep: check.step,
        updatedAt: now,
      })
      .where(
        and(
          eq(twoFactor.userId, user.id),
          isNull(twoFactor.totpEnabledAt),
          eq(twoFactor.totpPendingSecret, row.totpPendingSecret!),
        ),
      )
      .returning();
    if (!enabled) throw new HttpError(409, settingsMessages.appSetupMissing);
    return enabled.smsEnabledAt ? null : replaceRecoveryCodes(tx, user.id, now);
  });
  await mailUser(app, user.id, appEnabledMail(user.firstName));
  return { recovery_codes: recoveryCodesShown };
}

/** `GET /settings/2fa/app/disable`. */
export async function disableAuthenticator(app: FastifyInstance, user: CurrentUser) {
  const [row] = await app.db
    .update(twoFactor)
    .set({
      totpSecret: null,
      totpPendingSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
      updatedAt: app.clock.now(),
    })
    .where(and(eq(twoFactor.userId, user.id), isNotNull(twoFactor.totpEnabledAt)))
    .returning();
  if (!row) throw new HttpError(409, settingsMessages.appNotEnabled);
  await dropRecoveryCodesIfOff(app, row);
  await mailUser(app, user.id, appDisabledMail(user.firstName));
}

/** `POST /settings/2fa/sms/setup`: checks the number for the country and texts it a code. */
export async function startSmsSetup(
  app: FastifyInstance,
  user: CurrentUser,
  input: { country_id: number; phone: string },
) {
  const [country] = await app.db
    .select({ id: countries.id, isoCode: countries.isoCode })
    .from(countries)
    .where(eq(countries.id, input.country_id))
    .limit(1);
  if (!country) {
    throw new HttpError(422, settingsMessages.countryInvalid, { country_id: settingsMessages.countryInvalid });
  }
  const phone = mobileNumberE164(input.phone, country.isoCode);
  if (!phone) throw new HttpError(422, settingsMessages.mobileInvalid, { phone: settingsMessages.mobileInvalid });
  const row = await rowOf(app, user.id);
  if (row?.smsEnabledAt) throw new HttpError(409, settingsMessages.smsAlreadyEnabled);
  return sendSmsCode(app, { userId: user.id, purpose: 'sms_setup', phone, countryId: country.id, challengeId: null });
}

/** `POST /settings/2fa/sms/verify`: the texted code switches SMS codes on and verifies the number. */
export async function confirmSms(app: FastifyInstance, user: CurrentUser, code: string) {
  const row = await rowOf(app, user.id);
  if (row?.smsEnabledAt) throw new HttpError(409, settingsMessages.smsAlreadyEnabled);
  const pending = await latestSmsCode(app, user.id, 'sms_setup', null);
  if (!pending) throw new HttpError(409, settingsMessages.smsSetupMissing);
  const now = app.clock.now();
  const check = await checkSmsCode(app, pending, code);
  if (check === 'exhausted') throw codeError(settingsMessages.tooManyCodeAttempts);
  if (check !== 'accepted') throw codeError(settingsMessages.codeWrong);
  const recoveryCodesShown = await app.db.transaction(async (tx) => {
    const [enabled] = await tx
      .insert(twoFactor)
      .values({
        userId: user.id,
        smsPhone: pending.phone,
        smsCountryId: pending.countryId,
        smsEnabledAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: twoFactor.userId,
        set: { smsPhone: pending.phone, smsCountryId: pending.countryId, smsEnabledAt: now, updatedAt: now },
      })
      .returning();
    await tx.update(users).set({ mobileVerifiedAt: now }).where(eq(users.id, user.id));
    return enabled!.totpEnabledAt ? null : replaceRecoveryCodes(tx, user.id, now);
  });
  await mailUser(app, user.id, smsEnabledMail(user.firstName, maskPhone(pending.phone)));
  return { recovery_codes: recoveryCodesShown };
}

/** `GET /settings/2fa/sms/disable`. The number stays verified (it was proven). */
export async function disableSms(app: FastifyInstance, user: CurrentUser) {
  const now = app.clock.now();
  const [row] = await app.db
    .update(twoFactor)
    .set({ smsPhone: null, smsCountryId: null, smsEnabledAt: null, updatedAt: now })
    .where(and(eq(twoFactor.userId, user.id), isNotNull(twoFactor.smsEnabledAt)))
    .returning();
  if (!row) throw new HttpError(409, settingsMessages.smsNotEnabled);
  // Login codes already sent to the number stop working with it.
  await app.db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(and(eq(smsCodes.userId, user.id), isNull(smsCodes.usedAt)));
  await dropRecoveryCodesIfOff(app, row);
  await mailUser(app, user.id, smsDisabledMail(user.firstName));
}

/** `POST /settings/2fa/recovery-codes`: ten new codes; the old ones stop working. */
export async function regenerateRecoveryCodes(app: FastifyInstance, user: CurrentUser) {
  const status = await readTwoFactorStatus(app, user.id);
  if (status.methods.length === 0) throw new HttpError(409, settingsMessages.recoveryCodesNeedTwoFactor);
  const codes = await app.db.transaction((tx) => replaceRecoveryCodes(tx, user.id, app.clock.now()));
  await mailUser(app, user.id, recoveryCodesRegeneratedMail(user.firstName));
  return codes;
}

/**
 * An authenticator code at login: accepted once per time step, and only for a step later than
 * the last accepted one (a code seen by someone else cannot be replayed).
 */
export async function checkAppCode(app: FastifyInstance, userId: number, code: string): Promise<CodeCheck> {
  const row = await rowOf(app, userId);
  if (!row?.totpEnabledAt || !row.totpSecret) return 'wrong';
  const check = checkTotp(app.secrets.open(row.totpSecret), code, app.clock.now(), row.totpLastStep);
  if (check.result !== 'accepted') return check.result;
  const [taken] = await app.db
    .update(twoFactor)
    .set({ totpLastStep: check.step })
    .where(
      and(
        eq(twoFactor.userId, userId),
        isNotNull(twoFactor.totpEnabledAt),
        or(isNull(twoFactor.totpLastStep), lt(twoFactor.totpLastStep, check.step)),
      ),
    )
    .returning({ userId: twoFactor.userId });
  return taken ? 'accepted' : 'used';
}

/** A recovery code at login: spent by its first use. */
export async function spendRecoveryCode(app: FastifyInstance, userId: number, input: string): Promise<CodeCheck> {
  const key = normalizeRecoveryCode(input);
  if (!key) return 'wrong';
  const [spent] = await app.db
    .update(recoveryCodes)
    .set({ usedAt: app.clock.now() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashCode('recovery', userId, key)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent ? 'accepted' : 'wrong';
}

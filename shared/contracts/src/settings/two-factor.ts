import { z } from '../zod-mini';
import { miniText } from './fields';
import { settingsMessages } from './settings-messages';

/** Spec §9: one-time codes have six digits; SMS resend waits 60 seconds. */
export const ONE_TIME_CODE_LENGTH = 6;
export const SMS_RESEND_SECONDS = 60;
export const RECOVERY_CODE_COUNT = 10;

/**
 * Spec §3 "code (six digits joined)". The client checks presence only (spec §5); the server also
 * checks six digits ("Please enter valid 6 digits code.").
 */
export const codeSchema = z.object({
  code: miniText(settingsMessages.codeRequired).check(
    z.trim(),
    z.minLength(1, settingsMessages.codeRequired),
    z.regex(/^\d{6}$/, settingsMessages.codeInvalid),
  ),
});
export type CodeRequest = z.infer<typeof codeSchema>;

/** `GET /settings/2fa/app/setup`: the QR image (an SVG data URL of the otpauth URI) and the secret for manual entry. */
export const authenticatorSetupResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ qr_code: z.string(), secret: z.string(), otpauth_uri: z.string() }),
});

/**
 * A method switched on (`POST /settings/2fa/app/verify`, `…/sms/verify`): when it is the first, the
 * ten recovery codes, shown once; otherwise null.
 */
export const twoFactorEnabledResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ recovery_codes: z.nullable(z.array(z.string())) }),
});

/** Spec §3, §5: `POST /settings/2fa/sms/setup`. The number is checked for the country on the server. */
export const smsSetupSchema = z.object({
  country_id: z
    .number({ error: settingsMessages.countryRequired })
    .check(
      z.int(settingsMessages.countryInvalid),
      z.positive(settingsMessages.countryInvalid),
      z.maximum(2 ** 31 - 1, settingsMessages.countryInvalid),
    ),
  phone: miniText(settingsMessages.mobileRequired).check(
    z.trim(),
    z.minLength(1, settingsMessages.mobileRequired),
    z.maxLength(20, settingsMessages.mobileInvalid),
    z.regex(/^[\d\s()+-]*$/, settingsMessages.mobileInvalid),
  ),
});
export type SmsSetupRequest = z.infer<typeof smsSetupSchema>;

/** A code was sent: where (masked) and when another may be asked for. */
export const smsCodeSentResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ phone: z.string(), resend_in_seconds: z.number(), expires_at: z.string() }),
});

/** `POST /settings/2fa/recovery-codes`: ten new codes; the old ones stop working. */
export const recoveryCodesResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ recovery_codes: z.array(z.string()) }),
});

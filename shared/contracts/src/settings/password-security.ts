import { z } from '../zod-mini';
import { accountMessages, messages } from '../validation-messages';
import { ALWAYS, miniText } from './fields';
import { settingsMessages } from './settings-messages';

const PASSWORD_MAX = 128;

/** Spec §3, §7: `GET /settings/password`. `password_changed_at` is null for a Google-only account. */
export const passwordSecuritySchema = z.object({
  password_changed_at: z.nullable(z.string()),
  /** False for an account made through Google that never set a password ("Set a password"). */
  has_password: z.boolean(),
  /** A Google account is connected for sign-in. */
  google: z.boolean(),
  google_email: z.nullable(z.string()),
  '2fa': z.object({
    authenticator_app: z.boolean(),
    phone: z.boolean(),
    /** The SMS number, masked (+91 ••••••3210), while SMS codes are on. */
    phone_number: z.nullable(z.string()),
    /** Unused recovery codes; 0 while two-step sign-in is off. */
    recovery_codes_left: z.number(),
  }),
});
export type PasswordSecurity = z.infer<typeof passwordSecuritySchema>;
export const passwordSecurityResponseSchema = z.object({ status: z.literal(true), data: passwordSecuritySchema });

const present = (message: string) =>
  miniText(message).check(z.minLength(1, message), z.maxLength(PASSWORD_MAX, accountMessages.passwordTooLong));

/**
 * "New password confirmation does not match." under the confirmation, checked even while other
 * fields have errors (ALWAYS) — and so also when a request's body is not an object at all.
 */
const confirmationMatches = z.superRefine<{ new_password: string; confirm_new_password: string }>((value, ctx) => {
  if (typeof value !== 'object' || value === null) return;
  if (value.confirm_new_password !== '' && value.new_password !== value.confirm_new_password) {
    ctx.addIssue({
      code: 'custom',
      path: ['confirm_new_password'],
      message: settingsMessages.passwordConfirmationMismatch,
    });
  }
}, ALWAYS);

/**
 * Spec §5: the Change Password modal checks only presence and matching; the rules it lists are the
 * server's (`POST /settings/password` answers 422 with `new_password`'s message).
 */
export const changePasswordFormSchema = z
  .object({
    current_password: present(settingsMessages.currentPasswordRequired),
    new_password: present(settingsMessages.newPasswordRequired),
    confirm_new_password: present(settingsMessages.passwordConfirmationRequired),
  })
  .check(confirmationMatches);
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** The same form for an account without a password yet ("Set a password"): no current password. */
export const setPasswordFormSchema = z
  .object({
    new_password: present(settingsMessages.newPasswordRequired),
    confirm_new_password: present(settingsMessages.passwordConfirmationRequired),
  })
  .check(confirmationMatches);
export type SetPasswordForm = z.infer<typeof setPasswordFormSchema>;

/**
 * `POST /settings/password`. `current_password` may be left out only by an account that has no
 * password (the server answers "Current password is required" otherwise); the new one must follow
 * the listed rules (`isStrongPassword`).
 */
export const changePasswordRequestSchema = z
  .object({
    current_password: z.optional(miniText().check(z.maxLength(PASSWORD_MAX, accountMessages.passwordTooLong))),
    new_password: present(settingsMessages.newPasswordRequired),
    confirm_new_password: present(settingsMessages.passwordConfirmationRequired),
  })
  .check(confirmationMatches);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
export const changePasswordResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ password_changed_at: z.string() }),
});

/** `POST /settings/google`: connect the Google account of this ID token for sign-in. */
export const connectGoogleSchema = z.object({
  credential: miniText(settingsMessages.googleCredentialRequired).check(
    z.minLength(1, settingsMessages.googleCredentialRequired),
    z.maxLength(8192, settingsMessages.googleCredentialRequired),
  ),
});
export type ConnectGoogleRequest = z.infer<typeof connectGoogleSchema>;

/**
 * Issue 17 §2: a sensitive change (the email, either two-step method off, new recovery codes, Google
 * connected or disconnected, a first password) needs a proof of the account's owner this recent:
 * `POST /settings/reauthenticate` opens the window for the session that made it.
 */
export const REAUTHENTICATION_WINDOW_MINUTES = 10;

/** The proofs an account can give: its password; or, without one, a fresh Google sign-in or an app code. */
export type ReauthenticationMethod = 'password' | 'google' | 'app';

/**
 * `POST /settings/reauthenticate`: one proof, by what the account has — its password; or, without
 * one, a fresh Google sign-in (the ID token of the connected Google account) or a code from the
 * authenticator app.
 */
export const reauthenticateRequestSchema = z.object({
  password: z.optional(
    miniText(messages.passwordRequired).check(
      z.minLength(1, messages.passwordRequired),
      z.maxLength(PASSWORD_MAX, accountMessages.passwordTooLong),
    ),
  ),
  credential: z.optional(
    miniText(settingsMessages.googleCredentialRequired).check(
      z.minLength(1, settingsMessages.googleCredentialRequired),
      z.maxLength(8192, settingsMessages.googleCredentialRequired),
    ),
  ),
  code: z.optional(
    miniText(settingsMessages.codeRequired).check(
      z.trim(),
      z.minLength(1, settingsMessages.codeRequired),
      z.regex(/^\d{6}$/, settingsMessages.codeInvalid),
    ),
  ),
});
export type ReauthenticateRequest = z.infer<typeof reauthenticateRequestSchema>;
export const reauthenticateResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  /** When the window closes. */
  data: z.object({ until: z.string() }),
});

/** The "Confirm it’s you" dialog's password form: only presence is checked on the client. */
export const reauthenticatePasswordFormSchema = z.object({
  password: present(messages.passwordRequired),
});
export type ReauthenticatePasswordForm = z.infer<typeof reauthenticatePasswordFormSchema>;

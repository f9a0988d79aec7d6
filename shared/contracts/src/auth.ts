import { z } from './zod';
import { text } from './text';
import { accountMessages, messages } from './validation-messages';
import { isStrongPassword, PASSWORD_MAX_LENGTH } from './password-rules';

import { EMAIL_PATTERN } from './storable-text';
import { USER_ROLES } from './constants';

export { EMAIL_PATTERN };
export { USER_ROLES, type UserRole } from './constants';

/**
 * The account's side of the marketplace (issue 18), in the auth response and `/nav`. The api always
 * sends it; it is optional on the wire so that a page deployed before the api still signs in (the
 * remotes and the api are deployed on their own schedules): a session without one is a client's.
 */
export const userRoleSchema = z.enum(USER_ROLES);

// The password rules live in ./password-rules (no zod there), exported with the contracts.

// Every later check accepts an empty value, so an empty field reports "required" and nothing else.
// (No `abort`: an aborted field would stop the object-level confirmation check from running.)
const requiredText = (message: string) => text(message).trim().min(1, message);

const name = (message: string) => requiredText(message).max(100, accountMessages.nameTooLong);

export const emailField = requiredText(messages.emailRequired)
  .max(254, messages.emailInvalid)
  .refine((value) => value === '' || EMAIL_PATTERN.test(value), messages.emailInvalid);

const passwordPresent = text(messages.passwordRequired)
  .min(1, messages.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, accountMessages.passwordTooLong);

/** A new password: present (spec §5 message), then the server's strength rule. */
const newPassword = passwordPresent.refine(
  (password) => password === '' || isStrongPassword(password),
  accountMessages.passwordTooWeak,
);

function withConfirmation<T extends z.ZodType<{ password: string; confirm_password: string }>>(schema: T) {
  return schema.refine((value) => value.confirm_password === '' || value.password === value.confirm_password, {
    path: ['confirm_password'],
    message: messages.passwordsMustMatch,
    // Checked even while other fields have errors, so every message shows on the first submit.
    when: ({ value }) => {
      const { password, confirm_password } = (value ?? {}) as { password?: unknown; confirm_password?: unknown };
      return typeof password === 'string' && typeof confirm_password === 'string' && confirm_password !== '';
    },
  });
}

const confirmPassword = text(messages.confirmPasswordRequired).min(1, messages.confirmPasswordRequired);

/** Spec §3, §5, §7: the sign-up form. The form checks only what §5 lists; the server's rules are below. */
export const signupSchema = withConfirmation(
  z.object({
    first_name: name(messages.firstNameRequired),
    last_name: name(messages.lastNameRequired),
    email: emailField,
    password: passwordPresent,
    confirm_password: confirmPassword,
  }),
);

/** What `POST /signup` accepts: the form's schema plus the password strength rule. */
export const signupRequestSchema = withConfirmation(
  z.object({
    first_name: name(messages.firstNameRequired),
    last_name: name(messages.lastNameRequired),
    email: emailField,
    password: newPassword,
    confirm_password: confirmPassword,
  }),
);

/** Spec §3, §7: the login payload, plus "Remember me" (a longer session). */
export const loginSchema = z.object({
  email: emailField,
  password: passwordPresent,
  remember_me: z.boolean().optional(),
});

/** `POST /auth/google`: the ID token (credential) from Google Identity Services. */
export const googleSignInSchema = z.object({
  credential: text(accountMessages.googleCredentialRequired)
    .min(1, accountMessages.googleCredentialRequired)
    .max(8192, accountMessages.googleCredentialInvalid),
  remember_me: z.boolean().optional(),
});

/** `POST /password/forgot`. */
export const forgotPasswordSchema = z.object({ email: emailField });

/** The token of a mailed link (password reset, email verification). */
const linkToken = text(accountMessages.tokenRequired).min(1, accountMessages.tokenRequired).max(200);

/** `POST /password/reset`: the token from the mailed link and the new password. */
export const resetPasswordSchema = withConfirmation(
  z.object({
    token: linkToken,
    password: newPassword,
    confirm_password: confirmPassword,
  }),
);

/** The reset form (no token field: it comes from the link). */
export const resetPasswordFormSchema = withConfirmation(
  z.object({ password: newPassword, confirm_password: confirmPassword }),
);

/** `POST /email/verify`. */
export const verifyEmailSchema = z.object({
  token: linkToken,
});

/** Spec §3: the auth response's user, with the verification flags the storage keys need. */
export const authUserSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  is_email_verified: z.boolean(),
  is_mobile_verified: z.boolean(),
  role: userRoleSchema.optional(),
});

/** Spec §3: status, message, data.token, data.user. */
export const authResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ token: z.string(), expires_at: z.string(), user: authUserSchema }),
});

/** How a login's second step can be answered: the authenticator app, an SMS code, or a recovery code. */
export const TWO_FACTOR_METHODS = ['app', 'sms', 'recovery'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];

/**
 * `POST /login` and `POST /auth/google` for an account with two-step sign-in on: no session yet, but a
 * challenge (5 minutes, 5 tries) that `POST /login/2fa` finishes with a code.
 */
export const twoFactorChallengeResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({
    two_factor_required: z.literal(true),
    challenge_token: z.string(),
    expires_at: z.string(),
    /** The methods this account can use, the preferred first (`recovery` is always there). */
    methods: z.array(z.enum(TWO_FACTOR_METHODS)),
    /** The SMS number, masked, when SMS codes are on. */
    phone: z.string().nullable(),
  }),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeResponseSchema>['data'];

/** What login (password or Google) answers: a session, or a second step to take first. */
export const loginResponseSchema = z.union([authResponseSchema, twoFactorChallengeResponseSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

const challengeToken = text(accountMessages.challengeExpired).min(1, accountMessages.challengeExpired).max(200);

/** `POST /login/2fa`: the challenge and a code (six digits, or a recovery code such as `7f3k9-2m8qx`). */
export const loginTwoFactorSchema = z.object({
  challenge_token: challengeToken,
  method: z.enum(TWO_FACTOR_METHODS, { error: accountMessages.twoFactorMethodInvalid }),
  code: text(accountMessages.twoFactorCodeRequired)
    .trim()
    .min(1, accountMessages.twoFactorCodeRequired)
    .max(32, accountMessages.twoFactorCodeWrong),
});
export type LoginTwoFactorInput = z.infer<typeof loginTwoFactorSchema>;

/** `POST /login/2fa/sms`: send (or resend, after 60 s) the login code to the account's SMS number. */
export const loginSmsCodeSchema = z.object({ challenge_token: challengeToken });

/** The second step's form for a recovery code: present; the server knows whether it is one. */
export const loginRecoveryCodeFormSchema = z.object({
  code: text(accountMessages.recoveryCodeRequired)
    .trim()
    .min(1, accountMessages.recoveryCodeRequired)
    .max(32, accountMessages.twoFactorCodeWrong),
});

export type SignupInput = z.infer<typeof signupSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type GoogleSignInInput = z.infer<typeof googleSignInSchema>;
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;
export type AuthUser = z.infer<typeof authUserSchema>;
export type AuthResponse = z.infer<typeof authResponseSchema>;

/**
 * The rules the Change Password modal lists (spec §2, §9): at least 1 uppercase letter, 1 number,
 * 1 special character and 8 characters. Free of zod, so the settings page can tick them as the
 * user types without loading the sign-up schemas.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export interface PasswordRule {
  /** The rule as the forms list it, under "Your password must have:". */
  label: string;
  met: (password: string) => boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  { label: `At least ${PASSWORD_MIN_LENGTH} characters`, met: (password) => password.length >= PASSWORD_MIN_LENGTH },
  { label: '1 uppercase letter', met: (password) => /[A-Z]/.test(password) },
  { label: '1 number', met: (password) => /\d/.test(password) },
  { label: '1 special character', met: (password) => /[^A-Za-z0-9]/.test(password) },
];

export function isStrongPassword(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.met(password));
}

import type { PasswordSecurity } from '@talentindia/contracts';
import type { MockReply } from '@talentindia/core/testing';

/** What `GET /settings/password` answers for an account with a password, nothing else on. */
export const security = (changes: Partial<PasswordSecurity> = {}, twoFactor: Partial<PasswordSecurity['2fa']> = {}) =>
  ({
    password_changed_at: '2022-09-08T12:00:00.000Z',
    has_password: true,
    google: false,
    google_email: null,
    ...changes,
    '2fa': {
      authenticator_app: false,
      phone: false,
      phone_number: null,
      recovery_codes_left: 0,
      ...twoFactor,
    },
  }) satisfies PasswordSecurity;

export const securityReply = (value: PasswordSecurity = security()): MockReply => ({
  body: { status: true, data: value },
});

/** A failure as the api sends it: `{status:false, message, errors?}`. */
export const failure = (status: number, message: string, errors?: Record<string, string>): MockReply => ({
  status,
  body: { status: false, message, ...(errors ? { errors } : {}) },
});

export const RECOVERY_CODES = Array.from({ length: 10 }, (_, index) => `a1b2-c3d${index}`);

export const COUNTRIES = [
  { id: 101, name: 'India' },
  { id: 230, name: 'United Kingdom' },
  { id: 231, name: 'United States' },
];

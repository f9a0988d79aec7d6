import { accountMessages } from '@talentindia/contracts';
import type { MockReply } from '@talentindia/core/testing';

/** An auth response of `POST signup`, `POST login` and `POST auth/google`. */
export function authReply(
  overrides: { token?: string; first_name?: string; email?: string; role?: 'client' | 'freelancer' } = {},
  status = 200,
) {
  return {
    status,
    body: {
      status: true,
      message: 'Logged in successfully.',
      data: {
        token: overrides.token ?? 'session-token-123',
        expires_at: '2030-01-01T00:00:00.000Z',
        user: {
          first_name: overrides.first_name ?? 'Asha',
          last_name: 'Rao',
          email: overrides.email ?? 'asha@example.com',
          is_email_verified: false,
          is_mobile_verified: false,
          role: overrides.role ?? 'client',
        },
      },
    },
  } satisfies MockReply;
}

/** The challenge `POST login` and `POST auth/google` answer for an account with two-step sign-in on. */
export function challengeReply(
  methods: ('app' | 'sms' | 'recovery')[] = ['app', 'recovery'],
  phone: string | null = null,
  challengeToken = 'challenge-abc',
) {
  return {
    status: 200,
    body: {
      status: true,
      message: accountMessages.twoFactorRequired,
      data: {
        two_factor_required: true,
        challenge_token: challengeToken,
        expires_at: '2030-01-01T00:05:00.000Z',
        methods,
        phone,
      },
    },
  } satisfies MockReply;
}

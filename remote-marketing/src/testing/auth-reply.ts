import type { MockReply } from '@talentindia/core/testing';

/** An auth response of `POST signup`, `POST login` and `POST auth/google`. */
export function authReply(overrides: { token?: string; first_name?: string; email?: string } = {}, status = 200) {
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
        },
      },
    },
  } satisfies MockReply;
}

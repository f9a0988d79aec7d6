import { useMutation } from '@tanstack/react-query';
import { authResponseSchema, type AuthResponse, type LoginTwoFactorInput } from '@talentindia/contracts';
import { apiClient, type ApiError, callApi } from '@talentindia/core';

/**
 * `POST login/2fa`: the login's second step. The challenge and a code from the authenticator app, an
 * SMS or a recovery code; the answer is the session a login without two-step sign-in gets at once.
 */
export function verifyLoginCode(input: LoginTwoFactorInput): Promise<AuthResponse> {
  return callApi(() => apiClient().post('login/2fa', { json: input }).json(), authResponseSchema);
}

export function useVerifyLoginCode() {
  return useMutation<AuthResponse, ApiError, LoginTwoFactorInput>({ mutationFn: verifyLoginCode });
}

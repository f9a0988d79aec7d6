import { useMutation } from '@tanstack/react-query';
import { loginResponseSchema, type LoginInput, type LoginResponse } from '@talentindia/contracts';
import { apiClient, type ApiError, callApi } from '@talentindia/core';

/**
 * `POST login` (spec §7), with "Remember me" for a longer session. An account with two-step sign-in
 * on gets a challenge instead of a session: the login's second step (`verify-login-code.ts`).
 */
export function logIn({ email, password, remember_me = false }: LoginInput): Promise<LoginResponse> {
  return callApi(
    () => apiClient().post('login', { json: { email, password, remember_me } }).json(),
    loginResponseSchema,
  );
}

export function useLogIn() {
  return useMutation<LoginResponse, ApiError, LoginInput>({ mutationFn: logIn });
}

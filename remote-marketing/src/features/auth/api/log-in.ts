import { useMutation } from '@tanstack/react-query';
import { authResponseSchema, type AuthResponse, type LoginInput } from '@talentindia/contracts';
import { apiClient, type ApiError, callApi } from '@talentindia/core';

/** `POST login` (spec §7), with "Remember me" for a longer session. */
export function logIn({ email, password, remember_me = false }: LoginInput): Promise<AuthResponse> {
  return callApi(
    () => apiClient().post('login', { json: { email, password, remember_me } }).json(),
    authResponseSchema,
  );
}

export function useLogIn() {
  return useMutation<AuthResponse, ApiError, LoginInput>({ mutationFn: logIn });
}

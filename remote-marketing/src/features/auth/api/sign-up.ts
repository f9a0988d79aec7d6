import { useMutation } from '@tanstack/react-query';
import { authResponseSchema, type AuthResponse, type SignupInput } from '@talentindia/contracts';
import { apiClient, type ApiError, callApi } from '@talentindia/core';

/** `POST signup` (spec §7): creates the account and returns a session. */
export function signUp(input: SignupInput): Promise<AuthResponse> {
  return callApi(() => apiClient().post('signup', { json: input }).json(), authResponseSchema);
}

export function useSignUp() {
  return useMutation<AuthResponse, ApiError, SignupInput>({ mutationFn: signUp });
}

import { useMutation } from '@tanstack/react-query';
import { loginResponseSchema, type GoogleSignInInput, type LoginResponse } from '@talentindia/contracts';
import { apiClient, type ApiError, callApi } from '@talentindia/core';

/**
 * `POST auth/google`: the ID token from Google, verified by the api, answers like login: a session,
 * or the challenge of the second step when the account has two-step sign-in on.
 */
export function signInWithGoogle(input: GoogleSignInInput): Promise<LoginResponse> {
  return callApi(() => apiClient().post('auth/google', { json: input }).json(), loginResponseSchema);
}

export function useSignInWithGoogle() {
  return useMutation<LoginResponse, ApiError, GoogleSignInInput>({ mutationFn: signInWithGoogle });
}

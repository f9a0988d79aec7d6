import { useMutation } from '@tanstack/react-query';
import { authResponseSchema, type AuthResponse, type GoogleSignInInput } from '@talentindia/contracts';
import { apiClient, type ApiError, callApi } from '@talentindia/core';

/** `POST auth/google`: the ID token from Google, verified by the api, returns a session like login. */
export function signInWithGoogle(input: GoogleSignInInput): Promise<AuthResponse> {
  return callApi(() => apiClient().post('auth/google', { json: input }).json(), authResponseSchema);
}

export function useSignInWithGoogle() {
  return useMutation<AuthResponse, ApiError, GoogleSignInInput>({ mutationFn: signInWithGoogle });
}

import { useMutation } from '@tanstack/react-query';
import { authenticatorSetupResponseSchema } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';

export type AuthenticatorSetup = ReturnType<typeof authenticatorSetupResponseSchema.parse>['data'];

/**
 * `GET /settings/2fa/app/setup` (spec §7): a new secret for the app, as a QR image and as text. Each
 * call replaces the one before, so it runs once per switch-on (a mutation, never refetched).
 */
export async function startAuthenticatorSetup(): Promise<AuthenticatorSetup> {
  const { data } = await callApi(
    () => apiClient().get('settings/2fa/app/setup').json(),
    authenticatorSetupResponseSchema,
  );
  return data;
}

export function useStartAuthenticatorSetup() {
  return useMutation<AuthenticatorSetup, ApiError>({ mutationFn: startAuthenticatorSetup });
}

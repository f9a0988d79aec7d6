import { useMutation } from '@tanstack/react-query';
import { settingsMessageResponseSchema, type MessageResponse } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { useApplyPasswordSecurityChange, withTwoFactor } from './get-password-security';

/** `GET /settings/2fa/app/disable` (spec §7, a GET as written there). */
export function disableAuthenticator(): Promise<MessageResponse> {
  return callApi(() => apiClient().get('settings/2fa/app/disable').json(), settingsMessageResponseSchema);
}

export function useDisableAuthenticator() {
  const apply = useApplyPasswordSecurityChange();
  return useMutation<MessageResponse, ApiError>({
    mutationFn: disableAuthenticator,
    onSuccess: () => apply(withTwoFactor({ authenticator_app: false })),
  });
}

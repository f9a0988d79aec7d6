import { useMutation } from '@tanstack/react-query';
import { settingsMessageResponseSchema, type MessageResponse } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { useWithReauthentication } from '../../../components/reauthentication/reauthentication';
import { useApplyPasswordSecurityChange, withTwoFactor } from './get-password-security';

/** `GET /settings/2fa/app/disable` (spec §7, a GET as written there). */
export function disableAuthenticator(): Promise<MessageResponse> {
  return callApi(() => apiClient().get('settings/2fa/app/disable').json(), settingsMessageResponseSchema);
}

export function useDisableAuthenticator() {
  const withReauthentication = useWithReauthentication();
  const apply = useApplyPasswordSecurityChange();
  return useMutation<MessageResponse, ApiError>({
    mutationFn: () => withReauthentication(disableAuthenticator),
    onSuccess: () => apply(withTwoFactor({ authenticator_app: false })),
  });
}

import { useMutation } from '@tanstack/react-query';
import { settingsMessageResponseSchema, type MessageResponse } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { useWithReauthentication } from '../../../components/reauthentication/reauthentication';
import { useApplyPasswordSecurityChange } from './get-password-security';

/** `DELETE /settings/google`: refused (409) while Google is the account's only way to log in. */
export function disconnectGoogle(): Promise<MessageResponse> {
  return callApi(() => apiClient().delete('settings/google').json(), settingsMessageResponseSchema);
}

export function useDisconnectGoogle() {
  const withReauthentication = useWithReauthentication();
  const apply = useApplyPasswordSecurityChange();
  return useMutation<MessageResponse, ApiError>({
    mutationFn: () => withReauthentication(disconnectGoogle),
    onSuccess: () => apply((current) => ({ ...current, google: false, google_email: null })),
  });
}

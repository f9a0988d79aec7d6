import { useMutation } from '@tanstack/react-query';
import { settingsMessageResponseSchema, type MessageResponse } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { useApplyPasswordSecurityChange } from './get-password-security';

/** `DELETE /settings/google`: refused (409) while Google is the account's only way to log in. */
export function disconnectGoogle(): Promise<MessageResponse> {
  return callApi(() => apiClient().delete('settings/google').json(), settingsMessageResponseSchema);
}

export function useDisconnectGoogle() {
  const apply = useApplyPasswordSecurityChange();
  return useMutation<MessageResponse, ApiError>({
    mutationFn: disconnectGoogle,
    onSuccess: () => apply((current) => ({ ...current, google: false, google_email: null })),
  });
}

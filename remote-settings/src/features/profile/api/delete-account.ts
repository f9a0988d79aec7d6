import { useMutation } from '@tanstack/react-query';
import { settingsMessageResponseSchema, type MessageResponse } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';

/**
 * Spec §7: `DELETE /settings/profile` asks for account deletion: the api mails a single-use link
 * valid 30 minutes, and the account stays as it is until the link is used.
 */
export function requestAccountDeletion(): Promise<MessageResponse> {
  return callApi(() => apiClient().delete('settings/profile').json(), settingsMessageResponseSchema);
}

export function useRequestAccountDeletion() {
  return useMutation<MessageResponse, ApiError>({ mutationFn: requestAccountDeletion });
}

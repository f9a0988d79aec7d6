import { useMutation } from '@tanstack/react-query';
import { settingsMessageResponseSchema, type ConnectGoogleRequest, type MessageResponse } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { useWithReauthentication } from '../../../components/reauthentication/reauthentication';
import { useApplyPasswordSecurityChange } from './get-password-security';

/** `POST /settings/google`: connects the Google account of this ID token for sign-in. */
export function connectGoogle(request: ConnectGoogleRequest): Promise<MessageResponse> {
  return callApi(() => apiClient().post('settings/google', { json: request }).json(), settingsMessageResponseSchema);
}

export function useConnectGoogle() {
  const withReauthentication = useWithReauthentication();
  const apply = useApplyPasswordSecurityChange();
  // The reload brings the connected address.
  return useMutation<MessageResponse, ApiError, ConnectGoogleRequest>({
    mutationFn: (request) => withReauthentication(() => connectGoogle(request)),
    onSuccess: () => apply((current) => ({ ...current, google: true })),
  });
}

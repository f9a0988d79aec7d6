import { useMutation } from '@tanstack/react-query';
import { settingsMessageResponseSchema, type MessageResponse } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { useWithReauthentication } from '../../../components/reauthentication/reauthentication';
import { useApplyPasswordSecurityChange, withTwoFactor } from './get-password-security';

/** `GET /settings/2fa/sms/disable` (spec §7, a GET as written there). */
export function disableSms(): Promise<MessageResponse> {
  return callApi(() => apiClient().get('settings/2fa/sms/disable').json(), settingsMessageResponseSchema);
}

export function useDisableSms() {
  const withReauthentication = useWithReauthentication();
  const apply = useApplyPasswordSecurityChange();
  return useMutation<MessageResponse, ApiError>({
    mutationFn: () => withReauthentication(disableSms),
    onSuccess: () => apply(withTwoFactor({ phone: false, phone_number: null })),
  });
}

import { useMutation } from '@tanstack/react-query';
import { recoveryCodesResponseSchema } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { useWithReauthentication } from '../../../components/reauthentication/reauthentication';
import { useApplyPasswordSecurityChange, withTwoFactor } from './get-password-security';

type RecoveryCodesResponse = ReturnType<typeof recoveryCodesResponseSchema.parse>;

/** `POST /settings/2fa/recovery-codes`: ten new codes; the old ones stop working. */
export function regenerateRecoveryCodes(): Promise<RecoveryCodesResponse> {
  return callApi(() => apiClient().post('settings/2fa/recovery-codes').json(), recoveryCodesResponseSchema);
}

export function useRegenerateRecoveryCodes() {
  const withReauthentication = useWithReauthentication();
  const apply = useApplyPasswordSecurityChange();
  return useMutation<RecoveryCodesResponse, ApiError>({
    mutationFn: () => withReauthentication(regenerateRecoveryCodes),
    onSuccess: ({ data }) => apply(withTwoFactor({ recovery_codes_left: data.recovery_codes.length })),
  });
}

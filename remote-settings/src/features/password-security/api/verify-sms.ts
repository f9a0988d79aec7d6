import { useMutation, useQueryClient } from '@tanstack/react-query';
import { twoFactorEnabledResponseSchema, type CodeRequest } from '@talentindia/contracts';
import { VERIFICATION_QUERY_KEY, apiClient, callApi, useAuthStore, type ApiError } from '@talentindia/core';
import { useApplyPasswordSecurityChange, withTwoFactor } from './get-password-security';
import type { TwoFactorEnabled } from './verify-authenticator';

/** `POST /settings/2fa/sms/verify` (spec §7): the texted code switches SMS on and verifies the number. */
export function verifySms(request: CodeRequest): Promise<TwoFactorEnabled> {
  return callApi(
    () => apiClient().post('settings/2fa/sms/verify', { json: request }).json(),
    twoFactorEnabledResponseSchema,
  );
}

export function useVerifySms() {
  const apply = useApplyPasswordSecurityChange();
  const queryClient = useQueryClient();
  return useMutation<TwoFactorEnabled, ApiError, CodeRequest>({
    mutationFn: verifySms,
    onSuccess: ({ data }) => {
      apply(
        withTwoFactor({
          phone: true,
          ...(data.recovery_codes ? { recovery_codes_left: data.recovery_codes.length } : {}),
        }),
      );
      // The number is verified now: the stored flag (spec §3 isMobileVerified) and the Verification section.
      useAuthStore.getState().update({ isMobileVerified: true });
      void queryClient.invalidateQueries({ queryKey: VERIFICATION_QUERY_KEY });
    },
  });
}

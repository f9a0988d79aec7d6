import { useMutation } from '@tanstack/react-query';
import { twoFactorEnabledResponseSchema, type CodeRequest } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { useApplyPasswordSecurityChange, withTwoFactor } from './get-password-security';

export type TwoFactorEnabled = ReturnType<typeof twoFactorEnabledResponseSchema.parse>;

/** `POST /settings/2fa/app/verify` (spec §7): the app's first code switches it on. */
export function verifyAuthenticator(request: CodeRequest): Promise<TwoFactorEnabled> {
  return callApi(
    () => apiClient().post('settings/2fa/app/verify', { json: request }).json(),
    twoFactorEnabledResponseSchema,
  );
}

export function useVerifyAuthenticator() {
  const apply = useApplyPasswordSecurityChange();
  return useMutation<TwoFactorEnabled, ApiError, CodeRequest>({
    mutationFn: verifyAuthenticator,
    onSuccess: ({ data }) =>
      apply(
        withTwoFactor({
          authenticator_app: true,
          ...(data.recovery_codes ? { recovery_codes_left: data.recovery_codes.length } : {}),
        }),
      ),
  });
}

import { useMutation } from '@tanstack/react-query';
import { changePasswordResponseSchema, type ChangePasswordRequest } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { useWithReauthentication } from '../../../components/reauthentication/reauthentication';
import { useApplyPasswordSecurityChange } from './get-password-security';

type ChangePasswordResponse = ReturnType<typeof changePasswordResponseSchema.parse>;

/**
 * `POST /settings/password` (spec §7): the api checks the current password (left out by an account
 * that has none yet) and the rules, signs out every other session and mails a notice.
 */
export function changePassword(request: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  return callApi(() => apiClient().post('settings/password', { json: request }).json(), changePasswordResponseSchema);
}

export function useChangePassword() {
  const withReauthentication = useWithReauthentication();
  const apply = useApplyPasswordSecurityChange();
  return useMutation<ChangePasswordResponse, ApiError, ChangePasswordRequest>({
    mutationFn: (request) => withReauthentication(() => changePassword(request)),
    onSuccess: ({ data }) =>
      apply((current) => ({ ...current, has_password: true, password_changed_at: data.password_changed_at })),
  });
}

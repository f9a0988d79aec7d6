import { useQuery, useQueryClient } from '@tanstack/react-query';
import { passwordSecurityResponseSchema, type PasswordSecurity } from '@talentindia/contracts';
import { apiClient, callApi } from '@talentindia/core';

export const PASSWORD_SECURITY_QUERY_KEY = ['settings', 'password'] as const;

/** `GET /settings/password` (spec §7): the last password change, Google, and the two-step switches. */
export async function getPasswordSecurity(signal?: AbortSignal): Promise<PasswordSecurity> {
  const { data } = await callApi(
    () => apiClient().get('settings/password', { signal }).json(),
    passwordSecurityResponseSchema,
  );
  return data;
}

export function usePasswordSecurity() {
  return useQuery({ queryKey: PASSWORD_SECURITY_QUERY_KEY, queryFn: ({ signal }) => getPasswordSecurity(signal) });
}

/**
 * After a change the api confirmed: the page shows it at once (`change` applied to the cached
 * answer), then reloads the answer, which also brings what the change implies (recovery codes left).
 */
export function useApplyPasswordSecurityChange() {
  const queryClient = useQueryClient();
  return (change: (current: PasswordSecurity) => PasswordSecurity) => {
    queryClient.setQueryData<PasswordSecurity>(PASSWORD_SECURITY_QUERY_KEY, (current) =>
      current ? change(current) : current,
    );
    void queryClient.invalidateQueries({ queryKey: PASSWORD_SECURITY_QUERY_KEY, exact: true });
  };
}

/** The two-step part of the answer with some flags changed. */
export const withTwoFactor =
  (changes: Partial<PasswordSecurity['2fa']>) =>
  (current: PasswordSecurity): PasswordSecurity => ({ ...current, '2fa': { ...current['2fa'], ...changes } });

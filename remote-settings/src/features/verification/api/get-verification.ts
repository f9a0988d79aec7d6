import { useQuery } from '@tanstack/react-query';
import { verificationResponseSchema, type Verification } from '@talentindia/contracts';
import { apiClient, callApi } from '@talentindia/core';

/** Billing saves invalidate this key too: the credits offer's billing task follows the details. */
export const VERIFICATION_QUERY_KEY = ['settings', 'verification'] as const;

/** `GET /settings/verification`: email and mobile status and the credits offer's three tasks. */
export async function getVerification(signal?: AbortSignal): Promise<Verification> {
  const { data } = await callApi(
    () => apiClient().get('settings/verification', { signal }).json(),
    verificationResponseSchema,
  );
  return data;
}

export function useVerification() {
  return useQuery({ queryKey: VERIFICATION_QUERY_KEY, queryFn: ({ signal }) => getVerification(signal) });
}

import { useQuery } from '@tanstack/react-query';
import { verificationResponseSchema, type Verification } from '@talentindia/contracts';
// Billing, the SMS number and the dashboard's claim change what this shows: they mark it stale by this key.
import { apiClient, callApi, VERIFICATION_QUERY_KEY } from '@talentindia/core';

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

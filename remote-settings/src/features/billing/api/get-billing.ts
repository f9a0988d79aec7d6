import { useQuery } from '@tanstack/react-query';
import { billingResponseSchema, type Billing } from '@talentindia/contracts';
import { apiClient, callApi } from '@talentindia/core';

export const BILLING_QUERY_KEY = ['settings', 'billing'] as const;

/** `GET /settings/billing` (spec §7): the stored details; `type` null means none stored yet. */
export async function getBilling(signal?: AbortSignal): Promise<Billing> {
  const { data } = await callApi(() => apiClient().get('settings/billing', { signal }).json(), billingResponseSchema);
  return data;
}

export function useBilling() {
  return useQuery({ queryKey: BILLING_QUERY_KEY, queryFn: ({ signal }) => getBilling(signal) });
}

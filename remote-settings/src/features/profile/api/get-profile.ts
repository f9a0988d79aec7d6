import { useQuery } from '@tanstack/react-query';
import { profileResponseSchema, type ProfileResponse } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';

export type ProfileData = ProfileResponse['data'];

export const PROFILE_QUERY_KEY = ['settings', 'profile'] as const;

/** Spec §7: `GET /settings/profile` → the profile, the four currencies and every time zone. */
export async function getProfile(): Promise<ProfileData> {
  const body = await callApi(() => apiClient().get('settings/profile').json(), profileResponseSchema);
  return body.data;
}

export function useProfile() {
  return useQuery<ProfileData, ApiError>({ queryKey: PROFILE_QUERY_KEY, queryFn: getProfile });
}

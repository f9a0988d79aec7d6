import { useQuery } from '@tanstack/react-query';
import { profileResponseSchema, type ProfileResponse } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';

type ProfileData = ProfileResponse['data'];

/**
 * The settings remote's key for `GET /settings/profile`, over the same data (both read it through
 * `profileResponseSchema`): one cache entry in the page, so a profile saved in Settings is the one
 * this remote sees.
 */
export const profileQueryKey = ['settings', 'profile'] as const;

/** Spec §7: `GET /settings/profile` → the signed-in user's profile (with the currencies and every time zone). */
export async function getProfile(signal?: AbortSignal): Promise<ProfileData> {
  const { data } = await callApi(() => apiClient().get('settings/profile', { signal }).json(), profileResponseSchema);
  return data;
}

/** The signed-in user's profile time zone; undefined while it loads, or when it could not be read. */
export function useProfileTimeZone(): string | undefined {
  const { data } = useQuery<ProfileData, ApiError, string>({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    select: (profile) => profile.profile.timezone,
  });
  return data;
}

import { useQuery } from '@tanstack/react-query';
import { emailPreferencesResponseSchema, type EmailPreferences } from '@talentindia/contracts';
import { apiClient, callApi } from '@talentindia/core';

export const EMAIL_PREFERENCES_QUERY_KEY = ['settings', 'email-preference'] as const;

/** `GET /settings/email-preference` (spec §7): the address mails go to and the eight flags. */
export async function getEmailPreferences(signal?: AbortSignal): Promise<EmailPreferences> {
  const { data } = await callApi(
    () => apiClient().get('settings/email-preference', { signal }).json(),
    emailPreferencesResponseSchema,
  );
  return data;
}

export function useEmailPreferences() {
  return useQuery({ queryKey: EMAIL_PREFERENCES_QUERY_KEY, queryFn: ({ signal }) => getEmailPreferences(signal) });
}

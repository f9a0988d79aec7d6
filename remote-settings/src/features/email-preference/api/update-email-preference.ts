import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  emailPreferencesUpdateResponseSchema,
  type EmailPreferenceKey,
  type EmailPreferences,
} from '@talentindia/contracts';
import { apiClient, callApi, toast, type ApiError } from '@talentindia/core';
import { EMAIL_PREFERENCES_QUERY_KEY } from './get-email-preferences';

export const UPDATE_EMAIL_PREFERENCE_KEY = ['settings', 'email-preference', 'update'] as const;

export interface EmailPreferenceChange {
  key: EmailPreferenceKey;
  on: boolean;
}

type EmailPreferencesUpdate = ReturnType<typeof emailPreferencesUpdateResponseSchema.parse>;

/** `POST /settings/email-preference` (spec §7, multipart): one flag, '1' on or '0' off. */
export function updateEmailPreference({ key, on }: EmailPreferenceChange): Promise<EmailPreferencesUpdate> {
  const body = new FormData();
  body.set(key, on ? '1' : '0');
  return callApi(
    () => apiClient().post('settings/email-preference', { body }).json(),
    emailPreferencesUpdateResponseSchema,
  );
}

/**
 * Saves one switch at once, shown switched before the answer (optimistic), and says how it went
 * (spec §8: the success toast, or the server's message). Each change touches only its own flag in
 * the cache, so a second switch saved meanwhile is neither undone by the first's answer nor by its
 * failure. The toasts are here, not in `mutate`'s callbacks: those fire for the latest call only.
 */
export function useUpdateEmailPreference() {
  const queryClient = useQueryClient();
  const setFlag = (key: EmailPreferenceKey, on: boolean, email?: string) =>
    queryClient.setQueryData<EmailPreferences>(EMAIL_PREFERENCES_QUERY_KEY, (current) =>
      current ? { ...current, ...(email === undefined ? {} : { email }), [key]: on ? 1 : 0 } : current,
    );
  return useMutation<EmailPreferencesUpdate, ApiError, EmailPreferenceChange>({
    mutationKey: UPDATE_EMAIL_PREFERENCE_KEY,
    mutationFn: updateEmailPreference,
    onMutate: async ({ key, on }) => {
      // A load still under way would overwrite the switch with the old value when it lands.
      await queryClient.cancelQueries({ queryKey: EMAIL_PREFERENCES_QUERY_KEY, exact: true });
      setFlag(key, on);
    },
    onSuccess: ({ data, message }, { key }) => {
      setFlag(key, data[key] === 1, data.email);
      toast.success(message);
    },
    onError: (error, { key, on }) => {
      setFlag(key, !on);
      toast.error(error.message);
    },
  });
}

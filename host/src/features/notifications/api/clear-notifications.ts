import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, callApi, refreshNav, toast, type ApiError } from '@talentindia/core';
import { NOTIFICATIONS_QUERY_KEY, type NotificationPages } from './get-notifications';
import { successEnvelopeSchema } from '../../../utils/api-schemas';

/** `DELETE /notifications/` (the trailing slash is the api's): removes all of the user's notifications. */
export async function clearNotifications(): Promise<void> {
  await callApi(() => apiClient().delete('notifications/').json(), successEnvelopeSchema);
}

/** Spec §4: "Clear All"; the list is empty afterwards, with nothing more to load. */
export function useClearNotifications() {
  const client = useQueryClient();
  return useMutation<void, ApiError>({
    mutationFn: clearNotifications,
    onSuccess: async () => {
      client.setQueryData<NotificationPages>(NOTIFICATIONS_QUERY_KEY, { pages: [[]], pageParams: [1] });
      await refreshNav(client);
    },
    onError: (error) => {
      toast.error(error.message);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationMessages } from '@talentindia/contracts/constants';
import { apiClient, callApi, refreshNav, toast, type ApiError } from '@talentindia/core';
import { NOTIFICATIONS_QUERY_KEY, type NotificationPages } from './get-notifications';
import { successEnvelopeSchema } from '../../../utils/api-schemas';

/** `GET /notifications/seen`: every notification of the user becomes seen. Returns the server's message. */
export async function markAllNotificationsSeen(): Promise<string> {
  const { message } = await callApi(() => apiClient().get('notifications/seen').json(), successEnvelopeSchema);
  return message || notificationMessages.allSeen;
}

/** Spec §4, §8: "Mark all as read"; its success toast is the server's message. */
export function useMarkAllNotificationsSeen() {
  const client = useQueryClient();
  return useMutation<string, ApiError>({
    mutationFn: markAllNotificationsSeen,
    onSuccess: async (message) => {
      toast.success(message);
      // What is on screen turns seen at once; the refetches then confirm it.
      client.setQueryData<NotificationPages>(NOTIFICATIONS_QUERY_KEY, (data) =>
        data ? { ...data, pages: data.pages.map((page) => page.map((item) => ({ ...item, seen: 1 as const }))) } : data,
      );
      await Promise.all([client.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }), refreshNav(client)]);
    },
    onError: (error) => {
      toast.error(error.message);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, callApi, refreshNav, toast, type ApiError } from '@talentindia/core';
import { NOTIFICATIONS_QUERY_KEY, type NotificationPages } from './get-notifications';
import { successEnvelopeSchema } from '../../../utils/api-schemas';

/** `DELETE /notifications/{id}`: removes one of the user's notifications (404 when it is not theirs). */
export async function removeNotification(id: number): Promise<void> {
  await callApi(() => apiClient().delete(`notifications/${id}`).json(), successEnvelopeSchema);
}

/** Spec §4: the per-item remove. */
export function useRemoveNotification() {
  const client = useQueryClient();
  return useMutation<void, ApiError, number>({
    mutationFn: removeNotification,
    onSuccess: async (_result, id) => {
      client.setQueryData<NotificationPages>(NOTIFICATIONS_QUERY_KEY, (data) =>
        data ? { ...data, pages: data.pages.map((page) => page.filter((item) => item.id !== id)) } : data,
      );
      // The loaded pages are refetched so that what moved up from a later page is not skipped.
      await Promise.all([client.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }), refreshNav(client)]);
    },
    onError: (error) => {
      toast.error(error.message);
    },
  });
}

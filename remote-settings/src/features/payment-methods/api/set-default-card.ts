import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsMessageResponseSchema, type MessageResponse, type PaymentMethod } from '@talentindia/contracts';
import { PAYMENT_METHODS_QUERY_KEY, apiClient, callApi, toast, type ApiError } from '@talentindia/core';
import type { PaymentMethodsData } from './get-payment-methods';

/** `POST /settings/payment-methods/{id}/default` (spec §7, empty body): the card becomes the primary one. */
export function setDefaultCard(card: PaymentMethod): Promise<MessageResponse> {
  return callApi(
    () => apiClient().post(`settings/payment-methods/${card.id}/default`).json(),
    settingsMessageResponseSchema,
  );
}

/** Makes a card the default; says so in a toast, or shows the server's message (spec §8). */
export function useSetDefaultCard() {
  const queryClient = useQueryClient();
  return useMutation<MessageResponse, ApiError, PaymentMethod>({
    mutationFn: setDefaultCard,
    onSuccess: ({ message }, card) => {
      queryClient.setQueryData<PaymentMethodsData>(PAYMENT_METHODS_QUERY_KEY, (current) =>
        current
          ? {
              ...current,
              payment_methods: current.payment_methods.map((each) => ({ ...each, is_default: each.id === card.id })),
            }
          : current,
      );
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: PAYMENT_METHODS_QUERY_KEY, exact: true });
    },
    onError: (error) => {
      toast.error(error.message);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsMessageResponseSchema, type MessageResponse, type PaymentMethod } from '@talentindia/contracts';
import { PAYMENT_METHODS_QUERY_KEY, apiClient, callApi, type ApiError } from '@talentindia/core';
import type { PaymentMethodsData } from './get-payment-methods';

/** `DELETE /settings/payment-methods/{id}` (spec §7): the card is removed (from the provider too). */
export function removeCard(card: PaymentMethod): Promise<MessageResponse> {
  return callApi(() => apiClient().delete(`settings/payment-methods/${card.id}`).json(), settingsMessageResponseSchema);
}

/**
 * Removes a card; the list drops it at once and then reloads, as removing the default makes the
 * server choose another. The caller says how it went (it also closes its confirmation).
 */
export function useRemoveCard() {
  const queryClient = useQueryClient();
  return useMutation<MessageResponse, ApiError, PaymentMethod>({
    mutationFn: removeCard,
    onSuccess: (_response, card) => {
      queryClient.setQueryData<PaymentMethodsData>(PAYMENT_METHODS_QUERY_KEY, (current) =>
        current
          ? { ...current, payment_methods: current.payment_methods.filter((each) => each.id !== card.id) }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: PAYMENT_METHODS_QUERY_KEY, exact: true });
    },
  });
}

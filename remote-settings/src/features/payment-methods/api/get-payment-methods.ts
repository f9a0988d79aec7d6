import { useQuery } from '@tanstack/react-query';
import { paymentMethodsResponseSchema } from '@talentindia/contracts';
// The dashboard's claim changes the credits balance: it marks this stale by this key.
import { apiClient, callApi, PAYMENT_METHODS_QUERY_KEY } from '@talentindia/core';

export type PaymentMethodsData = ReturnType<typeof paymentMethodsResponseSchema.parse>['data'];

/** `GET /settings/payment-methods` (spec §7): the saved cards, the credits balance and which form adds a card. */
export async function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethodsData> {
  const { data } = await callApi(
    () => apiClient().get('settings/payment-methods', { signal }).json(),
    paymentMethodsResponseSchema,
  );
  return data;
}

export function usePaymentMethods() {
  return useQuery({ queryKey: PAYMENT_METHODS_QUERY_KEY, queryFn: ({ signal }) => getPaymentMethods(signal) });
}

import { useQuery } from '@tanstack/react-query';
import { paymentMethodsResponseSchema } from '@talentindia/contracts';
// remote-settings reads the same endpoint under this key: the cache holds what both read (`data`).
import { apiClient, callApi, PAYMENT_METHODS_QUERY_KEY, type ApiError } from '@talentindia/core';

export type PaymentMethodsData = ReturnType<typeof paymentMethodsResponseSchema.parse>['data'];

/** `GET /settings/payment-methods`: the client's saved cards and credits balance, for whether they can pay. */
export async function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethodsData> {
  const { data } = await callApi(
    () => apiClient().get('settings/payment-methods', { signal }).json(),
    paymentMethodsResponseSchema,
  );
  return data;
}

export function usePaymentMethods() {
  return useQuery<PaymentMethodsData, ApiError>({
    queryKey: PAYMENT_METHODS_QUERY_KEY,
    queryFn: ({ signal }) => getPaymentMethods(signal),
  });
}

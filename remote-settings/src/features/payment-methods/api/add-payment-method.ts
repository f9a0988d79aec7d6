import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentMethodAddResponseSchema, type PaymentMethodAddRequest } from '@talentindia/contracts';
import { PAYMENT_METHODS_QUERY_KEY, apiClient, callApi, toast, type ApiError } from '@talentindia/core';

type PaymentMethodAdded = ReturnType<typeof paymentMethodAddResponseSchema.parse>;

/**
 * `POST /settings/payment-methods/stripe/setup` (spec §7): records the card the provider confirmed.
 * "Payment method added successfully!" and the list reloads; a refusal is the server's message in an
 * error toast (spec §8: payment setup errors).
 */
export function addPaymentMethod(request: PaymentMethodAddRequest): Promise<PaymentMethodAdded> {
  return callApi(
    () => apiClient().post('settings/payment-methods/stripe/setup', { json: request }).json(),
    paymentMethodAddResponseSchema,
  );
}

export function useAddPaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation<PaymentMethodAdded, ApiError, PaymentMethodAddRequest>({
    mutationFn: addPaymentMethod,
    onSuccess: ({ message }) => {
      toast.success(message);
      void queryClient.invalidateQueries({ queryKey: PAYMENT_METHODS_QUERY_KEY, exact: true });
    },
    onError: (error) => {
      toast.error(error.message);
    },
  });
}

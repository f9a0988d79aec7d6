import { useQuery } from '@tanstack/react-query';
import { paymentSetupResponseSchema } from '@talentindia/contracts';
import { PAYMENT_METHODS_QUERY_KEY, apiClient, callApi } from '@talentindia/core';

export type PaymentSetup = ReturnType<typeof paymentSetupResponseSchema.parse>['data'];

const PAYMENT_SETUP_QUERY_KEY = [...PAYMENT_METHODS_QUERY_KEY, 'setup'] as const;

/**
 * `GET /settings/payment-methods/stripe/setup` (spec §7): a fresh setup intent for the card form (its
 * client secret), which provider's form to show and, for Stripe, the publishable key.
 */
export async function getPaymentSetup(signal?: AbortSignal): Promise<PaymentSetup> {
  const { data } = await callApi(
    () => apiClient().get('settings/payment-methods/stripe/setup', { signal }).json(),
    paymentSetupResponseSchema,
  );
  return data;
}

/**
 * The setup of one Add Payment Method dialog: asked for when the dialog opens and forgotten when it
 * closes (a setup intent is used once), never swapped while a card is being typed.
 */
export function usePaymentSetup() {
  return useQuery({
    queryKey: PAYMENT_SETUP_QUERY_KEY,
    queryFn: ({ signal }) => getPaymentSetup(signal),
    gcTime: 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

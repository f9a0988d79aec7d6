import { paymentSetupResponseSchema } from '@talentindia/contracts';
import { apiClient, callApi } from '@talentindia/core';

/**
 * Stripe.js's publishable key, from `GET /settings/payment-methods/stripe/setup` (as the card form
 * of Payment Methods reads it): null when the api does not run Stripe. Asked only when a Stripe
 * charge waits for the cardholder.
 */
export async function getStripePublishableKey(): Promise<string | null> {
  const { data } = await callApi(
    () => apiClient().get('settings/payment-methods/stripe/setup').json(),
    paymentSetupResponseSchema,
  );
  return data.publishable_key;
}

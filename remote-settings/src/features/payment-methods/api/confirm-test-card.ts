import { testCardConfirmResponseSchema, type TestCardConfirmRequest } from '@talentindia/contracts';
import { apiClient, callApi } from '@talentindia/core';

/**
 * `POST /settings/payment-methods/test-provider/confirm`: the built-in test provider confirms the
 * setup intent with the card, as Stripe.js does with Stripe, and answers its payment method id. A
 * declined card is a 402 whose message goes under the card form.
 */
export async function confirmTestCard(request: TestCardConfirmRequest): Promise<string> {
  const { data } = await callApi(
    () => apiClient().post('settings/payment-methods/test-provider/confirm', { json: request }).json(),
    testCardConfirmResponseSchema,
  );
  return data.payment_method;
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmInvoiceBody, InvoicePaymentResponse } from '@talentindia/contracts';
import { invoicePaymentResponseSchema } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { settleAttempt } from './pay-invoice';

/**
 * `POST /invoices/:id/confirm`, once the cardholder has authenticated: the test provider's step sends
 * the charge's client secret, Stripe.js's sends nothing. Answers like `/pay` (200 paid, 402 declined,
 * 409 nothing to confirm; 422 when the secret is not the charge's).
 */
export function confirmInvoice(invoiceId: number, body: ConfirmInvoiceBody): Promise<InvoicePaymentResponse> {
  return callApi(
    () => apiClient().post(`invoices/${invoiceId}/confirm`, { json: body }).json(),
    invoicePaymentResponseSchema,
  );
}

export function useConfirmInvoice(invoiceId: number) {
  const queryClient = useQueryClient();
  return useMutation<InvoicePaymentResponse, ApiError, ConfirmInvoiceBody>({
    mutationFn: (body) => confirmInvoice(invoiceId, body),
    onSettled: (response) => settleAttempt(queryClient, invoiceId, response),
  });
}

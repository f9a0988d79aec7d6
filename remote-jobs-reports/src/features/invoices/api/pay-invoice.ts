import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { invoicePaymentResponseSchema, type InvoicePaymentResponse } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { JOBS_QUERY_KEY } from '../../../api/get-jobs';
import { invoiceQueryKey } from './get-invoice';

/**
 * After any attempt at paying: the invoice the api answered replaces the cached one; a refused
 * attempt (declined, already paid, no card) answers only a message, so the invoice is read again.
 * Either way a milestone may now be funded, so the jobs' pages are read again when next shown.
 */
export function settleAttempt(
  queryClient: QueryClient,
  invoiceId: number,
  response: InvoicePaymentResponse | undefined,
) {
  if (response) queryClient.setQueryData(invoiceQueryKey(invoiceId), response.data);
  else void queryClient.invalidateQueries({ queryKey: invoiceQueryKey(invoiceId) });
  void queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY });
}

/**
 * `POST /invoices/:id/pay`: pays the invoice again with the client's default card. 200 when paid;
 * 202 when it waits for the cardholder's authentication or is processing; 402 declined; 409 paid,
 * cancelled or in progress; 422 with no card.
 */
export function payInvoice(invoiceId: number): Promise<InvoicePaymentResponse> {
  return callApi(() => apiClient().post(`invoices/${invoiceId}/pay`).json(), invoicePaymentResponseSchema);
}

export function usePayInvoice(invoiceId: number) {
  const queryClient = useQueryClient();
  return useMutation<InvoicePaymentResponse, ApiError>({
    mutationFn: () => payInvoice(invoiceId),
    onSettled: (response) => settleAttempt(queryClient, invoiceId, response),
  });
}

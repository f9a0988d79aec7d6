import { useQuery } from '@tanstack/react-query';
import { invoiceResponseSchema, type Invoice } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';

/** Every invoice the page has read, under one key: a payment made elsewhere can read them all again. */
export const INVOICES_QUERY_KEY = ['invoices'] as const;
export const invoiceQueryKey = (invoiceId: number) => [...INVOICES_QUERY_KEY, invoiceId] as const;

/** `GET /invoices/:id`: one of the signed-in client's invoices; anyone else's, or none, is a 404. */
export async function getInvoice(invoiceId: number, signal?: AbortSignal): Promise<Invoice> {
  const { data } = await callApi(
    () => apiClient().get(`invoices/${invoiceId}`, { signal }).json(),
    invoiceResponseSchema,
  );
  return data;
}

export function useInvoice(invoiceId: number) {
  return useQuery<Invoice, ApiError>({
    queryKey: invoiceQueryKey(invoiceId),
    queryFn: ({ signal }) => getInvoice(invoiceId, signal),
  });
}

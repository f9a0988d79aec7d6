import { useMutation, useQueryClient } from '@tanstack/react-query';
import { offerResponseSchema, type OfferRequest } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { JOBS_QUERY_KEY } from '../../../api/get-jobs';

type SendOfferResponse = ReturnType<typeof offerResponseSchema.parse>;

/**
 * `POST /offers`: hourly (rate, weekly limit) or fixed price (milestones), for one of the client's
 * open or active jobs. The freelancer accepts or declines it through the api.
 */
export function sendOffer(request: OfferRequest): Promise<SendOfferResponse> {
  return callApi(() => apiClient().post('offers', { json: request }).json(), offerResponseSchema);
}

export function useSendOffer() {
  const queryClient = useQueryClient();
  return useMutation<SendOfferResponse, ApiError, OfferRequest>({
    mutationFn: sendOffer,
    // The proposal now shows its pending offer.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY }),
  });
}

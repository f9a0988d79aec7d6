import { useMutation, useQueryClient } from '@tanstack/react-query';
import { offerResponseSchema } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { JOBS_QUERY_KEY } from '../../../api/get-jobs';
import { offerQueryKey } from './get-offer';

type WithdrawOfferResponse = ReturnType<typeof offerResponseSchema.parse>;

/**
 * `POST /offers/:id/withdraw`: a pending offer is taken back (the freelancer is told). An offer the
 * freelancer has accepted or declined meanwhile is a 409 with the reason.
 */
export function withdrawOffer(offerId: number): Promise<WithdrawOfferResponse> {
  return callApi(() => apiClient().post(`offers/${offerId}/withdraw`).json(), offerResponseSchema);
}

export function useWithdrawOffer(offerId: number) {
  const queryClient = useQueryClient();
  return useMutation<WithdrawOfferResponse, ApiError>({
    mutationFn: () => withdrawOffer(offerId),
    onSuccess: ({ data }) => queryClient.setQueryData(offerQueryKey(offerId), data),
    // Withdrawn, or answered by the freelancer meanwhile (409): this offer, the job's offers and its
    // proposals (Hire comes back once no offer is pending) are read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY }),
  });
}

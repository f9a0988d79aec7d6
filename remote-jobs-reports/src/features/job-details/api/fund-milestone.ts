import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractResponseSchema } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { invalidateJob } from './invalidate-job';

export type FundMilestoneResponse = ReturnType<typeof contractResponseSchema.parse>;

/**
 * `POST /contracts/:id/milestones/:milestoneId/fund`: the milestone is charged now, credits first and
 * then the default card, and held until it is approved. 200 funded; 202 while the payment waits for
 * the cardholder or the provider; 402 declined (its invoice stays, to pay again); 422 with no card
 * and too few credits.
 */
export function fundMilestone(contractId: number, milestoneId: number): Promise<FundMilestoneResponse> {
  return callApi(
    () => apiClient().post(`contracts/${contractId}/milestones/${milestoneId}/fund`).json(),
    contractResponseSchema,
  );
}

export function useFundMilestone() {
  const queryClient = useQueryClient();
  return useMutation<FundMilestoneResponse, ApiError, { contractId: number; milestoneId: number }>({
    mutationFn: ({ contractId, milestoneId }) => fundMilestone(contractId, milestoneId),
    // A declined payment changes the milestone too (its invoice): read it again whatever the outcome.
    onSettled: () => invalidateJob(queryClient),
  });
}

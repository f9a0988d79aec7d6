import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractResponseSchema } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { invalidateJob } from './invalidate-job';

type CancelMilestoneResponse = ReturnType<typeof contractResponseSchema.parse>;

/**
 * `POST /contracts/:id/milestones/:milestoneId/cancel`: a milestone not submitted yet is cancelled; a
 * funded one is refunded (credits at once, the card part in days). 409 while a payment of it runs.
 */
export function cancelMilestone(contractId: number, milestoneId: number): Promise<CancelMilestoneResponse> {
  return callApi(
    () => apiClient().post(`contracts/${contractId}/milestones/${milestoneId}/cancel`).json(),
    contractResponseSchema,
  );
}

export function useCancelMilestone() {
  const queryClient = useQueryClient();
  return useMutation<CancelMilestoneResponse, ApiError, { contractId: number; milestoneId: number }>({
    mutationFn: ({ contractId, milestoneId }) => cancelMilestone(contractId, milestoneId),
    onSettled: () => invalidateJob(queryClient),
  });
}

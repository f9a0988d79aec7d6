import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractResponseSchema } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { invalidateJob } from './invalidate-job';

export type ApproveMilestoneResponse = ReturnType<typeof contractResponseSchema.parse>;

/**
 * `POST /contracts/:id/milestones/:milestoneId/approve`: a submitted milestone's work is accepted and
 * its money released to the freelancer. One not funded yet is charged first: a 202 when the payment
 * waits (the milestone stays submitted), a 402 when the card is declined.
 */
export function approveMilestone(contractId: number, milestoneId: number): Promise<ApproveMilestoneResponse> {
  return callApi(
    () => apiClient().post(`contracts/${contractId}/milestones/${milestoneId}/approve`).json(),
    contractResponseSchema,
  );
}

export function useApproveMilestone() {
  const queryClient = useQueryClient();
  return useMutation<ApproveMilestoneResponse, ApiError, { contractId: number; milestoneId: number }>({
    mutationFn: ({ contractId, milestoneId }) => approveMilestone(contractId, milestoneId),
    onSettled: () => invalidateJob(queryClient),
  });
}

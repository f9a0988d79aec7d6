import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractResponseSchema } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { invalidateJob } from './invalidate-job';

type ApproveMilestoneResponse = ReturnType<typeof contractResponseSchema.parse>;

/** `POST /contracts/:id/milestones/:milestoneId/approve`: a submitted milestone's work is accepted. */
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

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractResponseSchema, type AddMilestoneFormValues } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { invalidateJob } from './invalidate-job';

type AddMilestoneResponse = ReturnType<typeof contractResponseSchema.parse>;

/**
 * `POST /contracts/:id/milestones`: one more milestone of a running fixed-price contract, its amount
 * as typed in US dollars (201; 422 naming the field).
 */
export function addMilestone(contractId: number, request: AddMilestoneFormValues): Promise<AddMilestoneResponse> {
  return callApi(
    () => apiClient().post(`contracts/${contractId}/milestones`, { json: request }).json(),
    contractResponseSchema,
  );
}

export function useAddMilestone() {
  const queryClient = useQueryClient();
  return useMutation<AddMilestoneResponse, ApiError, { contractId: number } & AddMilestoneFormValues>({
    mutationFn: ({ contractId, ...request }) => addMilestone(contractId, request),
    onSuccess: () => invalidateJob(queryClient),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractResponseSchema, type RequestChangesFormValues } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { invalidateJob } from './invalidate-job';

type RequestChangesResponse = ReturnType<typeof contractResponseSchema.parse>;

/**
 * `POST /contracts/:id/milestones/:milestoneId/request-changes`: a submitted milestone goes back to
 * the freelancer with the client's note (422 with `errors.note`).
 */
export function requestMilestoneChanges(
  contractId: number,
  milestoneId: number,
  request: RequestChangesFormValues,
): Promise<RequestChangesResponse> {
  return callApi(
    () =>
      apiClient().post(`contracts/${contractId}/milestones/${milestoneId}/request-changes`, { json: request }).json(),
    contractResponseSchema,
  );
}

export function useRequestMilestoneChanges() {
  const queryClient = useQueryClient();
  return useMutation<
    RequestChangesResponse,
    ApiError,
    { contractId: number; milestoneId: number } & RequestChangesFormValues
  >({
    mutationFn: ({ contractId, milestoneId, ...request }) => requestMilestoneChanges(contractId, milestoneId, request),
    onSuccess: () => invalidateJob(queryClient),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobSavedResponseSchema } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { jobDetailQueryKey } from '../../../api/get-job';
import { invalidateJob } from './invalidate-job';

type CloseJobResponse = ReturnType<typeof jobSavedResponseSchema.parse>;

/**
 * `POST /jobs/:id/close`: an open job stops taking proposals and hires. A job with an active
 * contract, a closed one or a draft is a 409 with the reason.
 */
export function closeJob(jobId: number): Promise<CloseJobResponse> {
  return callApi(() => apiClient().post(`jobs/${jobId}/close`).json(), jobSavedResponseSchema);
}

export function useCloseJob(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation<CloseJobResponse, ApiError>({
    mutationFn: () => closeJob(jobId),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(jobDetailQueryKey(jobId), data);
      void invalidateJob(queryClient);
    },
  });
}

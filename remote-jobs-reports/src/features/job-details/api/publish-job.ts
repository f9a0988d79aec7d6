import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobSavedResponseSchema } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { jobDetailQueryKey } from '../../../api/get-job';
import { invalidateJob } from './invalidate-job';

type PublishJobResponse = ReturnType<typeof jobSavedResponseSchema.parse>;

/**
 * `POST /jobs/:id/publish`: a draft opens to proposals (409 for anything but a draft; 422 naming what
 * an incomplete draft misses).
 */
export function publishJob(jobId: number): Promise<PublishJobResponse> {
  return callApi(() => apiClient().post(`jobs/${jobId}/publish`).json(), jobSavedResponseSchema);
}

export function usePublishJob(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation<PublishJobResponse, ApiError>({
    mutationFn: () => publishJob(jobId),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(jobDetailQueryKey(jobId), data);
      void invalidateJob(queryClient);
    },
  });
}

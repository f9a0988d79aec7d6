import { useMutation, useQueryClient } from '@tanstack/react-query';
import { threadOpenedResponseSchema } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { invalidateJob } from './invalidate-job';

type ThreadOpened = ReturnType<typeof threadOpenedResponseSchema.parse>;

/**
 * `POST /jobs/:id/proposals/:proposalId/message`: the conversation with the proposal's freelancer
 * about this job, opened once (the job's "Messaged" count follows it).
 */
export function messageFreelancer(jobId: number, proposalId: number): Promise<ThreadOpened> {
  return callApi(
    () => apiClient().post(`jobs/${jobId}/proposals/${proposalId}/message`).json(),
    threadOpenedResponseSchema,
  );
}

export function useMessageFreelancer(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation<ThreadOpened, ApiError, number>({
    mutationFn: (proposalId) => messageFreelancer(jobId, proposalId),
    onSuccess: () => void invalidateJob(queryClient),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobSavedResponseSchema, type JobCreateRequest } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { rememberSavedJob, type JobSaved } from './remember-saved-job';

/** `POST /jobs`: a new job, published now or kept as a draft; answers the job and the message to show. */
export function createJob(request: JobCreateRequest): Promise<JobSaved> {
  return callApi(() => apiClient().post('jobs', { json: request }).json(), jobSavedResponseSchema);
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation<JobSaved, ApiError, JobCreateRequest>({
    mutationFn: createJob,
    onSuccess: ({ data }) => rememberSavedJob(queryClient, data),
  });
}

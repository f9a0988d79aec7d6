import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobSavedResponseSchema, type JobCreateRequest } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { rememberSavedJob, type JobSaved } from './remember-saved-job';

export interface UpdateJobInput {
  id: number;
  request: JobCreateRequest;
}

/** `PUT /jobs/:id` (a draft only): the whole form again, published now or still a draft. */
export function updateJob({ id, request }: UpdateJobInput): Promise<JobSaved> {
  return callApi(() => apiClient().put(`jobs/${id}`, { json: request }).json(), jobSavedResponseSchema);
}

export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation<JobSaved, ApiError, UpdateJobInput>({
    mutationFn: updateJob,
    onSuccess: ({ data }) => rememberSavedJob(queryClient, data),
  });
}

import { useMutation } from '@tanstack/react-query';
import { startThreadResponseSchema } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';

type ThreadStarted = ReturnType<typeof startThreadResponseSchema.parse>;

/**
 * `POST /threads` (issue 18): the client's conversation with this freelancer, opened if there is one
 * and started if not. The api answers a freelancer with a 403 (only a client starts one).
 */
export function startThread(freelancerId: number): Promise<ThreadStarted> {
  return callApi(
    () =>
      apiClient()
        .post('threads', { json: { freelancer_id: freelancerId } })
        .json(),
    startThreadResponseSchema,
  );
}

export function useStartThread() {
  return useMutation<ThreadStarted, ApiError, number>({ mutationFn: startThread });
}

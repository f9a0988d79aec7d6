import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractResponseSchema } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { invalidateJob } from './invalidate-job';

type EndContractResponse = ReturnType<typeof contractResponseSchema.parse>;
export interface EndContractRequest {
  rating: number;
  review: string;
}

/**
 * `POST /contracts/:id/end`: the client ends an active contract with a review of the freelancer;
 * the job closes when no active contract is left.
 */
export function endContract(contractId: number, request: EndContractRequest): Promise<EndContractResponse> {
  return callApi(
    () => apiClient().post(`contracts/${contractId}/end`, { json: request }).json(),
    contractResponseSchema,
  );
}

export function useEndContract() {
  const queryClient = useQueryClient();
  return useMutation<EndContractResponse, ApiError, { contractId: number } & EndContractRequest>({
    mutationFn: ({ contractId, ...request }) => endContract(contractId, request),
    onSuccess: () => invalidateJob(queryClient),
  });
}

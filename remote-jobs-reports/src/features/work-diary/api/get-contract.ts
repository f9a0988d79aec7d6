import { useQuery } from '@tanstack/react-query';
import { contractDetailResponseSchema, type Contract } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { JOBS_QUERY_KEY } from '../../../api/get-jobs';

/** Under the jobs' key: a change to the job's contracts (one ended) reads it again. */
export const contractQueryKey = (contractId: number) => [...JOBS_QUERY_KEY, 'contract', contractId] as const;

/** `GET /contracts/:id`: one of the client's contracts (title, freelancer, job); anyone else's, or none, is a 404. */
export async function getContract(contractId: number, signal?: AbortSignal): Promise<Contract> {
  const { data } = await callApi(
    () => apiClient().get(`contracts/${contractId}`, { signal }).json(),
    contractDetailResponseSchema,
  );
  return data;
}

export function useContract(contractId: number) {
  return useQuery<Contract, ApiError>({
    queryKey: contractQueryKey(contractId),
    queryFn: ({ signal }) => getContract(contractId, signal),
  });
}

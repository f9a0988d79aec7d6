import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { workDiaryKey } from './get-work-diary';
import { storeWorkDiary, workDiaryChangeSchema, type WorkDiaryChange } from './work-diary-change';

/**
 * `POST /contracts/:id/disputes/:disputeId/withdraw`: the client takes back an open dispute. One
 * the freelancer settled meanwhile is a 409 with the reason.
 */
export function withdrawDispute(contractId: number, disputeId: number): Promise<WorkDiaryChange> {
  return callApi(
    () => apiClient().post(`contracts/${contractId}/disputes/${disputeId}/withdraw`).json(),
    workDiaryChangeSchema,
  );
}

/** `week`: the page's `?week=` (null for this week), where the answer is stored. */
export function useWithdrawDispute(contractId: number, week: string | null) {
  const queryClient = useQueryClient();
  return useMutation<WorkDiaryChange, ApiError, number>({
    mutationFn: (disputeId) => withdrawDispute(contractId, disputeId),
    onSuccess: ({ data }) => storeWorkDiary(queryClient, contractId, week, data),
    onError: (error) => {
      if (error.status === 409) void queryClient.invalidateQueries({ queryKey: workDiaryKey(contractId) });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DisputeHoursBody } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { workDiaryKey } from './get-work-diary';
import { storeWorkDiary, workDiaryChangeSchema, type WorkDiaryChange } from './work-diary-change';

/**
 * `POST /contracts/:id/work-diary/disputes`: the client disputes minutes of a week in its review,
 * and why; the payment is held until the dispute is settled. A week that cannot be disputed (not in
 * review, not paid, a dispute already open) is a 409; a bad field a 422 naming it.
 */
export function openDispute(contractId: number, body: DisputeHoursBody): Promise<WorkDiaryChange> {
  return callApi(
    () => apiClient().post(`contracts/${contractId}/work-diary/disputes`, { json: body }).json(),
    workDiaryChangeSchema,
  );
}

/** `week`: the page's `?week=` (null for this week), where the answer is stored. */
export function useOpenDispute(contractId: number, week: string | null) {
  const queryClient = useQueryClient();
  return useMutation<WorkDiaryChange, ApiError, DisputeHoursBody>({
    mutationFn: (body) => openDispute(contractId, body),
    onSuccess: ({ data }) => storeWorkDiary(queryClient, contractId, week, data),
    // The week changed under the client (a dispute opened elsewhere, the review ended): read it again.
    onError: (error) => {
      if (error.status === 409) void queryClient.invalidateQueries({ queryKey: workDiaryKey(contractId) });
    },
  });
}

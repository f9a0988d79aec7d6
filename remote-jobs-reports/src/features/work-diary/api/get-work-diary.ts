import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { workDiaryResponseSchema, type WorkDiary } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';
import { JOBS_QUERY_KEY } from '../../../api/get-jobs';

/** Every week of one contract's diary starts with this key: a dispute opened or withdrawn marks them all stale. */
export const workDiaryKey = (contractId: number) => [...JOBS_QUERY_KEY, 'work-diary', contractId] as const;

/** One week of the diary, by its Monday; null is this week (the page's address without `?week=`). */
export const workDiaryQueryKey = (contractId: number, week: string | null) =>
  [...workDiaryKey(contractId), week ?? 'this-week'] as const;

/**
 * `GET /contracts/:id/work-diary?week=`: an hourly contract's hours of one week (a Monday; this
 * week without it), what they come to and where the week's payment stands. Another client's
 * contract is a 404; a fixed-price one a 422.
 */
export async function getWorkDiary(contractId: number, week: string | null, signal?: AbortSignal): Promise<WorkDiary> {
  const { data } = await callApi(
    () =>
      apiClient()
        .get(`contracts/${contractId}/work-diary`, { searchParams: week ? { week } : undefined, signal })
        .json(),
    workDiaryResponseSchema,
  );
  return data;
}

export function useWorkDiary(contractId: number, week: string | null) {
  return useQuery<WorkDiary, ApiError>({
    queryKey: workDiaryQueryKey(contractId, week),
    queryFn: ({ signal }) => getWorkDiary(contractId, week, signal),
    // The week on screen stays (with its buttons, and the focus on them) while the next one loads.
    placeholderData: keepPreviousData,
  });
}

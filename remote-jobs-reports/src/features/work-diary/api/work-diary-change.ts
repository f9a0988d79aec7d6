import type { QueryClient } from '@tanstack/react-query';
import { workDiaryResponseSchema, type WorkDiary } from '@talentindia/contracts';
import type { ResponseSchema } from '@talentindia/core';
import { workDiaryKey, workDiaryQueryKey } from './get-work-diary';

export interface WorkDiaryChange {
  /** What happened, for the toast ("Dispute withdrawn."). */
  message: string;
  /** The week as it now is. */
  data: WorkDiary;
}

/**
 * The answer of a change to a week (a dispute opened or withdrawn): the diary's own envelope with
 * the api's message. The contracts name no schema for it, so the diary's is read and the message
 * kept beside it.
 */
export const workDiaryChangeSchema: ResponseSchema<WorkDiaryChange> = {
  safeParse: (body) => {
    const parsed = workDiaryResponseSchema.safeParse(body);
    const message = (body as { message?: unknown } | null)?.message;
    return parsed.success && typeof message === 'string'
      ? { success: true, data: { message, data: parsed.data.data } }
      : { success: false };
  },
};

/** The week on screen takes the answer at once; the contract's other weeks are read again when next shown. */
export function storeWorkDiary(queryClient: QueryClient, contractId: number, week: string | null, diary: WorkDiary) {
  queryClient.setQueryData(workDiaryQueryKey(contractId, week), diary);
  void queryClient.invalidateQueries({ queryKey: workDiaryKey(contractId), refetchType: 'none' });
}

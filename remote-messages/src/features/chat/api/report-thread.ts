import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type MessageResponse, type ReportReason } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';

export interface ReportInput {
  reason: ReportReason;
  details: string;
}

/** `POST /threads/:id/report`: the caller reports the other person for review by the trust team. */
export function reportThread(threadId: number, input: ReportInput): Promise<MessageResponse> {
  return callApi(() => apiClient().post(`threads/${threadId}/report`, { json: input }).json(), messageResponseSchema);
}

export function useReportThread(threadId: number) {
  return useMutation<MessageResponse, ApiError, ReportInput>({
    mutationFn: (input) => reportThread(threadId, input),
  });
}

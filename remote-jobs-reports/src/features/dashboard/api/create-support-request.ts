import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportRequestResponseSchema, type SupportRequestFormValues } from '@talentindia/contracts';
import { apiClient, callApi, refreshNav, type ApiError } from '@talentindia/core';

type SupportRequestResponse = ReturnType<typeof supportRequestResponseSchema.parse>;

/**
 * `POST /support-requests`: "Hire an expert" ($10/hour) or "Raise an issue". The api stores it,
 * confirms it with a notification and a mail, and limits how many an account sends (429).
 */
export function createSupportRequest(request: SupportRequestFormValues): Promise<SupportRequestResponse> {
  return callApi(() => apiClient().post('support-requests', { json: request }).json(), supportRequestResponseSchema);
}

export function useCreateSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation<SupportRequestResponse, ApiError, SupportRequestFormValues>({
    mutationFn: createSupportRequest,
    // The confirmation notification shows in the bell at once, not at the next poll.
    onSuccess: () => void refreshNav(queryClient),
  });
}

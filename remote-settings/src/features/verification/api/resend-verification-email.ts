import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsMessageResponseSchema, type MessageResponse } from '@talentindia/contracts';
import { VERIFICATION_QUERY_KEY, apiClient, callApi, type ApiError } from '@talentindia/core';

/** `POST /email/verify/resend`: mails a new verification link (rate-limited: a 429 says when to retry). */
export function resendVerificationEmail(): Promise<MessageResponse> {
  return callApi(() => apiClient().post('email/verify/resend').json(), settingsMessageResponseSchema);
}

export function useResendVerificationEmail() {
  const queryClient = useQueryClient();
  return useMutation<MessageResponse, ApiError, void>({
    mutationFn: resendVerificationEmail,
    onError: (error) => {
      // 409: the address was verified meanwhile (in another tab, say); show it as it is.
      if (error.status === 409) void queryClient.invalidateQueries({ queryKey: VERIFICATION_QUERY_KEY });
    },
  });
}

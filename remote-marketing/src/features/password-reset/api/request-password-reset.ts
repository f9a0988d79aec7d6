import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type ForgotPasswordInput, type MessageResponse } from '@talentindia/contracts';
import { apiClient, type ApiError, callApi } from '@talentindia/core';

/** `POST password/forgot`: mails a reset link. The answer is the same whether or not the account exists. */
export function requestPasswordReset(input: ForgotPasswordInput): Promise<MessageResponse> {
  return callApi(() => apiClient().post('password/forgot', { json: input }).json(), messageResponseSchema);
}

export function useRequestPasswordReset() {
  return useMutation<MessageResponse, ApiError, ForgotPasswordInput>({ mutationFn: requestPasswordReset });
}

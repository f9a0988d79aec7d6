import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type MessageResponse, type ResetPasswordInput } from '@talentindia/contracts';
import { apiClient, type ApiError, callApi } from '@talentindia/core';

/** `POST password/reset`: the token from the mailed link and the new password. */
export function resetPassword(input: ResetPasswordInput): Promise<MessageResponse> {
  return callApi(() => apiClient().post('password/reset', { json: input }).json(), messageResponseSchema);
}

export function useResetPassword() {
  return useMutation<MessageResponse, ApiError, ResetPasswordInput>({ mutationFn: resetPassword });
}

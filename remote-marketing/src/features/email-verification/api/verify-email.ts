import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type MessageResponse } from '@talentindia/contracts';
import { apiClient, type ApiError, callApi } from '@talentindia/core';

/** `POST email/verify`: the token from the mailed verification link. */
export function verifyEmail(token: string): Promise<MessageResponse> {
  return callApi(() => apiClient().post('email/verify', { json: { token } }).json(), messageResponseSchema);
}

export function useVerifyEmail() {
  return useMutation<MessageResponse, ApiError, string>({ mutationFn: verifyEmail });
}

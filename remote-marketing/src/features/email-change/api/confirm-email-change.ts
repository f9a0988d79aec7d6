import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type MessageResponse } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';

/** `POST /settings/email/confirm`: the token of the link mailed to the new address makes it the account's email. */
export function confirmEmailChange(token: string): Promise<MessageResponse> {
  return callApi(() => apiClient().post('settings/email/confirm', { json: { token } }).json(), messageResponseSchema);
}

export function useConfirmEmailChange() {
  return useMutation<MessageResponse, ApiError, string>({ mutationFn: confirmEmailChange });
}

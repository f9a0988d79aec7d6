import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type MessageResponse } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';

/** `POST /account/delete`: the token of the mailed deletion link erases the account it belongs to. */
export function confirmAccountDeletion(token: string): Promise<MessageResponse> {
  return callApi(() => apiClient().post('account/delete', { json: { token } }).json(), messageResponseSchema);
}

export function useConfirmAccountDeletion() {
  return useMutation<MessageResponse, ApiError, string>({ mutationFn: confirmAccountDeletion });
}

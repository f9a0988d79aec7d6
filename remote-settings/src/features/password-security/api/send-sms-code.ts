import { useMutation } from '@tanstack/react-query';
import { smsCodeSentResponseSchema, type SmsSetupRequest } from '@talentindia/contracts';
import { apiClient, callApi, type ApiError } from '@talentindia/core';

export type SmsCodeSent = ReturnType<typeof smsCodeSentResponseSchema.parse>;

/**
 * `POST /settings/2fa/sms/setup` (spec §7): texts a code to the number. Sent again after the
 * countdown, it is "Resend OTP" (the new code replaces the old one).
 */
export function sendSmsCode(request: SmsSetupRequest): Promise<SmsCodeSent> {
  return callApi(() => apiClient().post('settings/2fa/sms/setup', { json: request }).json(), smsCodeSentResponseSchema);
}

export function useSendSmsCode() {
  return useMutation<SmsCodeSent, ApiError, SmsSetupRequest>({ mutationFn: sendSmsCode });
}

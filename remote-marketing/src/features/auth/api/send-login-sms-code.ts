import { useMutation } from '@tanstack/react-query';
import { smsCodeSentResponseSchema } from '@talentindia/contracts';
import { apiClient, type ApiError, callApi } from '@talentindia/core';

type SmsCodeSent = ReturnType<typeof smsCodeSentResponseSchema.parse>;

/** `POST login/2fa/sms`: sends the login code to the account's SMS number; again after 60 s replaces it. */
export function sendLoginSmsCode(challengeToken: string): Promise<SmsCodeSent> {
  return callApi(
    () =>
      apiClient()
        .post('login/2fa/sms', { json: { challenge_token: challengeToken } })
        .json(),
    smsCodeSentResponseSchema,
  );
}

export function useSendLoginSmsCode() {
  return useMutation<SmsCodeSent, ApiError, string>({ mutationFn: sendLoginSmsCode });
}

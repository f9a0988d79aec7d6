import { reauthenticateResponseSchema, type ReauthenticateRequest } from '@talentindia/contracts';
import { apiClient, callApi } from '@talentindia/core';

type ReauthenticateResponse = ReturnType<typeof reauthenticateResponseSchema.parse>;

/**
 * `POST /settings/reauthenticate` (issue 17 §2): one proof of the owner — the password; or, without
 * one, a Google ID token or an authenticator code — opens 10 minutes of sensitive changes for this session.
 */
export function reauthenticate(proof: ReauthenticateRequest): Promise<ReauthenticateResponse> {
  return callApi(
    () => apiClient().post('settings/reauthenticate', { json: proof }).json(),
    reauthenticateResponseSchema,
  );
}

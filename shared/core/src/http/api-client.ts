import ky, { HTTPError, type KyInstance } from 'ky';
import { useAuthStore } from '../auth/auth-store';
import { getRuntimeConfig } from '../config/runtime-config';
import { useNavStore } from '../nav/nav-store';
import { queryClient } from '../query/query-client';

/** An error from the api, with the message a user can be shown (spec §8: the server's `message`). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly errors?: Record<string, string>,
    /**
     * What the page can do about it, when the api says (`reauthenticate`: ask for a proof of the
     * owner, then retry), with the proofs the account can give (`methods`).
     */
    readonly action?: { reason: string; methods: string[] },
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR_MESSAGE = 'We could not reach TalentIndia. Check your connection and try again.';

let cached: { baseUrl: string; client: KyInstance } | null = null;

/**
 * The one HTTP client: the runtime api base URL, the Bearer token of the stored session on every
 * call (spec §6), and JSON errors turned into an ApiError carrying the server's message.
 */
export function apiClient(): KyInstance {
  const { apiBaseUrl } = getRuntimeConfig();
  if (cached?.baseUrl === apiBaseUrl) return cached.client;
  const client = ky.create({
    prefixUrl: apiBaseUrl,
    timeout: 30_000,
    retry: 0,
    hooks: {
      beforeRequest: [
        (request) => {
          const token = useAuthStore.getState().accessToken;
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        (request, _options, response) => {
          // A revoked or expired session: the api says 401 to a call that carried our token, so the
          // stored session is dead. Log out locally; RequireAuth then sends the user to /.
          const sentToken = request.headers.get('Authorization')?.replace(/^Bearer /, '');
          if (response.status === 401 && sentToken && sentToken === useAuthStore.getState().accessToken) {
            clearLocalSession();
          }
        },
      ],
    },
  });
  cached = { baseUrl: apiBaseUrl, client };
  return client;
}

/** Forgets the stored session and everything cached for it (spec §4: the seven keys go). */
export function clearLocalSession(): void {
  useAuthStore.getState().signOut();
  useNavStore.getState().clear();
  queryClient.clear();
}

/** Turns whatever a call threw into an ApiError with a message fit for the user. */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    const status = error.response.status;
    try {
      const body = (await error.response.clone().json()) as {
        message?: unknown;
        errors?: Record<string, string>;
        reason?: unknown;
        methods?: unknown;
      };
      const action =
        typeof body.reason === 'string'
          ? {
              reason: body.reason,
              methods: Array.isArray(body.methods)
                ? body.methods.filter((m): m is string => typeof m === 'string')
                : [],
            }
          : undefined;
      if (typeof body.message === 'string' && body.message)
        return new ApiError(body.message, status, body.errors, action);
    } catch {
      // Not JSON: fall through to the generic message.
    }
    return new ApiError(`The request failed (HTTP ${status}). Please try again.`, status);
  }
  return new ApiError(NETWORK_ERROR_MESSAGE, null);
}

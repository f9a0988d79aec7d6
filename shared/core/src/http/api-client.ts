import ky, { HTTPError, type KyInstance } from 'ky';
import { useAuthStore } from '../auth/auth-store';
import { getRuntimeConfig } from '../config/runtime-config';

/** An error from the api, with the message a user can be shown (spec §8: the server's `message`). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly errors?: Record<string, string[]>,
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
    },
  });
  cached = { baseUrl: apiBaseUrl, client };
  return client;
}

/** Turns whatever a call threw into an ApiError with a message fit for the user. */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    const status = error.response.status;
    try {
      const body = (await error.response.clone().json()) as { message?: unknown; errors?: Record<string, string[]> };
      if (typeof body.message === 'string' && body.message) return new ApiError(body.message, status, body.errors);
    } catch {
      // Not JSON: fall through to the generic message.
    }
    return new ApiError(`The request failed (HTTP ${status}). Please try again.`, status);
  }
  return new ApiError(NETWORK_ERROR_MESSAGE, null);
}

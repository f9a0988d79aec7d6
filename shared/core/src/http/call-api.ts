import { ApiError, toApiError } from './api-client';

/** Shown when a 2xx body is neither the expected success nor an error with a message. */
export const UNEXPECTED_RESPONSE_MESSAGE = 'Something went wrong on our side. Please try again.';

/** What callApi reads a body with: a contract's zod schema, or a zod/mini one (the host's). */
export interface ResponseSchema<T> {
  safeParse: (value: unknown) => { success: true; data: T } | { success: false };
}

function messageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message } = body as { message?: unknown };
  return typeof message === 'string' && message ? message : null;
}

/**
 * The one place that reads the api's envelope: runs one api call and reads its body with the
 * contract's schema. Every failure becomes an ApiError carrying the message a user should see
 * (spec §8): the server's message for an HTTP error, for a 2xx body with `status: false`, or
 * UNEXPECTED_RESPONSE_MESSAGE when neither is there.
 */
export async function callApi<T>(request: () => Promise<unknown>, schema: ResponseSchema<T>): Promise<T> {
  let body: unknown;
  try {
    body = await request();
  } catch (error) {
    throw await toApiError(error);
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new ApiError(messageOf(body) ?? UNEXPECTED_RESPONSE_MESSAGE, 200);
}

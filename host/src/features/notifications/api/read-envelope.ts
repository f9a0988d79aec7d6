import { ApiError, toApiError } from '@talentindia/core';

/** Shown when the api answers with something that is not its `{status, message}` envelope. */
export const UNEXPECTED_ANSWER_MESSAGE = 'Something went wrong. Please try again.';

/**
 * Runs a call and returns its JSON envelope. A failed call, a body that is not an envelope, or
 * `status: false` becomes an ApiError carrying the server's message (spec §8).
 */
export async function readEnvelope(call: () => Promise<Response>): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    const response = await call();
    body = await response.json();
  } catch (error) {
    throw await toApiError(error);
  }
  if (typeof body !== 'object' || body === null) throw new ApiError(UNEXPECTED_ANSWER_MESSAGE, null);
  const envelope = body as Record<string, unknown>;
  if (envelope.status === false) {
    const message = typeof envelope.message === 'string' && envelope.message ? envelope.message : null;
    throw new ApiError(message ?? UNEXPECTED_ANSWER_MESSAGE, null);
  }
  return envelope;
}

/** The envelope's `message`, or `fallback` when the server sent none. */
export function messageOf(envelope: Record<string, unknown>, fallback: string): string {
  return typeof envelope.message === 'string' && envelope.message ? envelope.message : fallback;
}

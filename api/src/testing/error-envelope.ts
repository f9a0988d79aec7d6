import type { LightMyRequestResponse } from 'fastify';

/** Something internal in a body: a stack frame, a source path, SQL or a driver's words, an internal error code. */
const INTERNAL_DETAIL = [
  /\n\s+at |\bat .+:\d+:\d+|\.ts:\d+|node_modules/,
  /\b(select\s.+\sfrom|insert\s+into|update\s.+\sset|delete\s+from)\b|relation "|syntax error|violates|PGlite|pg_|postgres/i,
  /\b(FST|ERR|HPE|ECONN)_[A-Z_]+\b/,
];

/**
 * What is wrong with an error answer, or undefined when it is the api's envelope
 * `{status:false, message, errors?}` (a string message, field messages as strings, nothing else;
 * a 403 asking for re-authentication also has `reason` and `methods`)
 * with nothing internal in it. A HEAD answer has no body to check.
 */
export function errorEnvelopeProblem(response: LightMyRequestResponse, method = 'GET'): string | undefined {
  if (method === 'HEAD') return response.body === '' ? undefined : 'a HEAD answer with a body';
  if (!String(response.headers['content-type']).startsWith('application/json')) {
    return `content-type ${String(response.headers['content-type'])}`;
  }
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return 'a body that is not JSON';
  }
  if (typeof body !== 'object' || body === null) return 'a body that is not an object';
  const { status, message, errors, reason, methods, ...rest } = body as Record<string, unknown>;
  if (status !== false) return 'status is not false';
  if (typeof message !== 'string' || message === '') return 'no message';
  // A 403 for a sensitive change names what the page does about it, and the proofs it can ask for.
  if (reason !== undefined || methods !== undefined) {
    if (response.statusCode !== 403 || reason !== 'reauthenticate') return `reason ${String(reason)}`;
    if (!Array.isArray(methods) || methods.some((method) => !['password', 'google', 'app'].includes(method)))
      return 'methods is not a list of proofs';
  }
  if (Object.keys(rest).length > 0) return `other keys: ${Object.keys(rest).join(', ')}`;
  if (
    errors !== undefined &&
    (typeof errors !== 'object' ||
      errors === null ||
      Object.values(errors).some((fieldMessage) => typeof fieldMessage !== 'string'))
  ) {
    return 'errors is not a map of field messages';
  }
  const internal = INTERNAL_DETAIL.find((pattern) => pattern.test(response.body));
  if (internal) return `something internal (${internal.source})`;
  return undefined;
}

export function expectErrorEnvelope(response: LightMyRequestResponse, method?: string) {
  expect({ problem: errorEnvelopeProblem(response, method), body: response.body }).toEqual({
    problem: undefined,
    body: response.body,
  });
}

/** An error meant for the client: a real HTTP status and a message the product can show. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A 429 that says when to ask again: the errors plugin sends `retryAfterSeconds` as Retry-After. */
export class RetryLaterError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
    this.name = 'RetryLaterError';
  }
}

/**
 * A 403 for a sensitive change without a recent proof of the password (issue 17 §2): its body says
 * `reason: 'reauthenticate'`, on which the page asks for the password and tries again.
 */
export class ReauthenticationRequiredError extends HttpError {
  readonly reason = 'reauthenticate' as const;
  constructor(
    message: string,
    /** The proofs the account can give (`password`; or `google`, `app`), for the page to ask for. */
    readonly methods: readonly string[],
  ) {
    super(403, message);
    this.name = 'ReauthenticationRequiredError';
  }
}

export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const unauthorized = (message = 'Please log in to continue.') => new HttpError(401, message);

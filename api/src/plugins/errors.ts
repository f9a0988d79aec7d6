import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error';

const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/** Fastify's own client errors, in words a user can read. */
const fastifyClientErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Send the request body as JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'The request body does not match its length.' },
};

/**
 * Architecture "API rules": every error is `{status:false, message, errors?}` with a real HTTP code.
 * Validation errors name each field with the contract's message; nothing internal (stack, SQL) leaves.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || String(issue.params?.['path'] ?? '');
        if (field && !errors[field]) errors[field] = issue.message ?? 'Invalid value.';
      }
      const message = Object.values(errors)[0] ?? error.validation[0]?.message ?? 'The request is not valid.';
      return reply.code(422).send({ status: false, message, errors });
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send({ status: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    const known = error.code ? fastifyClientErrors[error.code] : undefined;
    if (known) return reply.code(known.status).send({ status: false, message: known.message });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500 && !isResponseSerializationError(error)) {
      request.log.info({ err: error }, 'client error');
      return reply.code(error.statusCode).send({ status: false, message: 'The request is not valid.' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ status: false, message: SERVER_ERROR_MESSAGE });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send({ status: false, message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
  });
});

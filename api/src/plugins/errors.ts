import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@talentindia/contracts';
import { HttpError, ReauthenticationRequiredError, RetryLaterError } from '../http-error';

const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/** What an answer says when nothing more specific is known: by status, in words a user can read. */
const statusMessages: Record<number, string> = {
  400: 'The request is not valid.',
  401: 'Please log in to continue.',
  403: 'You are not allowed to do this.',
  404: 'Not found.',
  405: 'This method is not allowed here.',
  408: 'The request took too long. Please try again.',
  413: 'The request is too large.',
  414: 'The request address is too long.',
  415: 'Send the request body as JSON.',
  429: 'Too many requests. Please try again in a moment.',
  431: 'The request headers are too large.',
};

/** A route's error answers for its schema (OpenAPI and the serializer): each status, the one envelope. */
export function errorResponses<Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    Status,
    typeof errorResponseSchema
  >;
}

export function statusMessage(status: number): string {
  if (status >= 500) return SERVER_ERROR_MESSAGE;
  return statusMessages[status] ?? statusMessages[400]!;
}

/** Fastify's own client errors, in words a user can read. */
const fastifyClientErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: statusMessage(413) },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: statusMessage(415) },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'The request body does not match its length.' },
  // @fastify/multipart's limits and refusals (plugins/multipart.ts), on the routes that take forms.
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'The file is too large.' },
  FST_FILES_LIMIT: { status: 413, message: 'The form has too many files.' },
  FST_FIELDS_LIMIT: { status: 413, message: 'The form has too many fields.' },
  FST_PARTS_LIMIT: { status: 413, message: 'The form has too many parts.' },
  FST_PROTO_VIOLATION: { status: 400, message: 'A form field has a name that is not allowed.' },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, message: 'A form field declared as JSON is not valid JSON.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: 'Send the form as multipart/form-data.' },
  FST_MP_PREMATURE_CLOSE: { status: 400, message: 'The form data ended too early. Please send it again.' },
  // The router's own refusals (see `frameworkErrors` below).
  FST_ERR_BAD_URL: { status: 400, message: 'The request address is not valid (a bad %-encoding).' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: statusMessage(414) },
};

/** What a validation error says when no field is to blame (a body that is not an object, say). */
const wholeInputMessages: Record<string, string> = {
  body: 'The request body must be a JSON object.',
  querystring: 'The query string is not valid.',
  params: 'The request address is not valid.',
};

function sendError(
  reply: FastifyReply,
  status: number,
  message: string,
  errors?: Record<string, string>,
  extra?: { reason: string; methods: readonly string[] },
) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({
      status: false,
      message,
      ...(errors && Object.keys(errors).length > 0 ? { errors } : {}),
      ...extra,
    });
}

/**
 * Fastify's `frameworkErrors` option: the router's answers to a path it cannot decode (FST_ERR_BAD_URL)
 * or whose parameter is over `maxParamLength` (FST_ERR_MAX_PARAM_LENGTH, 414). These never reach the
 * error handler and, left alone, send Fastify's own body with its internal code.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = fastifyClientErrors[error.code];
  request.log.info({ code: error.code, url: request.url.slice(0, 200) }, 'refused by the router');
  // The reply is a thenable; Fastify sends it, nobody awaits this handler.
  void sendError(reply, known?.status ?? 400, known?.message ?? statusMessage(400));
}

/**
 * Fastify's `clientErrorHandler` option: what Node's HTTP parser refuses before there is a request
 * (headers over 16 KB, a malformed request line, a request time-out). Written on the raw socket, so
 * the answer is a whole HTTP response; the connection is closed after it, as Node does.
 */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ status: false, message: statusMessage(status) });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Whether a serialized body already is the envelope (every answer of this plugin starts so). */
function isEnvelope(payload: unknown): boolean {
  return typeof payload === 'string' && payload.startsWith('{"status":false,"message":"');
}

/**
 * Architecture "API rules": every error is `{status:false, message, errors?}` with a real HTTP code.
 * Validation errors name each field with the contract's message; nothing internal (stack, SQL, codes)
 * leaves. A known path asked with a method it does not have is a 405 with `Allow`.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: Record<string, string> = {};
        for (const issue of error.validation) {
          const named = issue.params?.['path'];
          const field =
            issue.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
            (Array.isArray(named) ? named.join('.') : typeof named === 'string' ? named : '');
          if (field && !errors[field]) errors[field] = issue.message ?? 'Invalid value.';
        }
        // A rule about the input as a whole (a contract's refine: "choose at least one …") speaks for itself.
        const wholeRule = error.validation.find(
          (issue) => issue.keyword === 'custom' && issue.instancePath.replace(/^\//, '') === '',
        );
        const message =
          Object.values(errors)[0] ??
          wholeRule?.message ??
          wholeInputMessages[error.validationContext ?? 'body'] ??
          'The request is not valid.';
        // A path whose id is not one (`/jobs/abc`, `/jobs/0x57`) names nothing: the resource's 404.
        if (error.validationContext === 'params') return sendError(reply, 404, message);
        return sendError(reply, 422, message, errors);
      }
      if (error instanceof RetryLaterError) reply.header('retry-after', error.retryAfterSeconds);
      if (error instanceof ReauthenticationRequiredError)
        return sendError(reply, 403, error.message, undefined, { reason: error.reason, methods: error.methods });
      if (error instanceof HttpError) return sendError(reply, error.statusCode, error.message, error.errors);
      const known = error.code ? fastifyClientErrors[error.code] : undefined;
      const tooLarge = request.routeOptions.config?.fileTooLarge;
      if (error.code === 'FST_REQ_FILE_TOO_LARGE' && tooLarge)
        return sendError(reply, 413, tooLarge.message, { [tooLarge.field]: tooLarge.message });
      if (known) return sendError(reply, known.status, known.message);
      if (
        error.statusCode &&
        error.statusCode >= 400 &&
        error.statusCode < 500 &&
        !isResponseSerializationError(error)
      ) {
        request.log.info({ err: error }, 'client error');
        return sendError(reply, error.statusCode, statusMessage(error.statusCode));
      }
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, 500, SERVER_ERROR_MESSAGE);
    });

    // Methods to try when a path has no route for the one asked. OPTIONS is left out: the CORS
    // plugin answers preflights on every path, so it would make every unknown path a 405.
    let routedMethods: string[] | undefined;
    const methodsOf = () =>
      (routedMethods ??= [...new Set(app.routeTable.map((route) => route.method))].filter(
        (method) => method !== 'OPTIONS',
      ));

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const routed = (method: string) => app.findRoute({ method, url: path }) !== null;
      // A route of this very method that answered "not found" (a static file that does not exist) is a 404.
      const allowed = routed(request.method) ? [] : methodsOf().filter(routed);
      if (allowed.length > 0) {
        reply.header('allow', allowed.join(', '));
        return sendError(reply, 405, `${request.method} is not allowed here. Use ${allowed.join(' or ')}.`);
      }
      // The path is echoed to help a developer, but never at any length.
      const shown = path.length > 100 ? `${path.slice(0, 100)}…` : path;
      return sendError(reply, 404, `No such endpoint: ${request.method} ${shown}`);
    });

    // The last gate: a plugin's own error body (a CORS preflight refused in text, say) becomes the
    // envelope too. Only error statuses are looked at, so successful answers pay one comparison.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (reply.statusCode < 400 || request.method === 'HEAD' || isEnvelope(payload)) {
        done(null, payload);
        return;
      }
      request.log.warn({ statusCode: reply.statusCode }, 'an error body that was not the envelope was replaced');
      // A file stream that is not sent must still be closed.
      if (payload !== null && typeof (payload as { destroy?: unknown }).destroy === 'function')
        (payload as { destroy: () => void }).destroy();
      reply.type('application/json; charset=utf-8');
      done(null, JSON.stringify({ status: false, message: statusMessage(reply.statusCode) }));
    });
  },
  { name: 'errors', dependencies: ['route-table'] },
);

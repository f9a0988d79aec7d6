import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';

/** Set once a request is past its body (multipart is read in a preValidation hook, before this). */
const BODY_READ = Symbol('multipart body read');
type Marked = FastifyRequest & { [BODY_READ]?: true };

/**
 * Multipart forms are accepted only by the routes that take them (spec §7: the profile with its
 * picture, the email preference): a route module calls this at its top, and since it registers in
 * the module's own encapsulated context, every other route keeps refusing multipart with a 415.
 * Fields arrive as `request.body` key/values, so the same zod schemas check JSON and multipart
 * bodies; a file part's value is its bytes (a Buffer).
 */
export async function acceptMultipart(app: FastifyInstance, options: { maxFileBytes: number; maxFiles: number }) {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: {
      fileSize: options.maxFileBytes,
      files: options.maxFiles,
      fields: 20,
      fieldSize: 10 * 1024,
      parts: 20 + options.maxFiles,
    },
  });
  app.addHook('preHandler', async (request: Marked) => {
    request[BODY_READ] = true;
  });
  // The form parser's refusals in words a user can read; the app's error handler (the parent, which
  // a thrown error goes on to) sends them in the envelope.
  app.setErrorHandler((error: FastifyError, request: Marked) => {
    throw multipartProblem(error, request, options.maxFiles) ?? error;
  });
}

function multipartProblem(error: FastifyError, request: Marked, maxFiles: number): HttpError | null {
  if (error.code === 'FST_FILES_LIMIT')
    return new HttpError(
      413,
      maxFiles === 0
        ? 'This form takes no files.'
        : `This form takes at most ${maxFiles} file${maxFiles === 1 ? '' : 's'}.`,
    );
  if (error.code === 'FST_PARTS_LIMIT' || error.code === 'FST_FIELDS_LIMIT')
    return new HttpError(413, 'This form has more fields than it takes.');
  // What the parser (busboy) throws on a body cut short or malformed carries no status: a client's fault.
  if (!request[BODY_READ] && !error.statusCode && request.isMultipart())
    return new HttpError(400, 'The form data is not valid (it may be cut short).');
  return null;
}

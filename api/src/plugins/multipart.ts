import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

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
}

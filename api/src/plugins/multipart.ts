import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a route says when its file is over the size limit (413), and which field it names. */
    fileTooLarge?: { field: string; message: string };
  }
}

/** What busboy's own parse errors (a broken boundary, an unfinished part) become. */
export const MALFORMED_MULTIPART_MESSAGE = 'The form data could not be read. Please send it again.';

/**
 * Multipart forms are accepted only by the routes that take them (spec §7: the profile with its
 * picture, the email preference): a route module calls this at its top, and since it registers in
 * the module's own encapsulated context, every other route keeps refusing multipart with a 415.
 * Fields arrive as `request.body` key/values, so the same zod schemas check JSON and multipart
 * bodies; a file part's value is its bytes (a Buffer); a name sent twice gives an array.
 * The plugin's limits raise its FST_* errors (mapped in plugins/errors.ts); anything else the
 * parser throws is a malformed body, a 400, never a 500.
 */
export async function acceptMultipart(app: FastifyInstance, options: { maxFileBytes: number; maxFiles: number }) {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: options.maxFileBytes,
      files: options.maxFiles,
      fields: 20,
      fieldSize: 10 * 1024,
      parts: 20 + options.maxFiles,
    },
  });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const values = new Map<string, unknown[]>();
    try {
      for await (const part of request.parts()) {
        const value = part.type === 'file' ? await part.toBuffer() : part.value;
        values.set(part.fieldname, [...(values.get(part.fieldname) ?? []), value]);
      }
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code === 'FST_FILES_LIMIT') {
        const { maxFiles } = options;
        throw new HttpError(
          413,
          maxFiles === 0
            ? 'This form takes no files.'
            : `This form takes at most ${maxFiles} file${maxFiles === 1 ? '' : 's'}.`,
        );
      }
      if (typeof code === 'string' && code.startsWith('FST_')) throw error;
      request.log.info({ reason: (error as Error).message }, 'malformed multipart body');
      throw new HttpError(400, MALFORMED_MULTIPART_MESSAGE);
    }
    // The plugin refuses field names such as __proto__, so a plain object is safe here.
    request.body = Object.fromEntries([...values].map(([name, list]) => [name, list.length === 1 ? list[0] : list]));
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@talentindia/contracts';
import { notFound } from '../../http-error';
import { isStorageKey } from '../../services/storage';

const FILE_NOT_FOUND = 'This file does not exist.';

/**
 * `GET /files/<key>`: uploaded files (profile pictures) for `<img>` on the app's pages, so no sign-in;
 * keys are random and unguessable. A stored file never changes under its key (a new picture gets a new
 * key), hence the year-long immutable cache. Served with the type it was stored with, `nosniff`, and a
 * policy that lets the file be embedded cross-origin but never run anything if opened directly.
 */
export async function fileRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/files/*',
    {
      schema: {
        tags: ['files'],
        summary: 'An uploaded file (a profile picture) by its key',
        description: 'Keys look like avatars/<random>/<size>.webp; anything else is a 404.',
        response: {
          200: z.any().describe('The file’s bytes, with its stored Content-Type'),
          304: z.void().describe('Not modified: the ETag in If-None-Match is current'),
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      // Not a schema: any text is only looked up if it has a key's exact shape, else it is a 404.
      const key = (request.params as { '*': string })['*'];
      if (!isStorageKey(key)) throw notFound(FILE_NOT_FOUND);
      const file = await app.storage.get(key);
      if (!file) throw notFound(FILE_NOT_FOUND);
      reply
        .header('Content-Type', file.contentType)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('ETag', file.etag);
      if (request.headers['if-none-match'] === file.etag) {
        if (!Buffer.isBuffer(file.body)) file.body.destroy();
        return reply.code(304).send();
      }
      reply.header('Content-Length', file.size);
      return reply.send(file.body);
    },
  );
}

import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ATTACHMENT_SIZE_LIMITS,
  attachmentParams,
  attachmentUrlQuerySchema,
  attachmentUploadResponseSchema,
  errorResponseSchema,
  messagingMessages as m,
  threadIdParams,
} from '@talentindia/contracts';
import { HttpError, notFound } from '../../http-error';
import { userOf } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { HOUR } from '../../plugins/rate-limit';
import { findParticipantThread, sendRefusal } from '../threads';
import { openAttachment } from './attachment-service';
import { receiveAttachment } from './attachment-upload';
import { signatureMatches } from './attachment-urls';

/**
 * Issue 18 §2: a message's files. Uploaded one per request before the message is sent (which claims
 * them), and served only to the thread's two participants: through the signed URLs the messages
 * carry (an `<img>` sends no Authorization header), or with the Bearer header.
 */
export async function attachmentRoutes(app: FastifyInstance) {
  // Only in this module's context: the upload reads its form as a stream (plugins/multipart.ts buffers).
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: Math.max(...Object.values(ATTACHMENT_SIZE_LIMITS)),
      files: 2,
      fields: 5,
      fieldSize: 1024,
      parts: 7,
    },
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/threads/:id/attachments',
    {
      schema: {
        tags: ['messages'],
        summary: 'Upload a file to send in a conversation (multipart: `file`, and a video’s optional `poster`)',
        description:
          'One file per request, in the part `file`; the answer’s `id` goes into the message’s `attachment_ids` (an ' +
          'upload not sent within an hour is deleted). The type is judged from the bytes, never the name or the declared ' +
          'type: documents PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX, TXT, ZIP, RAR (stored as they are, never opened), images ' +
          'JPEG, PNG, GIF, WebP (stored re-encoded without metadata, with a thumbnail), videos MP4, MOV, WebM (checked ' +
          'whole: a cut-off file is 422). Anything else (HTML, SVG, scripts, programs) is 415. Caps: documents 25 MB, ' +
          'images 20 MB, videos 100 MB (413). For a video, the part `poster` may carry a JPEG, PNG or WebP frame the ' +
          'browser took, shown before it plays. Only the thread’s participants (else 404), and not while sending is ' +
          'refused (a block, a deleted account: 403). At most 20 of a person’s uploads wait to be sent at once (409).',
        security: [{ bearerAuth: [] }],
        params: threadIdParams,
        response: {
          201: attachmentUploadResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 429),
        },
      },
      preHandler: [app.authenticate, app.limit('attachment-upload', 300, HOUR)],
    },
    async (request, reply) => {
      const user = userOf(request);
      const thread = await findParticipantThread(app, request.params.id, user.id);
      if (!thread) throw notFound(m.threadNotFound);
      const refusal = await sendRefusal(app, thread);
      if (refusal) throw new HttpError(403, refusal);
      const attachment = await receiveAttachment(app, request, thread, user.id);
      return reply.code(201).send({ status: true as const, message: m.attachmentUploaded, data: attachment });
    },
  );

  routes.get(
    '/attachments/:id/:variant',
    {
      schema: {
        tags: ['messages'],
        summary: 'A message’s file: `file` (inline), `thumb`, `poster` or `download`',
        description:
          'With the `viewer`, `expires` and `signature` of the URL a message carries (valid for an hour), or with the ' +
          'Bearer header. Only while the viewer is a participant of the thread, and only once the file is sent (or is ' +
          'their own upload): anything else, a bad or expired signature included, is 404. `file` serves images and ' +
          'videos inline (a document has no inline variant); `download` serves every kind as an attachment. Always ' +
          "with the file’s real type, `nosniff` and a `default-src 'none'; sandbox` policy.",
        params: attachmentParams,
        querystring: attachmentUrlQuerySchema,
        response: {
          200: z.any().describe('The file’s bytes, with its real Content-Type'),
          206: z.any().describe('The part of the file a `Range: bytes=…` header asked for (`file` and `download`)'),
          304: z.void().describe('Not modified: the ETag in If-None-Match is current'),
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { id, variant } = request.params;
      const viewerId = await viewerOf(app, request, id, variant);
      const file = await openAttachment(app, viewerId, id, variant, request.headers.range);
      reply
        .header('Content-Type', file.contentType)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        // A URL names one viewer and a file that never changes: the browser may keep it, a shared cache not.
        .header('Cache-Control', 'private, max-age=3600')
        .header('ETag', file.etag);
      if (variant === 'download') reply.header('Content-Disposition', contentDisposition('attachment', file.name));
      if (variant === 'file') reply.header('Content-Disposition', contentDisposition('inline', file.name));
      if (request.headers['if-none-match'] === file.etag) {
        if (!Buffer.isBuffer(file.body)) file.body.destroy();
        return reply.code(304).send();
      }
      if (variant === 'file' || variant === 'download') reply.header('Accept-Ranges', 'bytes');
      if (file.range) {
        const { start, end } = file.range;
        reply.code(206).header('Content-Range', `bytes ${start}-${end}/${file.size}`);
        reply.header('Content-Length', end - start + 1);
      } else reply.header('Content-Length', file.size);
      return reply.send(file.body);
    },
  );
}

/**
 * Who is asking for an attachment: the viewer a valid, unexpired signature names, or the signed-in
 * user of a Bearer header. A wrong signature is answered as a missing file.
 */
async function viewerOf(
  app: FastifyInstance,
  request: FastifyRequest<{ Querystring: z.infer<typeof attachmentUrlQuerySchema> }>,
  attachmentId: number,
  variant: 'file' | 'thumb' | 'poster' | 'download',
): Promise<number> {
  const { viewer, expires, signature } = request.query;
  if (signature === undefined) {
    await app.authenticate(request);
    return userOf(request).id;
  }
  const viewerId = Number(viewer);
  const expiresAt = Number(expires);
  const valid =
    /^\d{1,15}$/.test(viewer ?? '') &&
    /^\d{1,15}$/.test(expires ?? '') &&
    expiresAt * 1000 > app.clock.now().getTime() &&
    signatureMatches(app, { attachmentId, variant, viewerId, expires: expiresAt }, signature);
  if (!valid) throw notFound(m.attachmentNotFound);
  return viewerId;
}

/**
 * RFC 6266 with the RFC 5987 encoding of the name (any language), and a plain ASCII fallback for
 * clients that do not read `filename*`.
 */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

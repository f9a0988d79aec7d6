import { createHash } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NAV_NOTIFICATIONS_LIMIT, errorResponseSchema, navResponseSchema } from '@talentindia/contracts';
import { z } from 'zod';
import { messages } from '../../db/schema';
import { userOf } from '../../plugins/auth';
import { countUnseen, listNotifications } from '../notifications/notification-service';

/**
 * Spec §7: `GET /nav`, polled every 10 s by the signed-in header. The body carries an ETag; a poll
 * whose If-None-Match still matches gets an empty 304.
 */
export async function navRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/nav',
    {
      schema: {
        tags: ['navigation'],
        summary: 'Unread messages, latest notifications and the user’s verification state',
        security: [{ bearerAuth: [] }],
        response: { 200: navResponseSchema, 304: z.null().describe('Not modified'), 401: errorResponseSchema },
      },
      preHandler: [app.authenticate],
      // Polled every 10 s by every signed-in tab: only problems are worth a log line.
      logLevel: 'warn',
    },
    async (request, reply) => {
      const user = userOf(request);
      const [unread, unseen, latest] = await Promise.all([
        app.db
          .select({ value: count() })
          .from(messages)
          .where(and(eq(messages.recipientId, user.id), isNull(messages.readAt))),
        countUnseen(app.db, user.id),
        listNotifications(app.db, user.id, 1, NAV_NOTIFICATIONS_LIMIT),
      ]);
      const body = {
        status: true as const,
        data: {
          unread_messages: Number(unread[0]?.value ?? 0),
          unseen_notifications: unseen,
          notifications: latest,
          user: {
            first_name: user.firstName,
            email: user.email,
            is_email_verified: user.emailVerified,
            is_mobile_verified: user.mobileVerified,
          },
        },
      };
      const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
      reply.header('ETag', etag).header('Cache-Control', 'private, no-cache').header('Vary', 'Authorization');
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        return reply.code(304).send(null);
      }
      return body;
    },
  );
}

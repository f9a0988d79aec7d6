import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  messageResponseSchema,
  notificationIdParamsSchema,
  notificationMessages,
  notificationsPageSchema,
  notificationsQuerySchema,
} from '@talentindia/contracts';
import { notFound } from '../../http-error';
import { userOf } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { clearNotifications, listNotifications, markAllSeen, removeNotification } from './notification-service';

const errors = errorResponses(401, 404, 422);

/** Spec §7: the notifications list, mark all seen, clear all, remove one. Only ever the caller's own. */
export async function notificationRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['notifications'], security: [{ bearerAuth: [] }] };

  routes.get(
    '/notifications',
    {
      schema: {
        ...common,
        summary: 'A page of notifications, newest first',
        querystring: notificationsQuerySchema,
        response: { 200: notificationsPageSchema, ...errors },
      },
      preHandler: [app.authenticate],
    },
    async (request) => ({
      status: true as const,
      data: await listNotifications(app, userOf(request).id, request.query.page),
    }),
  );

  routes.get(
    '/notifications/seen',
    {
      schema: {
        ...common,
        summary: 'Mark every notification seen',
        response: { 200: messageResponseSchema, ...errors },
      },
      preHandler: [app.authenticate],
    },
    async (request) => {
      await markAllSeen(app, userOf(request).id);
      return { status: true as const, message: notificationMessages.allSeen };
    },
  );

  routes.delete(
    '/notifications/',
    {
      schema: { ...common, summary: 'Clear all notifications', response: { 200: messageResponseSchema, ...errors } },
      preHandler: [app.authenticate],
    },
    async (request) => {
      await clearNotifications(app, userOf(request).id);
      return { status: true as const, message: notificationMessages.cleared };
    },
  );

  routes.delete(
    '/notifications/:id',
    {
      schema: {
        ...common,
        summary: 'Remove one notification',
        params: notificationIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
      preHandler: [app.authenticate],
    },
    async (request) => {
      if (!(await removeNotification(app, userOf(request).id, request.params.id)))
        throw notFound(notificationMessages.notFound);
      return { status: true as const, message: notificationMessages.removed };
    },
  );
}

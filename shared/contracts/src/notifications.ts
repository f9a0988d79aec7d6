import { idParam } from './marketplace/marketplace-fields';
import { z } from './zod';
import { NOTIFICATION_TYPES } from './constants';
import { userRoleSchema } from './auth';

export {
  NAV_NOTIFICATIONS_LIMIT,
  NOTIFICATION_TYPES,
  NOTIFICATIONS_PAGE_SIZE,
  notificationMessages,
  type NotificationType,
} from './constants';

/** Spec §3: id, type, description (HTML, sanitized by the server and again before rendering), action (path), seen (0 unseen, 1 seen). */
export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  description: z.string(),
  action: z.string(),
  seen: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Page must be a whole number from 1.' })
    .int('Page must be a whole number from 1.')
    .min(1, 'Page must be a whole number from 1.')
    .max(100000, 'Page must be a whole number from 1.')
    .default(1),
});

export const notificationIdParamsSchema = z.object({ id: idParam('Notification not found.') });

export const notificationsPageSchema = z.object({ status: z.literal(true), data: z.array(notificationSchema) });

/**
 * Spec §3, §7: `GET /nav`. `unseen_notifications` and `user` go beyond the spec: the bell's state, the
 * verification flags and the account's role (issue 18: a freelancer's header and landing page).
 */
export const navResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({
    unread_messages: z.number().int(),
    unseen_notifications: z.number().int(),
    notifications: z.array(notificationSchema),
    user: z.object({
      first_name: z.string(),
      email: z.string(),
      image: z.string().nullable(),
      is_email_verified: z.boolean(),
      is_mobile_verified: z.boolean(),
      role: userRoleSchema.optional(),
    }),
  }),
});
export type NavResponse = z.infer<typeof navResponseSchema>;

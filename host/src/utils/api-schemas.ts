// zod/mini, as remotes.json's schema: the host checks the api's answers without bringing the full
// zod into its first load. Each schema is typed against the contract, so the two cannot drift.
import { z } from 'zod/mini';
import { NOTIFICATION_TYPES, USER_ROLES } from '@talentindia/contracts/constants';
import type { NavResponse, Notification } from '@talentindia/contracts';

/** Spec §3: a notification (the contract's `notificationSchema`). */
export const notificationSchema: z.ZodMiniType<Notification> = z.object({
  id: z.number(),
  type: z.enum(NOTIFICATION_TYPES),
  description: z.string(),
  action: z.string(),
  seen: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
});

/** `GET /notifications?page=n` (the contract's `notificationsPageSchema`). */
export const notificationsPageSchema: z.ZodMiniType<{ status: true; data: Notification[] }> = z.object({
  status: z.literal(true),
  data: z.array(notificationSchema),
});

/** Spec §3, §7: `GET /nav` (the contract's `navResponseSchema`). */
export const navResponseSchema: z.ZodMiniType<NavResponse> = z.object({
  status: z.literal(true),
  data: z.object({
    unread_messages: z.number(),
    unseen_notifications: z.number(),
    notifications: z.array(notificationSchema),
    user: z.object({
      first_name: z.string(),
      email: z.string(),
      image: z.nullable(z.string()),
      is_email_verified: z.boolean(),
      is_mobile_verified: z.boolean(),
      role: z.optional(z.enum(USER_ROLES)),
    }),
  }),
});

/** A success that carries no data the host reads: `{status: true, message?}` (the contract's `messageResponseSchema`, message optional). */
export const successEnvelopeSchema: z.ZodMiniType<{ status: true; message?: string }> = z.object({
  status: z.literal(true),
  message: z.optional(z.string()),
});

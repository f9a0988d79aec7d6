import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Notification, NotificationType } from '@talentindia/contracts';
import { NOTIFICATIONS_PAGE_SIZE } from '@talentindia/contracts';
import type { Database } from '../../db/database';
import { notifications } from '../../db/schema';
import { sanitizeInlineHtml } from '../../services/sanitize';

type Row = typeof notifications.$inferSelect;

export function toNotification(row: Row): Notification {
  return {
    id: row.id,
    type: row.type,
    description: row.description,
    action: row.action,
    seen: row.seen ? 1 : 0,
    created_at: row.createdAt.toISOString(),
  };
}

/** Only in-app paths: an action never sends the user to another site or runs script. */
export function safeActionPath(action: string): string {
  return /^\/(?!\/)[^\s\\]*$/.test(action) ? action : '/notifications';
}

/**
 * The one way notifications are created: the description is sanitized (inline formatting only) when
 * stored. Pass the caller's transaction as `db` to write it with the change it tells of.
 */
export async function createNotification(
  app: FastifyInstance,
  input: {
    userId: number;
    type: NotificationType;
    description: string;
    action: string;
    seen?: boolean;
    /** When it happened; now by the app's clock unless told (the demo dates its history back). */
    createdAt?: Date;
  },
  db: Database = app.db,
) {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: input.userId,
      type: input.type,
      description: sanitizeInlineHtml(input.description),
      action: safeActionPath(input.action),
      seen: input.seen ?? false,
      createdAt: input.createdAt ?? app.clock.now(),
    })
    .returning();
  return toNotification(row!);
}

export async function listNotifications(
  app: FastifyInstance,
  userId: number,
  page: number,
  pageSize = NOTIFICATIONS_PAGE_SIZE,
) {
  const rows = await app.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return rows.map(toNotification);
}

export async function markAllSeen(app: FastifyInstance, userId: number) {
  await app.db
    .update(notifications)
    .set({ seen: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.seen, false)));
}

export async function clearNotifications(app: FastifyInstance, userId: number) {
  await app.db.delete(notifications).where(eq(notifications.userId, userId));
}

/** Removes one of the user's notifications; false when there is none with that id for this user. */
export async function removeNotification(app: FastifyInstance, userId: number, id: number): Promise<boolean> {
  const removed = await app.db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return removed.length > 0;
}

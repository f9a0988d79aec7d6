import { and, count, desc, eq } from 'drizzle-orm';
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

/** The one way notifications are created: the description is sanitized (inline formatting only) when stored. */
export async function createNotification(
  db: Database,
  input: {
    userId: number;
    type: NotificationType;
    description: string;
    action: string;
    seen?: boolean;
    createdAt?: Date;
  },
) {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: input.userId,
      type: input.type,
      description: sanitizeInlineHtml(input.description),
      action: safeActionPath(input.action),
      seen: input.seen ?? false,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  return toNotification(row!);
}

export async function listNotifications(
  db: Database,
  userId: number,
  page: number,
  pageSize = NOTIFICATIONS_PAGE_SIZE,
) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return rows.map(toNotification);
}

export async function countUnseen(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.seen, false)));
  return Number(row?.value ?? 0);
}

export async function markAllSeen(db: Database, userId: number) {
  await db
    .update(notifications)
    .set({ seen: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.seen, false)));
}

export async function clearAll(db: Database, userId: number) {
  await db.delete(notifications).where(eq(notifications.userId, userId));
}

/** Removes one of the user's notifications; false when there is none with that id for this user. */
export async function removeOne(db: Database, userId: number, id: number): Promise<boolean> {
  const removed = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return removed.length > 0;
}

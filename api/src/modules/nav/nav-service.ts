import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  NAV_NOTIFICATIONS_LIMIT,
  type NavResponse,
  type Notification,
  type NotificationType,
} from '@talentindia/contracts';
import type { Database } from '../../db/database';
import { messages, notifications, sessions, users } from '../../db/schema';
import { liveSession } from '../../plugins/auth';
import { pictureUrl } from '../profile';
import type { NavVersion } from './nav-etag';

export type NavPoll =
  { current: NavVersion; notModified: true } | { current: NavVersion; notModified: false; body: NavResponse };

/** A notification as the query hands it over: [id, type, description, action, seen, created_at in ms]. */
type NotificationTuple = [number, NotificationType, string, string, boolean, number];
/** What /nav counts and lists: [unread messages, unseen notifications, the latest notifications]. */
type News = [number, number, NotificationTuple[]];

/**
 * The nav poll in one round trip to the database, whatever the answer: the token's session, the user's
 * `nav_version` and, only when the client does not hold that version already, the counts and the
 * latest notifications (a CASE evaluates its subqueries only when it takes their branch). A 304 thus
 * costs one read of two indexed rows. On PostgreSQL the statement is prepared once per connection.
 */
function navStatement(db: Database) {
  // created_at goes out in whole milliseconds since the epoch, as the drivers' Dates hold it, so the
  // bell and the notifications page show the same time.
  const news = sql<News | null>`case
    when (${users.id} || '.' || ${users.navVersion}) = any(string_to_array(${sql.placeholder('held')}, ' '))
    then null
    else json_build_array(
      (select count(*) from ${messages} where ${messages.recipientId} = ${users.id} and ${messages.readAt} is null),
      (select count(*) from ${notifications} where ${notifications.userId} = ${users.id} and not ${notifications.seen}),
      (select coalesce(json_agg(json_build_array(
          latest.id, latest.type, latest.description, latest.action, latest.seen,
          floor(extract(epoch from latest.created_at) * 1000)) order by latest.id desc), '[]'::json)
        from (
          select * from ${notifications} where ${notifications.userId} = ${users.id}
          order by ${notifications.id} desc limit ${sql.raw(String(NAV_NOTIFICATIONS_LIMIT))}
        ) as latest))
    end`;

  return db
    .select({
      userId: users.id,
      version: users.navVersion,
      firstName: users.firstName,
      email: users.email,
      imageKey: users.imageKey,
      emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
      mobileVerified: sql<boolean>`${users.mobileVerifiedAt} is not null`,
      role: users.role,
      news,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSession(sql.placeholder('tokenHash'), sql.placeholder('now')))
    .limit(1)
    .prepare('nav_poll');
}

/** Each database's prepared nav statement, built on its first poll. */
const statements = new WeakMap<Database, ReturnType<typeof navStatement>>();

/**
 * The user's /nav for a session token's hash and the versions the client holds (its If-None-Match),
 * or null when the token opens no live session (by the app's clock).
 */
export async function readNav(app: FastifyInstance, tokenHash: string, held: NavVersion[]): Promise<NavPoll | null> {
  let statement = statements.get(app.db);
  if (!statement) {
    statement = navStatement(app.db);
    statements.set(app.db, statement);
  }
  const [row] = await statement.execute({
    tokenHash,
    now: app.clock.now(),
    held: held.map((tag) => `${tag.userId}.${tag.version}`).join(' '),
  });
  if (!row) return null;
  const current = { userId: row.userId, version: row.version };
  if (!row.news) return { current, notModified: true };
  const [unreadMessages, unseenNotifications, latest] = row.news;
  return {
    current,
    notModified: false,
    body: {
      status: true,
      data: {
        unread_messages: unreadMessages,
        unseen_notifications: unseenNotifications,
        notifications: latest.map(notificationFrom),
        user: {
          first_name: row.firstName,
          email: row.email,
          image: pictureUrl(app.config.apiPublicUrl, row.imageKey),
          is_email_verified: row.emailVerified,
          is_mobile_verified: row.mobileVerified,
          role: row.role,
        },
      },
    },
  };
}

function notificationFrom([id, type, description, action, seen, createdAtMs]: NotificationTuple): Notification {
  return { id, type, description, action, seen: seen ? 1 : 0, created_at: new Date(createdAtMs).toISOString() };
}

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema';
import type { MailCategory } from './mail-categories';
import type { MailOutcome } from './mailer';

export interface UserMail {
  userId: number;
  category: MailCategory;
  subject: string;
  text: string;
  html: string;
}

/**
 * Mails a user of the product at their account's current address (jobs, proposals, offers and the
 * rest use this). Whether it goes is the mailer's decision (services/mailer.ts: email preferences);
 * null when there is no such account (deleted meanwhile), and nothing is sent.
 */
export async function sendUserMail(app: FastifyInstance, mail: UserMail): Promise<MailOutcome | null> {
  const [user] = await app.db.select({ email: users.email }).from(users).where(eq(users.id, mail.userId));
  if (!user) return null;
  const { userId: _userId, ...rest } = mail;
  return app.mailer.send({ to: user.email, ...rest });
}

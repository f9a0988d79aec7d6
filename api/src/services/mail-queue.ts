import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { MAIL_CATEGORIES, type MailCategory } from './mail-categories';
import { enqueueWork, type WorkKind } from './scheduler';

interface MailContent {
  category: MailCategory;
  subject: string;
  text: string;
  html: string;
}

/**
 * A mail to queue: to a user of the product, at whatever address their account has when the mail
 * goes out (`userId`); or to an address given here (`to`) for mail that must reach that address and
 * no other, such as the link that confirms a new address, or the notice sent to the old one.
 */
export type QueuedMail = MailContent & ({ userId: number } | { to: string });

const content = {
  category: z.enum(MAIL_CATEGORIES),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
};
const queuedMailSchema: z.ZodType<QueuedMail> = z.union([
  z.object({ userId: z.number().int().positive(), ...content }),
  z.object({ to: z.string().min(3), ...content }),
]);

/**
 * Sends one queued mail through `app.mailer`, which obeys the recipient's email preferences as they
 * are now. A user-addressed mail goes to the account's current address, and to nobody once the
 * account is deleted. A transport that throws leaves the mail queued for another attempt.
 */
async function deliverQueuedMail(app: FastifyInstance, mail: QueuedMail): Promise<void> {
  const { category, subject, text, html } = mail;
  let to: string;
  if ('to' in mail) to = mail.to;
  else {
    const [user] = await app.db.select({ email: users.email }).from(users).where(eq(users.id, mail.userId));
    if (!user) {
      app.log.info({ userId: mail.userId, subject, category }, 'mail not sent: the account no longer exists');
      return;
    }
    to = user.email;
  }
  await app.mailer.send({ to, category, subject, text, html });
}

/** Queued mail, done by the scheduler's worker; ten attempts over about three hours. */
export const mailWork: WorkKind<QueuedMail> = {
  kind: 'mail',
  payload: queuedMailSchema,
  maxAttempts: 10,
  perform: deliverQueuedMail,
  // The body holds links and codes: once the mail is sent (or given up), only who, what and why stay.
  keepWhenFinished: ({ text: _text, html: _html, ...kept }) => kept,
};

/**
 * The one way to mail someone: call it inside the transaction of the change the mail is about
 * (`db`), so a change that rolls back mails nobody and one that commits always mails. The mail goes
 * out right after the request has answered, and is tried again later if the mail server fails.
 */
export function queueMail(app: FastifyInstance, mail: QueuedMail, db: Database = app.db): Promise<void> {
  return enqueueWork(app, { kind: mailWork, payload: mail }, db);
}

import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outbox } from '../db/schema';

export interface OutboxEntry {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A mail's category (services/mail-categories); SMS has none. */
  category?: string;
  /** Set when the mail was not sent, saying why (its category is switched off). */
  skippedReason?: string;
}

export async function writeOutbox(app: FastifyInstance, entry: OutboxEntry): Promise<void> {
  await app.db.insert(outbox).values({
    channel: entry.channel,
    recipient: entry.to.toLowerCase(),
    subject: entry.subject,
    text: entry.text,
    html: entry.html,
    ...(entry.category ? { category: entry.category } : {}),
    skippedReason: entry.skippedReason ?? null,
    createdAt: app.clock.now(),
  });
}

/** Newest first. */
export async function readOutbox(app: FastifyInstance, to: string) {
  const rows = await app.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, to.toLowerCase()))
    .orderBy(desc(outbox.id))
    .limit(50);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    html: row.html,
    category: row.category,
    skipped_reason: row.skippedReason,
    created_at: row.createdAt.toISOString(),
  }));
}

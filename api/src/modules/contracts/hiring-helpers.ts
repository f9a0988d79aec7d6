import { eq } from 'drizzle-orm';
import type { Person } from '@talentindia/contracts';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import type { MailCategory } from '../../services/mail-categories';
import { pictureUrl } from '../profile/profile-images';

/** Offers, contracts and their events are in US dollars for now; every amount carries its currency. */
export const money = (currency: 'INR' | 'USD' | 'EUR' | 'GBP', amount: number) => ({ currency, amount });

/** "$1,250.50": amounts in notifications and mails (the web formats its own). */
export function moneyText(currency: string, amount: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount / 100);
}

/** Names and titles go into notification HTML (sanitised when stored, but shown as typed, not as markup). */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

export function personOf(
  apiPublicUrl: string,
  row: { id: number; firstName: string; lastName: string; imageKey: string | null },
): Person {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    image: pictureUrl(apiPublicUrl, row.imageKey),
  };
}

/** A user's profile time zone, in which their "today" for due dates is judged (ADR 016). */
export async function timeZoneOf(db: Database, userId: number): Promise<string> {
  const [row] = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId));
  return row?.timezone ?? 'UTC';
}

export const isUniqueViolation = (error: unknown, constraint?: string) => {
  const found = [error, (error as { cause?: unknown } | null)?.cause].find(
    (candidate) => (candidate as { code?: unknown } | null)?.code === '23505',
  ) as { constraint?: string; message?: string } | undefined;
  if (!found) return false;
  return constraint === undefined || found.constraint === constraint || Boolean(found.message?.includes(constraint));
};

/** A mail to the other side of a hiring step, queued in the step's transaction (services/mail-queue). */
export interface HiringMail {
  userId: number;
  category: Extract<MailCategory, 'email_offer_updates' | 'email_contract_updates'>;
  subject: string;
  text: string;
  html: string;
}

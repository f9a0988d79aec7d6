import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Person } from '@talentindia/contracts';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import type { MailCategory } from '../../services/mail-categories';
import { pictureUrl } from '../profile';

/** Offers, contracts and their events are in US dollars for now; every amount carries its currency. */
export const money = (currency: 'INR' | 'USD' | 'EUR' | 'GBP', amount: number) => ({ currency, amount });

/** "$1,250.50": amounts in notifications and mails (the web formats its own). */
export function moneyText(currency: string, amount: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount / 100);
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

/** A user's profile time zone, in which their "today" for due dates is judged (ADR 016); read in the caller's transaction when given one. */
export async function timeZoneOf(app: FastifyInstance, userId: number, db: Database = app.db): Promise<string> {
  const [row] = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId));
  return row?.timezone ?? 'UTC';
}

/** A mail to the other side of a hiring step, queued in the step's transaction (services/mail-queue). */
export interface HiringMail {
  userId: number;
  category: Extract<MailCategory, 'email_offer_updates' | 'email_contract_updates'>;
  subject: string;
  text: string;
  html: string;
}

/** The path each side opens for a contract's news: the client's job page, the freelancer's conversation. */
export const clientPath = (jobId: number) => `/jobs/${jobId}`;
export const freelancerPath = (threadId: number) => `/messages?thread=${threadId}`;

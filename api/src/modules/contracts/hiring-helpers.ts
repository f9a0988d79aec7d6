import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Person } from '@talentindia/contracts';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import type { MailCategory } from '../../services/mail-categories';
import { sendUserMail } from '../../services/user-mail';
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

/**
 * The calendar day it is for a person at `now` in their profile's time zone (`YYYY-MM-DD`): a due
 * date "from today" and a work date "not in the future" are judged by the day the person sees, not
 * by UTC (India is 5½ hours ahead of it). An unknown zone falls back to UTC.
 */
export function dayIn(timeZone: string, now: Date): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(now);
    const part = (type: string) => parts.find((p) => p.type === type)!.value;
    return `${part('year')}-${part('month')}-${part('day')}`;
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** Monday and Sunday of the ISO week a calendar day is in (the weekly limit's week). */
export function isoWeekOf(day: string): { monday: string; sunday: string } {
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  const monday = new Date(date.getTime() - sinceMonday * 86_400_000);
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  return { monday: monday.toISOString().slice(0, 10), sunday: sunday.toISOString().slice(0, 10) };
}

/** A person's profile time zone (read in the caller's transaction when given one). */
export async function timeZoneOf(app: FastifyInstance, userId: number, db: Database = app.db): Promise<string> {
  const [row] = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId));
  return row?.timezone ?? 'UTC';
}

/** A mail to the other side of a hiring step, sent after the step's transaction committed. */
export interface HiringMail {
  userId: number;
  category: Extract<MailCategory, 'email_offer_updates' | 'email_contract_updates'>;
  subject: string;
  text: string;
  html: string;
}

/**
 * Sends the step's mails once its transaction has committed (so a rolled-back step mails nobody).
 * The step already happened: a mail server that fails is logged, and the request still succeeds.
 */
export async function sendHiringMails(app: FastifyInstance, mails: HiringMail[]): Promise<void> {
  for (const mail of mails) {
    try {
      await sendUserMail(app, mail);
    } catch (error) {
      app.log.warn({ err: error, userId: mail.userId, subject: mail.subject }, 'hiring mail not sent');
    }
  }
}

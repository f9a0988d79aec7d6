import { eq, sql } from 'drizzle-orm';
import {
  EMAIL_PREFERENCE_KEYS,
  type EmailPreferenceKey,
  type EmailPreferences,
  type EmailPreferencesUpdate,
} from '@talentindia/contracts';
import type { FastifyInstance } from 'fastify';
import { emailPreferences, users } from '../../db/schema';

/** Each wire flag's column. */
const COLUMNS = {
  email_job_updates: emailPreferences.jobUpdates,
  email_new_proposals: emailPreferences.newProposals,
  email_offer_updates: emailPreferences.offerUpdates,
  email_contract_updates: emailPreferences.contractUpdates,
  email_weekly_time_logs: emailPreferences.weeklyTimeLogs,
  email_payment_requests: emailPreferences.paymentRequests,
  email_account_info_changes: emailPreferences.accountInfoChanges,
  email_miscellaneous: emailPreferences.miscellaneous,
} as const satisfies Record<EmailPreferenceKey, unknown>;

/** The property of the drizzle row each wire flag is. */
const PROPERTIES = {
  email_job_updates: 'jobUpdates',
  email_new_proposals: 'newProposals',
  email_offer_updates: 'offerUpdates',
  email_contract_updates: 'contractUpdates',
  email_weekly_time_logs: 'weeklyTimeLogs',
  email_payment_requests: 'paymentRequests',
  email_account_info_changes: 'accountInfoChanges',
  email_miscellaneous: 'miscellaneous',
} as const satisfies Record<EmailPreferenceKey, keyof typeof emailPreferences.$inferSelect>;

/** The address mails go to and the eight flags (1 on, 0 off); a user without a row has them all on. */
export async function readEmailPreferences(
  app: FastifyInstance,
  user: { id: number; email: string },
): Promise<EmailPreferences> {
  const [row] = await app.db.select().from(emailPreferences).where(eq(emailPreferences.userId, user.id));
  const flags = Object.fromEntries(
    EMAIL_PREFERENCE_KEYS.map((key) => [key, row && !row[PROPERTIES[key]] ? 0 : 1]),
  ) as Record<EmailPreferenceKey, 0 | 1>;
  return { email: user.email, ...flags };
}

/** Stores only the flags sent ('1'/'0' from a form as 1/0 from JSON); the others keep their value. */
export async function updateEmailPreferences(
  app: FastifyInstance,
  userId: number,
  update: EmailPreferencesUpdate,
): Promise<void> {
  const now = app.clock.now();
  const given: Partial<Record<(typeof PROPERTIES)[EmailPreferenceKey], boolean>> = {};
  for (const key of EMAIL_PREFERENCE_KEYS) {
    const value = update[key];
    if (value !== undefined) given[PROPERTIES[key]] = String(value) === '1';
  }
  await app.db
    .insert(emailPreferences)
    .values({ userId, ...given, updatedAt: now })
    .onConflictDoUpdate({ target: emailPreferences.userId, set: { ...given, updatedAt: now } });
}

/**
 * Whether the account this address belongs to has switched this kind of mail off. An address of no
 * account, or an account that never saved its preferences, gets everything.
 */
export async function isSwitchedOff(app: FastifyInstance, address: string, key: EmailPreferenceKey): Promise<boolean> {
  const [row] = await app.db
    .select({ on: COLUMNS[key] })
    .from(users)
    .innerJoin(emailPreferences, eq(emailPreferences.userId, users.id))
    .where(sql`lower(${users.email}) = ${address.toLowerCase()}`)
    .limit(1);
  return row !== undefined && !row.on;
}

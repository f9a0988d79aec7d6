import { z } from './zod';
import { emailField } from './auth';
import { NOTIFICATION_TYPES } from './constants';
import { text } from './text';

/** `GET /dev/outbox?to=` (only with DEV_OUTBOX=1): mail and SMS that went to the local outbox, newest first. */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** A mail's category (`security`, `payment_receipts` or an email preference); SMS codes are `security`. */
  category: z.string(),
  /** Why the mail was not sent (its category is switched off in Email Preference); null when it was. */
  skipped_reason: z.string().nullable(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxQuerySchema = z.object({
  to: text('Query parameter "to" is required.').trim().min(1, 'Query parameter "to" is required.').max(254),
});

/** `POST /dev/notifications` (only with DEV_OUTBOX=1): raise a notification for an account. */
export const devNotificationSchema = z.object({
  email: emailField,
  type: z.enum(NOTIFICATION_TYPES),
  description: text().min(1).max(2000),
  action: text().min(1).max(500),
  seen: z.boolean().optional(),
});
export type DevNotificationInput = z.infer<typeof devNotificationSchema>;

/** The most `POST /dev/clock` moves the api's clock in one call: 60 days, in minutes. */
export const DEV_CLOCK_MAX_ADVANCE_MINUTES = 60 * 24 * 60;
const advanceInvalid = `Advance the clock by a whole number of minutes from 1 to ${DEV_CLOCK_MAX_ADVANCE_MINUTES}.`;

/**
 * `POST /dev/clock` (only with DEV_OUTBOX=1 and TEST_CLOCK set): moves the api's clock forward by some
 * minutes, never back, for tests of what happens days later (a week closing, its review ending).
 */
export const devClockAdvanceSchema = z.object({
  advance_minutes: z
    .number({ error: advanceInvalid })
    .int(advanceInvalid)
    .min(1, advanceInvalid)
    .max(DEV_CLOCK_MAX_ADVANCE_MINUTES, advanceInvalid),
});
export type DevClockAdvanceInput = z.infer<typeof devClockAdvanceSchema>;

/** The api's clock after `POST /dev/clock` moved it. */
export const devClockSchema = z.object({ now: z.string() });

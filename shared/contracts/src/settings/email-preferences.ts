import { z } from '../zod-mini';
import { settingsMessages } from './settings-messages';

/** Spec §3: the eight email preferences (1 on, 0 off), in the order the screen lists them. */
export const EMAIL_PREFERENCE_KEYS = [
  'email_job_updates',
  'email_new_proposals',
  'email_offer_updates',
  'email_contract_updates',
  'email_weekly_time_logs',
  'email_payment_requests',
  'email_account_info_changes',
  'email_miscellaneous',
] as const;
export type EmailPreferenceKey = (typeof EMAIL_PREFERENCE_KEYS)[number];

/** The switches' labels and what each covers. Payment receipts and invoices are always sent (spec §2). */
export const EMAIL_PREFERENCE_LABELS: Record<EmailPreferenceKey, { label: string; description: string }> = {
  email_job_updates: {
    label: 'Job updates',
    description: 'Changes to the jobs you post, and new messages about them.',
  },
  email_new_proposals: { label: 'New proposals', description: 'A freelancer sends a proposal for your job.' },
  email_offer_updates: { label: 'Offer updates', description: 'A freelancer accepts or declines your offer.' },
  email_contract_updates: { label: 'Contract updates', description: 'Milestones, contract starts and ends.' },
  email_weekly_time_logs: {
    label: 'Weekly time logs',
    description: 'Hours logged on your hourly contracts each week.',
  },
  email_payment_requests: { label: 'Payment requests', description: 'A freelancer asks to be paid for work.' },
  email_account_info_changes: {
    label: 'Account information changes',
    description: 'Changes to your profile, billing details and settings.',
  },
  email_miscellaneous: { label: 'Miscellaneous', description: 'Product news, tips and offers.' },
};
export const PAYMENT_RECEIPTS_LABEL = {
  label: 'Payment receipts and invoices',
  description: 'Always sent: you need them for your records and taxes.',
} as const;

const flag = z.union([z.literal(0), z.literal(1)]);
export type EmailPreferenceFlag = z.infer<typeof flag>;

/** `GET /settings/email-preference`: the address mails go to and the eight flags. */
export const emailPreferencesSchema = z.object({
  email: z.string(),
  ...(Object.fromEntries(EMAIL_PREFERENCE_KEYS.map((key) => [key, flag])) as Record<EmailPreferenceKey, typeof flag>),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;
export const emailPreferencesResponseSchema = z.object({ status: z.literal(true), data: emailPreferencesSchema });
export const emailPreferencesUpdateResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: emailPreferencesSchema,
});

/** A flag as sent: 0 or 1, as a number (JSON) or a string (multipart form data). */
const sentFlag = z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
  error: settingsMessages.emailPreferenceInvalid,
});

/**
 * `POST /settings/email-preference` (JSON or multipart): one or more flags, each 0 or 1 (spec §7: a
 * toggle sends one flag). Unknown fields are refused, so a typo never reads as success.
 */
export const emailPreferencesUpdateSchema = z
  .strictObject(
    Object.fromEntries(EMAIL_PREFERENCE_KEYS.map((key) => [key, z.optional(sentFlag)])) as Record<
      EmailPreferenceKey,
      z.ZodMiniOptional<typeof sentFlag>
    >,
    { error: settingsMessages.emailPreferenceInvalid },
  )
  .check(
    z.refine((value) => Object.values(value).some((v) => v !== undefined), settingsMessages.emailPreferenceRequired),
  );
export type EmailPreferencesUpdate = z.infer<typeof emailPreferencesUpdateSchema>;

import { EMAIL_PREFERENCE_KEYS } from '@talentindia/contracts';

/**
 * Every mail has a category. `security` mails (verification, password reset, email change, account
 * deletion, sign-in codes) and `payment_receipts` (receipts and invoices) are always sent; every
 * other category is one of the user's eight email preferences and is sent only while it is on.
 */
export const MAIL_CATEGORIES = ['security', 'payment_receipts', ...EMAIL_PREFERENCE_KEYS] as const;
export type MailCategory = (typeof MAIL_CATEGORIES)[number];

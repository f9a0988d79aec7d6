import type { EmailPreferenceKey } from '@talentindia/contracts';

/**
 * Every mail has a category. `security` mails (verification, password reset, email change, account
 * deletion, sign-in codes) and `payment_receipts` (receipts and invoices) are always sent; every
 * other category is one of the user's eight email preferences and is sent only while it is on.
 */
export type MailCategory = 'security' | 'payment_receipts' | EmailPreferenceKey;

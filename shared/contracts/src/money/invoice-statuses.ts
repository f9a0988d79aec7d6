/**
 * Where an invoice's card part stands: `paid` (credits covered it, or a charge succeeded);
 * `processing` (a charge is with the provider); `requires_action` (the cardholder must authenticate);
 * `declined` (the last attempt was declined); `awaiting_payment` (no card was charged yet, or the
 * provider failed and the charge is to be tried again); `cancelled` (its milestone was cancelled
 * before it was paid: it will not be paid, and the credits it took were given back).
 */
export const INVOICE_PAYMENT_STATUSES = [
  'paid',
  'awaiting_payment',
  'requires_action',
  'declined',
  'processing',
  'cancelled',
] as const;
export type InvoicePaymentStatus = (typeof INVOICE_PAYMENT_STATUSES)[number];

import { z } from '../zod-mini';
import { miniText } from '../settings/fields';
import { idParam } from '../marketplace/marketplace-fields';
import { moneySchema, type Money } from '../settings/payment-methods';
import { INVOICE_PAYMENT_STATUSES } from './invoice-statuses';
import { moneyMessages as m } from './money-messages';

/*
 * An invoice as a document (issue 19 §2): what `GET /invoices/:id` answers and its PDF prints. Money
 * is integer minor units with the currency (`moneySchema`), as everywhere on the wire; an invoice is
 * in one currency, so every amount of it carries the invoice's.
 */

export const INVOICE_KINDS = ['milestone', 'hourly_week'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** The work, the marketplace fee, and GST on the fee: CGST and SGST within the platform's state, or IGST. */
export const INVOICE_LINE_KINDS = ['work', 'fee', 'cgst', 'sgst', 'igst'] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

/** How GST was charged on the fee: within the platform's state, to another Indian state, or none (billed abroad). */
export const TAX_TREATMENTS = ['cgst_sgst', 'igst', 'none'] as const;
export type TaxTreatmentKind = (typeof TAX_TREATMENTS)[number];

export { INVOICE_PAYMENT_STATUSES, type InvoicePaymentStatus } from './invoice-statuses';

/** Why money of an invoice was given back: its funded milestone was cancelled, or its client's disputed hours were accepted. */
export const INVOICE_REFUND_REASONS = ['milestone_cancelled', 'hours_disputed'] as const;
export type InvoiceRefundReason = (typeof INVOICE_REFUND_REASONS)[number];

/** A refund's reason as the invoice's page and PDF write it. */
export const INVOICE_REFUND_REASON_WORDS: Record<InvoiceRefundReason, string> = {
  milestone_cancelled: 'Milestone cancelled',
  hours_disputed: 'Disputed hours refunded',
};

/**
 * A refund is decided, and its credits given back, when it is written; its card part is `pending`
 * until the provider confirms it (a refusal is asked again later, never given up), then `succeeded`.
 */
export const INVOICE_REFUND_STATUSES = ['pending', 'succeeded'] as const;
export type InvoiceRefundStatus = (typeof INVOICE_REFUND_STATUSES)[number];

export const invoiceIdParamsSchema = z.object({ id: idParam(m.invoiceNotFound) });

export const invoiceLineSchema = z.object({
  kind: z.enum(INVOICE_LINE_KINDS),
  /** "Milestone: Design", "Marketplace fee", "IGST 18% on the fee". */
  description: z.string(),
  /** The fee's or the tax's rate in percent as a decimal string ("5", "9", "18", "2.5"); null for the work. */
  rate_percent: z.nullable(z.string()),
  amount: moneySchema,
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** The client's billing details as they were when the invoice was issued (later edits do not change it). */
export const billedToSchema = z.object({
  name: z.nullable(z.string()),
  address1: z.nullable(z.string()),
  address2: z.nullable(z.string()),
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
  country: z.nullable(z.string()),
  pincode: z.nullable(z.string()),
  /** The client's GSTIN (billed in India) or other tax id, when they gave one. */
  tax_id: z.nullable(z.string()),
});
export type BilledTo = z.infer<typeof billedToSchema>;

/**
 * Money given back from the invoice (issue 19 §1): the invoice itself never changes, each correction
 * is a record of its own. Credits go back first, then the card that paid the invoice.
 */
export const invoiceRefundSchema = z.object({
  id: z.number(),
  /** When it was given back (the provider confirmed the card part); while it is pending, when it was decided. */
  refunded_at: z.string(),
  reason: z.enum(INVOICE_REFUND_REASONS),
  status: z.enum(INVOICE_REFUND_STATUSES),
  work: moneySchema,
  fee: moneySchema,
  tax: moneySchema,
  /** Work + fee + tax: to credits + to card. */
  total: moneySchema,
  /** Returned to the client's credits. */
  to_credits: moneySchema,
  /** Returned to the card of the invoice's payment, through the provider. */
  to_card: moneySchema,
});
export type InvoiceRefund = z.infer<typeof invoiceRefundSchema>;

export const invoiceSchema = z.object({
  id: z.number(),
  /** `TI/2627/00000001`: unique and consecutive within its financial year, at most 16 characters. */
  number: z.string(),
  issued_at: z.string(),
  kind: z.enum(INVOICE_KINDS),
  /** "Milestone: Design" or "Hours, 2 to 8 March 2026". */
  description: z.string(),
  /** An hourly week's Monday and Sunday (`YYYY-MM-DD`); null for a milestone. */
  period: z.nullable(z.object({ start: z.string(), end: z.string() })),
  /** The milestone's name; null for an hourly week. */
  milestone: z.nullable(z.string()),
  contract: z.object({ id: z.number(), title: z.string() }),
  /** "Deleted user" after the freelancer deleted their account. */
  freelancer: z.object({ id: z.number(), name: z.string() }),
  currency: moneySchema.shape.currency,
  lines: z.array(invoiceLineSchema),
  work: moneySchema,
  fee: moneySchema,
  /** CGST + SGST, or IGST, or 0. */
  tax: moneySchema,
  /** Paid from the client's credits when the invoice was issued. */
  credits_used: moneySchema,
  /** Work + fee + tax. */
  total: moneySchema,
  /** What the card pays: the total less the credits used. */
  card_part: moneySchema,
  tax_treatment: z.enum(TAX_TREATMENTS),
  /** The GST state of the place of supply (the client's), for a client billed in India whose state is known. */
  place_of_supply: z.nullable(z.object({ code: z.string(), name: z.string() })),
  /** The Services Accounting Code of the marketplace fee. */
  sac_code: z.string(),
  platform: z.object({ legal_name: z.string(), address_lines: z.array(z.string()), gstin: z.string() }),
  /** Null when the client had saved no billing details. */
  billed_to: z.nullable(billedToSchema),
  /** The total in words, Indian numbering ("One Lakh … Rupees And Seventy Eight Paise Only"); only for INR. */
  amount_in_words: z.nullable(z.string()),
  payment: z.object({
    status: z.enum(INVOICE_PAYMENT_STATUSES),
    /** When it was paid: at issue when credits covered it, else when the charge succeeded. */
    paid_at: z.nullable(z.string()),
    /** The card of the successful charge, or of the latest attempt; null when no card was charged. */
    card: z.nullable(z.object({ brand: z.string(), last4: z.string() })),
    /** Credits paid the whole invoice: there is no card part. */
    paid_by_credits: z.boolean(),
    /**
     * While the cardholder must authenticate: what completes it (Stripe.js's `handleNextAction`, or
     * the test provider's own confirmation step through `POST /invoices/:id/confirm`); else null.
     */
    client_secret: z.optional(z.nullable(z.string())),
    /** The provider of that charge: `stripe` (the page runs Stripe.js) or `test` (the page's own step). */
    provider: z.optional(z.nullable(z.enum(['stripe', 'test']))),
    /** Whether `POST /invoices/:id/pay` can try it again now (declined, or waiting for a card). */
    can_pay: z.optional(z.boolean()),
  }),
  /** Its refunds, oldest first; empty when nothing was given back. */
  refunds: z.array(invoiceRefundSchema),
  /** What the refunds give back, pending ones included (each is decided when it is written). */
  refunded_total: moneySchema,
  /** The total less what was refunded. */
  net_paid: moneySchema,
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** `GET /invoices/:id`: one of the signed-in client's invoices. */
export const invoiceResponseSchema = z.object({ status: z.literal(true), data: invoiceSchema });
export type InvoiceResponse = z.infer<typeof invoiceResponseSchema>;

/** The file name an invoice's PDF downloads as: `invoice-TI-2627-00000001.pdf`. */
export function invoiceFileName(number: string): string {
  return `invoice-${number.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;
}

/**
 * An invoice's amount as printed: the currency's symbol and two decimals, Indian grouping for INR
 * (`{INR, 12345678}` → "₹1,23,456.78"), US grouping for the others ("$1,234.56", "€…", "£…"). The
 * minor units are split into whole and fraction as integers and formatted as a decimal string, so
 * even an amount past 2^53 / 100 prints exactly (no floating point division).
 */
export function formatInvoiceMoney({ currency, amount }: Money): string {
  const minor = BigInt(amount);
  const magnitude = minor < 0n ? -minor : minor;
  const decimal = `${minor < 0n ? '-' : ''}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
  const format = new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', { style: 'currency', currency });
  return format.format(decimal as `${number}`);
}

/**
 * `POST /invoices/:id/pay` (pay again with the default card) and `POST /invoices/:id/confirm` (after
 * the cardholder's authentication): the invoice as it stands after the attempt, with the outcome in
 * `message` (`moneyMessages`). A declined attempt is a 402 with the decline's message.
 */
export const invoicePaymentResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: invoiceSchema,
});
export type InvoicePaymentResponse = z.infer<typeof invoicePaymentResponseSchema>;

/** `POST /invoices/:id/confirm`: the test provider's step sends the charge's client secret; after Stripe.js, none. */
export const confirmInvoiceSchema = z.object({
  client_secret: z.optional(miniText(m.confirmationInvalid).check(z.maxLength(500, m.confirmationInvalid))),
});
export type ConfirmInvoiceBody = z.infer<typeof confirmInvoiceSchema>;

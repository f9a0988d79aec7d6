import { z } from '../zod-mini';
import { ALWAYS, miniText } from './fields';
import { settingsMessages } from './settings-messages';

/** Spec §5: card logos exist for these brands; any other brand is shown by name. */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex'] as const;

/** Spec §3: a saved card. */
export const paymentMethodSchema = z.object({
  id: z.number(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number(),
  exp_year: z.number(),
  is_default: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** Money through the api: integer minor units (cents, paise) and an ISO currency. */
export const moneySchema = z.object({ currency: z.enum(['INR', 'USD', 'EUR', 'GBP']), amount: z.number() });
export type Money = z.infer<typeof moneySchema>;

/** Spec §3, §7: `GET /settings/payment-methods`; the credits balance is the sum of the ledger. */
export const paymentMethodsResponseSchema = z.object({
  status: z.literal(true),
  data: z.object({
    payment_methods: z.array(paymentMethodSchema),
    credits: moneySchema,
    /** Which form adds a card: Stripe Elements, or the built-in test provider's own form. */
    provider: z.enum(['stripe', 'test']),
  }),
});

/**
 * `GET /settings/payment-methods/stripe/setup`: a setup intent's client secret and, for Stripe, the
 * publishable key Stripe.js needs.
 */
export const paymentSetupResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({
    provider: z.enum(['stripe', 'test']),
    client_secret: z.string(),
    publishable_key: z.nullable(z.string()),
  }),
});

/** Spec §7: `POST /settings/payment-methods/stripe/setup` with the provider's payment method id. */
export const paymentMethodAddSchema = z.object({
  payment_method: miniText(settingsMessages.paymentMethodRequired).check(
    z.trim(),
    z.minLength(1, settingsMessages.paymentMethodRequired),
    z.maxLength(255, settingsMessages.paymentMethodInvalid),
    z.regex(/^[A-Za-z0-9_]*$/, settingsMessages.paymentMethodInvalid),
  ),
});
export type PaymentMethodAddRequest = z.infer<typeof paymentMethodAddSchema>;
export const paymentMethodAddResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: paymentMethodSchema,
});

/**
 * The built-in test provider's card form, posted to `POST /settings/payment-methods/test-provider/confirm`
 * as Stripe.js confirms a setup intent: the client secret and the card. Its answer is the new
 * payment method id (`pm_…`), which the page then records like Stripe's.
 */
export const testCardConfirmSchema = z.object({
  client_secret: miniText(settingsMessages.paymentMethodInvalid).check(
    z.minLength(1, settingsMessages.paymentMethodInvalid),
    z.maxLength(255, settingsMessages.paymentMethodInvalid),
  ),
  card_number: miniText(settingsMessages.cardNumberRequired).check(
    z.minLength(1, settingsMessages.cardNumberRequired),
    z.maxLength(23, settingsMessages.cardNumberInvalid),
    z.regex(/^[\d ]*$/, settingsMessages.cardNumberInvalid),
  ),
  exp_month: z.number({ error: settingsMessages.cardExpiryRequired }).check(z.int(settingsMessages.cardExpiryInvalid)),
  exp_year: z.number({ error: settingsMessages.cardExpiryRequired }).check(z.int(settingsMessages.cardExpiryInvalid)),
  cvc: miniText(settingsMessages.cardCvcRequired).check(
    z.minLength(1, settingsMessages.cardCvcRequired),
    z.regex(/^\d{3,4}$/, settingsMessages.cardCvcInvalid),
  ),
});
export type TestCardConfirmRequest = z.infer<typeof testCardConfirmSchema>;
export const testCardConfirmResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ payment_method: z.string() }),
});

/** Spec §5: a card whose month and year are in the past has expired. */
export function isCardExpired(card: { exp_month: number; exp_year: number }, now = new Date()): boolean {
  const year = now.getFullYear();
  return card.exp_year < year || (card.exp_year === year && card.exp_month < now.getMonth() + 1);
}

/** The digits of a card number as typed ("4242 4242 …" → "42424242…"). */
export const cardNumberDigits = (text: string): string => text.replace(/\D/g, '');

/** An American Express number (34… or 37…): grouped 4 6 5, with a four-digit security code. */
export const isAmexNumber = (text: string): boolean => /^3[47]/.test(cardNumberDigits(text));

/** The Luhn check digit of a string of digits is right (every card number's last digit). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card number of 12 to 19 digits whose Luhn check digit is right, as Stripe.js checks it. */
export function isCardNumberValid(text: string): boolean {
  const digits = cardNumberDigits(text);
  return /^[\d ]*$/.test(text.trim()) && digits.length >= 12 && digits.length <= 19 && passesLuhn(digits);
}

/** An expiry as typed on a card form ("MM / YY", "MM/YY" or "MMYY") → its month and four-digit year; null if it is none. */
export function parseCardExpiry(text: string): { exp_month: number; exp_year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { exp_month: month, exp_year: 2000 + Number(match[2]) };
}

/**
 * The built-in test provider's card form (spec §5's field messages): what it checks before the card
 * is sent, as Stripe's own form does. The server checks again and declines test cards that say so.
 */
export const testCardFormSchema = z
  .object({
    card_number: miniText(settingsMessages.cardNumberRequired).check(
      z.trim(),
      z.minLength(1, settingsMessages.cardNumberRequired),
      z.refine((value) => value === '' || isCardNumberValid(value), settingsMessages.cardNumberInvalid),
    ),
    expiry: miniText(settingsMessages.cardExpiryRequired).check(
      z.trim(),
      z.minLength(1, settingsMessages.cardExpiryRequired),
      z.refine((value) => value === '' || parseCardExpiry(value) !== null, settingsMessages.cardExpiryInvalid),
      z.refine((value) => {
        const expiry = parseCardExpiry(value);
        return expiry === null || !isCardExpired(expiry);
      }, settingsMessages.cardExpired),
    ),
    cvc: miniText(settingsMessages.cardCvcRequired).check(
      z.trim(),
      z.minLength(1, settingsMessages.cardCvcRequired),
      z.refine((value) => value === '' || /^\d{3,4}$/.test(value), settingsMessages.cardCvcInvalid),
    ),
  })
  .check(
    // American Express prints four digits on the front, the others three on the back.
    z.superRefine((value, ctx) => {
      const cvc = value.cvc.trim();
      if (!/^\d{3,4}$/.test(cvc) || !isCardNumberValid(value.card_number)) return;
      if (cvc.length !== (isAmexNumber(value.card_number) ? 4 : 3)) {
        ctx.addIssue({ code: 'custom', path: ['cvc'], message: settingsMessages.cardCvcInvalid });
      }
    }, ALWAYS),
  );
export type TestCardFormValues = z.infer<typeof testCardFormSchema>;

/**
 * An amount of money for people: integer minor units shown in the currency's major unit with its
 * symbol (`{USD, 0}` → "$0.00", `{INR, 123450}` → "₹1,234.50").
 */
export function formatMoney({ currency, amount }: Money, locale = 'en-US'): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

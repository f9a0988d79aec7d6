import { CARD_BRANDS, cardNumberDigits, isAmexNumber, type PaymentMethod } from '@talentindia/contracts';

type LogoBrand = (typeof CARD_BRANDS)[number];

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
};

/** A brand with a logo (spec §5: visa, mastercard, amex), or null for one shown by name only. */
export const logoBrand = (brand: string): LogoBrand | null =>
  (CARD_BRANDS as readonly string[]).includes(brand) ? (brand as LogoBrand) : null;

/** A card's brand as people write it ("amex" → "American Express"); an unknown brand as it comes, or "Card". */
export function brandName(brand: string): string {
  const known = BRAND_NAMES[brand.toLowerCase()];
  if (known) return known;
  const words = brand.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Card';
}

/** Spec §5: the expiry as MM/YY. */
export const formatExpiry = ({ exp_month, exp_year }: Pick<PaymentMethod, 'exp_month' | 'exp_year'>): string =>
  `${String(exp_month).padStart(2, '0')}/${String(exp_year % 100).padStart(2, '0')}`;

/** How a card is named to assistive technology and in dialogs: "Visa ending in 4242". */
export const cardLabel = (card: Pick<PaymentMethod, 'brand' | 'last4'>): string =>
  `${brandName(card.brand)} ending in ${card.last4}`;

/** A card number as typed, in the groups printed on the card: 4 4 4 4 (up to 19 digits), or 4 6 5 for American Express. */
export function formatCardNumberInput(text: string): string {
  const amex = isAmexNumber(text);
  const digits = cardNumberDigits(text).slice(0, amex ? 15 : 19);
  const groups = amex ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/** An expiry as typed, as "MM / YY": a first digit above 1 is a month of its own ("4" → "04"). */
export function formatExpiryInput(text: string): string {
  let digits = cardNumberDigits(text).slice(0, 4);
  if (/^[2-9]$/.test(digits.charAt(0))) digits = `0${digits}`.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** A security code as typed: 3 or 4 digits. */
export const formatCvcInput = (text: string): string => cardNumberDigits(text).slice(0, 4);

/**
 * Rewrites an input's value in its format while it is typed in, keeping the caret after the same
 * digit (or at the end, where typing happens), so editing in the middle of a number stays in place.
 */
export function reformatInput(input: HTMLInputElement, format: (text: string) => string): void {
  const { value } = input;
  const next = format(value);
  if (next === value) return;
  const caret = input.selectionStart ?? value.length;
  const atEnd = caret >= value.length;
  const digitsBefore = cardNumberDigits(value.slice(0, caret)).length;
  input.value = next;
  let position = next.length;
  if (!atEnd) {
    let seen = 0;
    position = 0;
    while (position < next.length && seen < digitsBefore) {
      if (/\d/.test(next.charAt(position))) seen += 1;
      position += 1;
    }
  }
  if (document.activeElement === input) input.setSelectionRange(position, position);
}

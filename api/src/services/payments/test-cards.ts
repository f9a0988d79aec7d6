/**
 * Stripe's published test card numbers (https://docs.stripe.com/testing#cards) and the checks a card
 * form's input goes through, as Stripe makes them in test mode. Shared by the built-in test provider
 * (./test-provider.ts) and the local stand-in of Stripe's api (../../testing/stripe-server.ts), so
 * both accept, decline and refuse the same numbers, and charge the saved ones alike. Nothing here
 * keeps or logs a number.
 */
import { passesLuhn } from '@talentindia/contracts';

/** What confirming a setup intent with a card does, by Stripe's error `code` (and `decline_code`). */
export type TestCardOutcome =
  | { kind: 'succeeds' }
  | {
      kind: 'declined';
      code: 'card_declined' | 'expired_card' | 'incorrect_cvc' | 'processing_error';
      declineCode?: string;
    };

/**
 * What an off-session charge of a saved card does: it succeeds, the issuer declines it (with
 * `CHARGE_DECLINE_CODE`), or the cardholder must authenticate first. Kept with a saved card instead
 * of its number.
 */
export type ChargeBehaviour = 'succeeds' | 'declines' | 'authenticates';

/** Stripe's decline code for a charge of 4000 0000 0000 0341, the card that attaches and then declines. */
export const CHARGE_DECLINE_CODE = 'generic_decline';

export interface TestCard {
  number: string;
  brand: string;
  description: string;
  outcome: TestCardOutcome;
  /** What charging the card does once it is saved (cards whose setup is declined are never charged). */
  charges: ChargeBehaviour;
}

const succeeds: TestCardOutcome = { kind: 'succeeds' };
const card = (
  number: string,
  brand: string,
  description: string,
  outcome: TestCardOutcome = succeeds,
  charges: ChargeBehaviour = 'succeeds',
): TestCard => ({ number, brand, description, outcome, charges });
const declined = (declineCode: string): TestCardOutcome => ({ kind: 'declined', code: 'card_declined', declineCode });

export const TEST_CARDS: readonly TestCard[] = [
  // By brand.
  card('4242424242424242', 'visa', 'Visa'),
  card('4000056655665556', 'visa', 'Visa (debit)'),
  card('5555555555554444', 'mastercard', 'Mastercard'),
  card('2223003122003222', 'mastercard', 'Mastercard (2-series)'),
  card('5200828282828210', 'mastercard', 'Mastercard (debit)'),
  card('5105105105105100', 'mastercard', 'Mastercard (prepaid)'),
  card('378282246310005', 'amex', 'American Express'),
  card('371449635398431', 'amex', 'American Express'),
  card('6011111111111117', 'discover', 'Discover'),
  card('6011000990139424', 'discover', 'Discover'),
  card('6011981111111113', 'discover', 'Discover (debit)'),
  card('3056930009020004', 'diners', 'Diners Club'),
  card('36227206271667', 'diners', 'Diners Club (14-digit card)'),
  card('6555900000604105', 'discover', 'BCcard and DinaCard'),
  card('3566002020360505', 'jcb', 'JCB'),
  card('6200000000000005', 'unionpay', 'UnionPay'),
  card('6200000000000047', 'unionpay', 'UnionPay (debit)'),
  card('6205500000000000004', 'unionpay', 'UnionPay (19-digit card)'),
  // Co-branded.
  card('4000002500001001', 'visa', 'Cartes Bancaires / Visa'),
  card('5555552500001001', 'mastercard', 'Cartes Bancaires / Mastercard'),
  // By country.
  card('4000000760000002', 'visa', 'Brazil (BR)'),
  card('4000001240000000', 'visa', 'Canada (CA)'),
  card('4000004840008001', 'visa', 'Mexico (MX)'),
  card('4000000400000008', 'visa', 'Austria (AT)'),
  card('4000000560000004', 'visa', 'Belgium (BE)'),
  card('4000002080000001', 'visa', 'Denmark (DK)'),
  card('4000002460000001', 'visa', 'Finland (FI)'),
  card('4000002500000003', 'visa', 'France (FR)'),
  card('4000002760000016', 'visa', 'Germany (DE)'),
  card('4000003720000005', 'visa', 'Ireland (IE)'),
  card('4000003800000008', 'visa', 'Italy (IT)'),
  card('4000005280000002', 'visa', 'Netherlands (NL)'),
  card('4000005780000007', 'visa', 'Norway (NO)'),
  card('4000006200000007', 'visa', 'Portugal (PT)'),
  card('4000007240000007', 'visa', 'Spain (ES)'),
  card('4000007520000008', 'visa', 'Sweden (SE)'),
  card('4000007560000009', 'visa', 'Switzerland (CH)'),
  card('4000008260000000', 'visa', 'United Kingdom (GB)'),
  card('4000058260000005', 'visa', 'United Kingdom (GB), debit'),
  card('5555558265554449', 'mastercard', 'United Kingdom (GB), Mastercard'),
  card('4000000360000006', 'visa', 'Australia (AU)'),
  card('4000003440000004', 'visa', 'Hong Kong (HK)'),
  card('4000003560000008', 'visa', 'India (IN)'),
  card('4000003920000003', 'visa', 'Japan (JP)'),
  card('3530111333300000', 'jcb', 'Japan (JP), JCB'),
  card('4000004580000002', 'visa', 'Malaysia (MY)'),
  card('4000005540000008', 'visa', 'New Zealand (NZ)'),
  card('4000007020000003', 'visa', 'Singapore (SG)'),
  // Declines.
  card('4000000000000002', 'visa', 'Generic decline', declined('generic_decline')),
  card('4000000000009995', 'visa', 'Insufficient funds decline', declined('insufficient_funds')),
  card('4000000000009987', 'visa', 'Lost card decline', declined('lost_card')),
  card('4000000000009979', 'visa', 'Stolen card decline', declined('stolen_card')),
  card('4000000000000069', 'visa', 'Expired card decline', { kind: 'declined', code: 'expired_card' }),
  card('4000000000000127', 'visa', 'Incorrect CVC decline', { kind: 'declined', code: 'incorrect_cvc' }),
  card('4000000000000119', 'visa', 'Processing error decline', { kind: 'declined', code: 'processing_error' }),
  card('4000000000006975', 'visa', 'Exceeding velocity limit decline', declined('card_velocity_exceeded')),
  card('4100000000000019', 'visa', 'Always blocked (highest risk)', declined('fraudulent')),
  // Saved, but the issuer declines every charge.
  card('4000000000000341', 'visa', 'Attaches, but charges fail', succeeds, 'declines'),
  // Saved, and every charge waits for the cardholder to authenticate (the product's invoice page
  // completes it). Stripe itself lets this card's off-session charges through once it was set up;
  // the product wants one card that exercises authentication at charge time (issue 19).
  card('4000002500003155', 'visa', 'Authenticate every charge', succeeds, 'authenticates'),
  // Cards that need 3D Secure to be set up: there is no authentication step in setup here, so they
  // decline as Stripe does when it cannot be done.
  card('4000002760003184', 'visa', 'Always authenticate', declined('authentication_required')),
  card('4000000000003220', 'visa', '3D Secure 2 required', declined('authentication_required')),
  card('4000000000003063', 'visa', '3D Secure required', declined('authentication_required')),
];

const byNumber = new Map(TEST_CARDS.map((entry) => [entry.number, entry]));

/** The digits of a typed number (spaces, as the form groups them, removed). */
export function cardDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

export function findTestCard(digits: string): TestCard | undefined {
  return byNumber.get(digits);
}

/** What charging a saved card does, by the number it was saved with (any other number: it succeeds). */
export function chargeBehaviourOf(digits: string): ChargeBehaviour {
  return findTestCard(digits)?.charges ?? 'succeeds';
}

/** The brand a number's first digits name (for numbers that are not in the list). */
export function brandOf(digits: string): string {
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  if (/^35/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  return 'unknown';
}

/** Stripe's error for a card a setup intent cannot be confirmed with: the code, the field, its message. */
export interface CardProblem {
  code:
    | 'invalid_number'
    | 'incorrect_number'
    | 'invalid_expiry_month'
    | 'invalid_expiry_year'
    | 'invalid_cvc'
    | 'card_declined'
    | 'expired_card'
    | 'incorrect_cvc'
    | 'processing_error';
  declineCode?: string;
  /** The card field Stripe names in `param`. */
  param: 'number' | 'exp_month' | 'exp_year' | 'cvc';
  /** Stripe's own words (what its api answers; the test provider says the product's messages instead). */
  message: string;
  /** Whether the number was fine and the (test) issuer declined it, rather than the form's input being wrong. */
  declined: boolean;
  /** An expiry date that has passed (rather than one that is not a date). */
  past?: true;
}

const stripeMessages: Record<CardProblem['code'], string> = {
  invalid_number: 'Your card number is invalid.',
  incorrect_number: 'Your card number is incorrect.',
  invalid_expiry_month: "Your card's expiration month is invalid.",
  invalid_expiry_year: "Your card's expiration year is invalid.",
  invalid_cvc: "Your card's security code is invalid.",
  card_declined: 'Your card was declined.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
};

const NOT_A_TEST_CARD_MESSAGE =
  'Your card was declined. Your request was in test mode, but used a non test (live) card. ' +
  'For a list of valid test cards, visit: https://stripe.com/docs/testing.';

/** How far ahead an expiry may be: further is a typing mistake. */
const MAX_YEARS_AHEAD = 50;

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** A 2-digit year as typed (`30`) is 2030, as Stripe reads it. */
export function fullYear(year: number): number {
  return year >= 0 && year < 100 ? 2000 + year : year;
}

/**
 * Checks a card as Stripe does when a setup intent is confirmed in test mode: the number's form and
 * check digit, the expiry (not past, by `now`'s month in UTC), the CVC's length for the brand, then
 * the test number's scripted outcome; any other number is declined as a live card. Null: it is
 * accepted.
 */
export function cardProblem(input: CardInput, now: Date): CardProblem | null {
  const problem = (code: CardProblem['code'], param: CardProblem['param'], declineCode?: string): CardProblem => ({
    code,
    param,
    message: stripeMessages[code],
    declined: ![
      'invalid_number',
      'incorrect_number',
      'invalid_expiry_month',
      'invalid_expiry_year',
      'invalid_cvc',
    ].includes(code),
    ...(declineCode ? { declineCode } : {}),
  });
  const digits = cardDigits(input.number);
  if (!/^\d{12,19}$/.test(digits)) return problem('invalid_number', 'number');
  if (!passesLuhn(digits)) return problem('incorrect_number', 'number');

  const year = fullYear(input.expYear);
  const thisYear = now.getUTCFullYear();
  if (!Number.isInteger(input.expMonth) || input.expMonth < 1 || input.expMonth > 12)
    return problem('invalid_expiry_month', 'exp_month');
  if (!Number.isInteger(year) || year > thisYear + MAX_YEARS_AHEAD) return problem('invalid_expiry_year', 'exp_year');
  if (year < thisYear) return { ...problem('invalid_expiry_year', 'exp_year'), past: true };
  if (year === thisYear && input.expMonth < now.getUTCMonth() + 1)
    return { ...problem('invalid_expiry_month', 'exp_month'), past: true };

  const known = findTestCard(digits);
  const cvcLength = (known?.brand ?? brandOf(digits)) === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc)) return problem('invalid_cvc', 'cvc');

  if (!known) return { ...problem('card_declined', 'number', 'test_mode_live_card'), message: NOT_A_TEST_CARD_MESSAGE };
  if (known.outcome.kind === 'declined')
    return problem(
      known.outcome.code,
      known.outcome.code === 'incorrect_cvc' ? 'cvc' : 'number',
      known.outcome.declineCode,
    );
  return null;
}

// The one locale only: the package's index loads all of its 135.
import { toCurrency } from 'to-words/en-IN';

/**
 * The largest amount written in words, in paise: just under ₹10 lakh crore. to-words reads a
 * decimal string through a JavaScript number, which holds 15 significant digits exactly; past them
 * the paise could come out wrong.
 */
export const MAX_AMOUNT_IN_WORDS_MINOR = 999_999_999_999_999;

/**
 * An INR amount in words, as a GST invoice prints it, in Indian numbering (lakh, crore):
 * 12345678 paise → "One Lakh Twenty Three Thousand Four Hundred Fifty Six Rupees And Seventy Eight
 * Paise Only". The wording is to-words' for en-IN (past ₹100 crore it goes on in arab and
 * kharab). A credit note passes its amount without the sign.
 */
export function inrInWords(amountMinor: number): string {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0 || amountMinor > MAX_AMOUNT_IN_WORDS_MINOR) {
    throw new RangeError(`The amount must be 0 to ${MAX_AMOUNT_IN_WORDS_MINOR} paise, got ${amountMinor}`);
  }
  // Rupees and paise split in integers, then handed over as a decimal string: no float rounding.
  const minor = BigInt(amountMinor);
  const rupees = minor / 100n;
  const paise = String(minor % 100n).padStart(2, '0');
  return toCurrency(`${rupees}.${paise}`);
}

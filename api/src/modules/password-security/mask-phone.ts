import { parsePhoneNumberFromString } from 'libphonenumber-js';

const BULLET = '•';
/** At most the last four digits show, and never fewer than four are hidden. */
const SHOWN = 4;

function maskDigits(digits: string): string {
  const shown = Math.min(SHOWN, Math.max(0, digits.length - SHOWN));
  return `${BULLET.repeat(digits.length - shown)}${digits.slice(digits.length - shown)}`;
}

/**
 * A phone number as Password And Security shows it: the country calling code, then the national
 * number hidden but for its last four digits ("+919876543210" → "+91 ••••••3210"). A number
 * libphonenumber-js cannot read still shows no more than its last four digits.
 */
export function maskPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (parsed) return `+${parsed.countryCallingCode} ${maskDigits(parsed.nationalNumber)}`;
  return maskDigits(e164.replace(/\D/g, ''));
}

import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/** Kinds of number that can receive an SMS (the full metadata tells mobile ranges from fixed lines). */
const TEXTABLE_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/**
 * A mobile number as typed (national, or international with its +code) for the chosen country, in
 * E.164 (`+919876543210`); null when it is not a valid mobile number of that country.
 */
export function mobileNumberE164(input: string, countryIso: string): string | null {
  const iso = countryIso.toUpperCase();
  if (!isSupportedCountry(iso)) return null;
  const parsed = parsePhoneNumberFromString(input, iso as CountryCode);
  if (!parsed || !parsed.isValid() || parsed.country !== iso) return null;
  const type = parsed.getType();
  // A type the metadata cannot tell is given the benefit of the doubt; a known fixed line is refused.
  if (type !== undefined && !TEXTABLE_TYPES.has(type)) return null;
  return parsed.number;
}

const BULLET = '•';
/** At most the last four digits show, and never fewer than four are hidden. */
const SHOWN = 4;

function maskDigits(digits: string): string {
  const shown = Math.min(SHOWN, Math.max(0, digits.length - SHOWN));
  return `${BULLET.repeat(digits.length - shown)}${digits.slice(digits.length - shown)}`;
}

/**
 * How a saved number is shown: the country calling code, then the national number hidden but for
 * its last four digits ("+919876543210" → "+91 ••••••3210"). A number that cannot be read still
 * shows no more than its last four digits.
 */
export function maskPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (parsed) return `+${parsed.countryCallingCode} ${maskDigits(parsed.nationalNumber)}`;
  return maskDigits(e164.replace(/\D/g, ''));
}

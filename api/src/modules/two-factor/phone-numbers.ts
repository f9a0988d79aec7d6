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

/** How a number is shown once saved: the country code and the last four digits, `+91 ••••••3210`. */
export function maskPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  const code = parsed?.countryCallingCode ?? '';
  const national = parsed?.nationalNumber ?? e164.replace(/\D/g, '');
  const shown = national.slice(-4);
  return `+${code} ${'•'.repeat(Math.max(0, national.length - shown.length))}${shown}`;
}

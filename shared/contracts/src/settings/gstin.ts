import { settingsMessages } from './settings-messages';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * GST state codes by the state's name as the country list gives it (country-state-city). Two states
 * accept a second code: Dadra and Nagar Haveli and Daman and Diu kept 25 (Daman and Diu) after the
 * 2020 merger into 26, and registrations of Andhra Pradesh from before 2014 carry 28.
 */
export const GST_STATE_CODES: Readonly<Record<string, readonly string[]>> = {
  'Jammu and Kashmir': ['01'],
  'Himachal Pradesh': ['02'],
  Punjab: ['03'],
  Chandigarh: ['04'],
  Uttarakhand: ['05'],
  Haryana: ['06'],
  Delhi: ['07'],
  Rajasthan: ['08'],
  'Uttar Pradesh': ['09'],
  Bihar: ['10'],
  Sikkim: ['11'],
  'Arunachal Pradesh': ['12'],
  Nagaland: ['13'],
  Manipur: ['14'],
  Mizoram: ['15'],
  Tripura: ['16'],
  Meghalaya: ['17'],
  Assam: ['18'],
  'West Bengal': ['19'],
  Jharkhand: ['20'],
  Odisha: ['21'],
  Chhattisgarh: ['22'],
  'Madhya Pradesh': ['23'],
  Gujarat: ['24'],
  'Dadra and Nagar Haveli and Daman and Diu': ['26', '25'],
  Maharashtra: ['27'],
  Karnataka: ['29'],
  Goa: ['30'],
  Lakshadweep: ['31'],
  Kerala: ['32'],
  'Tamil Nadu': ['33'],
  Puducherry: ['34'],
  'Andaman and Nicobar Islands': ['35'],
  Telangana: ['36'],
  'Andhra Pradesh': ['37', '28'],
  Ladakh: ['38'],
};

/** State code, PAN (5 letters, 4 digits, a letter), entity number, Z, check character. */
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The GSTIN check character: the base-36 Luhn-style sum of the first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = ALPHABET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** Upper case without spaces: how a GSTIN is stored and compared. */
export function normalizeGstin(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * Why a GSTIN is not valid for the chosen Indian state, or null when it is: its shape, its state
 * code against the state's, and its check character.
 */
export function gstinProblem(value: string, stateName: string | null): string | null {
  const gstin = normalizeGstin(value);
  if (!GSTIN_SHAPE.test(gstin)) return settingsMessages.gstinFormat;
  const codes = stateName ? GST_STATE_CODES[stateName] : undefined;
  if (codes && !codes.includes(gstin.slice(0, 2))) return settingsMessages.gstinStateMismatch;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return settingsMessages.gstinChecksum;
  return null;
}

/** A tax id outside India: free text of a sane length and character set. */
const TAX_ID_SHAPE = /^[A-Za-z0-9][A-Za-z0-9 ./-]{1,28}[A-Za-z0-9]$/;

/**
 * Why a tax id is not valid for the billing country, or null. India's tax id is a GSTIN; elsewhere
 * 3 to 30 letters, digits, spaces, dots, slashes or hyphens. An empty tax id is valid (optional).
 */
export function taxIdProblem(taxId: string, country: { isIndia: boolean; stateName: string | null }): string | null {
  const value = taxId.trim();
  if (value === '') return null;
  if (country.isIndia) return gstinProblem(value, country.stateName);
  return TAX_ID_SHAPE.test(value) ? null : settingsMessages.taxIdInvalid;
}

/** India's postcode (PIN) is six digits, not starting with 0; elsewhere letters, digits, spaces or hyphens. */
export function pincodeProblem(pincode: string, isIndia: boolean): string | null {
  const value = pincode.trim();
  if (value === '') return settingsMessages.pincodeRequired;
  if (isIndia) return /^[1-9]\d{5}$/.test(value) ? null : settingsMessages.pincodeIndiaInvalid;
  return /^[A-Za-z0-9][A-Za-z0-9 -]{1,10}[A-Za-z0-9]$/.test(value) ? null : settingsMessages.pincodeInvalid;
}

/** The name country-state-city gives India (the one country whose tax id is checked as a GSTIN). */
export const INDIA_COUNTRY_NAME = 'India';

import type { ProfileData } from '../api/get-profile';

/** A currency as the profile shows it: its code and symbol, "INR (₹)". */
export const currencyLabel = (currency: ProfileData['currencies'][number]) => `${currency.code} (${currency.symbol})`;

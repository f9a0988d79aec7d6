/** Spec §3: the seven browser storage keys of a session, in the spec's spelling. */
export const STORAGE_KEYS = [
  'accessToken',
  'first_name',
  'email',
  'isEmailVerified',
  'isMobileVerified',
  'isLoggedIn',
  'billingTaxId',
] as const;

export type StorageKey = (typeof STORAGE_KEYS)[number];

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

/**
 * The account's role (issue 18), stored beside the seven under its own key: the header and the
 * landing page know a freelancer from the first paint, before `/nav` answers. It comes and goes
 * with the session, like the seven.
 */
export const ROLE_STORAGE_KEY = 'role';

/** Every key a session writes: the spec's seven and the role. */
export const SESSION_STORAGE_KEYS = [...STORAGE_KEYS, ROLE_STORAGE_KEY] as const;

export type SessionStorageKey = (typeof SESSION_STORAGE_KEYS)[number];

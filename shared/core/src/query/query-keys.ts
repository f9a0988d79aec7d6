/**
 * The cache keys one app reads and another marks stale. TanStack Query's one client is shared by
 * the host and every remote, so a change made in one app shows in another only when both name the
 * data alike: these are written once, here. (The nav's key is NAV_QUERY_KEY, beside refreshNav.)
 */

/** `GET /settings/verification` (remote-settings): the three tasks of the credits offer, and what is verified. */
export const VERIFICATION_QUERY_KEY = ['settings', 'verification'] as const;

/** `GET /settings/payment-methods` (remote-settings): the saved cards and the credits balance. */
export const PAYMENT_METHODS_QUERY_KEY = ['settings', 'payment-methods'] as const;

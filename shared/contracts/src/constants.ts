/**
 * The contracts' plain values, free of zod, for code that must stay small (the host's first load
 * imports `@talentindia/contracts/constants`; the schemas come from the package root).
 */

/**
 * Which side of the marketplace an account is on (issue 18): every sign-up is a client; freelancers
 * are the profiles of the directory. The auth response and `/nav` say which, so the web app can lead a
 * freelancer to what is theirs (Messages) and tell them plainly which pages are for clients.
 */
export const USER_ROLES = ['client', 'freelancer'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Spec §3: simple, warning, error, payment, milestone. */
export const NOTIFICATION_TYPES = ['simple', 'warning', 'error', 'payment', 'milestone'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Notifications per page of `GET /notifications?page=n`; a shorter or empty page means no more. */
export const NOTIFICATIONS_PAGE_SIZE = 10;

/** Notifications in the `/nav` poll (the bell shows the first three). */
export const NAV_NOTIFICATIONS_LIMIT = 10;

export const notificationMessages = {
  allSeen: 'All notifications marked as seen successfully!',
  cleared: 'All notifications cleared.',
  removed: 'Notification removed.',
  notFound: 'Notification not found.',
} as const;

/**
 * Spec §2: each settings section's route and title (its menu label and page title), written once
 * for the route table, the menu and the pages. `description` says what the section holds.
 */
export const settingsPaths = {
  profile: {
    path: 'profile',
    title: 'Profile Details',
    description: 'Your name, email address, time zone, currency and profile picture.',
  },
  billing: {
    path: 'billing',
    title: 'Billing Details',
    description: 'The name, address and tax ID that appear on your invoices.',
  },
  passwordSecurity: {
    path: 'password-security',
    title: 'Password And Security',
    description: 'Your password, Google sign-in and two-step verification.',
  },
  paymentMethods: {
    path: 'payment-methods',
    title: 'Payment Methods',
    description: 'Your credits and the cards you pay freelancers with.',
  },
  verification: {
    path: 'verification',
    title: 'Verification',
    description: 'Confirm your email address and mobile number, and claim your free credits.',
  },
  emailPreference: {
    path: 'email-preference',
    title: 'Email Preference',
    description: 'Choose which emails TalentIndia sends you.',
  },
} as const;

export type SettingsSection = (typeof settingsPaths)[keyof typeof settingsPaths];

/** The left menu, in the spec's order. */
export const settingsMenu: readonly SettingsSection[] = [
  settingsPaths.profile,
  settingsPaths.billing,
  settingsPaths.passwordSecurity,
  settingsPaths.paymentMethods,
  settingsPaths.verification,
  settingsPaths.emailPreference,
];

/** A section's address in the app: `/settings/<path>`. */
export const settingsHref = (section: SettingsSection) => `/settings/${section.path}`;

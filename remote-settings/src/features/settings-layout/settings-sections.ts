/** Spec §2: the settings menu, its routes and each section's title. */
export interface SettingsSection {
  path: string;
  title: string;
  description: string;
}

export const settingsSections: SettingsSection[] = [
  {
    path: 'profile',
    title: 'Profile Details',
    description: 'Your name, email address, time zone, currency and profile picture.',
  },
  {
    path: 'billing',
    title: 'Billing Details',
    description: 'The name, address and tax ID that appear on your invoices.',
  },
  {
    path: 'password-security',
    title: 'Password And Security',
    description: 'Your password, Google sign-in and two-step verification.',
  },
  {
    path: 'payment-methods',
    title: 'Payment Methods',
    description: 'Your credits and the cards you pay freelancers with.',
  },
  {
    path: 'verification',
    title: 'Verification',
    description: 'Confirm your identity so freelancers know who they are working with.',
  },
  {
    path: 'email-preference',
    title: 'Email Preference',
    description: 'Choose which emails TalentIndia sends you.',
  },
];

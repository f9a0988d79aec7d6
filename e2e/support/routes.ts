/** Every route a visitor can open, with the document title it must set (`<Title> | TalentIndia`). */
export const publicRoutes: { path: string; title: string; heading: RegExp }[] = [
  { path: '/', title: 'Hire Top Indian Talent', heading: /Find talent your way/ },
];

/** Every signed-in route (spec §2), with its title. */
export const signedInRoutes: { path: string; title: string }[] = [
  { path: '/dashboard', title: 'Dashboard' },
  { path: '/jobs', title: 'All Jobs' },
  { path: '/jobs/drafts', title: 'Draft Jobs' },
  { path: '/jobs/completed', title: 'Completed Jobs' },
  { path: '/reports/transaction-history', title: 'Transaction History' },
  { path: '/reports/weekly-summary', title: 'Weekly Summary' },
  { path: '/reports/time-by-freelancer', title: 'Time by Freelancer' },
  { path: '/freelancers/1', title: 'Profile' },
  { path: '/freelancer/profile', title: 'Profile' },
  { path: '/messages', title: 'Messages' },
  { path: '/notifications', title: 'Notifications' },
  { path: '/settings/profile', title: 'Profile Details' },
  { path: '/settings/billing', title: 'Billing Details' },
  { path: '/settings/password-security', title: 'Password And Security' },
  { path: '/settings/payment-methods', title: 'Payment Methods' },
  { path: '/settings/verification', title: 'Verification' },
  { path: '/settings/email-preference', title: 'Email Preference' },
];

export const fullTitle = (title: string) => `${title} | TalentIndia`;

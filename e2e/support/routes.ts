/** Every route a visitor can open, with the document title it must set (`<Title> | TalentIndia`). */
export const publicRoutes: { path: string; title: string; heading: RegExp }[] = [
  { path: '/', title: 'Hire Top Indian Talent', heading: /Find talent your way/ },
  { path: '/about-us', title: 'About Us', heading: /About Us/ },
  { path: '/services', title: 'Services', heading: /Services/ },
  {
    path: '/services/full-stack-development',
    title: 'Hire Full Stack Developers',
    heading: /Hire Full Stack Developers/,
  },
  { path: '/services/front-end-development', title: 'Hire Front End Developers', heading: /Hire Front End Developers/ },
  { path: '/services/web-development', title: 'Hire Web Developers', heading: /Hire Web Developers/ },
  {
    path: '/services/mobile-app-development',
    title: 'Hire Mobile App Developers',
    heading: /Hire Mobile App Developers/,
  },
  { path: '/blog', title: 'Blog', heading: /./ },
  {
    path: '/blog/how-to-hire-full-stack-developers-in-india',
    title: 'How to hire a full stack developer in India: a step-by-step guide',
    heading: /How to hire a full stack developer in India/,
  },
  { path: '/privacy-policy', title: 'Privacy Policy', heading: /Privacy Policy/ },
  { path: '/terms-and-conditions', title: 'Terms and Conditions', heading: /Terms and Conditions/ },
  { path: '/signup', title: 'Sign Up', heading: /Create your account/ },
  { path: '/login', title: 'Log In', heading: /Log in to TalentIndia/ },
  { path: '/forgot-password', title: 'Forgot Password', heading: /Forgot/ },
  { path: '/reset-password?token=not-a-real-token', title: 'Reset Password', heading: /new password/i },
];

/** Every signed-in route (spec §2), with its title. */
export const signedInRoutes: { path: string; title: string }[] = [
  { path: '/dashboard', title: 'Dashboard' },
  { path: '/jobs', title: 'All Jobs' },
  // My Jobs' Draft Job and Completed Job open All Jobs, filtered.
  { path: '/jobs/drafts', title: 'All Jobs' },
  { path: '/jobs/completed', title: 'All Jobs' },
  { path: '/jobs/new', title: 'Post a Job' },
  { path: '/reports/transaction-history', title: 'Transaction History' },
  { path: '/reports/weekly-summary', title: 'Weekly Summary' },
  { path: '/reports/time-by-freelancer', title: 'Time by freelancer' },
  { path: '/freelancers', title: 'Find Freelancers' },
  // 1: the first demo freelancer (the demo data seeds the freelancers before any other account).
  { path: '/freelancers/1', title: 'Profile' },
  { path: '/freelancer/profile?id=1', title: 'Profile' },
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

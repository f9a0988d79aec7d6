/** The header's menus, in the spec's words (§2). One list for the wide header and the narrow menu. */
export interface NavLink {
  label: string;
  to: string;
  /** A count shown beside the label (the unread messages), with its meaning for screen readers. */
  count?: number;
}

export interface NavGroup {
  label: string;
  links: NavLink[];
}

/** Find Talent: the four developer types, each with its own page. */
export const findTalentGroup: NavGroup = {
  label: 'Find Talent',
  links: [
    { label: 'Full Stack Developers', to: '/services/full-stack-development' },
    { label: 'Front End Developers', to: '/services/front-end-development' },
    { label: 'Web Developers', to: '/services/web-development' },
    { label: 'Mobile App Developers', to: '/services/mobile-app-development' },
  ],
};

export const publicLinks: NavLink[] = [
  { label: 'Blog', to: '/blog' },
  { label: 'About Us', to: '/about-us' },
];

export const myJobsGroup: NavGroup = {
  label: 'My Jobs',
  links: [
    { label: 'All Jobs', to: '/jobs' },
    { label: 'Draft Job', to: '/jobs/drafts' },
    { label: 'Completed Job', to: '/jobs/completed' },
  ],
};

export const reportsGroup: NavGroup = {
  label: 'Reports',
  links: [
    { label: 'Transaction History', to: '/reports/transaction-history' },
    { label: 'Weekly Summary', to: '/reports/weekly-summary' },
    { label: 'Time by freelancer', to: '/reports/time-by-freelancer' },
  ],
};

/** Messages, in the signed-in header (spec §2: with its unread badge). */
export const messagesLink: NavLink = { label: 'Messages', to: '/messages' };

/** The account menu (spec §2: user, avatar, billing, password, card, verify, preferences, logout). */
export const accountLinks: NavLink[] = [
  { label: 'Profile Details', to: '/settings/profile' },
  { label: 'Billing Details', to: '/settings/billing' },
  { label: 'Password And Security', to: '/settings/password-security' },
  { label: 'Payment Methods', to: '/settings/payment-methods' },
  { label: 'Verification', to: '/settings/verification' },
  { label: 'Email Preference', to: '/settings/email-preference' },
];

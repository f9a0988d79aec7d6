import { lazy } from 'react';
import { Navigate } from '@talentindia/router';
import type { PrefixRoute } from '@talentindia/core';
import { preloadFormKit } from '@talentindia/ui';
import { settingsHref, settingsPaths } from './config/settings-paths';
import { SettingsLayout } from './features/settings-layout/settings-layout';

// Each section's code loads when it is shown (the layout's Suspense shows its skeleton meanwhile),
// so a settings route downloads one section, not six. A section that opens with a form (billing's
// first entry) fetches the form kit alongside its own code.
const ProfilePage = lazy(() =>
  import(/* webpackChunkName: "settings-profile" */ './features/profile/profile-page').then((m) => ({
    default: m.ProfilePage,
  })),
);
const BillingPage = lazy(() => {
  void preloadFormKit();
  return import(/* webpackChunkName: "settings-billing" */ './features/billing/billing-page').then((m) => ({
    default: m.BillingPage,
  }));
});
const PasswordSecurityPage = lazy(() =>
  import(
    /* webpackChunkName: "settings-password-security" */ './features/password-security/password-security-page'
  ).then((m) => ({ default: m.PasswordSecurityPage })),
);
const PaymentMethodsPage = lazy(() =>
  import(/* webpackChunkName: "settings-payment-methods" */ './features/payment-methods/payment-methods-page').then(
    (m) => ({ default: m.PaymentMethodsPage }),
  ),
);
const VerificationPage = lazy(() =>
  import(/* webpackChunkName: "settings-verification" */ './features/verification/verification-page').then((m) => ({
    default: m.VerificationPage,
  })),
);
const EmailPreferencePage = lazy(() =>
  import(/* webpackChunkName: "settings-email-preference" */ './features/email-preference/email-preference-page').then(
    (m) => ({ default: m.EmailPreferencePage }),
  ),
);

/** What this remote exposes (`./routes`): the /settings prefix and its sections, relative to it. */
export const routes: PrefixRoute[] = [
  {
    path: '/settings',
    element: <SettingsLayout />,
    children: [
      { index: true, element: <Navigate to={settingsHref(settingsPaths.profile)} replace /> },
      { path: settingsPaths.profile.path, element: <ProfilePage /> },
      { path: settingsPaths.billing.path, element: <BillingPage /> },
      { path: settingsPaths.passwordSecurity.path, element: <PasswordSecurityPage /> },
      { path: settingsPaths.paymentMethods.path, element: <PaymentMethodsPage /> },
      { path: settingsPaths.verification.path, element: <VerificationPage /> },
      { path: settingsPaths.emailPreference.path, element: <EmailPreferencePage /> },
    ],
  },
];

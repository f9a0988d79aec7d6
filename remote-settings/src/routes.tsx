import { Navigate } from '@talentindia/router';
import type { PrefixRoute } from '@talentindia/core';
import { settingsHref, settingsPaths } from './config/settings-paths';
import { BillingPage } from './features/billing/billing-page';
import { EmailPreferencePage } from './features/email-preference/email-preference-page';
import { PasswordSecurityPage } from './features/password-security/password-security-page';
import { PaymentMethodsPage } from './features/payment-methods/payment-methods-page';
import { ProfilePage } from './features/profile/profile-page';
import { SettingsLayout } from './features/settings-layout/settings-layout';
import { VerificationPage } from './features/verification/verification-page';

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

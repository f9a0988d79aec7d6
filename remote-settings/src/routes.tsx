import { Navigate } from '@talentindia/router';
import type { PrefixRoute } from '@talentindia/core';
import { SettingsLayout } from './features/settings-layout/settings-layout';
import { SettingsSectionPage } from './features/settings-layout/settings-section-page';
import { settingsSections } from './features/settings-layout/settings-sections';

/** What this remote exposes (`./routes`): the /settings prefix and its sections, relative to it. */
export const routes: PrefixRoute[] = [
  {
    path: '/settings',
    element: <SettingsLayout />,
    children: [
      { index: true, element: <Navigate to="/settings/profile" replace /> },
      ...settingsSections.map((section) => ({
        path: section.path,
        element: <SettingsSectionPage section={section} />,
      })),
    ],
  },
];

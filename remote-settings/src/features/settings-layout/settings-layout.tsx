import { Suspense } from 'react';
import { NavLink, Outlet, useLocation } from '@talentindia/router';
import { PageFrame, SectionSkeleton } from '@talentindia/ui';
import { ReauthenticationProvider } from '../../components/reauthentication/reauthentication';
import { settingsHref, settingsMenu } from '../../config/settings-paths';
import styles from './settings-layout.module.css';

/** The settings area: the left menu of sections beside the chosen section (spec §2). */
export function SettingsLayout() {
  const { pathname } = useLocation();
  const section = settingsMenu.find((candidate) => pathname === settingsHref(candidate));
  return (
    <div className={styles.layout}>
      <nav className={styles.menu} aria-label="Settings">
        <ul>
          {settingsMenu.map((section) => (
            <li key={section.path}>
              <NavLink to={settingsHref(section)} className={({ isActive }) => (isActive ? styles.active : undefined)}>
                {section.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        {/* While a section's code loads, its frame is already drawn (title, text), so nothing moves when it arrives. */}
        <Suspense
          fallback={
            section ? (
              <PageFrame title={section.title} description={section.description}>
                <SectionSkeleton label={section.title} />
              </PageFrame>
            ) : null
          }
        >
          {/* A sensitive change in any section may ask "Confirm it’s you" first (issue 17 §2). */}
          <ReauthenticationProvider>
            <Outlet />
          </ReauthenticationProvider>
        </Suspense>
      </div>
    </div>
  );
}

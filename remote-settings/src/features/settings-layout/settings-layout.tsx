import { Suspense } from 'react';
import { NavLink, Outlet, useLocation } from '@talentindia/router';
import { SectionSkeleton } from '@talentindia/ui';
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
        <Suspense fallback={<SectionSkeleton label={section?.title ?? 'Settings'} />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}

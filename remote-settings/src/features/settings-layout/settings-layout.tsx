import { NavLink, Outlet } from '@talentindia/router';
import { settingsHref, settingsMenu } from '../../config/settings-paths';
import styles from './settings-layout.module.css';

/** The settings area: the left menu of sections beside the chosen section (spec §2). */
export function SettingsLayout() {
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
        <Outlet />
      </div>
    </div>
  );
}

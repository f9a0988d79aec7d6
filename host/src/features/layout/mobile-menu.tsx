import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from '@talentindia/router';
import { CloseIcon, MenuIcon, useDismiss } from '@talentindia/ui';
import type { NavGroup, NavLink } from './nav-links';
import styles from './shell.module.css';

export interface MobileMenuProps {
  groups: NavGroup[];
  links: NavLink[];
  /** Extra content at the end of the panel (sign-up and log-in, or log out). */
  footer?: ReactNode;
}

/** Spec §2: at 900 px or less the header's navigation collapses into this menu. */
export function MobileMenu({ groups, links, footer }: MobileMenuProps) {
  const { pathname } = useLocation();
  // The menu is open for the page it was opened on: following one of its links closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = useCallback((value: boolean) => setOpenOn(value ? pathname : null), [pathname]);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const dismiss = useCallback(
    (reason: 'outside' | 'escape') => {
      setOpen(false);
      if (reason === 'escape') buttonRef.current?.focus();
    },
    [setOpen],
  );
  useDismiss(rootRef, open, dismiss);

  return (
    <div ref={rootRef} className={styles.mobileMenu}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.iconButton}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen(!open)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <div id={panelId} className={styles.mobilePanel} hidden={!open}>
        <nav aria-label="Main menu">
          {groups.map((group) => (
            <section key={group.label} className={styles.mobileGroup}>
              <h2 className={styles.mobileGroupTitle}>{group.label}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {links.length > 0 ? (
            <ul className={styles.mobileLinks}>
              {links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          ) : null}
        </nav>
        {footer ? <div className={styles.mobileFooter}>{footer}</div> : null}
      </div>
    </div>
  );
}

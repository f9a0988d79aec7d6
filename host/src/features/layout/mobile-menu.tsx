import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from '@talentindia/router';
import { CloseIcon, MenuIcon, useDismiss } from '@talentindia/ui';
import type { NavGroup, NavLink } from './nav-links';
import styles from './shell.module.css';
import { shownCount, UnreadBadge } from './unread-badge';

export interface MobileMenuProps {
  groups: NavGroup[];
  links: NavLink[];
  /** Extra content at the end of the panel (sign-up and log-in, or log out). */
  footer?: ReactNode;
  /**
   * Unread messages: shown on the closed menu's button too, since at 900 px or less the header's
   * Messages link (and its badge) lives inside the menu (issue 18).
   */
  unreadMessages?: number;
}

/** The toggle's name: what it does, and while closed what waits inside it. */
function toggleLabel(open: boolean, unread: number): string {
  if (open) return 'Close menu';
  if (unread <= 0) return 'Open menu';
  return `Open menu, ${unread} unread ${unread === 1 ? 'message' : 'messages'}`;
}

function MenuLink({ link }: { link: NavLink }) {
  return (
    <Link to={link.to}>
      <span>{link.label}</span>
      <UnreadBadge count={link.count ?? 0} />
    </Link>
  );
}

/** Spec §2: at 900 px or less the header's navigation collapses into this menu. */
export function MobileMenu({ groups, links, footer, unreadMessages = 0 }: MobileMenuProps) {
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
        className={`${styles.iconButton} ${styles.menuButton}`}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={toggleLabel(open, unreadMessages)}
        onClick={() => setOpen(!open)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        {!open && unreadMessages > 0 ? (
          <span className={styles.menuBadge} aria-hidden="true">
            {shownCount(unreadMessages)}
          </span>
        ) : null}
      </button>
      <div id={panelId} className={styles.mobilePanel} hidden={!open}>
        <nav aria-label="Main menu">
          {groups.map((group) => (
            <section key={group.label} className={styles.mobileGroup}>
              <h2 className={styles.mobileGroupTitle}>{group.label}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <MenuLink link={link} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {links.length > 0 ? (
            <ul className={styles.mobileLinks}>
              {links.map((link) => (
                <li key={link.to}>
                  <MenuLink link={link} />
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

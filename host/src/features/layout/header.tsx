import { Link, NavLink as RouterNavLink } from '@talentindia/router';
import { selectIsLoggedIn, useAuthStore, useLogout, useNavStore } from '@talentindia/core';
import { Avatar, Button, ButtonLink, DropdownMenu, type DropdownMenuItem, VisuallyHidden } from '@talentindia/ui';
import { MobileMenu } from './mobile-menu';
import { accountLinks, findTalentGroup, myJobsGroup, publicLinks, reportsGroup, type NavGroup } from './nav-links';
import { NotificationBell } from './notification-bell';
import styles from './shell.module.css';

const toMenuItems = (group: NavGroup): DropdownMenuItem[] =>
  group.links.map((link) => ({ label: link.label, to: link.to }));

function Logo({ to }: { to: string }) {
  return (
    <Link to={to} className={styles.logo}>
      <span className={styles.logoMark} aria-hidden="true">
        TI
      </span>
      <span className={styles.logoText}>TalentIndia</span>
    </Link>
  );
}

function PublicHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Logo to="/" />
        <nav className={styles.desktopNav} aria-label="Main">
          <DropdownMenu trigger={findTalentGroup.label} items={toMenuItems(findTalentGroup)} />
          {publicLinks.map((link) => (
            <RouterNavLink key={link.to} to={link.to} className={styles.navLink}>
              {link.label}
            </RouterNavLink>
          ))}
        </nav>
        <div className={styles.headerActions}>
          <div className={styles.desktopOnly}>
            <ButtonLink to="/signup" variant="accent" size="small">
              Hire Top Indian Talent
            </ButtonLink>
            <Link to="/login" className={styles.navLink}>
              Log In
            </Link>
          </div>
          <MobileMenu
            groups={[findTalentGroup]}
            links={publicLinks}
            footer={
              <>
                <ButtonLink to="/signup" variant="accent">
                  Hire Top Indian Talent
                </ButtonLink>
                <ButtonLink to="/login" variant="secondary">
                  Log In
                </ButtonLink>
              </>
            }
          />
        </div>
      </div>
    </header>
  );
}

function MessagesLink() {
  const unread = useNavStore((state) => state.unreadMessages);
  // The name is the visible text plus the exact count ("Messages (120 unread)" beside a "99+" badge),
  // so it starts with what a speech user reads on the screen (WCAG 2.5.3).
  return (
    <RouterNavLink to="/messages" className={styles.navLink}>
      <span>Messages</span>
      {unread > 0 ? (
        <>
          <span className={styles.badge} aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
          <VisuallyHidden> ({unread} unread)</VisuallyHidden>
        </>
      ) : null}
    </RouterNavLink>
  );
}

function AccountMenu() {
  const firstName = useAuthStore((state) => state.firstName);
  const email = useAuthStore((state) => state.email);
  const image = useNavStore((state) => state.userImage);
  const logout = useLogout();
  const name = firstName || 'Your account';
  const items: DropdownMenuItem[] = [
    ...accountLinks.map((link) => ({ label: link.label, to: link.to })),
    { kind: 'separator' },
    { kind: 'action', label: 'Log out', onSelect: () => void logout(), danger: true },
  ];
  return (
    <DropdownMenu
      align="end"
      triggerLabel={`Account menu for ${name}${email ? ` (${email})` : ''}`}
      trigger={
        <>
          <Avatar image={image} firstName={name} size={32} />
          <span className={styles.accountName}>{name}</span>
        </>
      }
      items={items}
    />
  );
}

function SignedInHeader() {
  const logout = useLogout();
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Logo to="/dashboard" />
        <nav className={styles.desktopNav} aria-label="Main">
          <DropdownMenu trigger={myJobsGroup.label} items={toMenuItems(myJobsGroup)} />
          <DropdownMenu trigger={reportsGroup.label} items={toMenuItems(reportsGroup)} />
          <MessagesLink />
        </nav>
        <div className={styles.headerActions}>
          <NotificationBell />
          <div className={styles.desktopOnly}>
            <AccountMenu />
          </div>
          <MobileMenu
            groups={[myJobsGroup, reportsGroup, { label: 'Account', links: accountLinks }]}
            links={[{ label: 'Messages', to: '/messages' }]}
            footer={
              <Button variant="secondary" onClick={() => void logout()}>
                Log out
              </Button>
            }
          />
        </div>
      </div>
    </header>
  );
}

/** Spec §2: the logged-out and logged-in headers. Logged in means an access token is stored. */
export function Header() {
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  return isLoggedIn ? <SignedInHeader /> : <PublicHeader />;
}

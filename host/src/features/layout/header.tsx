import { Link, NavLink as RouterNavLink } from '@talentindia/router';
import { homePathFor, selectIsLoggedIn, useAuthStore, useLogout, useNavStore } from '@talentindia/core';
import { Avatar, Button, ButtonLink, DropdownMenu, type DropdownMenuItem } from '@talentindia/ui';
import { MobileMenu } from './mobile-menu';
import {
  accountLinks,
  findTalentGroup,
  messagesLink,
  myJobsGroup,
  publicLinks,
  reportsGroup,
  type NavGroup,
} from './nav-links';
import { NotificationBell } from './notification-bell';
import styles from './shell.module.css';
import { UnreadBadge } from './unread-badge';

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

function MessagesLink({ unread }: { unread: number }) {
  return (
    <RouterNavLink to={messagesLink.to} className={styles.navLink}>
      <span>{messagesLink.label}</span>
      <UnreadBadge count={unread} />
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

/**
 * Spec §2: the signed-in header. A freelancer's (issue 18) leaves out My Jobs and Reports, which are
 * a client's (their pages would only say so), and its logo leads to Messages, where they work.
 */
function SignedInHeader() {
  const logout = useLogout();
  const unread = useNavStore((state) => state.unreadMessages);
  const role = useAuthStore((state) => state.role);
  const clientGroups = role === 'freelancer' ? [] : [myJobsGroup, reportsGroup];
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Logo to={homePathFor(role)} />
        <nav className={styles.desktopNav} aria-label="Main">
          {clientGroups.map((group) => (
            <DropdownMenu key={group.label} trigger={group.label} items={toMenuItems(group)} />
          ))}
          <MessagesLink unread={unread} />
        </nav>
        <div className={styles.headerActions}>
          <NotificationBell />
          <div className={styles.desktopOnly}>
            <AccountMenu />
          </div>
          <MobileMenu
            groups={[...clientGroups, { label: 'Account', links: accountLinks }]}
            links={[{ ...messagesLink, count: unread }]}
            unreadMessages={unread}
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

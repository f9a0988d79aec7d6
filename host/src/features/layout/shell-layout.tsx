import { Outlet, ScrollRestoration, useLocation } from '@talentindia/router';
import { AppToaster, selectIsLoggedIn, useAuthStore } from '@talentindia/core';
import { PublicFooter, SignedInFooter } from './footer';
import { Header } from './header';
import styles from './shell.module.css';
import { UnderDevelopmentBanner } from './under-development-banner';

/** The frame of every page: banner, header, the routed page, footer and the one toaster. */
export function ShellLayout() {
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const { pathname } = useLocation();
  // Spec §2: the chat page fills the screen; it has no footer.
  const onMessages = pathname === '/messages' || pathname.startsWith('/messages/');
  const footer = isLoggedIn ? onMessages ? null : <SignedInFooter /> : <PublicFooter />;
  return (
    <div className={styles.shell}>
      <a href="#main-content" className={styles.skipLink}>
        Skip to content
      </a>
      <UnderDevelopmentBanner />
      <Header />
      <main
        id="main-content"
        className={footer ? `${styles.main} ${styles.mainAboveFooter}` : styles.main}
        tabIndex={-1}
      >
        <Outlet />
      </main>
      {footer}
      <AppToaster />
      {/* A new page starts at its top; back and forward return to where the user was. */}
      <ScrollRestoration />
    </div>
  );
}

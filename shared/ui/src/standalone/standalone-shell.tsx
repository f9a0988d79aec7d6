import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, Link, Outlet, RouterProvider, ScrollRestoration } from 'react-router-dom';
import {
  AppToaster,
  queryClient,
  RequireAuth,
  selectIsLoggedIn,
  useAuthStore,
  usePageTitle,
  type PrefixRoute,
} from '@talentindia/core';
import { Button } from '../button/button';
import { NotFoundPage } from '../not-found/not-found-page';
import styles from './standalone-shell.module.css';

/** A test session for QA: lets signed-in pages render when a remote runs alone, without the host. */
const QA_SESSION = { token: 'standalone-qa-session', firstName: 'QA', email: 'qa@talentindia.dev' };

function StandaloneLayout({ remoteName, routes }: { remoteName: string; routes: PrefixRoute[] }) {
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const { signIn, signOut } = useAuthStore();
  return (
    <>
      <header className={styles.bar}>
        <p className={styles.name}>TalentIndia · {remoteName} (standalone)</p>
        <nav aria-label="Remote pages">
          <ul className={styles.links}>
            {routes.map((route) => (
              <li key={route.path}>
                <Link to={route.path}>{route.path}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.session}>
          {isLoggedIn ? (
            <Button size="small" variant="secondary" onClick={signOut}>
              End QA session
            </Button>
          ) : (
            <Button size="small" variant="secondary" onClick={() => signIn(QA_SESSION)}>
              Start QA session
            </Button>
          )}
        </div>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
      <AppToaster />
      <ScrollRestoration />
    </>
  );
}

function StandaloneHome({ remoteName, routes }: { remoteName: string; routes: PrefixRoute[] }) {
  usePageTitle(`${remoteName} (standalone)`);
  return (
    <section className={styles.home}>
      <h1>The {remoteName} remote, on its own</h1>
      <p>This is the QA shell: the remote's own pages without the host. Choose a page:</p>
      <ul>
        {routes.map((route) => (
          <li key={route.path}>
            <Link to={route.path}>{route.path}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface StandaloneOptions {
  remoteName: string;
  routes: PrefixRoute[];
  /** The remote's pages need a session (spec §2): without one they send the visitor to this shell's /. */
  signedIn?: boolean;
}

/**
 * Mounts a remote on its own, for QA: the remote's own routes under its own router, with a minimal
 * dev shell in place of the host's header and footer.
 */
export function mountStandalone({ remoteName, routes, signedIn = false }: StandaloneOptions) {
  const guarded = signedIn
    ? routes.map((route) => ({ ...route, element: <RequireAuth>{route.element ?? <Outlet />}</RequireAuth> }))
    : routes;
  const hasHome = routes.some((route) => route.path === '/');
  const router = createBrowserRouter([
    {
      element: <StandaloneLayout remoteName={remoteName} routes={routes} />,
      children: [
        ...(hasHome ? [] : [{ path: '/', element: <StandaloneHome remoteName={remoteName} routes={routes} /> }]),
        ...guarded,
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to mount into.');
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

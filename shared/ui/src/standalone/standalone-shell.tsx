import { StrictMode, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Link, Outlet, ScrollRestoration, useRoutes, type RouteObject } from '@talentindia/router';
import {
  apiClient,
  AppToaster,
  clearLocalSession,
  configureRuntime,
  queryClient,
  toApiError,
  RequireAuth,
  selectIsLoggedIn,
  useAuthStore,
  usePageTitle,
  type PrefixRoute,
} from '@talentindia/core';
import { Button } from '../button/button';
import { NotFoundPage } from '../not-found/not-found-page';
import styles from './standalone-shell.module.css';

interface LoginResponse {
  data: {
    token: string;
    user: {
      first_name: string;
      email: string;
      is_email_verified: boolean;
      is_mobile_verified: boolean;
      role?: 'client' | 'freelancer';
    };
  };
}

/**
 * QA logs in against the real api (the runtime api address, http://localhost:4000 by default), so a
 * remote's signed-in pages load real data when it runs without the host.
 */
function QaLogin() {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    try {
      const { data } = await apiClient()
        .post('login', { json: { email: form.get('email'), password: form.get('password') } })
        .json<LoginResponse>();
      useAuthStore.getState().signIn({
        token: data.token,
        firstName: data.user.first_name,
        email: data.user.email,
        isEmailVerified: data.user.is_email_verified,
        isMobileVerified: data.user.is_mobile_verified,
        role: data.user.role ?? null,
      });
    } catch (caught) {
      setError((await toApiError(caught)).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.session} onSubmit={(event) => void onSubmit(event)} aria-label="QA login">
      <label>
        Email <input name="email" type="email" autoComplete="username" required placeholder="demo@talentindia.dev" />
      </label>
      <label>
        Password <input name="password" type="password" autoComplete="current-password" required />
      </label>
      <Button size="small" variant="secondary" type="submit" disabled={busy}>
        Log in
      </Button>
      {error && <span role="alert">{error}</span>}
    </form>
  );
}

async function endSession() {
  await apiClient()
    .post('logout', { timeout: 5_000 })
    .catch(() => undefined);
  clearLocalSession();
}

function StandaloneLayout({ remoteName, routes }: { remoteName: string; routes: PrefixRoute[] }) {
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
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
        {isLoggedIn ? (
          <div className={styles.session}>
            <Button size="small" variant="secondary" onClick={() => void endSession()}>
              Log out
            </Button>
          </div>
        ) : (
          <QaLogin />
        )}
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

function StandaloneRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export interface StandaloneOptions {
  remoteName: string;
  routes: PrefixRoute[];
  /** The remote's pages need a session (spec §2): without one they send the visitor to this shell's /. */
  signedIn?: boolean;
}

/**
 * The environment's api address (and outside services), which the remote's own server answers at
 * /runtime-config.json as the host's remotes.json gives it; without it, the defaults stay.
 */
async function loadRuntimeConfig(): Promise<void> {
  try {
    const response = await fetch('/runtime-config.json', { cache: 'no-cache' });
    if (!response.ok) return;
    const config = (await response.json()) as { apiBaseUrl?: unknown; googleClientId?: unknown };
    configureRuntime({
      ...(typeof config.apiBaseUrl === 'string' ? { apiBaseUrl: config.apiBaseUrl } : {}),
      ...(typeof config.googleClientId === 'string' ? { googleClientId: config.googleClientId } : {}),
    });
  } catch {
    // Served without it (an old server): the defaults stay.
  }
}

/**
 * Mounts a remote on its own, for QA: the remote's own routes under its own router, with a minimal
 * dev shell in place of the host's header and footer, once the environment's api address is known.
 */
export async function mountStandalone(options: StandaloneOptions): Promise<void> {
  await loadRuntimeConfig();
  renderStandalone(options);
}

function renderStandalone({ remoteName, routes, signedIn = false }: StandaloneOptions) {
  const guarded = signedIn
    ? routes.map((route) => ({ ...route, element: <RequireAuth>{route.element ?? <Outlet />}</RequireAuth> }))
    : routes;
  const hasHome = routes.some((route) => route.path === '/');
  const shellRoutes: RouteObject[] = [
    {
      element: <StandaloneLayout remoteName={remoteName} routes={routes} />,
      children: [
        ...(hasHome ? [] : [{ path: '/', element: <StandaloneHome remoteName={remoteName} routes={routes} /> }]),
        ...guarded,
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to mount into.');
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <StandaloneRoutes routes={shellRoutes} />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

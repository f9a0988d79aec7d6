/**
 * The router every app of the page shares, as one singleton (shared/build's preset): react-router's
 * declarative API (`BrowserRouter`, `useRoutes`, links and hooks), re-exported by name.
 *
 * Why not share react-router-dom itself: a shared package is bundled whole (the host cannot know
 * what a remote deployed later will use), and react-router-dom's whole is 60 KB gzip on every first
 * page, mostly its data router and framework mode (loaders, actions, fetchers, server rendering)
 * that no app here uses. Re-exported by name, the rest is tree-shaken away: 14 KB. An app that needs
 * another export adds it here, and the host is deployed with it before the remote that uses it.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type {
  Location,
  LinkProps,
  NavLinkProps,
  NavigateFunction,
  NavigateOptions,
  Params,
  PathMatch,
  RouteObject,
  To,
} from 'react-router-dom';
export { ScrollRestoration } from './scroll-restoration';

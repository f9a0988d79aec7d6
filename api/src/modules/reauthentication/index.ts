/** Issue 17 §2: sensitive changes need a recent proof of the owner, opened for one session at a time. */
export { reauthenticationRoutes } from './reauthentication-routes';
export {
  REAUTHENTICATION_WINDOW_MS,
  reauthenticationPlugin,
  reauthenticationRequired,
  recentlyReauthenticated,
  requireRecentReauthentication,
} from './reauthentication-service';

/** `GET /nav` (spec §7): unread messages, the latest notifications and the user, with an ETag per version. */
export { navRoutes } from './nav-routes';

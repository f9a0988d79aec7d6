/** The bell: notifications, stored sanitized, listed, seen, cleared and removed. */
export { notificationRoutes } from './notification-routes';
export { createNotification } from './notification-service';

/** With DEV_OUTBOX=1 only: the local outbox's mail and SMS, and raising a notification for an account. */
export { devOutboxRoutes } from './dev-outbox-routes';

/** With DEV_OUTBOX=1 only: the local outbox's mail and SMS, raising a notification, and moving TEST_CLOCK's clock. */
export { devOutboxRoutes } from './dev-outbox-routes';

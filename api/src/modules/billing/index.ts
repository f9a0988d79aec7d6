/** The user's billing details (spec §3), checked against the country (India: PIN and GSTIN). */
export { billingRoutes } from './billing-routes';
export { billingSnapshot, hasCompleteBilling, type BillingSnapshot } from './billing-service';

/**
 * Saved cards (spec §3, §7; issue 9 §3) through the payments provider: adding, the default,
 * removing; the page also shows the credits balance.
 */
export { paymentMethodsRoutes } from './payment-methods-routes';
export { hasPaymentMethod } from './payment-methods-service';
export { cardDetachWork, forgetPaymentMethods } from './payment-methods-erasure';

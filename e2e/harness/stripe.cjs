// @ts-check
/**
 * The stand-in for Stripe: the keys the apps and the Stripe-configured api of payment-methods.e2e.ts
 * are given. The web servers get the publishable key, so their Content-Security-Policy allows
 * Stripe's hosts as it would in production; the suite's own api stays on the built-in test provider.
 */
module.exports = {
  E2E_STRIPE_PUBLISHABLE_KEY: 'pk_test_e2eStandIn',
  E2E_STRIPE_SECRET_KEY: 'sk_test_e2eStandIn',
};

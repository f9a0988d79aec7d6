// @ts-check
/** The e2e suite serves the production build on its own ports, so it never collides with `npm start`. */
const base = Number(process.env.E2E_BASE_PORT || 3100);

module.exports = {
  e2ePorts: {
    host: base,
    marketing: base + 1,
    settings: base + 2,
    messages: base + 3,
    jobsReports: base + 4,
    /** The real api, on a fresh in-memory database for each run. */
    api: base + 5,
    /**
     * A second api, configured for Stripe, that the Stripe path of payment-methods.e2e.ts starts for
     * itself (+6 is left free: with the base 3300 it would be MySQL's 3306).
     */
    stripeApi: base + 7,
    /** The stand-in of Stripe's api (api/src/testing/stripe-server.ts) that this second api calls. */
    stripeServer: base + 8,
    /** The harness's control endpoint: tests stop, start and slow down remotes through it. */
    control: base + 99,
  },
};

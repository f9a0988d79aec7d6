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
    /**
     * A third api, on a clock the test moves (TEST_CLOCK, POST /dev/clock), that the hourly payments of
     * hourly-payments.e2e.ts start for themselves: weeks close and reviews end days apart.
     */
    clockApi: base + 9,
    /** The harness's control endpoint: tests stop, start and slow down remotes through it. */
    control: base + 99,
  },
  /**
   * The suite runs its files in parallel, so a file that takes a remote down does it on a stand of its
   * own: a second copy of the five apps (same build, same api) on ports `base + 10 × stand + 0…4`.
   * Stand 0 is the shared one above.
   */
  standCount: 3,
  /** @param {number} stand @param {'host' | 'marketing' | 'settings' | 'messages' | 'jobsReports'} key */
  standPort(stand, key) {
    const offsets = { host: 0, marketing: 1, settings: 2, messages: 3, jobsReports: 4 };
    return base + 10 * stand + offsets[key];
  },
};

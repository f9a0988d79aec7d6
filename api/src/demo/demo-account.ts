/**
 * The demo client shown in the README and printed at start (DEMO_DATA=1 only; never in production
 * config). A file of its own: the seed loads the marketplace demo, which signs in as this account.
 */
export const DEMO_ACCOUNT = {
  email: 'demo@talentindia.dev',
  password: 'Demo@1234',
  firstName: 'Demo',
  lastName: 'Client',
};

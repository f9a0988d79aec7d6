// @ts-check
/**
 * The order the e2e files start in. The files run side by side, so the slowest should start first:
 * a slow file left for last runs alone while the other workers sit idle. Jest knows each file's time
 * from its previous run on this machine; a fresh clone (CI) has no such cache, and jest would fall
 * back to file size, which says little here (the slowest file is one of the shortest). So a file jest
 * has no time for takes its time from this table: seconds in one run of the whole suite on the 2-core
 * machine (three workers; the two accessibility files were one then, its time split by their routes).
 * Only the order depends on it; a stale figure costs a little time, nothing else.
 */
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

/** @type {Record<string, number>} */
const SECONDS = {
  'first-page.e2e.ts': 108,
  'accessibility-signed-in.e2e.ts': 96,
  'password-security.e2e.ts': 76,
  'accessibility.e2e.ts': 70,
  'freelancers.e2e.ts': 69,
  'accounts.e2e.ts': 56,
  'payment-methods.e2e.ts': 54,
  'public-pages.e2e.ts': 50,
  'hiring.e2e.ts': 47,
  'bundle-size.e2e.ts': 47,
  'jobs.e2e.ts': 46,
  'content-security.e2e.ts': 45,
  'settings.e2e.ts': 39,
  'resilience.e2e.ts': 37,
  'two-step-login.e2e.ts': 35,
  'dashboard.e2e.ts': 35,
  'notifications.e2e.ts': 34,
  'signed-in.e2e.ts': 32,
  'layout.e2e.ts': 11,
  'settings-standalone.e2e.ts': 7,
  'jobs-reports-standalone.e2e.ts': 6,
};

class SlowestFirst extends Sequencer {
  /** @param {import('@jest/test-result').Test} test */
  time(test) {
    // A file not in the table (a new one) is taken as slow: starting it early costs little.
    return super.time(test) ?? (SECONDS[path.basename(test.path)] ?? 60) * 1000;
  }
}

module.exports = SlowestFirst;

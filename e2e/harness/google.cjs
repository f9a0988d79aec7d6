// @ts-check
/** The stand-in for Google sign-in: the client id the apps are configured with and where the harness keeps its key. */
const path = require('node:path');

module.exports = {
  E2E_GOOGLE_CLIENT_ID: 'e2e-test-client.apps.googleusercontent.com',
  GOOGLE_KID: 'e2e-google-key',
  GOOGLE_KEY_FILE: path.join(__dirname, '..', '..', '.tmp', 'e2e-google-key.json'),
};

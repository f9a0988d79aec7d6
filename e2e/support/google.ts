import { readFileSync } from 'node:fs';
import { importPKCS8, SignJWT } from 'jose';
import type { Page } from 'playwright-core';
// Shared with the harness, which gives the api the public half of this key as its Google JWKS.
const { E2E_GOOGLE_CLIENT_ID, GOOGLE_KEY_FILE, GOOGLE_KID } = require('../harness/google.cjs') as {
  E2E_GOOGLE_CLIENT_ID: string;
  GOOGLE_KEY_FILE: string;
  GOOGLE_KID: string;
};

export interface GoogleClaims {
  sub: string;
  email: string;
  given_name: string;
  family_name: string;
  email_verified?: boolean;
}

/** An ID token as Google would issue it for the app's client id, signed with the harness's test key. */
export async function googleIdToken(claims: GoogleClaims): Promise<string> {
  const { pkcs8 } = JSON.parse(readFileSync(GOOGLE_KEY_FILE, 'utf8')) as { pkcs8: string };
  const key = await importPKCS8(pkcs8, 'RS256');
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: GOOGLE_KID, typ: 'JWT' })
    .setIssuer('https://accounts.google.com')
    .setAudience(E2E_GOOGLE_CLIENT_ID)
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(key);
}

/**
 * Google Identity Services cannot load here (no internet), so the page gets a stand-in for its
 * script at the same address: it renders Google's button into the container the app gives it and,
 * when clicked, answers the app's callback with the given credential, exactly as GIS does.
 */
export async function stubGoogleIdentityServices(page: Page, credential: string) {
  await page.route('https://accounts.google.com/gsi/client**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `
        (function () {
          var config = {};
          window.google = { accounts: { id: {
            initialize: function (options) { config = options; },
            renderButton: function (parent) {
              var button = document.createElement('button');
              button.type = 'button';
              button.textContent = 'Sign in with Google';
              button.addEventListener('click', function () {
                config.callback({ credential: ${JSON.stringify(credential)}, select_by: 'btn', clientId: config.client_id });
              });
              parent.appendChild(button);
            },
            prompt: function () {},
            cancel: function () {},
            disableAutoSelect: function () {},
          } } };
        })();
      `,
    }),
  );
}

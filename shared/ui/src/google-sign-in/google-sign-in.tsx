import { lazy, Suspense, useId } from 'react';
import { getRuntimeConfig } from '@talentindia/core';
import { Button } from '../button/button';
import { loadGoogleKit } from '../kit/load-kit';
import { GoogleMark } from './google-mark';
import styles from './google-sign-in.module.css';

// A leaf that only draws Google's button, so React.lazy over the kit's loader: the loaded part
// shows as soon as it arrives, also where a test renders it without waiting for it (act).
const GoogleSignInButton = lazy(() => loadGoogleKit().then((kit) => ({ default: kit.GoogleSignInButton })));

export const GOOGLE_UNAVAILABLE_TEXT = 'Google sign-in is not available on this server.';
export const GOOGLE_LOADING_TEXT = 'Loading Google sign-in…';

/** What the button is for: its wording, and the name of its group. */
export type GoogleSignInIntent = 'signup' | 'signin' | 'connect' | 'confirm';

export interface GoogleSignInProps {
  /** Sign up, sign in, connect a Google account to a signed-in account, or confirm it is you (settings). */
  intent: GoogleSignInIntent;
  /** The ID token Google returned, to be checked by the api. */
  onCredential: (credential: string) => void;
  /** Google could not give a credential: the message to show. */
  onFailure: (message: string) => void;
}

/** The group's accessible name, and the disabled stand-in's text, per intent. */
export const GOOGLE_BUTTON_NAMES: Record<GoogleSignInIntent, { group: string; unavailable: string }> = {
  signup: { group: 'Sign up with Google', unavailable: 'Continue with Google' },
  signin: { group: 'Sign in with Google', unavailable: 'Continue with Google' },
  connect: { group: 'Connect Google account', unavailable: 'Connect Google account' },
  /** Proving it is you again before a sensitive change (a Google-only account). */
  confirm: { group: 'Confirm with Google', unavailable: 'Continue with Google' },
};

/**
 * Google's sign-in button, for sign-up, log-in and connecting an account in settings. Google's
 * library and script load only when the button is drawn and sign-in is configured (the kit's
 * Google part, kit/load-kit.ts). Without a Google client id in the runtime config it shows as
 * unavailable, with the reason, rather than as a button that fails.
 */
export function GoogleSignIn({ intent, onCredential, onFailure }: GoogleSignInProps) {
  const { googleClientId } = getRuntimeConfig();
  const explanationId = useId();

  if (!googleClientId) {
    return (
      <div className={styles.google}>
        <Button variant="secondary" className={styles.unavailable} disabled aria-describedby={explanationId}>
          <GoogleMark />
          {GOOGLE_BUTTON_NAMES[intent].unavailable}
        </Button>
        <p id={explanationId} className={styles.explanation}>
          {GOOGLE_UNAVAILABLE_TEXT}
        </p>
      </div>
    );
  }

  return (
    <div className={styles.google}>
      <Suspense fallback={<p className={styles.explanation}>{GOOGLE_LOADING_TEXT}</p>}>
        <GoogleSignInButton
          clientId={googleClientId}
          intent={intent}
          onCredential={onCredential}
          onFailure={onFailure}
        />
      </Suspense>
    </div>
  );
}

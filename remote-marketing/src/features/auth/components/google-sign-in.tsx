import { lazy, Suspense, useId } from 'react';
import { getRuntimeConfig } from '@talentindia/core';
import { Button } from '@talentindia/ui';
import { GoogleMark } from './google-mark';
import styles from './google-sign-in.module.css';

// Google's library and script load only when a page with the button is opened and sign-in is configured.
const GoogleSignInButton = lazy(() =>
  import('./google-sign-in-button').then((module) => ({ default: module.GoogleSignInButton })),
);

export const GOOGLE_UNAVAILABLE_TEXT = 'Google sign-in is not available on this server.';

export interface GoogleSignInProps {
  /** Sign up or sign in: the wording of Google's button. */
  intent: 'signup' | 'signin';
  /** The ID token Google returned, to be checked by the api. */
  onCredential: (credential: string) => void;
  /** Google could not give a credential: the message to show. */
  onFailure: (message: string) => void;
}

/**
 * The Google sign-in button of the sign-up and log-in pages. Without a Google client id in the
 * runtime config it shows as unavailable, with the reason, rather than as a button that fails.
 */
export function GoogleSignIn({ intent, onCredential, onFailure }: GoogleSignInProps) {
  const { googleClientId } = getRuntimeConfig();
  const explanationId = useId();

  if (!googleClientId) {
    return (
      <div className={styles.google}>
        <Button variant="secondary" className={styles.unavailable} disabled aria-describedby={explanationId}>
          <GoogleMark />
          Continue with Google
        </Button>
        <p id={explanationId} className={styles.explanation}>
          {GOOGLE_UNAVAILABLE_TEXT}
        </p>
      </div>
    );
  }

  return (
    <div className={styles.google}>
      <Suspense fallback={<p className={styles.explanation}>Loading Google sign-in…</p>}>
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

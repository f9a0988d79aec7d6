import { useState } from 'react';
import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { accountMessages } from '@talentindia/contracts';
import type { GoogleSignInProps } from './google-sign-in';
import styles from './google-sign-in.module.css';

export const GOOGLE_LOAD_FAILED_TEXT = 'Google sign-in could not load. Check your connection and try again.';

/** Google's own button (Google Identity Services), which hands back an ID token. */
export function GoogleSignInButton({
  clientId,
  intent,
  onCredential,
  onFailure,
}: GoogleSignInProps & { clientId: string }) {
  const [scriptFailed, setScriptFailed] = useState(false);
  if (scriptFailed) return <p className={styles.explanation}>{GOOGLE_LOAD_FAILED_TEXT}</p>;
  return (
    <GoogleOAuthProvider clientId={clientId} onScriptLoadError={() => setScriptFailed(true)}>
      <div role="group" aria-label={intent === 'signup' ? 'Sign up with Google' : 'Sign in with Google'}>
        <GoogleLogin
          context={intent}
          text={intent === 'signup' ? 'signup_with' : 'signin_with'}
          shape="rectangular"
          logo_alignment="center"
          onSuccess={({ credential }) => {
            if (credential) onCredential(credential);
            else onFailure(accountMessages.googleCredentialRequired);
          }}
          onError={() => onFailure(accountMessages.googleCredentialInvalid)}
        />
      </div>
    </GoogleOAuthProvider>
  );
}

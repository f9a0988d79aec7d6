import { useState } from 'react';
import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { accountMessages } from '@talentindia/contracts';
import { GOOGLE_BUTTON_NAMES, type GoogleSignInProps } from './google-sign-in';
import styles from './google-sign-in.module.css';

export const GOOGLE_LOAD_FAILED_TEXT = 'Google sign-in could not load. Check your connection and try again.';

/** Google's wording and context per intent (Google Identity Services' `text` and `context`). */
const GOOGLE_OPTIONS = {
  signup: { text: 'signup_with', context: 'signup' },
  signin: { text: 'signin_with', context: 'signin' },
  connect: { text: 'continue_with', context: 'use' },
  confirm: { text: 'continue_with', context: 'use' },
} as const;

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
      <div role="group" aria-label={GOOGLE_BUTTON_NAMES[intent].group}>
        <GoogleLogin
          context={GOOGLE_OPTIONS[intent].context}
          text={GOOGLE_OPTIONS[intent].text}
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

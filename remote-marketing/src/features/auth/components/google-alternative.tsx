import { GoogleSignIn, LoadingOverlay, type GoogleSignInIntent } from '@talentindia/ui';
import formStyles from '../../../components/account-card/account-form.module.css';
import type { useGoogleSignIn } from '../hooks/use-google-sign-in';

export interface GoogleAlternativeProps {
  intent: GoogleSignInIntent;
  google: ReturnType<typeof useGoogleSignIn>;
  /** While the form or Google's answer is being sent: the overlay says so. */
  pendingLabel: string | null;
}

/** Under the log-in and sign-up forms: "or" Google's button, and the overlay while either is being sent. */
export function GoogleAlternative({ intent, google, pendingLabel }: GoogleAlternativeProps) {
  return (
    <>
      <p className={formStyles.divider}>or</p>
      <GoogleSignIn intent={intent} onCredential={google.onCredential} onFailure={google.onFailure} />
      {pendingLabel ? <LoadingOverlay label={pendingLabel} /> : null}
    </>
  );
}

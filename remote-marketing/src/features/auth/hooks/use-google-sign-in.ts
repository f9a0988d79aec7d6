import { useCallback } from 'react';
import { useSignInWithGoogle } from '../api/sign-in-with-google';
import { useFinishLogin, type LoginChallenge } from './use-finish-login';

/**
 * Signs in with the credential Google hands back, like a login: a session, or the second step when
 * the account has two-step sign-in on. A failure is logged (spec §8) and also shown under the form,
 * so the user knows why nothing happened.
 */
export function useGoogleSignIn({
  rememberMe,
  showError,
  onChallenge,
}: {
  rememberMe?: boolean;
  showError: (message: string) => void;
  onChallenge: (challenge: LoginChallenge) => void;
}) {
  const finishLogin = useFinishLogin(onChallenge);
  const { mutate, isPending } = useSignInWithGoogle();

  const onFailure = useCallback(
    (message: string) => {
      console.warn(`Google sign-in failed: ${message}`);
      showError(message);
    },
    [showError],
  );

  const onCredential = useCallback(
    (credential: string) =>
      mutate(
        { credential, remember_me: rememberMe },
        { onSuccess: finishLogin, onError: (error) => onFailure(error.message) },
      ),
    [mutate, rememberMe, finishLogin, onFailure],
  );

  return { onCredential, onFailure, isPending };
}

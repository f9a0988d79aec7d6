import { useCallback } from 'react';
import { useSignInWithGoogle } from '../api/sign-in-with-google';
import { useStartSession } from './use-start-session';

/**
 * Signs in with the credential Google hands back, like a login. A failure is logged (spec §8) and
 * also shown under the form, so the user knows why nothing happened.
 */
export function useGoogleSignIn({
  rememberMe,
  showError,
}: {
  rememberMe?: boolean;
  showError: (message: string) => void;
}) {
  const startSession = useStartSession();
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
        { onSuccess: startSession, onError: (error) => onFailure(error.message) },
      ),
    [mutate, rememberMe, startSession, onFailure],
  );

  return { onCredential, onFailure, isPending };
}

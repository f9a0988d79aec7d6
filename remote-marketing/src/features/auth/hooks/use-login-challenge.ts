import { useCallback, useEffect, useRef, useState } from 'react';
import type { LoginChallenge } from './use-finish-login';

/**
 * The second step of a login while it lasts: the challenge the api gave, and the way back to the
 * first step. The first step's form is drawn again on the way back, so `onFirstStepShown` runs once
 * it is there (to put the focus in it).
 */
export function useLoginChallenge(onFirstStepShown: () => void) {
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);
  const returning = useRef(false);

  useEffect(() => {
    if (challenge || !returning.current) return;
    returning.current = false;
    onFirstStepShown();
  }, [challenge, onFirstStepShown]);

  const leave = useCallback(() => {
    returning.current = true;
    setChallenge(null);
  }, []);

  return { challenge, start: setChallenge, leave };
}

import { useCallback, useRef } from 'react';
import { sendTypingSignal } from '../api/send-typing';

/** At most one typing signal this often (ms) while the reader types; the other side shows it for 5 s. */
export const TYPING_SIGNAL_EVERY_MS = 3_000;

/** Tells the other side the reader is typing, as they type, without a request per key. */
export function useTypingSignal(threadId: number): () => void {
  const last = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (now - last.current < TYPING_SIGNAL_EVERY_MS) return;
    last.current = now;
    void sendTypingSignal(threadId);
  }, [threadId]);
}

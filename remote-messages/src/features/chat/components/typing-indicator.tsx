import { useEffect, useState } from 'react';
import { useTypingStore } from '../stores/typing';
import styles from './typing-indicator.module.css';

/** "Priya is typing…" while the other side's typing signals keep arriving; read out politely. */
export function TypingIndicator({ threadId, firstName }: { threadId: number; firstName: string }) {
  const until = useTypingStore((state) => state.untilByThread[threadId] ?? 0);
  // The last signal's end once it has passed: "typing…" shows from a signal until then.
  const [ended, setEnded] = useState(0);
  useEffect(() => {
    if (until === 0) return;
    const timer = setTimeout(() => setEnded(until), Math.max(0, until - Date.now()));
    return () => clearTimeout(timer);
  }, [until]);
  const typing = until !== 0 && until !== ended;
  return (
    <p className={styles.typing} aria-live="polite">
      {typing ? `${firstName} is typing…` : ''}
    </p>
  );
}

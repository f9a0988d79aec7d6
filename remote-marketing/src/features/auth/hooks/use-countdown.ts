import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until a deadline set by `start(seconds)`, counted from the clock rather than by
 * ticks, so a tab the browser throttles still shows the right number when it wakes up.
 */
export function useCountdown(): { secondsLeft: number; start: (seconds: number) => void } {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(0);

  const start = useCallback((seconds: number) => {
    const startedAt = Date.now();
    setNow(startedAt);
    setDeadline(startedAt + seconds * 1000);
  }, []);

  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  return { secondsLeft: deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000)), start };
}

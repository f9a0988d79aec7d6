import { useEffect, useState } from 'react';
import { Button } from '@talentindia/ui';
import styles from './resend-code.module.css';

export interface ResendCodeProps {
  /** How long to wait before another code may be asked for (spec §9: 60 s). Remount (key) to start again. */
  seconds: number;
  onResend: () => void;
  pending: boolean;
}

/** "Resend OTP": disabled with a countdown ("Resend OTP in 59s") until the wait is over (spec §4). */
export function ResendCode({ seconds, onResend, pending }: ResendCodeProps) {
  // Counted against the clock, not by ticks, so a slow or throttled timer never makes the wait longer.
  const [until] = useState(() => Date.now() + seconds * 1000);
  const [left, setLeft] = useState(seconds);

  useEffect(() => {
    const timer = setInterval(() => {
      const next = Math.max(0, Math.ceil((until - Date.now()) / 1000));
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);

  return (
    <div className={styles.resend}>
      <span className={styles.question}>Didn’t get the code?</span>
      <Button variant="ghost" size="small" onClick={onResend} disabled={left > 0 || pending}>
        {left > 0 ? `Resend OTP in ${left}s` : 'Resend OTP'}
      </Button>
    </div>
  );
}

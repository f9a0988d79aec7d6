import { useEffect, useRef } from 'react';
import { AlertIcon, Button } from '@talentindia/ui';
import styles from './remote-fallback.module.css';

/** How many times "Try again" is offered before the page offers a full reload instead. */
export const MAX_TRY_AGAIN = 3;

export interface RemoteFallbackProps {
  /** The part of the product that failed, in the user's words ("Messages"). */
  areaName: string;
  attempts: number;
  onTryAgain: () => void;
}

/** Shown in place of a remote that is down, slow past the time-out or broken. The shell keeps working. */
export function RemoteFallback({ areaName, attempts, onTryAgain }: RemoteFallbackProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const retriesSpent = attempts >= MAX_TRY_AGAIN;

  useEffect(() => {
    headingRef.current?.focus();
  }, [attempts]);

  return (
    <section className={styles.fallback} aria-labelledby="remote-fallback-title">
      <div className={styles.card} role="alert">
        <AlertIcon className={styles.icon} width={36} height={36} />
        <h1 id="remote-fallback-title" ref={headingRef} tabIndex={-1} className={styles.title}>
          {areaName} is unavailable right now
        </h1>
        <p className={styles.text}>
          {retriesSpent
            ? 'We still cannot load this part of TalentIndia. Reloading the page often helps; the rest of the site keeps working.'
            : 'We could not load this part of TalentIndia. The rest of the site keeps working; try again in a moment.'}
        </p>
        <div className={styles.actions}>
          <Button onClick={onTryAgain} variant={retriesSpent ? 'secondary' : 'primary'}>
            Try again
          </Button>
          {retriesSpent ? <Button onClick={() => window.location.reload()}>Reload page</Button> : null}
        </div>
      </div>
    </section>
  );
}

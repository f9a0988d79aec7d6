import { useEffect, useRef, useState } from 'react';
import { useAuthStore } from '@talentindia/core';
import { Button } from '@talentindia/ui';
import styles from './recovery-codes.module.css';

export const RECOVERY_CODES_FILE_NAME = 'talentindia-recovery-codes.txt';

/** The codes as a text file to keep. */
function recoveryCodesText(codes: readonly string[], email: string | null): string {
  return [
    `TalentIndia recovery codes${email ? ` for ${email}` : ''}`,
    '',
    ...codes,
    '',
    'Each code logs you in once, in place of a code from your app or phone.',
    'Generating new codes in Password And Security makes these stop working.',
    '',
  ].join('\n');
}

/**
 * Spec (issue 9): the ten recovery codes, shown once, to copy or download. Focus moves to the first
 * action when they appear, so the keyboard carries on from the step before.
 */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const email = useAuthStore((state) => state.email);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const actions = useRef<HTMLDivElement>(null);

  useEffect(() => {
    actions.current?.querySelector('button')?.focus();
  }, []);

  const copy = () =>
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );

  const download = () => {
    const url = URL.createObjectURL(new Blob([recoveryCodesText(codes, email)], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = RECOVERY_CODES_FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
    // The browser has taken the file once the click is handled.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <div className={styles.panel}>
      <p className={styles.note}>
        If you lose your phone, each of these codes logs you in once instead of a code. Keep them somewhere safe:{' '}
        <strong>they are shown only this once.</strong>
      </p>
      <ol className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.actions} ref={actions}>
        <Button variant="secondary" onClick={() => void copy()}>
          Copy
        </Button>
        <Button variant="secondary" onClick={download}>
          Download
        </Button>
        <p className={styles.status} role="status">
          {copied === 'yes' ? 'Copied to the clipboard.' : null}
          {copied === 'failed' ? 'Could not copy. Select the codes and copy them, or download them.' : null}
        </p>
      </div>
    </div>
  );
}

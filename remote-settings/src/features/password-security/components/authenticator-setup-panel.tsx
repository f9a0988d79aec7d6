import { useState } from 'react';
import { Button } from '@talentindia/ui';
import type { AuthenticatorSetup } from '../api/start-authenticator-setup';
import styles from './authenticator-setup-panel.module.css';

export const QR_CODE_ALT = 'QR code for your authenticator app';

/** A base32 key in groups of four, easier to read and type (authenticator apps ignore the spaces). */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The authenticator's new secret: the QR code to scan and, for a device that cannot scan it, the
 * same key as text to type or copy. Until the api answers, the QR code's place is kept.
 */
export function AuthenticatorSetupPanel({ setup }: { setup: AuthenticatorSetup | undefined }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  if (!setup) {
    return (
      <div className={styles.panel}>
        <div className={styles.qrPlaceholder} aria-hidden="true" />
        <p className={styles.loading} role="status">
          Preparing your QR code…
        </p>
      </div>
    );
  }

  const copy = () =>
    navigator.clipboard.writeText(setup.secret).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );

  return (
    <div className={styles.panel}>
      <img className={styles.qr} src={setup.qr_code} alt={QR_CODE_ALT} width={176} height={176} />
      <div className={styles.manual}>
        <p className={styles.keyLabel}>Can’t scan it? Enter this setup key in your app:</p>
        <p className={styles.key}>
          <code>{grouped(setup.secret)}</code>
        </p>
        <div className={styles.copy}>
          <Button variant="secondary" size="small" onClick={() => void copy()} aria-label="Copy setup key">
            Copy
          </Button>
          <span role="status" className={styles.status}>
            {copied === 'yes' ? 'Copied.' : null}
            {copied === 'failed' ? 'Could not copy. Select the key and copy it.' : null}
          </span>
        </div>
      </div>
    </div>
  );
}

import { useId, useState, type MouseEvent } from 'react';
import { settingsMessages, type PasswordSecurity } from '@talentindia/contracts';
import { toast } from '@talentindia/core';
import { Button, CheckIcon, ConfirmDialog, GoogleSignIn } from '@talentindia/ui';
import { Section } from '@talentindia/ui/page-parts';
import { useConnectGoogle } from '../api/connect-google';
import { useDisconnectGoogle } from '../api/disconnect-google';
import styles from './google-section.module.css';

/**
 * Spec §2: a Google account connected for login (Google's own button hands over an ID token, the
 * api checks it as at login), or disconnected after a confirmation: not while it is the only way to
 * log in (no password yet), which the page says beside the disabled button.
 */
export function GoogleSection({ security }: { security: PasswordSecurity }) {
  const connect = useConnectGoogle();
  const disconnect = useDisconnectGoogle();
  const [confirming, setConfirming] = useState(false);
  const reasonId = useId();

  const onCredential = (credential: string) =>
    connect.mutate(
      { credential },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => toast.error(error.message),
      },
    );

  const openConfirm = (event: MouseEvent<HTMLButtonElement>) => {
    event.currentTarget.focus();
    setConfirming(true);
  };

  const confirmDisconnect = () =>
    disconnect.mutate(undefined, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(error.message),
      onSettled: () => setConfirming(false),
    });

  if (!security.google) {
    return (
      <Section title="Google account" description="Connect your Google account to log in with Google.">
        <div className={styles.connect} aria-busy={connect.isPending || undefined}>
          <GoogleSignIn intent="connect" onCredential={onCredential} onFailure={(message) => toast.error(message)} />
          {connect.isPending ? (
            <p className={styles.note} role="status">
              Connecting your Google account…
            </p>
          ) : null}
        </div>
      </Section>
    );
  }

  return (
    <Section title="Google account" description="You can log in with Google.">
      <div className={styles.row}>
        <p className={styles.connected}>
          <CheckIcon width={18} height={18} className={styles.icon} />
          <span>
            Connected
            {security.google_email ? (
              <>
                {' '}
                as <strong>{security.google_email}</strong>
              </>
            ) : null}
          </span>
        </p>
        <Button
          variant="secondary"
          onClick={openConfirm}
          disabled={!security.has_password}
          aria-describedby={security.has_password ? undefined : reasonId}
        >
          Disconnect
        </Button>
      </div>
      {security.has_password ? null : (
        <p id={reasonId} className={styles.note}>
          {settingsMessages.googleOnlySignIn}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Disconnect Google account?"
        description="You will no longer be able to log in with Google. You can log in with your email address and password, and connect Google again at any time."
        confirmLabel="Disconnect"
        tone="danger"
        onConfirm={confirmDisconnect}
        pending={disconnect.isPending}
      />
    </Section>
  );
}

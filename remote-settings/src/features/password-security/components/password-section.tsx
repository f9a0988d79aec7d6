import { useState, type MouseEvent } from 'react';
import type { PasswordSecurity } from '@talentindia/contracts';
import { Button } from '@talentindia/ui';
import { Section } from '@talentindia/ui/page-parts';
import { formatChangedDate } from '../utils/format-changed-date';
import { ChangePasswordDialog } from './change-password-dialog';
import styles from './password-section.module.css';

/**
 * Spec §2: the password with its "Last Changed" date and the Change Password modal. An account made
 * with Google that never set a password has no date to show: it is offered "Set a password".
 */
export function PasswordSection({ security }: { security: PasswordSecurity }) {
  const [open, setOpen] = useState(false);
  const { has_password: hasPassword, password_changed_at: changedAt } = security;

  const openDialog = (event: MouseEvent<HTMLButtonElement>) => {
    // Safari does not focus a clicked button; the dialog gives focus back to what had it when it opened.
    event.currentTarget.focus();
    setOpen(true);
  };

  return (
    <Section
      title="Password"
      description={
        hasPassword
          ? 'Changing your password signs you out everywhere else.'
          : 'You log in with Google. Set a password to log in with your email address as well.'
      }
    >
      <div className={styles.row}>
        {hasPassword && changedAt ? (
          <p className={styles.changed}>
            Last Changed: <time dateTime={changedAt}>{formatChangedDate(changedAt)}</time>
          </p>
        ) : null}
        <Button variant="secondary" onClick={openDialog}>
          {hasPassword ? 'Change Password' : 'Set a password'}
        </Button>
      </div>
      <ChangePasswordDialog open={open} onOpenChange={setOpen} mode={hasPassword ? 'change' : 'set'} />
    </Section>
  );
}

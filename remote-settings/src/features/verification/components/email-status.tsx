import { toast } from '@talentindia/core';
import { Button } from '@talentindia/ui';
import { useResendVerificationEmail } from '../api/resend-verification-email';
import { StatusCard } from './status-card';
import styles from './email-status.module.css';

export interface EmailStatusProps {
  email: string;
  verified: boolean;
}

/** Whether the address is confirmed, and a new link for one that is not. */
export function EmailStatus({ email, verified }: EmailStatusProps) {
  const resend = useResendVerificationEmail();
  return (
    <StatusCard title="Email address" verified={verified}>
      <p className={styles.address}>{email}</p>
      {verified ? null : (
        <>
          <p className={styles.note}>Open the link we emailed you to verify this address.</p>
          <Button
            variant="secondary"
            disabled={resend.isPending}
            onClick={() =>
              resend.mutate(undefined, {
                onSuccess: ({ message }) => toast.success(message),
                onError: (error) => toast.error(error.message),
              })
            }
          >
            Resend verification email
          </Button>
        </>
      )}
    </StatusCard>
  );
}

import { useSearchParams } from '@talentindia/router';
import { settingsMessages } from '@talentindia/contracts';
import { clearLocalSession } from '@talentindia/core';
import { Button, ButtonLink, FormAlert } from '@talentindia/ui';
import { AccountCard } from '../../components/account-card/account-card';
import { MailedLinkOutcome } from '../../components/account-card/mailed-link-outcome';
import formStyles from '../../components/account-card/account-form.module.css';
import { useConfirmAccountDeletion } from './api/confirm-account-deletion';
import styles from './delete-account-page.module.css';

export const DELETE_ACCOUNT_TITLE = 'Delete Account';

const HEADING = 'Delete your account';

const home = (
  <ButtonLink to="/" variant="secondary" className={formStyles.submit}>
    Go to Home
  </ButtonLink>
);

/**
 * /delete-account?token=…: the page the mailed deletion link opens (spec §4, issue 8 §5). Nothing
 * happens on arrival, since mail scanners follow links: one explicit click erases the account, and
 * this browser is then signed out. It works signed in or not.
 */
export function DeleteAccountPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const { mutate, status, data, error } = useConfirmAccountDeletion();

  if (!token || status === 'success') {
    return (
      <MailedLinkOutcome
        pageTitle={DELETE_ACCOUNT_TITLE}
        heading={HEADING}
        tone={token ? 'success' : 'error'}
        message={data?.message ?? settingsMessages.deleteLinkInvalid}
        next={home}
      />
    );
  }

  // The account is gone, and with it every session: this browser forgets its own at once.
  const confirm = () => mutate(token, { onSuccess: () => clearLocalSession() });

  return (
    <AccountCard
      pageTitle={DELETE_ACCOUNT_TITLE}
      heading={HEADING}
      lead="This is permanent and cannot be undone. Deleting your account erases:"
    >
      <ul className={styles.erased}>
        <li>your profile and profile picture</li>
        <li>your billing details and email preferences</li>
        <li>your notifications</li>
        <li>every session: you are signed out on every device</li>
      </ul>
      <p className={styles.after}>Afterwards you can sign up again with the same email address.</p>
      {status === 'error' ? (
        <FormAlert>
          <p>{error.message}</p>
        </FormAlert>
      ) : null}
      <Button
        variant="danger"
        className={formStyles.submit}
        onClick={confirm}
        disabled={status === 'pending'}
        aria-busy={status === 'pending' || undefined}
      >
        Delete my account permanently
      </Button>
      {status === 'error' ? home : null}
    </AccountCard>
  );
}

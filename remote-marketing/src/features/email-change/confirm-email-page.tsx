import { useSearchParams } from '@talentindia/router';
import { settingsMessages } from '@talentindia/contracts';
import { refreshNav, selectIsLoggedIn, useAuthStore } from '@talentindia/core';
import { Button, ButtonLink, FormAlert } from '@talentindia/ui';
import { AccountCard } from '../../components/account-card/account-card';
import { MailedLinkOutcome } from '../../components/account-card/mailed-link-outcome';
import formStyles from '../../components/account-card/account-form.module.css';
import { useConfirmEmailChange } from './api/confirm-email-change';

export const CONFIRM_EMAIL_TITLE = 'Confirm Email';

const HEADING = 'Confirm your new email address';

/**
 * /confirm-email?token=…: the page the link mailed to a new address opens. It changes nothing on
 * arrival (mail scanners follow links); one click confirms. It works signed in or not.
 */
export function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const { mutate, status, data, error } = useConfirmEmailChange();

  const next = isLoggedIn ? (
    <ButtonLink to="/settings/profile" variant="secondary" className={formStyles.submit}>
      Go to Profile Details
    </ButtonLink>
  ) : (
    <ButtonLink to="/login" variant="secondary" className={formStyles.submit}>
      Log In
    </ButtonLink>
  );

  if (!token || status === 'success') {
    return (
      <MailedLinkOutcome
        pageTitle={CONFIRM_EMAIL_TITLE}
        heading={HEADING}
        tone={token ? 'success' : 'error'}
        message={data?.message ?? settingsMessages.emailChangeLinkInvalid}
        next={next}
      />
    );
  }

  const confirm = () =>
    mutate(token, {
      // The header and the stored session take the new address from the next /nav answer.
      onSuccess: () => {
        if (selectIsLoggedIn(useAuthStore.getState())) void refreshNav();
      },
    });

  return (
    <AccountCard
      pageTitle={CONFIRM_EMAIL_TITLE}
      heading={HEADING}
      lead="Confirm that this address is yours, and it becomes the email of your TalentIndia account."
    >
      {status === 'error' ? (
        <FormAlert>
          <p>{error.message}</p>
        </FormAlert>
      ) : null}
      <Button
        className={formStyles.submit}
        onClick={confirm}
        disabled={status === 'pending'}
        aria-busy={status === 'pending' || undefined}
      >
        Confirm new email address
      </Button>
      {status === 'error' ? next : null}
    </AccountCard>
  );
}

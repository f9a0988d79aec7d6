import { useEffect, useRef } from 'react';
import { useSearchParams } from '@talentindia/router';
import { accountMessages } from '@talentindia/contracts';
import { selectIsLoggedIn, useAuthStore } from '@talentindia/core';
import { ButtonLink, InlineLoading } from '@talentindia/ui';
import { AccountCard } from '../../components/account-card/account-card';
import { MailedLinkOutcome } from '../../components/account-card/mailed-link-outcome';
import formStyles from '../../components/account-card/account-form.module.css';
import { useVerifyEmail } from './api/verify-email';

export const VERIFY_EMAIL_TITLE = 'Verify Email';

const HEADING = 'Verify your email address';

/** /verify-email?token=…: the page the mailed verification link opens; it verifies on arrival. */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const { mutate, status, data, error } = useVerifyEmail();
  // The token is single-use: send it once, even when StrictMode runs the effect twice.
  const sentToken = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentToken.current === token) return;
    sentToken.current = token;
    mutate(token, {
      onSuccess: () => {
        if (selectIsLoggedIn(useAuthStore.getState())) useAuthStore.getState().update({ isEmailVerified: true });
      },
    });
  }, [token, mutate]);

  const next = isLoggedIn ? (
    <ButtonLink to="/dashboard" className={formStyles.submit}>
      Go to Dashboard
    </ButtonLink>
  ) : (
    <ButtonLink to="/login" className={formStyles.submit}>
      Log In
    </ButtonLink>
  );

  if (!token || status === 'success' || status === 'error') {
    return (
      <MailedLinkOutcome
        pageTitle={VERIFY_EMAIL_TITLE}
        heading={HEADING}
        tone={status === 'success' ? 'success' : 'error'}
        message={data?.message ?? error?.message ?? accountMessages.verifyLinkInvalid}
        next={next}
      />
    );
  }

  return (
    <AccountCard pageTitle={VERIFY_EMAIL_TITLE} heading={HEADING}>
      <InlineLoading>Verifying your email address…</InlineLoading>
    </AccountCard>
  );
}

import { lazy, Suspense } from 'react';
import { InlineLoading } from '@talentindia/ui';
import { AccountCard } from '../../../../components/account-card/account-card';
import type { LoginChallenge } from '../../hooks/use-finish-login';
import type { TwoStepVerificationProps } from './two-step-verification';

export const TWO_STEP_HEADING = 'Two-step verification';

// Most logins never see the second step: its code loads when a login asks for it.
const TwoStepVerification = lazy(() =>
  import(/* webpackChunkName: "login-two-step" */ './two-step-verification').then((module) => ({
    default: module.TwoStepVerification,
  })),
);

export interface TwoStepCardProps extends Omit<TwoStepVerificationProps, 'challenge'> {
  /** The document title of the page the login started on. */
  pageTitle: string;
  challenge: LoginChallenge;
}

/** The account card of a login's second step, in place of the page's form; its code loads on demand. */
export function TwoStepCard({ pageTitle, challenge, ...props }: TwoStepCardProps) {
  return (
    <AccountCard pageTitle={pageTitle} heading={TWO_STEP_HEADING} lead={challenge.message}>
      <Suspense fallback={<InlineLoading>Loading two-step verification…</InlineLoading>}>
        <TwoStepVerification challenge={challenge.data} {...props} />
      </Suspense>
    </AccountCard>
  );
}

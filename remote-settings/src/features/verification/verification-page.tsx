import { useEffect } from 'react';
import { useAuthStore } from '@talentindia/core';
import { PageFrame, SectionSkeleton } from '@talentindia/ui';
import { LoadFailed } from '@talentindia/ui/page-parts';
import { settingsPaths } from '../../config/settings-paths';
import { useVerification } from './api/get-verification';
import { CreditsOffer } from './components/credits-offer';
import { EmailStatus } from './components/email-status';
import { MobileStatus } from './components/mobile-status';
import styles from './verification-page.module.css';

const section = settingsPaths.verification;

/** /settings/verification: what is verified, how to verify the rest, and the credits offer's tasks. */
export function VerificationPage() {
  const verification = useVerification();
  const data = verification.data;

  // Spec §3: the isEmailVerified and isMobileVerified storage keys follow what the api says.
  useEffect(() => {
    if (data)
      useAuthStore.getState().update({ isEmailVerified: data.email_verified, isMobileVerified: data.mobile_verified });
  }, [data]);

  let content;
  if (verification.isError) {
    content = <LoadFailed message={verification.error.message} onRetry={() => void verification.refetch()} />;
  } else if (data === undefined) {
    content = <SectionSkeleton label="verification" rows={3} />;
  } else {
    content = (
      <div className={styles.sections}>
        <EmailStatus email={data.email} verified={data.email_verified} />
        <MobileStatus verified={data.mobile_verified} />
        <CreditsOffer offer={data.credits_offer} />
      </div>
    );
  }
  return (
    <PageFrame title={section.title} description={section.description}>
      {content}
    </PageFrame>
  );
}

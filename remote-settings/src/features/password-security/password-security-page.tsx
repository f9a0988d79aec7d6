import { PageFrame, SectionSkeleton } from '@talentindia/ui';
import { LoadFailed } from '@talentindia/ui/page-parts';
import { settingsPaths } from '../../config/settings-paths';
import { usePasswordSecurity } from './api/get-password-security';
import { GoogleSection } from './components/google-section';
import { PasswordSection } from './components/password-section';
import { TwoStepSection } from './components/two-step-section';
import { preloadDialogs } from './utils/preload-dialogs';
import styles from './password-security-page.module.css';

const section = settingsPaths.passwordSecurity;

const warmDialogs = () => void preloadDialogs();

/** /settings/password-security (spec §2, §4): the password, Google sign-in and two-step verification. */
export function PasswordSecurityPage() {
  const security = usePasswordSecurity();
  let content;
  if (security.isError) {
    content = <LoadFailed message={security.error.message} onRetry={() => void security.refetch()} />;
  } else if (security.data === undefined) {
    content = <SectionSkeleton label="password and security" rows={5} />;
  } else {
    content = (
      <div className={styles.sections} onPointerEnter={warmDialogs} onFocus={warmDialogs}>
        <PasswordSection security={security.data} />
        <GoogleSection security={security.data} />
        <TwoStepSection twoFactor={security.data['2fa']} />
      </div>
    );
  }
  return (
    <PageFrame title={section.title} description={section.description}>
      {content}
    </PageFrame>
  );
}

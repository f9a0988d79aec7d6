import { Button, FormAlert, PageFrame, SectionSkeleton } from '@talentindia/ui';
import { settingsPaths } from '../../config/settings-paths';
import { useEmailPreferences } from './api/get-email-preferences';
import { EmailPreferenceList } from './components/email-preference-list';
import styles from './email-preference-page.module.css';

const section = settingsPaths.emailPreference;

/** /settings/email-preference (spec §2): which emails are sent, each switched on its own. */
export function EmailPreferencePage() {
  const preferences = useEmailPreferences();
  let content;
  if (preferences.isError) {
    content = (
      <div className={styles.failed}>
        <FormAlert>{preferences.error.message}</FormAlert>
        <Button variant="secondary" onClick={() => void preferences.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (preferences.data === undefined) {
    content = <SectionSkeleton label="email preferences" rows={9} />;
  } else {
    content = <EmailPreferenceList preferences={preferences.data} />;
  }
  return (
    <PageFrame title={section.title} description={section.description}>
      {content}
    </PageFrame>
  );
}

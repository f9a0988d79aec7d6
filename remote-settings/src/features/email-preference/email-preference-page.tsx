import { PageFrame, SectionSkeleton } from '@talentindia/ui';
import { LoadFailed } from '@talentindia/ui/page-parts';
import { settingsPaths } from '../../config/settings-paths';
import { useEmailPreferences } from './api/get-email-preferences';
import { EmailPreferenceList } from './components/email-preference-list';

const section = settingsPaths.emailPreference;

/** /settings/email-preference (spec §2): which emails are sent, each switched on its own. */
export function EmailPreferencePage() {
  const preferences = useEmailPreferences();
  let content;
  if (preferences.isError) {
    content = <LoadFailed message={preferences.error.message} onRetry={() => void preferences.refetch()} />;
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

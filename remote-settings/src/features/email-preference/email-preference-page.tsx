import { PageFrame } from '@talentindia/ui';
import { settingsPaths } from '../../config/settings-paths';

const section = settingsPaths.emailPreference;

/** /settings/email-preference (spec §2). */
export function EmailPreferencePage() {
  return <PageFrame title={section.title} description={section.description} />;
}

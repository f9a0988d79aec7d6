import { PageFrame } from '@talentindia/ui';
import { settingsPaths } from '../../config/settings-paths';

const section = settingsPaths.profile;

/** /settings/profile (spec §2). */
export function ProfilePage() {
  return <PageFrame title={section.title} description={section.description} />;
}

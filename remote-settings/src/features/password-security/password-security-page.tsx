import { PageFrame } from '@talentindia/ui';
import { settingsPaths } from '../../config/settings-paths';

const section = settingsPaths.passwordSecurity;

/** /settings/password-security (spec §2). */
export function PasswordSecurityPage() {
  return <PageFrame title={section.title} description={section.description} />;
}

import { PageFrame } from '@talentindia/ui';
import { settingsPaths } from '../../config/settings-paths';

const section = settingsPaths.verification;

/** /settings/verification (spec §2). */
export function VerificationPage() {
  return <PageFrame title={section.title} description={section.description} />;
}

import { PageFrame } from '@talentindia/ui';
import type { SettingsSection } from './settings-sections';

/** A settings section's frame: its title and what it holds. Each section's form comes in its own issue. */
export function SettingsSectionPage({ section }: { section: SettingsSection }) {
  return <PageFrame title={section.title} description={section.description} />;
}

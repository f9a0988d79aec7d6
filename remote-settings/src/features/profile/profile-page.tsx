import { useState } from 'react';
import { PageFrame, SectionSkeleton } from '@talentindia/ui';
import { LoadFailed } from '@talentindia/ui/page-parts';
import { settingsPaths } from '../../config/settings-paths';
import { useProfile } from './api/get-profile';
import { DeleteAccountSection } from './components/delete-account-section';
import { ProfileDetails } from './components/profile-details';
import { ProfileForm } from './components/profile-form';
import styles from './profile-page.module.css';

const section = settingsPaths.profile;

/** /settings/profile (spec §2, §4): the profile in view or edit mode, and the Delete Your Account block. */
export function ProfilePage() {
  const profile = useProfile();
  const [editing, setEditing] = useState(false);

  let content;
  if (profile.data) {
    content = editing ? (
      <ProfileForm data={profile.data} onDone={() => setEditing(false)} />
    ) : (
      <ProfileDetails data={profile.data} onEdit={() => setEditing(true)} />
    );
  } else if (profile.isError) {
    content = <LoadFailed message={profile.error.message} onRetry={() => void profile.refetch()} />;
  } else {
    content = <SectionSkeleton label="profile details" rows={5} />;
  }

  return (
    <PageFrame title={section.title} description={section.description}>
      <div className={styles.page}>
        {content}
        {/* With the profile, not before it: drawn under the skeleton, it would move when the details arrive. */}
        {profile.data ? <DeleteAccountSection /> : null}
      </div>
    </PageFrame>
  );
}

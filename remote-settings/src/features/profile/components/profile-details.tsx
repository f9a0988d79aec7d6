import { Avatar, Button } from '@talentindia/ui';
import type { ProfileData } from '../api/get-profile';
import { currencyLabel } from './currency-label';
import { PendingEmailNotice } from './pending-email-notice';
import styles from './profile-details.module.css';

export interface ProfileDetailsProps {
  data: ProfileData;
  onEdit: () => void;
}

/** Spec §4: the profile in view mode, with Edit Profile to change it. */
export function ProfileDetails({ data, onEdit }: ProfileDetailsProps) {
  const { profile } = data;
  const currency = data.currencies.find((item) => item.code === profile.currency);
  const rows: [string, string][] = [
    ['First Name', profile.first_name],
    ['Last Name', profile.last_name],
    ['Email', profile.email],
    ['Timezone', profile.timezone],
    ['Currency', currency ? currencyLabel(currency) : profile.currency],
  ];
  return (
    <div className={styles.details}>
      <div className={styles.top}>
        <Avatar
          image={profile.image}
          firstName={profile.first_name}
          size={96}
          alt={`${profile.first_name} ${profile.last_name}`}
        />
        <Button variant="secondary" onClick={onEdit}>
          Edit Profile
        </Button>
      </div>
      {profile.pending_email ? <PendingEmailNotice pendingEmail={profile.pending_email} /> : null}
      <dl className={styles.list}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt className={styles.term}>{label}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

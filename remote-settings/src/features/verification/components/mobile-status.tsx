import { Link } from '@talentindia/router';
import { settingsHref, settingsPaths } from '../../../config/settings-paths';
import { StatusCard } from './status-card';
import styles from './mobile-status.module.css';

/** Whether the mobile number is confirmed: by SMS two-step verification, set up in Password And Security. */
export function MobileStatus({ verified }: { verified: boolean }) {
  return (
    <StatusCard title="Mobile number" verified={verified}>
      {verified ? null : (
        <>
          <p className={styles.note}>We verify your mobile number with a code sent by SMS.</p>
          <Link to={settingsHref(settingsPaths.passwordSecurity)} className={styles.link}>
            Set up SMS verification
          </Link>
        </>
      )}
    </StatusCard>
  );
}

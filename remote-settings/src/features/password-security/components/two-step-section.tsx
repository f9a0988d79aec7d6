import type { PasswordSecurity } from '@talentindia/contracts';
import { Section } from '@talentindia/ui/page-parts';
import { AuthenticatorSetting } from './authenticator-setting';
import { RecoveryCodesSetting } from './recovery-codes-setting';
import { SmsSetting } from './sms-setting';
import styles from './two-step-section.module.css';

/** Spec §2, §4: two independent switches, and the recovery codes while either is on. */
export function TwoStepSection({ twoFactor }: { twoFactor: PasswordSecurity['2fa'] }) {
  const anyOn = twoFactor.authenticator_app || twoFactor.phone;
  return (
    <Section
      title="Two-step verification"
      description="After your password, we ask for a code as well, so that your password alone cannot open your account."
    >
      <ul className={styles.list}>
        <li>
          <AuthenticatorSetting enabled={twoFactor.authenticator_app} otherMethodOn={twoFactor.phone} />
        </li>
        <li>
          <SmsSetting
            enabled={twoFactor.phone}
            phoneNumber={twoFactor.phone_number}
            otherMethodOn={twoFactor.authenticator_app}
          />
        </li>
        {anyOn ? (
          <li>
            <RecoveryCodesSetting codesLeft={twoFactor.recovery_codes_left} />
          </li>
        ) : null}
      </ul>
    </Section>
  );
}

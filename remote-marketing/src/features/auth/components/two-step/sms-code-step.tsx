import { Button, FormAlert } from '@talentindia/ui';
import formStyles from '../../../../components/account-card/account-form.module.css';
import { OneTimeCodeForm, type ShowCodeError } from './one-time-code-form';
import styles from './two-step-verification.module.css';

/** A code the api has texted: to which number (masked), what it said, and when (each send starts afresh). */
export interface SmsCodeSent {
  phone: string;
  message: string;
  sentAt: number;
}

export interface SmsCodeStepProps {
  /** The account's SMS number, masked ("+91 ••••••3210"). */
  phone: string | null;
  sent: SmsCodeSent | null;
  /** Seconds before "Resend OTP" may be used (spec §9: 60 after each send). */
  secondsLeft: number;
  onSend: () => void;
  onVerify: (code: string, showCodeError: ShowCodeError) => void;
  pending?: boolean;
}

const asMinutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The SMS way: the code is texted only when asked for, then typed in six boxes; "Resend OTP" after 60 s. */
export function SmsCodeStep({ phone, sent, secondsLeft, onSend, onVerify, pending }: SmsCodeStepProps) {
  if (!sent) {
    return (
      <Button className={formStyles.submit} onClick={onSend} disabled={pending}>
        {phone ? `Send code to ${phone}` : 'Send code by SMS'}
      </Button>
    );
  }
  return (
    <>
      <FormAlert tone="success">
        <p>{sent.message}</p>
      </FormAlert>
      {/* A new code starts with empty boxes. */}
      <OneTimeCodeForm
        key={sent.sentAt}
        label={`Enter the 6-digit code sent to ${sent.phone}`}
        onVerify={onVerify}
        pending={pending}
      />
      <p className={styles.resend}>
        Didn&apos;t get the code?{' '}
        <Button variant="ghost" size="small" onClick={onSend} disabled={pending || secondsLeft > 0}>
          Resend OTP
        </Button>
        {secondsLeft > 0 ? <span>in {asMinutes(secondsLeft)}</span> : null}
      </p>
    </>
  );
}

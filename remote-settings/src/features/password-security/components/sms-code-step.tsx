import { useState } from 'react';
import { FormAlert, Button } from '@talentindia/ui';
import { useSendSmsCode, type SmsCodeSent } from '../api/send-sms-code';
import { CodeForm } from '../../../components/code-form';
import { ResendCode } from './resend-code';
import type { SmsNumber } from './sms-number-step';
import styles from './sms-code-step.module.css';

export interface SmsCodeStepProps {
  number: SmsNumber;
  /** The api's answer to the first send: the masked number and the wait before a resend. */
  sent: SmsCodeSent;
  onVerify: (code: string) => Promise<unknown>;
  onChangeNumber: () => void;
  onCancel: () => void;
}

/** The SMS dialog's second step: the texted code, "Resend OTP" after the countdown, or another number. */
export function SmsCodeStep({ number, sent, onVerify, onChangeNumber, onCancel }: SmsCodeStepProps) {
  const resend = useSendSmsCode();
  // Each send starts the countdown again (the ResendCode is drawn anew for it).
  const [sends, setSends] = useState(1);
  const [wait, setWait] = useState(sent.data.resend_in_seconds);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const onResend = () =>
    resend.mutate(
      { country_id: number.countryId, phone: number.phone },
      {
        onSuccess: ({ message, data }) => {
          setWait(data.resend_in_seconds);
          setSends((count) => count + 1);
          setNotice({ tone: 'success', text: message });
        },
        onError: (error) => setNotice({ tone: 'error', text: error.message }),
      },
    );

  return (
    <div className={styles.step}>
      <CodeForm
        label="Code from the text message"
        submitLabel="Verify"
        onVerify={onVerify}
        onCancel={onCancel}
        focusFirstBox
      >
        <div className={styles.links}>
          <ResendCode key={sends} seconds={wait} onResend={onResend} pending={resend.isPending} />
          <Button variant="ghost" size="small" onClick={onChangeNumber}>
            Change number
          </Button>
        </div>
        {notice ? <FormAlert tone={notice.tone}>{notice.text}</FormAlert> : null}
      </CodeForm>
    </div>
  );
}

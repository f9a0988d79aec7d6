import { useEffect, useRef, useState } from 'react';
import type { TwoFactorChallenge, TwoFactorMethod } from '@talentindia/contracts';
import { toast } from '@talentindia/core';
import { FormAlert, LoadingOverlay } from '@talentindia/ui';
import formStyles from '../../../../components/account-card/account-form.module.css';
import { useSendLoginSmsCode } from '../../api/send-login-sms-code';
import { useVerifyLoginCode } from '../../api/verify-login-code';
import { useCountdown } from '../../hooks/use-countdown';
import { useStartSession } from '../../hooks/use-start-session';
import { OneTimeCodeForm, type ShowCodeError } from './one-time-code-form';
import { RecoveryCodeForm } from './recovery-code-form';
import { SmsCodeStep, type SmsCodeSent } from './sms-code-step';
import styles from './two-step-verification.module.css';

/** How each way of confirming is offered when it is not the one shown. */
export const SWITCH_METHOD_TEXT: Record<TwoFactorMethod, string> = {
  app: 'Use your authenticator app instead',
  sms: 'Get a code by SMS instead',
  recovery: 'Use a recovery code',
};

export interface TwoStepVerificationProps {
  challenge: TwoFactorChallenge;
  /** The api ended the challenge (expired, or too many wrong codes): its message goes to the first step. */
  onChallengeEnded: (message: string) => void;
  /** Back to the first step, by the user's choice. */
  onBack: () => void;
  /** The way back's text ("Back to log in"). */
  backLabel: string;
}

/**
 * The login's second step (two-step sign-in): a code from the authenticator app, from an SMS sent on
 * request, or a recovery code, the account's preferred way first; then the session, as a login gives.
 */
export function TwoStepVerification({ challenge, onChallengeEnded, onBack, backLabel }: TwoStepVerificationProps) {
  const [method, setMethod] = useState<TwoFactorMethod>(challenge.methods[0] ?? 'recovery');
  const [smsSent, setSmsSent] = useState<SmsCodeSent | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const verify = useVerifyLoginCode();
  const sendSms = useSendLoginSmsCode();
  const resend = useCountdown();
  const startSession = useStartSession();
  const panel = useRef<HTMLDivElement>(null);
  const pending = verify.isPending || sendSms.isPending;

  // The step replaced the form that had the focus, and each way of confirming replaces the last:
  // the focus goes to what there is to do now (the first box, the send button, the field).
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, [method, smsSent]);

  const onVerify = (code: string, showCodeError: ShowCodeError) => {
    setAlert(null);
    verify.mutate(
      { challenge_token: challenge.challenge_token, method, code },
      {
        onSuccess: (response) => {
          // A recovery code is gone once used: say so, and where new ones are made.
          if (method === 'recovery') toast.success(response.message);
          startSession(response);
        },
        onError: (error) => {
          if (error.status === 401) onChallengeEnded(error.message);
          else if (error.errors?.code) showCodeError(error.errors.code);
          else setAlert(error.message);
        },
      },
    );
  };

  const onSendSms = () => {
    setAlert(null);
    sendSms.mutate(challenge.challenge_token, {
      onSuccess: ({ message, data }) => {
        resend.start(data.resend_in_seconds);
        setSmsSent({ phone: data.phone, message, sentAt: Date.now() });
      },
      onError: (error) => (error.status === 401 ? onChallengeEnded(error.message) : setAlert(error.message)),
    });
  };

  const switchTo = (next: TwoFactorMethod) => {
    setAlert(null);
    setMethod(next);
  };

  return (
    <div className={formStyles.form}>
      <div ref={panel} className={formStyles.form}>
        {method === 'app' ? (
          <OneTimeCodeForm
            label="Enter the 6-digit code from your authenticator app"
            onVerify={onVerify}
            pending={pending}
          />
        ) : method === 'sms' ? (
          <SmsCodeStep
            phone={challenge.phone}
            sent={smsSent}
            secondsLeft={resend.secondsLeft}
            onSend={onSendSms}
            onVerify={onVerify}
            pending={pending}
          />
        ) : (
          <RecoveryCodeForm onVerify={onVerify} pending={pending} />
        )}
      </div>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <ul className={styles.otherMethods} aria-label="Other ways to confirm it is you">
        {challenge.methods
          .filter((other) => other !== method)
          .map((other) => (
            <li key={other}>
              <button type="button" className={formStyles.linkButton} onClick={() => switchTo(other)}>
                {SWITCH_METHOD_TEXT[other]}
              </button>
            </li>
          ))}
      </ul>
      <p className={styles.back}>
        <button type="button" className={formStyles.linkButton} onClick={onBack}>
          {backLabel}
        </button>
      </p>
      {pending ? <LoadingOverlay label={sendSms.isPending ? 'Sending the code…' : 'Checking the code…'} /> : null}
    </div>
  );
}

import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@talentindia/core';
import { Button, ConfirmDialog, Modal, Switch } from '@talentindia/ui';
import { countriesQuery } from '../../../api/get-countries';
import { useDisableSms } from '../api/disable-sms';
import type { SmsCodeSent } from '../api/send-sms-code';
import { useVerifySms } from '../api/verify-sms';
import { DIALOG_LOAD_FAILED, preloadDialogs } from '../utils/preload-dialogs';
import { RecoveryCodes } from './recovery-codes';
import { SmsCodeStep } from './sms-code-step';
import { SmsNumberStep, type SmsNumber } from './sms-number-step';

export interface SmsSettingProps {
  enabled: boolean;
  /** The number codes go to, masked (+91 ••••••3210), while SMS codes are on. */
  phoneNumber: string | null;
  /** Authenticator codes are on too: switching this off leaves two-step verification on. */
  otherMethodOn: boolean;
}

type Step =
  | { name: 'number'; initial?: SmsNumber }
  | { name: 'code'; number: SmsNumber; sent: SmsCodeSent }
  | { name: 'codes'; codes: string[] };

/**
 * Spec §4, SMS: the country and mobile number → a code is texted → its six digits → on (and the
 * number is verified). "Resend OTP" after the 60-second countdown. Switching off asks first.
 */
export function SmsSetting({ enabled, phoneNumber, otherMethodOn }: SmsSettingProps) {
  const verify = useVerifySms();
  const disable = useDisableSms();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ name: 'number' });
  const [confirmingOff, setConfirmingOff] = useState(false);

  // The dialog starts with the country list: while SMS is off, fetch it ahead (it is cached for a day).
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) void queryClient.prefetchQuery(countriesQuery());
  }, [enabled, queryClient]);

  // Opened once its code is here, so that it starts with focus in the country (drawn at once, not
  // as a stand-in while the searchable list loads). Usually it came while the pointer moved here.
  const [opening, setOpening] = useState(false);
  const switchOn = () => {
    setStep({ name: 'number' });
    setOpening(true);
    void preloadDialogs()
      .then(
        () => setOpen(true),
        () => toast.error(DIALOG_LOAD_FAILED),
      )
      .finally(() => setOpening(false));
  };

  const onVerify = (code: string) =>
    verify.mutateAsync({ code }).then(({ message, data }) => {
      toast.success(message);
      if (data.recovery_codes) setStep({ name: 'codes', codes: data.recovery_codes });
      else setOpen(false);
    });

  const confirmOff = () =>
    disable.mutate(undefined, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(error.message),
      onSettled: () => setConfirmingOff(false),
    });

  return (
    <>
      <Switch
        label="SMS text messages"
        description={
          enabled && phoneNumber
            ? `Enter a code we text to ${phoneNumber} when you log in.`
            : 'Enter a code we text to your mobile number when you log in.'
        }
        checked={enabled || open || opening}
        onCheckedChange={(on) => (on ? switchOn() : setConfirmingOff(true))}
      />
      <Modal
        open={open}
        // While the code is checked, its answer (maybe the recovery codes, shown once) belongs here.
        onOpenChange={(next) => {
          if (!verify.isPending || next) setOpen(next);
        }}
        title={step.name === 'codes' ? 'Save your recovery codes' : 'SMS text messages'}
        description={
          step.name === 'codes'
            ? 'SMS text messages are on. Save these codes now.'
            : step.name === 'code'
              ? `We have sent a 6-digit code to ${step.sent.data.phone}. Enter it below.`
              : 'Enter your mobile number. We will text you a 6-digit code to confirm it.'
        }
        focusFirstField
        footer={step.name === 'codes' ? <Button onClick={() => setOpen(false)}>Done</Button> : undefined}
      >
        {step.name === 'number' ? (
          <SmsNumberStep
            initial={step.initial}
            onSent={(number, sent) => setStep({ name: 'code', number, sent })}
            onCancel={() => setOpen(false)}
          />
        ) : step.name === 'code' ? (
          <SmsCodeStep
            number={step.number}
            sent={step.sent}
            onVerify={onVerify}
            onChangeNumber={() => setStep({ name: 'number', initial: step.number })}
            onCancel={() => setOpen(false)}
          />
        ) : (
          <RecoveryCodes codes={step.codes} />
        )}
      </Modal>
      <ConfirmDialog
        open={confirmingOff}
        onOpenChange={setConfirmingOff}
        title="Disable SMS text messages"
        description={
          otherMethodOn
            ? 'We will no longer text you a code when you log in. Authenticator app codes stay on.'
            : 'We will no longer text you a code when you log in, and your recovery codes will stop working. Your account will be protected by your password only.'
        }
        confirmLabel="Disable"
        tone="danger"
        onConfirm={confirmOff}
        pending={disable.isPending}
      />
    </>
  );
}

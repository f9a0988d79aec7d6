import { useState } from 'react';
import { settingsMessages } from '@talentindia/contracts';
import { toast } from '@talentindia/core';
import { Button, ConfirmDialog, Modal, Switch } from '@talentindia/ui';
import { useDisableAuthenticator } from '../api/disable-authenticator';
import { useStartAuthenticatorSetup } from '../api/start-authenticator-setup';
import { useVerifyAuthenticator } from '../api/verify-authenticator';
import { DIALOG_LOAD_FAILED, preloadDialogs } from '../utils/preload-dialogs';
import { AuthenticatorSetupPanel } from './authenticator-setup-panel';
import { CodeForm } from '../../../components/code-form';
import { RecoveryCodes } from './recovery-codes';

export interface AuthenticatorSettingProps {
  enabled: boolean;
  /** SMS codes are on too: switching this off leaves two-step verification on. */
  otherMethodOn: boolean;
}

/**
 * Spec §4, authenticator: off → (switch on) a new secret as a QR code → the app's code → on. If the
 * setup fails the switch turns off and the dialog closes, with the server's message. On → (switch
 * off) a confirmation → off. Turned on as the first method, the dialog then shows the recovery codes.
 */
export function AuthenticatorSetting({ enabled, otherMethodOn }: AuthenticatorSettingProps) {
  const setup = useStartAuthenticatorSetup();
  const verify = useVerifyAuthenticator();
  const disable = useDisableAuthenticator();
  const [settingUp, setSettingUp] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [confirmingOff, setConfirmingOff] = useState(false);

  // The dialog opens once its code is here (see preloadDialogs), then asks for the new secret.
  const [opening, setOpening] = useState(false);
  const switchOn = () => {
    setRecoveryCodes(null);
    setOpening(true);
    void preloadDialogs()
      .then(
        () => {
          setSettingUp(true);
          setup.mutate(undefined, {
            onError: (error) => {
              setSettingUp(false);
              toast.error(error.message);
            },
          });
        },
        () => toast.error(DIALOG_LOAD_FAILED),
      )
      .finally(() => setOpening(false));
  };

  const onVerify = (code: string) =>
    verify.mutateAsync({ code }).then(({ message, data }) => {
      toast.success(message);
      if (data.recovery_codes) setRecoveryCodes(data.recovery_codes);
      else setSettingUp(false);
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
        label="Authenticator app codes"
        badge="Recommended"
        description="Enter a code from an app such as Google Authenticator or Microsoft Authenticator when you log in."
        // On while its setup dialog is open: closing the dialog before the code is accepted turns it back off.
        checked={enabled || settingUp || opening}
        onCheckedChange={(on) => (on ? switchOn() : setConfirmingOff(true))}
      />
      <Modal
        open={settingUp}
        // While the code is checked, its answer (maybe the recovery codes, shown once) belongs here.
        onOpenChange={(next) => {
          if (!verify.isPending || next) setSettingUp(next);
        }}
        title={recoveryCodes ? 'Save your recovery codes' : 'Authenticator app codes'}
        description={
          recoveryCodes ? 'Authenticator app codes are on. Save these codes now.' : settingsMessages.appSetupReady
        }
        footer={recoveryCodes ? <Button onClick={() => setSettingUp(false)}>Done</Button> : undefined}
      >
        {recoveryCodes ? (
          <RecoveryCodes codes={recoveryCodes} />
        ) : (
          <>
            <AuthenticatorSetupPanel setup={setup.data} />
            {setup.data ? (
              <CodeForm
                label="Code from your authenticator app"
                submitLabel="Continue"
                onVerify={onVerify}
                onCancel={() => setSettingUp(false)}
              />
            ) : null}
          </>
        )}
      </Modal>
      <ConfirmDialog
        open={confirmingOff}
        onOpenChange={setConfirmingOff}
        title="Disable authenticator app codes"
        description={
          otherMethodOn
            ? 'You will no longer be asked for a code from your authenticator app when you log in. SMS codes stay on.'
            : 'You will no longer be asked for a code when you log in, and your recovery codes will stop working. Your account will be protected by your password only.'
        }
        confirmLabel="Disable"
        tone="danger"
        onConfirm={confirmOff}
        pending={disable.isPending}
      />
    </>
  );
}

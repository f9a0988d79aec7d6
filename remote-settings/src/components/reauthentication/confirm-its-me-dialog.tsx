import { useState } from 'react';
import {
  REAUTHENTICATION_WINDOW_MINUTES,
  reauthenticatePasswordFormSchema,
  type ReauthenticatePasswordForm,
  type ReauthenticationMethod,
} from '@talentindia/contracts';
import { toApiError } from '@talentindia/core';
import {
  Button,
  FormAlert,
  GoogleSignIn,
  Modal,
  TextField,
  applyServerError,
  registerField,
  useContractForm,
} from '@talentindia/ui';
import { FormActions } from '@talentindia/ui/page-parts';
import { reauthenticate } from '../../api/reauthenticate';
import { CodeForm } from '../code-form';
import styles from './confirm-its-me-dialog.module.css';

export interface ConfirmItsMeDialogProps {
  open: boolean;
  /** The proofs the account can give, as the api named them. */
  methods: ReauthenticationMethod[];
  onConfirmed: () => void;
  onCancel: () => void;
}

const AFTERWARDS = `We won’t ask again for ${REAUTHENTICATION_WINDOW_MINUTES} minutes.`;

/** "Confirm it’s you": the password, or for an account without one, Google or an authenticator code. */
export function ConfirmItsMeDialog({ open, methods, onConfirmed, onCancel }: ConfirmItsMeDialogProps) {
  const byPassword = methods.includes('password');
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title="Confirm it’s you"
      description={
        byPassword
          ? `For your security, enter your password to make this change. ${AFTERWARDS}`
          : `For your security, confirm it’s you to make this change. ${AFTERWARDS}`
      }
      focusFirstField
    >
      {byPassword ? (
        <PasswordProof onConfirmed={onConfirmed} onCancel={onCancel} />
      ) : (
        <OtherProofs methods={methods} onConfirmed={onConfirmed} onCancel={onCancel} />
      )}
    </Modal>
  );
}

function PasswordProof({ onConfirmed, onCancel }: { onConfirmed: () => void; onCancel: () => void }) {
  const form = useContractForm<ReauthenticatePasswordForm>(reauthenticatePasswordFormSchema, { password: '' });
  const { isSubmitting, errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await reauthenticate({ password });
      onConfirmed();
    } catch (caught) {
      const error = await toApiError(caught);
      applyServerError(error, form.setError, ['password']);
      if (error.errors?.password) {
        form.clearErrors('root.server');
        form.setFocus('password');
      }
    }
  });

  return (
    <form className={styles.form} noValidate aria-label="Confirm it’s you" onSubmit={(event) => void onSubmit(event)}>
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...registerField(form, 'password')}
      />
      {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <FormActions fillOnPhones>
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          Confirm
        </Button>
      </FormActions>
    </form>
  );
}

function OtherProofs({
  methods,
  onConfirmed,
  onCancel,
}: {
  methods: ReauthenticationMethod[];
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const [googleError, setGoogleError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const onCredential = (credential: string) => {
    setGoogleError(null);
    setChecking(true);
    reauthenticate({ credential })
      .then(onConfirmed, async (caught: unknown) => setGoogleError((await toApiError(caught)).message))
      .finally(() => setChecking(false));
  };

  return (
    <div className={styles.form}>
      {methods.includes('google') ? (
        <div className={styles.google} aria-busy={checking || undefined}>
          <GoogleSignIn intent="confirm" onCredential={onCredential} onFailure={setGoogleError} />
          {googleError ? <FormAlert>{googleError}</FormAlert> : null}
        </div>
      ) : null}
      {methods.includes('app') ? (
        <>
          {methods.includes('google') ? (
            <p className={styles.or}>Or enter a code from your authenticator app.</p>
          ) : null}
          <CodeForm
            label="Code from your authenticator app"
            submitLabel="Confirm"
            onVerify={(code) => reauthenticate({ code }).then(onConfirmed)}
            onCancel={onCancel}
          />
        </>
      ) : (
        <FormActions fillOnPhones>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </FormActions>
      )}
    </div>
  );
}

import type { Path } from 'react-hook-form';
import {
  changePasswordFormSchema,
  setPasswordFormSchema,
  type ChangePasswordForm,
  type ContractSchema,
} from '@talentindia/contracts';
import { toast, type ApiError } from '@talentindia/core';
import { Button, FormAlert, Modal, TextField, applyServerError, registerField, useContractForm } from '@talentindia/ui';
import { FormActions, NewPasswordFields } from '@talentindia/ui/page-parts';
import { useChangePassword } from '../api/change-password';
import styles from './change-password-dialog.module.css';

export interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'set' for an account without a password yet: there is no current password to give. */
  mode: 'change' | 'set';
}

/** The Change Password modal (spec §2, §5); "Set a password" for an account made with Google. */
export function ChangePasswordDialog({ open, onOpenChange, mode }: ChangePasswordDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={mode === 'change' ? 'Change Password' : 'Set a password'}
      description={
        mode === 'change'
          ? 'Enter your current password, then the new one twice. Other devices will be signed out.'
          : 'Choose a password to log in with your email address as well as with Google.'
      }
      focusFirstField
    >
      {/* The form is drawn only while the dialog is open, so each opening starts empty. */}
      <PasswordForm mode={mode} onDone={() => onOpenChange(false)} onCancel={() => onOpenChange(false)} />
    </Modal>
  );
}

const FIELDS: readonly Path<ChangePasswordForm>[] = ['current_password', 'new_password', 'confirm_new_password'];

function PasswordForm({
  mode,
  onDone,
  onCancel,
}: {
  mode: 'change' | 'set';
  onDone: () => void;
  onCancel: () => void;
}) {
  // Both schemas give the same fields but the current password, which 'set' neither asks for nor
  // sends (the schema drops it), so one form type serves both.
  const schema =
    mode === 'change'
      ? changePasswordFormSchema
      : (setPasswordFormSchema as unknown as ContractSchema<ChangePasswordForm>);
  const form = useContractForm(schema, { current_password: '', new_password: '', confirm_new_password: '' });
  const { errors } = form.formState;
  const change = useChangePassword();

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(
      {
        ...(mode === 'change' ? { current_password: values.current_password } : {}),
        new_password: values.new_password,
        confirm_new_password: values.confirm_new_password,
      },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onDone();
        },
        onError: (error: ApiError) => {
          applyServerError(error, form.setError, FIELDS);
          // A message about a field shows under it only (and goes when the field is edited).
          const field = FIELDS.find((name) => error.errors?.[name] !== undefined);
          if (field) {
            form.clearErrors('root.server');
            form.setFocus(field);
          }
        },
      },
    ),
  );

  const serverMessage = errors.root?.server?.message;

  return (
    <form className={styles.form} noValidate aria-label="Password" onSubmit={(event) => void onSubmit(event)}>
      {mode === 'change' ? (
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...registerField(form, 'current_password')}
        />
      ) : null}
      <NewPasswordFields form={form} password="new_password" confirmation="confirm_new_password" />
      {serverMessage ? <FormAlert>{serverMessage}</FormAlert> : null}
      <FormActions fillOnPhones>
        <Button variant="secondary" onClick={onCancel} disabled={change.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={change.isPending} aria-busy={change.isPending || undefined}>
          {mode === 'change' ? 'Change Password' : 'Set password'}
        </Button>
      </FormActions>
    </form>
  );
}

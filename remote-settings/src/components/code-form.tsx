import type { ReactNode } from 'react';
import { codeSchema, type CodeRequest } from '@talentindia/contracts';
import { toApiError } from '@talentindia/core';
import { Button, CodeInput, FormAlert, useContractForm, useFormField } from '@talentindia/ui';
import { FormActions } from '@talentindia/ui/page-parts';
import styles from './code-form.module.css';

export interface CodeFormProps {
  /** The six boxes' group name ("Code from your authenticator app"). */
  label: string;
  /** The submit button's text ("Continue", "Verify"). */
  submitLabel: string;
  /** Sends the code; rejects with the api's error, shown here (a wrong code under the boxes). */
  onVerify: (code: string) => Promise<unknown>;
  onCancel: () => void;
  /** Focus the first box when the form appears (it replaces the button that had focus). */
  focusFirstBox?: boolean;
  /** Between the boxes and the buttons ("Resend OTP"). */
  children?: ReactNode;
}

/**
 * A six-digit code and its submit button (spec §5: six boxes; "Please enter valid 6 digits code."
 * when none is entered). The server's answer shows inline (spec §8): a wrong code under the boxes,
 * anything else under the form.
 */
export function CodeForm({ label, submitLabel, onVerify, onCancel, focusFirstBox, children }: CodeFormProps) {
  const form = useContractForm<CodeRequest>(codeSchema, { code: '' });
  const { field, fieldState } = useFormField(form, 'code');
  const { isSubmitting, errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    try {
      await onVerify(code);
    } catch (caught) {
      const error = await toApiError(caught);
      if (error.errors?.code) form.setError('code', { type: 'server', message: error.errors.code });
      else form.setError('root.server', { type: 'server', message: error.message });
    }
  });

  return (
    <form className={styles.form} noValidate aria-label={label} onSubmit={(event) => void onSubmit(event)}>
      <CodeInput
        label={label}
        value={field.value}
        onChange={(value) => {
          field.onChange(value);
          // Spec §5: a field's error clears when the user edits it.
          if (fieldState.error) form.clearErrors('code');
        }}
        error={fieldState.error?.message}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the boxes replace the button that had focus; the keyboard carries on in them.
        autoFocus={focusFirstBox}
        disabled={isSubmitting}
      />
      {children}
      {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <FormActions fillOnPhones>
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {submitLabel}
        </Button>
      </FormActions>
    </form>
  );
}

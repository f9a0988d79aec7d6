import { useCallback } from 'react';
import { loginRecoveryCodeFormSchema } from '@talentindia/contracts';
import { Button, TextField, registerField, useContractForm } from '@talentindia/ui';
import formStyles from '../../../../components/account-card/account-form.module.css';
import type { ShowCodeError } from './one-time-code-form';

export interface RecoveryCodeFormProps {
  onVerify: (code: string, showCodeError: ShowCodeError) => void;
  /** A request runs: the code cannot be sent twice. */
  pending?: boolean;
}

/** One of the ten recovery codes, in place of a code from the app or an SMS. */
export function RecoveryCodeForm({ onVerify, pending }: RecoveryCodeFormProps) {
  const form = useContractForm(loginRecoveryCodeFormSchema, { code: '' });

  // The code stays, selected, so a typo can be fixed or the whole code typed again.
  const showCodeError = useCallback<ShowCodeError>(
    (message) => {
      form.setError('code', { type: 'server', message });
      form.setFocus('code', { shouldSelect: true });
    },
    [form],
  );

  const onSubmit = form.handleSubmit(({ code }) => onVerify(code, showCodeError));

  return (
    <form className={formStyles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        label="Recovery code"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        hint="One of the codes you saved when you turned on two-step verification. Each works once."
        {...registerField(form, 'code')}
      />
      <Button type="submit" className={formStyles.submit} disabled={pending}>
        Verify
      </Button>
    </form>
  );
}

import { useCallback, useRef } from 'react';
import { codeSchema } from '@talentindia/contracts';
import { Button, CodeInput, useContractForm, useFormField } from '@talentindia/ui';
import formStyles from '../../../../components/account-card/account-form.module.css';

/** Shows the server's refusal of a code under it, and has the user start over. */
export type ShowCodeError = (message: string) => void;

export interface OneTimeCodeFormProps {
  /** The six boxes' name: where the code comes from. */
  label: string;
  onVerify: (code: string, showCodeError: ShowCodeError) => void;
  /** A request runs: the code cannot be sent twice. */
  pending?: boolean;
}

/** Six digits, from the authenticator app or an SMS, and Verify. */
export function OneTimeCodeForm({ label, onVerify, pending }: OneTimeCodeFormProps) {
  const form = useContractForm(codeSchema, { code: '' });
  const { field, fieldState } = useFormField(form, 'code');
  const formRef = useRef<HTMLFormElement>(null);

  // A refused code is cleared, so the next one can be typed from the first box, where the focus goes.
  const showCodeError = useCallback<ShowCodeError>(
    (message) => {
      form.setValue('code', '');
      form.setError('code', { type: 'server', message });
      formRef.current?.querySelector('input')?.focus();
    },
    [form],
  );

  return (
    <form
      ref={formRef}
      className={formStyles.form}
      noValidate
      onSubmit={(event) => void form.handleSubmit(({ code }) => onVerify(code, showCodeError))(event)}
    >
      <CodeInput
        label={label}
        value={field.value}
        onChange={(value) => {
          field.onChange(value);
          if (fieldState.error) form.clearErrors('code');
        }}
        error={fieldState.error?.message}
      />
      <Button type="submit" className={formStyles.submit} disabled={pending}>
        Verify
      </Button>
    </form>
  );
}

import { useEffect, useRef } from 'react';
import { Link } from '@talentindia/router';
import { forgotPasswordSchema } from '@talentindia/contracts';
import {
  Button,
  FormAlert,
  LoadingOverlay,
  TextField,
  applyServerError,
  registerField,
  useContractForm,
} from '@talentindia/ui';
import { AccountCard } from '../../components/account-card/account-card';
import formStyles from '../../components/account-card/account-form.module.css';
import { useRequestPasswordReset } from './api/request-password-reset';

export const FORGOT_PASSWORD_TITLE = 'Forgot Password';

/** /forgot-password: asks for the account's email and mails a reset link. */
export function ForgotPasswordPage() {
  const form = useContractForm(forgotPasswordSchema, { email: '' });
  const { errors } = form.formState;
  const request = useRequestPasswordReset();
  const confirmation = useRef<HTMLDivElement>(null);
  const sentMessage = request.data?.message;

  // The form gives way to the confirmation; focus follows, so it is read out and the form is not lost in the void.
  useEffect(() => {
    if (sentMessage) confirmation.current?.focus();
  }, [sentMessage]);

  const onSubmit = form.handleSubmit((values) =>
    request.mutate(values, { onError: (error) => applyServerError(error, form.setError, ['email']) }),
  );

  return (
    <AccountCard
      pageTitle={FORGOT_PASSWORD_TITLE}
      heading="Forgot your password?"
      lead={
        sentMessage
          ? undefined
          : 'Enter the email address of your account and we will send you a link to reset your password.'
      }
      footer={
        <p className={formStyles.strong}>
          Remembered it? <Link to="/login">Back to Log In</Link>
        </p>
      }
    >
      {sentMessage ? (
        <div ref={confirmation} tabIndex={-1} className={`${formStyles.form} ${formStyles.confirmation}`}>
          <FormAlert tone="success">
            <p>{sentMessage}</p>
          </FormAlert>
          <p>
            Didn&apos;t get it? Check your spam folder, or{' '}
            <button type="button" className={formStyles.linkButton} onClick={() => request.reset()}>
              send the link again
            </button>
            .
          </p>
        </div>
      ) : (
        <form className={formStyles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
          <TextField label="Email" type="email" autoComplete="email" {...registerField(form, 'email')} />
          <Button type="submit" className={formStyles.submit} disabled={request.isPending}>
            Send Reset Link
          </Button>
          {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
        </form>
      )}
      {request.isPending ? <LoadingOverlay label="Sending the reset link…" /> : null}
    </AccountCard>
  );
}

import { Link, useNavigate, useSearchParams } from '@talentindia/router';
import { accountMessages, resetPasswordFormSchema } from '@talentindia/contracts';
import { toast } from '@talentindia/core';
import { Button, ButtonLink, FormAlert, LoadingOverlay, applyServerError, useContractForm } from '@talentindia/ui';
import { NewPasswordFields } from '@talentindia/ui/page-parts';
import { AccountCard } from '../../components/account-card/account-card';
import formStyles from '../../components/account-card/account-form.module.css';
import { useResetPassword } from './api/reset-password';

export const RESET_PASSWORD_TITLE = 'Reset Password';

const HEADING = 'Set a new password';

const footer = (
  <p>
    Link expired? <Link to="/forgot-password">Request a new one</Link> · <Link to="/login">Back to Log In</Link>
  </p>
);

/** /reset-password?token=…: the page the mailed reset link opens. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (!token) {
    return (
      <AccountCard pageTitle={RESET_PASSWORD_TITLE} heading={HEADING}>
        <FormAlert>
          <p>{accountMessages.resetLinkInvalid}</p>
        </FormAlert>
        <ButtonLink to="/forgot-password" className={formStyles.submit}>
          Request a new link
        </ButtonLink>
      </AccountCard>
    );
  }
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const form = useContractForm(resetPasswordFormSchema, { password: '', confirm_password: '' });
  const { errors } = form.formState;
  const reset = useResetPassword();
  const navigate = useNavigate();

  const onSubmit = form.handleSubmit((values) =>
    reset.mutate(
      { token, ...values },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          void navigate('/login', { replace: true });
        },
        onError: (error) => applyServerError(error, form.setError, ['password', 'confirm_password']),
      },
    ),
  );

  return (
    <AccountCard
      pageTitle={RESET_PASSWORD_TITLE}
      heading={HEADING}
      lead="Choose a new password for your TalentIndia account."
      footer={footer}
    >
      <form className={formStyles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <NewPasswordFields form={form} password="password" confirmation="confirm_password" />
        <Button type="submit" className={formStyles.submit} disabled={reset.isPending}>
          Reset Password
        </Button>
        {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      </form>
      {reset.isPending ? <LoadingOverlay label="Resetting your password…" /> : null}
    </AccountCard>
  );
}

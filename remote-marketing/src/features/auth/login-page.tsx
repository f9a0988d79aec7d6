import { useCallback } from 'react';
import { Link, Navigate } from '@talentindia/router';
import { loginSchema } from '@talentindia/contracts';
import { selectIsLoggedIn, useAuthStore } from '@talentindia/core';
import {
  applyServerError,
  Button,
  CheckboxField,
  FormAlert,
  LoadingOverlay,
  registerClearingError,
  TextField,
  useContractForm,
  useFormValue,
} from '@talentindia/ui';
import { AccountCard } from '../../components/account-card/account-card';
import formStyles from '../../components/account-card/account-form.module.css';
import { useLogIn } from './api/log-in';
import { GoogleSignIn } from '@talentindia/ui';
import { useGoogleSignIn } from './hooks/use-google-sign-in';
import { useStartSession } from './hooks/use-start-session';

export const LOG_IN_TITLE = 'Log In';

const fields = ['email', 'password', 'remember_me'] as const;

/** Spec §2: /login; a signed-in user goes straight to the dashboard. */
export function LoginPage() {
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  if (isLoggedIn) return <Navigate to="/dashboard" replace />;
  return <LoginForm />;
}

function LoginForm() {
  const form = useContractForm(loginSchema, { email: '', password: '', remember_me: false });
  const { errors } = form.formState;
  const logIn = useLogIn();
  const startSession = useStartSession();
  const { setError } = form;
  const showError = useCallback((message: string) => setError('root.server', { message }), [setError]);
  const rememberMe = useFormValue(form, 'remember_me');
  const google = useGoogleSignIn({ rememberMe, showError });
  const isPending = logIn.isPending || google.isPending;

  const onSubmit = form.handleSubmit((values) =>
    logIn.mutate(values, {
      onSuccess: startSession,
      onError: (error) => applyServerError(error, setError, fields),
    }),
  );

  return (
    <AccountCard
      pageTitle={LOG_IN_TITLE}
      heading="Log in to TalentIndia"
      lead="Welcome back. Pick up your jobs, messages and hires where you left off."
      footer={
        <>
          <p className={formStyles.strong}>
            New to TalentIndia? <Link to="/signup">Sign Up</Link>
          </p>
          <p>
            By logging in you agree to the <Link to="/terms-and-conditions">Terms and Conditions</Link> and{' '}
            <Link to="/privacy-policy">Privacy Policy</Link>.
          </p>
        </>
      }
    >
      <form className={formStyles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...registerClearingError(form, 'email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...registerClearingError(form, 'password')}
        />
        <div className={formStyles.between}>
          <CheckboxField label="Remember me" {...form.register('remember_me')} />
          <Link to="/forgot-password">Forgot Password?</Link>
        </div>
        <Button type="submit" className={formStyles.submit} disabled={isPending}>
          Log In
        </Button>
        {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      </form>
      <p className={formStyles.divider}>or</p>
      <GoogleSignIn intent="signin" onCredential={google.onCredential} onFailure={google.onFailure} />
      {isPending ? <LoadingOverlay label="Logging you in…" /> : null}
    </AccountCard>
  );
}

import { useCallback, useState } from 'react';
import { Link, Navigate } from '@talentindia/router';
import { loginSchema } from '@talentindia/contracts';
import { selectIsLoggedIn, useAuthStore } from '@talentindia/core';
import {
  Button,
  CheckboxField,
  FormAlert,
  TextField,
  applyServerError,
  registerField,
  useContractForm,
  useFormValue,
} from '@talentindia/ui';
import { AccountCard } from '../../components/account-card/account-card';
import formStyles from '../../components/account-card/account-form.module.css';
import { useLogIn } from './api/log-in';
import { AccountFooter } from './components/account-footer';
import { GoogleAlternative } from './components/google-alternative';
import { TwoStepCard } from './components/two-step/two-step-card';
import { useFinishLogin } from './hooks/use-finish-login';
import { useGoogleSignIn } from './hooks/use-google-sign-in';
import { useLoginChallenge } from './hooks/use-login-challenge';
import { useReturnTo } from './hooks/use-return-to';

export const LOG_IN_TITLE = 'Log In';

const fields = ['email', 'password', 'remember_me'] as const;

/** Spec §2: /login; a signed-in user goes straight to the dashboard (or the page a `?next=` names). */
export function LoginPage() {
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  // Signed in on arrival only: one who signs in here is sent on by the sign-in itself (useStartSession).
  const [signedInOnArrival] = useState(isLoggedIn);
  const returnTo = useReturnTo();
  if (signedInOnArrival) return <Navigate to={returnTo} replace />;
  return <LoginForm />;
}

function LoginForm() {
  const form = useContractForm(loginSchema, { email: '', password: '', remember_me: false });
  const { errors } = form.formState;
  const logIn = useLogIn();
  const { setError, setFocus } = form;
  const showError = useCallback((message: string) => setError('root.server', { message }), [setError]);
  const twoStep = useLoginChallenge(useCallback(() => setFocus('password'), [setFocus]));
  const finishLogin = useFinishLogin(twoStep.start);
  const rememberMe = useFormValue(form, 'remember_me');
  const google = useGoogleSignIn({ rememberMe, showError, onChallenge: twoStep.start });
  const isPending = logIn.isPending || google.isPending;

  const onSubmit = form.handleSubmit((values) =>
    logIn.mutate(values, {
      onSuccess: finishLogin,
      onError: (error) => applyServerError(error, setError, fields),
    }),
  );

  // Back from the second step: the password is asked for again, with the api's reason if it ended the step.
  const backToPassword = (message?: string) => {
    form.setValue('password', '');
    form.clearErrors('root.server');
    if (message) showError(message);
    twoStep.leave();
  };

  if (twoStep.challenge) {
    return (
      <TwoStepCard
        pageTitle={LOG_IN_TITLE}
        challenge={twoStep.challenge}
        onChallengeEnded={backToPassword}
        onBack={() => backToPassword()}
        backLabel="Back to log in"
      />
    );
  }

  return (
    <AccountCard
      pageTitle={LOG_IN_TITLE}
      heading="Log in to TalentIndia"
      lead="Welcome back. Pick up your jobs, messages and hires where you left off."
      footer={
        <AccountFooter
          other={
            <>
              New to TalentIndia? <Link to="/signup">Sign Up</Link>
            </>
          }
          agreeingBy="logging in"
        />
      }
    >
      <form className={formStyles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField label="Email" type="email" autoComplete="email" {...registerField(form, 'email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...registerField(form, 'password')}
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
      <GoogleAlternative intent="signin" google={google} pendingLabel={isPending ? 'Logging you in…' : null} />
    </AccountCard>
  );
}

import { useCallback, useState } from 'react';
import { Link, Navigate } from '@talentindia/router';
import { signupSchema } from '@talentindia/contracts';
import { selectIsLoggedIn, toast, useAuthStore } from '@talentindia/core';
import { Button, FormAlert, TextField, applyServerError, registerField, useContractForm } from '@talentindia/ui';
import { AccountCard } from '../../components/account-card/account-card';
import formStyles from '../../components/account-card/account-form.module.css';
import { FREE_CREDITS } from '../../content/free-credits';
import { useSignUp } from './api/sign-up';
import { AccountFooter } from './components/account-footer';
import { GoogleAlternative } from './components/google-alternative';
import { TwoStepCard } from './components/two-step/two-step-card';
import { useGoogleSignIn } from './hooks/use-google-sign-in';
import { useLoginChallenge } from './hooks/use-login-challenge';
import { useReturnTo } from './hooks/use-return-to';
import { useStartSession } from './hooks/use-start-session';

export const SIGN_UP_TITLE = 'Sign Up';

const fields = ['first_name', 'last_name', 'email', 'password', 'confirm_password'] as const;

/** Spec §2: /signup; a signed-in user goes straight to the dashboard (or the page a `?next=` names). */
export function SignupPage() {
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  // Signed in on arrival only: one who signs in here is sent on by the sign-in itself (useStartSession).
  const [signedInOnArrival] = useState(isLoggedIn);
  const returnTo = useReturnTo();
  if (signedInOnArrival) return <Navigate to={returnTo} replace />;
  return <SignupForm />;
}

function SignupForm() {
  const form = useContractForm(signupSchema, {
    first_name: '',
    last_name: '',
    email: '',
    password: '',
    confirm_password: '',
  });
  const { errors } = form.formState;
  const signUp = useSignUp();
  const startSession = useStartSession();
  const { setError, setFocus } = form;
  const showError = useCallback((message: string) => setError('root.server', { message }), [setError]);
  // Google sign-in of an existing account with two-step sign-in on asks for its second step here too.
  const twoStep = useLoginChallenge(useCallback(() => setFocus('first_name'), [setFocus]));
  const google = useGoogleSignIn({ showError, onChallenge: twoStep.start });
  const isPending = signUp.isPending || google.isPending;

  const onSubmit = form.handleSubmit((values) =>
    signUp.mutate(values, {
      onSuccess: (response) => {
        toast.success(response.message);
        startSession(response);
      },
      onError: (error) => applyServerError(error, setError, fields),
    }),
  );

  const backToSignup = (message?: string) => {
    form.clearErrors('root.server');
    if (message) showError(message);
    twoStep.leave();
  };

  if (twoStep.challenge) {
    return (
      <TwoStepCard
        pageTitle={SIGN_UP_TITLE}
        challenge={twoStep.challenge}
        onChallengeEnded={backToSignup}
        onBack={() => backToSignup()}
        backLabel="Back to sign up"
      />
    );
  }

  return (
    <AccountCard
      pageTitle={SIGN_UP_TITLE}
      heading="Create your account"
      lead={`Post jobs and hire top Indian developers, engineers and designers. New clients get ${FREE_CREDITS} in free credits.`}
      footer={
        <AccountFooter
          other={
            <>
              Already have an account? <Link to="/login">Log In</Link>
            </>
          }
          agreeingBy="creating an account"
        />
      }
    >
      <form className={formStyles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className={formStyles.row}>
          <TextField label="First name" autoComplete="given-name" {...registerField(form, 'first_name')} />
          <TextField label="Last name" autoComplete="family-name" {...registerField(form, 'last_name')} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" {...registerField(form, 'email')} />
        <TextField label="Password" type="password" autoComplete="new-password" {...registerField(form, 'password')} />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          {...registerField(form, 'confirm_password')}
        />
        <Button type="submit" className={formStyles.submit} disabled={isPending}>
          Create Account
        </Button>
        {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      </form>
      <GoogleAlternative intent="signup" google={google} pendingLabel={isPending ? 'Creating your account…' : null} />
    </AccountCard>
  );
}

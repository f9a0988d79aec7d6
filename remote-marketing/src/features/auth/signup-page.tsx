import { Link } from 'react-router-dom';
import { FREE_CREDITS } from '../../content/free-credits';
import { AuthPanel } from './components/auth-panel';

export const SIGN_UP_TITLE = 'Sign Up';

export function SignupPage() {
  return (
    <AuthPanel
      pageTitle={SIGN_UP_TITLE}
      heading="Create your account"
      lead={`Post jobs and hire top Indian developers, engineers and designers. New clients get ${FREE_CREDITS} in free credits.`}
      notice="Sign-up opens on this page soon. Please check back shortly to create your account."
      switchPrompt={
        <>
          Already have an account? <Link to="/login">Log in</Link>
        </>
      }
      legalPrefix="By creating an account, you agree to our"
    />
  );
}

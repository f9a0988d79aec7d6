import { Link } from 'react-router-dom';
import { AuthPanel } from './components/auth-panel';

export const LOG_IN_TITLE = 'Log In';

export function LoginPage() {
  return (
    <AuthPanel
      pageTitle={LOG_IN_TITLE}
      heading="Log in to TalentIndia"
      lead="Welcome back. Pick up your jobs, messages and hires where you left off."
      notice="Log-in opens on this page soon. Please check back shortly."
      switchPrompt={
        <>
          New to TalentIndia? <Link to="/signup">Create an account</Link>
        </>
      }
      legalPrefix="By logging in, you agree to our"
    />
  );
}

import type { ReactNode } from 'react';
import { Link } from '@talentindia/router';
import formStyles from '../../../components/account-card/account-form.module.css';

export interface AccountFooterProps {
  /** The way to the other account page ("New to TalentIndia? Sign Up"). */
  other: ReactNode;
  /** What the visitor is doing, in "By … you agree" ("logging in"). */
  agreeingBy: string;
}

/** Under the log-in and sign-up forms: the other page, and the terms the visitor agrees to. */
export function AccountFooter({ other, agreeingBy }: AccountFooterProps) {
  return (
    <>
      <p className={formStyles.strong}>{other}</p>
      <p>
        By {agreeingBy} you agree to the <Link to="/terms-and-conditions">Terms and Conditions</Link> and{' '}
        <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    </>
  );
}

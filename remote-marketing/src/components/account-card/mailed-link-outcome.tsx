import type { ReactNode } from 'react';
import { FormAlert } from '@talentindia/ui';
import { AccountCard } from './account-card';

export interface MailedLinkOutcomeProps {
  pageTitle: string;
  heading: string;
  /** `error` for a link that cannot be used or was refused, `success` once it has done its work. */
  tone: 'error' | 'success';
  message: string;
  /** Where the visitor goes next: a link drawn as a button. */
  next: ReactNode;
}

/** A mailed link's page once there is nothing left to do on it: what happened, and where to go next. */
export function MailedLinkOutcome({ pageTitle, heading, tone, message, next }: MailedLinkOutcomeProps) {
  return (
    <AccountCard pageTitle={pageTitle} heading={heading}>
      <FormAlert tone={tone}>
        <p>{message}</p>
      </FormAlert>
      {next}
    </AccountCard>
  );
}

import type { ReactNode } from 'react';
import { FREELANCER_HOME_PATH, selectIsFreelancer, useAuthStore, usePageTitle } from '@talentindia/core';
// The kit's entry, not a relative path: this part is bundled with the remote that draws it, and takes
// the shared kit's own copy (Module Federation) rather than a second one.
import { ButtonLink, MessageIcon } from '@talentindia/ui';
import styles from './clients-only.module.css';

export const CLIENTS_ONLY_TITLE = 'This page is for clients';
export const CLIENTS_ONLY_TEXT = 'As a freelancer, you work with your clients in Messages.';

/** What a freelancer sees in place of a client's page: why, and the way to their own work. */
function ClientsOnlyNotice() {
  usePageTitle(CLIENTS_ONLY_TITLE);
  return (
    <section className={styles.page} aria-labelledby="clients-only-title">
      <div>
        <MessageIcon className={styles.icon} width={40} height={40} aria-hidden="true" />
        <h1 id="clients-only-title" className={styles.title}>
          {CLIENTS_ONLY_TITLE}
        </h1>
        <p className={styles.text}>{CLIENTS_ONLY_TEXT}</p>
        <ButtonLink to={FREELANCER_HOME_PATH}>Go to Messages</ButtonLink>
      </div>
    </section>
  );
}

/**
 * Issue 18: a client's page (the dashboard, jobs, offers, reports, hiring) shown to a freelancer says
 * plainly that it is for clients, instead of the api's 403 in an error toast. Its code and its data
 * are not even fetched: the page is drawn only for a client (or a session of unknown role, which is
 * a client's, as every sign-up is one; the api still refuses a freelancer whatever the page does).
 */
export function ClientsOnly({ children }: { children: ReactNode }) {
  const isFreelancer = useAuthStore(selectIsFreelancer);
  return isFreelancer ? <ClientsOnlyNotice /> : <>{children}</>;
}

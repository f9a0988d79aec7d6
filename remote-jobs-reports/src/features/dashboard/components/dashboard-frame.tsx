import type { ReactNode } from 'react';
import { useAuthStore } from '@talentindia/core';
import { ButtonLink, PageFrame } from '@talentindia/ui';
import { paths } from '../../../config/paths';
import { DASHBOARD_TITLE } from '../dashboard-title';
import styles from './dashboard-frame.module.css';

/**
 * The dashboard's heading, greeting and actions. The same frame is drawn while the page's code and
 * data load and once they have, so nothing above the content moves when it arrives.
 */
export function DashboardFrame({ children }: { children: ReactNode }) {
  const firstName = useAuthStore((state) => state.firstName);
  return (
    <PageFrame
      title={DASHBOARD_TITLE}
      description={firstName ? `Welcome back, ${firstName}.` : 'Welcome back.'}
      actions={
        <div className={styles.actions}>
          <ButtonLink to={paths.freelancers} variant="secondary">
            Find Freelancers
          </ButtonLink>
          <ButtonLink to={paths.newJob}>Post a job</ButtonLink>
        </div>
      }
    >
      {children}
    </PageFrame>
  );
}

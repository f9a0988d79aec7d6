import { useAuthStore } from '@talentindia/core';
import { Button, ButtonLink, FormAlert, PageFrame, SectionSkeleton } from '@talentindia/ui';
import { paths } from '../../config/paths';
import { useDashboard } from './api/get-dashboard';
import { ActiveJobs } from './components/active-jobs';
import { CreditsCard } from './components/credits-card';
import { DashboardFaqSection } from './components/dashboard-faq-section';
import { HelpSupport } from './components/help-support';
import { DASHBOARD_TITLE } from './dashboard-title';
import { Resources } from './components/resources';
import styles from './dashboard-page.module.css';

/**
 * Spec §2 /dashboard: the client's active jobs and the credits claim from `GET /dashboard`, help
 * and support requests, resources and the FAQ. What does not depend on the api shows at once.
 */
export function DashboardPage() {
  const firstName = useAuthStore((state) => state.firstName);
  const dashboard = useDashboard();
  const data = dashboard.data;

  let jobs;
  let credits = null;
  if (dashboard.isError) {
    jobs = (
      <div className={styles.failed}>
        <FormAlert>{dashboard.error.message}</FormAlert>
        <Button variant="secondary" onClick={() => void dashboard.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (data === undefined) {
    jobs = <SectionSkeleton label="your dashboard" rows={3} />;
  } else {
    jobs = <ActiveJobs jobs={data.active_jobs} />;
    credits = <CreditsCard credits={data.credits} />;
  }

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
      <div className={styles.layout}>
        <div className={styles.main}>{jobs}</div>
        <div className={styles.side}>
          {credits}
          <HelpSupport />
        </div>
      </div>
      <div className={styles.more}>
        <Resources />
        <DashboardFaqSection />
      </div>
    </PageFrame>
  );
}

import { useId } from 'react';
import type { DashboardJob } from '@talentindia/contracts';
import { Link } from '@talentindia/router';
import { ButtonLink } from '@talentindia/ui';
import { Section } from '@talentindia/ui/page-parts';
import { paths } from '../../../config/paths';
import { ActiveJobItem } from './active-job-item';
import styles from './active-jobs.module.css';

/** Spec §2: the client's active jobs (drafts and active contracts), newest first, each to its page. */
export function ActiveJobs({ jobs }: { jobs: DashboardJob[] }) {
  const headingId = useId();
  return (
    <Section
      title="Active Jobs"
      variant="plain"
      headingId={headingId}
      aside={
        jobs.length > 0 ? (
          <Link to={paths.jobs} className={styles.all}>
            View all jobs
          </Link>
        ) : null
      }
    >
      {jobs.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyText}>
            No active jobs yet. Your drafts and the jobs with an active contract will show here.
          </p>
          <ButtonLink to={paths.newJob}>Post a job</ButtonLink>
        </div>
      ) : (
        <ul className={styles.list} aria-labelledby={headingId}>
          {jobs.map((job) => (
            <ActiveJobItem key={job.id} job={job} />
          ))}
        </ul>
      )}
    </Section>
  );
}

import { useParams } from '@talentindia/router';
import { NotFoundPage, PageFrame, SectionSkeleton } from '@talentindia/ui';
import { LoadFailed } from '@talentindia/ui/page-parts';
import { useJob } from '../../api/get-job';
import { routeId } from '../../utils/route-id';
import { ContractsSection } from './components/contracts-section';
import { JobActions } from './components/job-actions';
import { JobSummary } from './components/job-summary';
import { OffersSection } from './components/offers-section';
import { ProposalsSection } from './components/proposals-section';
import { JOB_DETAILS_TITLE } from './job-details-title';
import styles from './job-details-page.module.css';

/**
 * /jobs/:id: one of the client's jobs, its contracts, the offers sent for it and its proposals.
 * Anything else is the 404 page.
 */
export function JobDetailsPage() {
  const jobId = routeId(useParams().id);
  if (jobId === null) return <NotFoundPage />;
  return <JobDetails key={jobId} jobId={jobId} />;
}

function JobDetails({ jobId }: { jobId: number }) {
  const job = useJob(jobId);
  // The api answers 404 for a job that is not this client's as for one that does not exist.
  if (job.error?.status === 404) return <NotFoundPage />;

  let content;
  if (job.isError && !job.data) {
    content = <LoadFailed message={job.error.message} onRetry={() => void job.refetch()} />;
  } else if (!job.data) {
    content = <SectionSkeleton label="job details" rows={5} />;
  } else {
    const { status } = job.data;
    content = (
      <div className={styles.sections}>
        <JobSummary job={job.data} />
        {/* Only a job that has hired (active, or closed after its contracts) has contracts. */}
        {status === 'active' || status === 'closed' ? <ContractsSection jobId={jobId} /> : null}
        {/* Offers go out for open or active jobs only: a draft has none. */}
        {status === 'draft' ? null : <OffersSection jobId={jobId} />}
        {status === 'draft' ? (
          <p className={styles.note}>Publish this job to start receiving proposals from freelancers.</p>
        ) : (
          <ProposalsSection job={job.data} />
        )}
      </div>
    );
  }

  return (
    <PageFrame title={JOB_DETAILS_TITLE} actions={job.data ? <JobActions job={job.data} /> : null}>
      {content}
    </PageFrame>
  );
}

import { useNavigate, useParams, useSearchParams } from '@talentindia/router';
import { ButtonLink, NotFoundPage, PageFrame, SectionSkeleton } from '@talentindia/ui';
import { LoadFailed } from '@talentindia/ui/page-parts';
import { paths } from '../../config/paths';
import { routeId } from '../../utils/route-id';
import { useFreelancer } from '../../api/get-freelancer';
import { useHiringJobs } from './api/get-hiring-jobs';
import { HireParty } from './components/hire-party';
import { OfferForm } from './components/offer-form';
import { OFFER_TITLE } from './offer-title';
import styles from './offer-page.module.css';

/**
 * /freelancers/:id/hire: an offer from a freelancer's profile, for one of the client's open or active
 * jobs. `?job=` (Hire Now in a conversation about a job, issue 18) starts with that job chosen, when
 * it is one of them; otherwise the client chooses as usual.
 */
export function HireFreelancerPage() {
  const freelancerId = routeId(useParams().id);
  const [search] = useSearchParams();
  if (freelancerId === null) return <NotFoundPage />;
  const jobId = routeId(search.get('job'));
  return <HireFreelancer key={`${freelancerId}:${jobId}`} freelancerId={freelancerId} jobId={jobId} />;
}

function HireFreelancer({ freelancerId, jobId }: { freelancerId: number; jobId: number | null }) {
  const navigate = useNavigate();
  const freelancer = useFreelancer(freelancerId);
  const jobs = useHiringJobs();
  if (freelancer.error?.status === 404) return <NotFoundPage />;

  const failed = freelancer.isError ? freelancer : jobs.isError ? jobs : null;
  let content;
  if (failed) {
    content = <LoadFailed message={failed.error?.message ?? ''} onRetry={() => void failed.refetch()} />;
  } else if (!freelancer.data || !jobs.data) {
    content = <SectionSkeleton label="the offer form" rows={5} />;
  } else {
    content = (
      <div className={styles.layout}>
        <HireParty freelancer={freelancer.data} />
        {jobs.data.length === 0 ? (
          <div className={styles.refusal}>
            <p>You have no open job to hire for. Post a job, then send your offer from here.</p>
            <ButtonLink to={paths.newJob}>Post a Job</ButtonLink>
          </div>
        ) : (
          <OfferForm
            freelancerId={freelancerId}
            job={null}
            jobs={jobs.data}
            initialJobId={jobId}
            cancelTo={paths.freelancer(freelancerId)}
            onSent={(jobId) => void navigate(paths.job(jobId))}
          />
        )}
      </div>
    );
  }

  return (
    <PageFrame
      title={OFFER_TITLE}
      description="Choose the job, the terms and a message; the freelancer accepts or declines the offer."
    >
      {content}
    </PageFrame>
  );
}

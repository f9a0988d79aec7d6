import { formatMoney, marketplaceMessages, type JobDetail, type Proposal } from '@talentindia/contracts';
import { Link, useNavigate, useParams, useSearchParams } from '@talentindia/router';
import { ButtonLink, NotFoundPage, PageFrame, SectionSkeleton } from '@talentindia/ui';
import { LoadFailed } from '@talentindia/ui/page-parts';
import { useJob } from '../../api/get-job';
import { paths } from '../../config/paths';
import { formatRate } from '../../utils/format';
import { routeId } from '../../utils/route-id';
import { useProposalForOffer } from './api/find-proposal';
import { HireParty } from './components/hire-party';
import { OfferForm } from './components/offer-form';
import { OFFER_TITLE } from './offer-title';
import styles from './offer-page.module.css';

/** /jobs/:id/offer?proposal=: an offer to the freelancer of one of the job's proposals. */
export function JobOfferPage() {
  const jobId = routeId(useParams().id);
  const proposalId = routeId(useSearchParams()[0].get('proposal'));
  if (jobId === null || proposalId === null) return <NotFoundPage />;
  return <JobOffer key={`${jobId}:${proposalId}`} jobId={jobId} proposalId={proposalId} />;
}

function proposedTerms(job: JobDetail, proposal: Proposal): string {
  if (job.type === 'fixed') return `Bid: ${formatMoney(proposal.amount)}`;
  const limit = proposal.weekly_limit === null ? '' : ` · ${proposal.weekly_limit} hrs/week`;
  return `Proposed rate: ${formatRate(proposal.amount)}${limit}`;
}

function JobOffer({ jobId, proposalId }: { jobId: number; proposalId: number }) {
  const navigate = useNavigate();
  const job = useJob(jobId);
  const proposal = useProposalForOffer(jobId, proposalId);
  if (job.error?.status === 404 || proposal.error?.status === 404) return <NotFoundPage />;

  const failed = job.isError ? job : proposal.isError ? proposal : null;
  let content;
  if (failed) {
    content = <LoadFailed message={failed.error?.message ?? ''} onRetry={() => void failed.refetch()} />;
  } else if (!job.data || !proposal.data) {
    content = <SectionSkeleton label="the offer form" rows={5} />;
  } else if (job.data.status !== 'open' && job.data.status !== 'active') {
    content = <Refusal message={marketplaceMessages.jobNotHiring} jobId={jobId} />;
  } else if (proposal.data.offer?.status === 'pending') {
    content = <Refusal message={marketplaceMessages.offerPending} jobId={jobId} />;
  } else {
    content = (
      <div className={styles.layout}>
        <HireParty freelancer={proposal.data.freelancer} proposed={proposedTerms(job.data, proposal.data)} />
        <OfferForm
          freelancerId={proposal.data.freelancer.id}
          job={job.data}
          proposal={proposal.data}
          cancelTo={paths.job(jobId)}
          onSent={(sentFor) => void navigate(paths.job(sentFor))}
        />
      </div>
    );
  }

  return (
    <PageFrame
      title={OFFER_TITLE}
      description={
        job.data ? (
          <>
            For <Link to={paths.job(jobId)}>{job.data.title}</Link>
          </>
        ) : undefined
      }
    >
      {content}
    </PageFrame>
  );
}

/** Why no offer can be made from here, and the way back to the job. */
function Refusal({ message, jobId }: { message: string; jobId: number }) {
  return (
    <div className={styles.refusal}>
      <p>{message}</p>
      <ButtonLink variant="secondary" to={paths.job(jobId)}>
        Back to the job
      </ButtonLink>
    </div>
  );
}

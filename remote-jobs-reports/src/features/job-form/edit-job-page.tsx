import { Link, useNavigate, useParams } from '@talentindia/router';
import { JOB_STATUS_LABELS, marketplaceMessages } from '@talentindia/contracts';
import { FormAlert, NotFoundPage, PageFrame, SectionSkeleton } from '@talentindia/ui';
import { LoadFailed } from '@talentindia/ui/page-parts';
import { paths } from '../../config/paths';
import { useJob } from '../../api/get-job';
import { JobForm } from './components/job-form';
import { toJobFormValues } from './utils/job-form-values';
import styles from './edit-job-page.module.css';

const TITLE = 'Edit Job';

/** A path's id as the api takes it: a whole number from 1, else null (that page does not exist). */
function readJobId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * /jobs/:id/edit, "Edit Job": a draft's form, saved again as a draft or published. A job that is
 * no longer a draft cannot be edited (the api refuses it too); one that is not the client's, or
 * does not exist, is the 404 page.
 */
export function EditJobPage() {
  const id = readJobId(useParams().id);
  if (id === null) return <NotFoundPage />;
  return <EditJob id={id} />;
}

function EditJob({ id }: { id: number }) {
  const navigate = useNavigate();
  // The form starts from the job as it is now (it may have been published or edited elsewhere),
  // not from a cached read.
  const job = useJob(id, { staleTime: 0 });

  if (job.isError && job.error.status === 404) return <NotFoundPage />;

  let content;
  if (job.data === undefined) {
    content = job.isError ? (
      <LoadFailed message={job.error.message} onRetry={() => void job.refetch()} />
    ) : (
      <SectionSkeleton label="the job" rows={6} />
    );
  } else if (job.data.status !== 'draft') {
    content = (
      <div className={styles.message}>
        <FormAlert>
          {marketplaceMessages.onlyDraftEditable} This job’s status is {JOB_STATUS_LABELS[job.data.status]}.
        </FormAlert>
        <Link className={styles.link} to={paths.job(id)}>
          View the job
        </Link>
      </div>
    );
  } else {
    content = (
      <JobForm
        key={job.data.id}
        jobId={job.data.id}
        initialValues={toJobFormValues(job.data)}
        onSaved={(saved, published) => {
          if (published) void navigate(paths.job(saved.id));
        }}
      />
    );
  }

  return (
    <PageFrame title={TITLE} description="Finish your draft, then publish it for proposals.">
      {content}
    </PageFrame>
  );
}

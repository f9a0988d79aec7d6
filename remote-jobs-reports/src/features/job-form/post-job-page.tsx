import { useNavigate } from '@talentindia/router';
import { PageFrame } from '@talentindia/ui';
import { paths } from '../../config/paths';
import { JobForm } from './components/job-form';
import { EMPTY_JOB_FORM } from './utils/job-form-values';

/**
 * /jobs/new, "Post a Job". Published, the job opens on its page; saved as a draft, the editor moves
 * to the draft's own address, so saving again updates that draft instead of posting a second one.
 */
export function PostJobPage() {
  const navigate = useNavigate();
  return (
    <PageFrame
      title="Post a Job"
      description="Describe the work; publish it for proposals, or save a draft to finish later."
    >
      <JobForm
        initialValues={EMPTY_JOB_FORM}
        onSaved={(job, published) =>
          void navigate(published ? paths.job(job.id) : paths.editJob(job.id), { replace: !published })
        }
      />
    </PageFrame>
  );
}

import type { JobDetail } from '@talentindia/contracts';
import { toast } from '@talentindia/core';
import { Button, ButtonLink, ConfirmDialog, preloadWidgets } from '@talentindia/ui';
import { paths } from '../../../config/paths';
import { useDialogOnDemand } from '../../../hooks/use-dialog-on-demand';
import { useCloseJob } from '../api/close-job';
import { usePublishJob } from '../api/publish-job';
import { DraftIncompleteDialog } from './draft-incomplete-dialog';
import styles from './job-actions.module.css';

/**
 * What the client can do with the job as it stands: a draft is edited or published (one that still
 * misses fields is not: a dialog says what they are); an open job can be closed (after a question:
 * it cannot be undone). An active job closes by itself when its last contract ends, and a closed one
 * is done.
 */
export function JobActions({ job }: { job: JobDetail }) {
  const publish = usePublishJob(job.id);
  const close = useCloseJob(job.id);
  const confirmClose = useDialogOnDemand(preloadWidgets);
  const incomplete = useDialogOnDemand(preloadWidgets);

  if (job.status === 'draft') {
    return (
      <div className={styles.actions}>
        <ButtonLink variant="secondary" to={paths.editJob(job.id)}>
          Edit Job
        </ButtonLink>
        <Button
          disabled={publish.isPending}
          aria-busy={publish.isPending || undefined}
          onClick={() =>
            publish.mutate(undefined, {
              onSuccess: ({ message }) => toast.success(message),
              // A draft that misses fields is named by them (a 422 with `errors`); any other refusal is a toast.
              onError: (error) => {
                if (error.errors) incomplete.open();
                else toast.error(error.message);
              },
            })
          }
        >
          Publish Job
        </Button>
        {incomplete.everOpened && publish.error ? (
          <DraftIncompleteDialog
            open={incomplete.isOpen}
            onOpenChange={incomplete.setIsOpen}
            jobId={job.id}
            message={publish.error.message}
            missing={Object.values(publish.error.errors ?? {})}
          />
        ) : null}
      </div>
    );
  }

  if (job.status !== 'open') return null;
  return (
    <div className={styles.actions}>
      <Button
        variant="secondary"
        onPointerEnter={confirmClose.warm}
        onFocus={confirmClose.warm}
        onClick={() => confirmClose.open(() => close.reset())}
      >
        Close Job
      </Button>
      {confirmClose.everOpened ? (
        <ConfirmDialog
          open={confirmClose.isOpen}
          onOpenChange={confirmClose.setIsOpen}
          title="Close this job?"
          description="Freelancers will no longer be able to send proposals, and you will not be able to hire for it. A closed job cannot be opened again."
          confirmLabel="Close Job"
          tone="danger"
          pending={close.isPending}
          error={close.error?.message}
          onConfirm={() =>
            close.mutate(undefined, {
              onSuccess: ({ message }) => {
                confirmClose.setIsOpen(false);
                toast.success(message);
              },
            })
          }
        />
      ) : null}
    </div>
  );
}

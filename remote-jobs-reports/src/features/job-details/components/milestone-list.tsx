import { useId } from 'react';
import type { Contract } from '@talentindia/contracts';
import { Button, PlusIcon, preloadFormKit, preloadWidgets } from '@talentindia/ui';
import { useDialogOnDemand } from '../../../hooks/use-dialog-on-demand';
import { AddMilestoneDialog } from './add-milestone-dialog';
import { MilestoneItem } from './milestone-item';
import styles from './milestone-list.module.css';

const loadFormDialog = () => Promise.all([preloadWidgets(), preloadFormKit()]);

/** A fixed-price contract's milestones, with money behind each; an active one takes more milestones. */
export function MilestoneList({ contract }: { contract: Contract }) {
  const headingId = useId();
  const adding = useDialogOnDemand(loadFormDialog);
  const canAdd = contract.status === 'active' && contract.type === 'fixed';
  return (
    <div className={styles.milestones}>
      <h4 id={headingId} className={styles.heading}>
        Milestones
      </h4>
      {contract.milestones.length > 0 ? (
        <ol className={styles.list} aria-labelledby={headingId}>
          {contract.milestones.map((milestone) => (
            <MilestoneItem key={milestone.id} contract={contract} milestone={milestone} />
          ))}
        </ol>
      ) : (
        <p className={styles.empty}>No milestones yet.</p>
      )}
      {canAdd ? (
        <div className={styles.footer}>
          <Button
            variant="secondary"
            size="small"
            onPointerEnter={adding.warm}
            onFocus={adding.warm}
            onClick={() => adding.open()}
          >
            <PlusIcon width={16} height={16} aria-hidden="true" />
            Add milestone
          </Button>
        </div>
      ) : null}
      {adding.everOpened ? (
        <AddMilestoneDialog contract={contract} open={adding.isOpen} onOpenChange={adding.setIsOpen} />
      ) : null}
    </div>
  );
}

import { useId } from 'react';
import { formatMoney, type Contract, type MilestoneOut } from '@talentindia/contracts';
import { toast } from '@talentindia/core';
import { Button } from '@talentindia/ui';
import { formatDate } from '../../../utils/format';
import { useApproveMilestone } from '../api/approve-milestone';
import styles from './milestone-list.module.css';

const STATUS_LABELS: Record<MilestoneOut['status'], string> = {
  pending: 'In progress',
  submitted: 'Submitted for review',
  approved: 'Approved',
};

/** A fixed-price contract's milestones; a submitted one can be approved while the contract is active. */
export function MilestoneList({ contract }: { contract: Contract }) {
  return (
    <div className={styles.milestones}>
      <h4 className={styles.heading}>Milestones</h4>
      <ol className={styles.list}>
        {contract.milestones.map((milestone) => (
          <MilestoneItem key={milestone.id} contract={contract} milestone={milestone} />
        ))}
      </ol>
    </div>
  );
}

function MilestoneItem({ contract, milestone }: { contract: Contract; milestone: MilestoneOut }) {
  const nameId = useId();
  const approve = useApproveMilestone();
  const approvable = contract.status === 'active' && milestone.status === 'submitted';
  return (
    <li className={styles.item}>
      <div className={styles.what}>
        <span id={nameId} className={styles.name}>
          {milestone.name}
        </span>
        <span className={styles.meta}>
          {formatMoney(milestone.amount)} · Due {formatDate(milestone.due_date)}
        </span>
      </div>
      <span className={`${styles.status} ${styles[milestone.status]}`}>{STATUS_LABELS[milestone.status]}</span>
      {approvable ? (
        <Button
          size="small"
          aria-describedby={nameId}
          disabled={approve.isPending}
          aria-busy={approve.isPending || undefined}
          onClick={() =>
            approve.mutate(
              { contractId: contract.id, milestoneId: milestone.id },
              {
                onSuccess: ({ message }) => toast.success(message),
                onError: (error) => toast.error(error.message),
              },
            )
          }
        >
          Approve
        </Button>
      ) : null}
    </li>
  );
}

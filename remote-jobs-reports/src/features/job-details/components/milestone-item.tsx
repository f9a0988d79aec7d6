import { useId, useState } from 'react';
import { formatMoney, type Contract, type MilestoneOut } from '@talentindia/contracts';
import { Link } from '@talentindia/router';
import { Button, preloadFormKit, preloadWidgets } from '@talentindia/ui';
import { paths } from '../../../config/paths';
import { useDialogOnDemand } from '../../../hooks/use-dialog-on-demand';
import { formatDate } from '../../../utils/format';
import { MILESTONE_STATUS_LABELS, milestonePaymentLabel, milestonePaymentWaits } from '../utils/milestone-status';
import { ApproveMilestoneDialog } from './approve-milestone-dialog';
import { CancelMilestoneDialog } from './cancel-milestone-dialog';
import { FundMilestoneDialog } from './fund-milestone-dialog';
import { RequestChangesDialog } from './request-changes-dialog';
import styles from './milestone-item.module.css';

const loadFormDialog = () => Promise.all([preloadWidgets(), preloadFormKit()]);

type Question = 'fund' | 'approve' | 'cancel';
const QUESTIONS = {
  fund: FundMilestoneDialog,
  approve: ApproveMilestoneDialog,
  cancel: CancelMilestoneDialog,
} as const;

/**
 * One milestone: its amount, due date and step, its invoice once it has one, and what the client can
 * do while the contract is active: fund it, approve or send back the submitted work, cancel it before
 * it is submitted. Each action asks first; its buttons are described by the milestone's name.
 */
export function MilestoneItem({ contract, milestone }: { contract: Contract; milestone: MilestoneOut }) {
  const nameId = useId();
  const confirm = useDialogOnDemand(preloadWidgets);
  const changes = useDialogOnDemand(loadFormDialog);
  const [question, setQuestion] = useState<Question>('fund');
  const QuestionDialog = QUESTIONS[question];

  const active = contract.status === 'active';
  const paymentLabel = milestonePaymentLabel(milestone);
  // While its payment waits for the cardholder or the provider, the invoice is where it is finished.
  const fundable = active && milestone.status === 'pending' && !milestonePaymentWaits(milestone);
  const reviewable = active && milestone.status === 'submitted';
  const cancellable = active && (milestone.status === 'pending' || milestone.status === 'funded');
  const ask = (which: Question) => confirm.open(() => setQuestion(which));
  const warm = { onPointerEnter: confirm.warm, onFocus: confirm.warm };

  return (
    <li className={styles.item}>
      <div className={styles.what}>
        <span id={nameId} className={styles.name}>
          {milestone.name}
        </span>
        <span className={styles.meta}>
          {formatMoney(milestone.amount)} · Due {formatDate(milestone.due_date)}
        </span>
        {milestone.status === 'changes_requested' && milestone.changes_note ? (
          <p className={styles.note}>Changes requested: {milestone.changes_note}</p>
        ) : null}
      </div>
      <div className={styles.state}>
        {/* A payment under way or declined says more than "Not funded". */}
        {milestone.status === 'pending' && paymentLabel ? null : (
          <span className={`${styles.status} ${styles[milestone.status]}`}>
            {MILESTONE_STATUS_LABELS[milestone.status]}
          </span>
        )}
        {paymentLabel ? (
          <span className={`${styles.status} ${styles[milestone.invoice?.payment_status ?? 'pending']}`}>
            {paymentLabel}
          </span>
        ) : null}
      </div>
      <div className={styles.actions}>
        {milestone.invoice ? (
          <Link className={styles.invoice} to={paths.invoice(milestone.invoice.id)} aria-describedby={nameId}>
            View invoice
          </Link>
        ) : null}
        {fundable ? (
          <Button size="small" aria-describedby={nameId} {...warm} onClick={() => ask('fund')}>
            Fund
          </Button>
        ) : null}
        {reviewable ? (
          <>
            <Button size="small" aria-describedby={nameId} {...warm} onClick={() => ask('approve')}>
              Approve &amp; pay
            </Button>
            <Button
              variant="secondary"
              size="small"
              aria-describedby={nameId}
              onPointerEnter={changes.warm}
              onFocus={changes.warm}
              onClick={() => changes.open()}
            >
              Request changes
            </Button>
          </>
        ) : null}
        {cancellable ? (
          <Button variant="ghost" size="small" aria-describedby={nameId} {...warm} onClick={() => ask('cancel')}>
            Cancel milestone
          </Button>
        ) : null}
      </div>
      {/* Outside the actions: the milestone moves on (and they go) while its dialog still says so. */}
      {confirm.everOpened ? (
        <QuestionDialog
          contract={contract}
          milestone={milestone}
          open={confirm.isOpen}
          onOpenChange={confirm.setIsOpen}
        />
      ) : null}
      {changes.everOpened ? (
        <RequestChangesDialog
          contract={contract}
          milestone={milestone}
          open={changes.isOpen}
          onOpenChange={changes.setIsOpen}
        />
      ) : null}
    </li>
  );
}

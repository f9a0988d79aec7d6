import { useId } from 'react';
import { WORK_TYPE_LABELS, formatMoney, type Contract } from '@talentindia/contracts';
import { Link } from '@talentindia/router';
import { Avatar, Button, preloadFormKit, preloadWidgets } from '@talentindia/ui';
import { paths } from '../../../config/paths';
import { useDialogOnDemand } from '../../../hooks/use-dialog-on-demand';
import { formatDate, formatRate } from '../../../utils/format';
import { EndContractDialog } from './end-contract-dialog';
import { MilestoneList } from './milestone-list';
import { RATING_LABELS } from './star-rating-field';
import styles from './contract-card.module.css';

const loadReviewDialog = () => Promise.all([preloadWidgets(), preloadFormKit()]);

/** One contract of the job: its terms, what was worked and earned, its milestones, and its review once ended. */
export function ContractCard({ contract }: { contract: Contract }) {
  const nameId = useId();
  const ending = useDialogOnDemand(loadReviewDialog);
  const { freelancer } = contract;
  const active = contract.status === 'active';

  const facts: { label: string; value: string }[] = [
    { label: 'Type', value: WORK_TYPE_LABELS[contract.type] },
    ...(contract.hourly_rate ? [{ label: 'Rate', value: formatRate(contract.hourly_rate) }] : []),
    ...(contract.weekly_limit !== null ? [{ label: 'Weekly limit', value: `${contract.weekly_limit} hrs/week` }] : []),
    ...(contract.type === 'hourly'
      ? [
          { label: 'Hours this week', value: String(contract.hours_this_week) },
          { label: 'Total hours', value: String(contract.total_hours) },
        ]
      : []),
    { label: 'Earned', value: formatMoney(contract.total_earned) },
    { label: 'Started', value: formatDate(contract.started_at) },
    ...(contract.ended_at ? [{ label: 'Ended', value: formatDate(contract.ended_at) }] : []),
  ];

  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <header className={styles.header}>
        <Avatar
          image={freelancer.image}
          firstName={freelancer.first_name}
          lastName={freelancer.last_name}
          size={40}
          loading="lazy"
        />
        <h3 id={nameId} className={styles.name}>
          <Link to={paths.freelancer(freelancer.id)}>
            {freelancer.first_name} {freelancer.last_name}
          </Link>
        </h3>
        <span className={`${styles.status} ${active ? styles.active : styles.ended}`}>
          {active ? 'Active' : 'Ended'}
        </span>
      </header>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {contract.type === 'fixed' || contract.milestones.length > 0 ? <MilestoneList contract={contract} /> : null}
      {contract.type === 'hourly' ? (
        <p className={styles.diary}>
          <Link to={paths.workDiary(contract.job.id, contract.id)} aria-describedby={nameId}>
            Work diary
          </Link>
        </p>
      ) : null}
      {contract.review ? (
        <figure className={styles.review}>
          <figcaption className={styles.reviewHeading}>
            Your review:{' '}
            <span className={styles.stars} aria-hidden="true">
              {'★'.repeat(contract.review.rating)}
              {'☆'.repeat(5 - contract.review.rating)}
            </span>{' '}
            {contract.review.rating} out of 5, {RATING_LABELS[contract.review.rating]}
          </figcaption>
          <blockquote className={styles.reviewText}>{contract.review.text}</blockquote>
        </figure>
      ) : null}
      {active ? (
        <div className={styles.actions}>
          <Button
            variant="danger"
            size="small"
            aria-describedby={nameId}
            onPointerEnter={ending.warm}
            onFocus={ending.warm}
            onClick={() => ending.open()}
          >
            End Contract
          </Button>
        </div>
      ) : null}
      {/* Outside the actions: the contract ends (and they go) while the dialog still says so. */}
      {ending.everOpened ? (
        <EndContractDialog contract={contract} open={ending.isOpen} onOpenChange={ending.setIsOpen} />
      ) : null}
    </article>
  );
}

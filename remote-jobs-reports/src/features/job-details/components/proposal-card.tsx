import { useId } from 'react';
import { formatMoney, type JobDetail, type Proposal } from '@talentindia/contracts';
import { toast } from '@talentindia/core';
import { Link, useNavigate } from '@talentindia/router';
import { Avatar, Button, ButtonLink } from '@talentindia/ui';
import { FreelancerFacts } from '../../../components/freelancer-facts';
import { paths } from '../../../config/paths';
import { formatDate, formatRate } from '../../../utils/format';
import { useMessageFreelancer } from '../api/message-freelancer';
import { useMoveProposal, type ProposalMove } from '../api/move-proposal';
import { CoverLetter } from './cover-letter';
import styles from './proposal-card.module.css';

export interface ProposalCardProps {
  job: JobDetail;
  proposal: Proposal;
  /** After a move the card leaves its tab: the list takes the focus back. */
  onMoved: () => void;
}

/**
 * Which moves fit a proposal where it is (the api's rules): "Remove from shortlist" and "Restore"
 * (from the archive) both take it back to the others.
 */
function movesOf(status: Proposal['status']): { move: ProposalMove; label: string }[] {
  if (status === 'submitted') {
    return [
      { move: 'shortlist', label: 'Shortlist' },
      { move: 'archive', label: 'Archive' },
    ];
  }
  if (status === 'shortlisted') {
    return [
      { move: 'restore', label: 'Remove from shortlist' },
      { move: 'archive', label: 'Archive' },
    ];
  }
  if (status === 'archived') {
    return [
      { move: 'restore', label: 'Restore' },
      { move: 'shortlist', label: 'Shortlist' },
    ];
  }
  return [];
}

const STATUS_NOTES: Partial<Record<Proposal['status'], string>> = {
  shortlisted: 'Shortlisted',
  archived: 'Archived',
  hired: 'Hired',
};

/**
 * One proposal: who sent it, their rate or bid and terms, the cover letter, and what the client can
 * do: shortlist, archive or restore it, message the freelancer, or hire them through an offer.
 */
export function ProposalCard({ job, proposal, onMoved }: ProposalCardProps) {
  const nameId = useId();
  const navigate = useNavigate();
  const move = useMoveProposal(job.id);
  const message = useMessageFreelancer(job.id);
  const { freelancer } = proposal;
  const name = `${freelancer.first_name} ${freelancer.last_name}`;
  const pendingOffer = proposal.offer?.status === 'pending';
  const canHire =
    (job.status === 'open' || job.status === 'active') &&
    (proposal.status === 'submitted' || proposal.status === 'shortlisted') &&
    !pendingOffer;
  const statusNote = pendingOffer ? 'Offer sent' : STATUS_NOTES[proposal.status];

  const terms: { label: string; value: string }[] = [
    job.type === 'hourly'
      ? { label: 'Rate', value: formatRate(proposal.amount) }
      : { label: 'Bid', value: formatMoney(proposal.amount) },
    ...(proposal.rate_increase_percent !== null
      ? [{ label: 'Rate increase', value: `${proposal.rate_increase_percent}% every 6 months` }]
      : []),
    ...(proposal.weekly_limit !== null ? [{ label: 'Weekly limit', value: `${proposal.weekly_limit} hrs/week` }] : []),
    { label: 'Sent', value: formatDate(proposal.created_at) },
  ];

  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <header className={styles.header}>
        <Avatar
          image={freelancer.image}
          firstName={freelancer.first_name}
          lastName={freelancer.last_name}
          size={64}
          loading="lazy"
        />
        <div className={styles.who}>
          <h3 id={nameId} className={styles.name}>
            <Link to={paths.freelancer(freelancer.id)}>{name}</Link>
          </h3>
          <p className={styles.title}>{freelancer.title}</p>
          <FreelancerFacts freelancer={freelancer} />
        </div>
        {statusNote ? <span className={styles.status}>{statusNote}</span> : null}
      </header>
      <dl className={styles.terms}>
        {terms.map((term) => (
          <div key={term.label}>
            <dt>{term.label}</dt>
            <dd>{term.value}</dd>
          </div>
        ))}
      </dl>
      <CoverLetter text={proposal.cover_letter} />
      <div className={styles.actions}>
        {movesOf(proposal.status).map(({ move: to, label }) => (
          <Button
            key={to}
            variant="ghost"
            size="small"
            aria-describedby={nameId}
            disabled={move.isPending}
            onClick={() =>
              move.mutate(
                { proposalId: proposal.id, move: to },
                {
                  onSuccess: ({ message: text }) => {
                    toast.success(text);
                    onMoved();
                  },
                  onError: (error) => toast.error(error.message),
                },
              )
            }
          >
            {label}
          </Button>
        ))}
        <Button
          variant="secondary"
          size="small"
          aria-describedby={nameId}
          disabled={message.isPending}
          aria-busy={message.isPending || undefined}
          onClick={() =>
            message.mutate(proposal.id, {
              onSuccess: ({ data }) => void navigate(paths.messagesThread(data.thread_id)),
              onError: (error) => toast.error(error.message),
            })
          }
        >
          Message
        </Button>
        {canHire ? (
          <ButtonLink size="small" to={paths.jobOffer(job.id, proposal.id)} aria-describedby={nameId}>
            Hire
          </ButtonLink>
        ) : null}
      </div>
    </article>
  );
}

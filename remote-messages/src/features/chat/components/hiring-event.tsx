import type { Message, MessageKind } from '@talentindia/contracts';
import { ContractEndedEvent } from './contract-ended-event';
import { EventCard, type EventCardProps } from './event-card';
import { MilestoneEvent } from './milestone-event';
import { OfferEvent } from './offer-event';
import { ProposalEvent } from './proposal-event';
import { WeekEvent } from './week-event';

type EventKind = Exclude<MessageKind, 'text'>;

const TITLES: Record<EventKind, { title: string; tone: EventCardProps['tone'] }> = {
  proposal: { title: 'Proposal', tone: 'neutral' },
  offer_sent: { title: 'Offer sent', tone: 'neutral' },
  offer_accepted: { title: 'Offer accepted', tone: 'success' },
  offer_declined: { title: 'Offer declined', tone: 'danger' },
  contract_ended: { title: 'Contract ended', tone: 'neutral' },
  milestone_created: { title: 'Milestone created', tone: 'neutral' },
  milestone_submitted: { title: 'Milestone submitted', tone: 'neutral' },
  milestone_completed: { title: 'Milestone completed', tone: 'success' },
  milestone_funded: { title: 'Milestone funded', tone: 'success' },
  milestone_changes_requested: { title: 'Changes requested', tone: 'neutral' },
  milestone_cancelled: { title: 'Milestone cancelled', tone: 'danger' },
  week_paid: { title: 'Payment released', tone: 'success' },
  hours_disputed: { title: 'Hours disputed', tone: 'danger' },
};

export interface HiringEventProps {
  message: Message & { kind: EventKind };
  byline: EventCardProps['byline'];
}

/** A hiring event drawn from its `data`, as spec §3 lists them. */
export function HiringEvent({ message, byline }: HiringEventProps) {
  const { title, tone } = TITLES[message.kind];
  let facts;
  switch (message.kind) {
    case 'proposal':
      facts = <ProposalEvent message={message} />;
      break;
    case 'offer_sent':
    case 'offer_accepted':
    case 'offer_declined':
      facts = <OfferEvent message={message} />;
      break;
    case 'contract_ended':
      facts = <ContractEndedEvent message={message} />;
      break;
    case 'week_paid':
    case 'hours_disputed':
      facts = <WeekEvent message={message} />;
      break;
    case 'milestone_created':
    case 'milestone_funded':
    case 'milestone_submitted':
    case 'milestone_changes_requested':
    case 'milestone_completed':
    case 'milestone_cancelled':
      facts = <MilestoneEvent message={message} />;
      break;
  }
  return (
    <EventCard title={title} tone={tone} byline={byline}>
      {facts}
    </EventCard>
  );
}

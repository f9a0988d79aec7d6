import type { Message } from '@talentindia/contracts';
import { moneyFact, textFact } from '../utils/event-facts';
import { EventFacts } from './event-facts';

/** A milestone created, submitted or completed: its name and amount with its currency. */
export function MilestoneEvent({ message }: { message: Message }) {
  const name = textFact(message.data, 'name');
  const amount = moneyFact(message.data, 'amount');
  return (
    <EventFacts
      facts={[name ? { label: 'Milestone', value: name } : null, amount ? { label: 'Amount', value: amount } : null]}
    />
  );
}

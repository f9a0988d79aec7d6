import type { Message } from '@talentindia/contracts';
import { moneyFact, numberFact, textFact } from '../utils/event-facts';
import { EventFacts } from './event-facts';
import styles from './hiring-event.module.css';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A calendar day (`YYYY-MM-DD`) as its parts, or null when it is not one. */
function dayParts(value: string | null): { day: number; month: string; year: string } | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? { day: Number(match[3]), month, year: match[1]! } : null;
}

/** A week from its Monday to its Sunday ("2 Mar – 8 Mar 2026"; both years when it spans two). */
function weekText(monday: string | null, sunday: string | null): string | null {
  const from = dayParts(monday);
  const to = dayParts(sunday);
  if (!from || !to) return null;
  const start = `${from.day} ${from.month}${from.year === to.year ? '' : ` ${from.year}`}`;
  return `${start} – ${to.day} ${to.month} ${to.year}`;
}

/** Minutes as hours and minutes ("12 h 30 min", "40 h", "45 min"). */
function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * A week of an hourly contract: paid to the freelancer once its review ended (with the amount
 * released), or hours of it disputed by the client (with their reason).
 */
export function WeekEvent({ message }: { message: Message }) {
  const { data } = message;
  const week = weekText(textFact(data, 'monday'), textFact(data, 'sunday'));
  const minutes = numberFact(data, 'minutes');
  const amount = moneyFact(data, 'amount');
  const reason = textFact(data, 'reason');
  return (
    <>
      <EventFacts
        facts={[
          week ? { label: 'Week', value: week } : null,
          minutes !== null ? { label: 'Hours', value: durationText(minutes) } : null,
          amount ? { label: 'Amount', value: amount } : null,
        ]}
      />
      {reason ? (
        <div className={styles.letter}>
          <p className={styles.letterTitle}>Reason</p>
          <p className={styles.letterText}>{reason}</p>
        </div>
      ) : null}
    </>
  );
}

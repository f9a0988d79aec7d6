import type { WorkDiary } from '@talentindia/contracts';
import { formatDuration, formatWeekday } from '../../../utils/format-week';
import styles from './day-list.module.css';

/** Monday to Sunday, each day with its hours and what was logged for it (oldest first). */
export function DayList({ days }: { days: WorkDiary['days'] }) {
  return (
    <ol className={styles.days} aria-label="Days">
      {days.map((day) => {
        const name = formatWeekday(day.date);
        return (
          <li key={day.date} className={styles.day}>
            <h3 className={styles.name}>{name}</h3>
            <p className={styles.hours}>{day.minutes > 0 ? formatDuration(day.minutes) : 'No hours'}</p>
            {day.entries.length > 0 ? (
              <ul className={styles.entries} aria-label={`Work logged on ${name}`}>
                {day.entries.map((entry) => (
                  <li key={entry.id} className={styles.entry}>
                    <span className={entry.description ? styles.description : styles.noDescription}>
                      {entry.description || 'No description'}
                    </span>
                    <span className={styles.duration}>{formatDuration(entry.minutes)}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

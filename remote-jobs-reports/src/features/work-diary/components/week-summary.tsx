import { formatMoney, type WorkDiary } from '@talentindia/contracts';
import { formatRate } from '../../../utils/format';
import { formatDuration } from '../../../utils/format-week';
import styles from './week-summary.module.css';

/** The week's hours against the weekly limit, the rate, and what the hours come to before the fee. */
export function WeekSummary({ diary }: { diary: WorkDiary }) {
  const facts = [
    { label: 'Hours', value: `${formatDuration(diary.total_minutes)} of ${diary.weekly_limit_hours} h` },
    { label: 'Rate', value: formatRate(diary.hourly_rate) },
    { label: 'Amount', value: formatMoney(diary.amount) },
  ];
  return (
    <dl className={styles.summary}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt className={styles.label}>{fact.label}</dt>
          <dd className={styles.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

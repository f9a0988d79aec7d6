import { formatMoney, WORK_TYPE_LABELS, type JobRow } from '@talentindia/contracts';

/**
 * What a job pays, as its row shows it: "Hourly: $20.00–$35.00/hr" or "Fixed Price: $1,500.00"; the
 * type alone while a draft has no pay yet, and nothing while it has no type.
 */
export function formatJobPay({ type, hourly_rate_min: min, hourly_rate_max: max, budget }: JobRow): string | null {
  if (type === null) return null;
  const label = WORK_TYPE_LABELS[type];
  if (type === 'fixed') return budget ? `${label}: ${formatMoney(budget)}` : label;
  if (!min || !max) return label;
  const range = min.amount === max.amount ? formatMoney(min) : `${formatMoney(min)}–${formatMoney(max)}`;
  return `${label}: ${range}/hr`;
}

import { formatMoney, type Money } from '@talentindia/contracts';

/** A rate per hour as the spec writes it: "$10/hour", with cents only when there are some ("$12.50/hour"). */
export function formatHourlyRate(rate: Money): string {
  const money = formatMoney(rate);
  return `${rate.amount % 100 === 0 ? money.replace(/\.00$/, '') : money}/hour`;
}

import { formatInvoiceMoney, platformDayOf, REPORT_TYPE_LABELS, type Money } from '@talentindia/contracts';
import { formatDate } from '../../../utils/format';

/**
 * The day money moved, as the platform counts days (UTC, ADR 016): the day the range filters on,
 * so a row always shows a date inside the range it was found in.
 */
export const formatRowDate = (occurredAt: string) => formatDate(platformDayOf(new Date(occurredAt)));

/** "Hourly", "Fixed Price". */
export const formatRowType = (type: 'hourly' | 'fixed') => REPORT_TYPE_LABELS[type];

/** An amount with its sign: "+₹1,000.00" for credits that came in, "-₹250.00" for credits spent. */
export const formatSignedMoney = (money: Money) =>
  money.amount > 0 ? `+${formatInvoiceMoney(money)}` : formatInvoiceMoney(money);

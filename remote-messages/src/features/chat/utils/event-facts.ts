import { formatMoney, type Money } from '@talentindia/contracts';

/**
 * Reading a hiring event's `data` (written by the action: proposals, offers, contracts). It is
 * loosely typed on the wire, so each fact is read with its type checked, and left out when absent.
 */
export type EventData = Record<string, unknown> | null;

const CURRENCIES = new Set(['INR', 'USD', 'EUR', 'GBP']);

export function textFact(data: EventData, name: string): string | null {
  const value = data?.[name];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function numberFact(data: EventData, name: string): number | null {
  const value = data?.[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** An amount as `{currency, amount}` in minor units, formatted ("$20.00"), or null. */
export function moneyFact(data: EventData, name: string): string | null {
  const value = data?.[name];
  if (typeof value !== 'object' || value === null) return null;
  const { currency, amount } = value as { currency?: unknown; amount?: unknown };
  if (typeof currency !== 'string' || !CURRENCIES.has(currency) || typeof amount !== 'number') return null;
  return formatMoney({ currency, amount } as Money);
}

/** An offer's milestones (name, amount), as the offer_sent event lists them. */
export function milestonesFact(data: EventData): { name: string; amount: string | null }[] {
  const value = data?.milestones;
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const milestone = item as Record<string, unknown>;
    const name = textFact(milestone, 'name');
    return name ? [{ name, amount: moneyFact(milestone, 'amount') }] : [];
  });
}

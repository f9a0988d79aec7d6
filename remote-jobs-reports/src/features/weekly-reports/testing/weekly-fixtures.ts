import type { FreelancerTime, WeekSummary, WeekTotals } from '@talentindia/contracts';

export const usd = (amount: number) => ({ currency: 'USD' as const, amount });
export const inr = (amount: number) => ({ currency: 'INR' as const, amount });

type WeekContract = WeekSummary['contracts'][number];

const CONTRACT_TITLES: Record<number, string> = {
  91: 'Build a React dashboard',
  92: 'API integration',
  93: 'Logo refresh',
};
const FREELANCERS: Record<number, { id: number | null; name: string }> = {
  91: { id: 501, name: 'Priya Sharma' },
  92: { id: 502, name: 'Arjun Mehta' },
  93: { id: null, name: 'Deleted user' },
};

/** One contract's week: $20.00 an hour, 40 h a week, unless told otherwise. */
export function weekContract(contractId: number, minutes: number, overrides: Partial<WeekContract> = {}): WeekContract {
  return {
    contract: {
      id: contractId,
      title: CONTRACT_TITLES[contractId] ?? `Contract ${contractId}`,
      job_id: 100 + contractId,
    },
    freelancer: FREELANCERS[contractId] ?? { id: contractId + 400, name: `Freelancer ${contractId}` },
    minutes,
    weekly_limit_hours: 40,
    amount: usd(Math.round((minutes * 2000) / 60)),
    status: minutes === 0 ? 'no_hours' : 'paid',
    invoice: null,
    ...overrides,
  };
}

/** The Sunday that ends the week of `monday`. */
function sundayOf(monday: string): string {
  const start = new Date(`${monday}T00:00:00Z`).getTime();
  return new Date(start + 6 * 86_400_000).toISOString().slice(0, 10);
}

/** A week from its Monday with its contracts (the api's week detail), its totals summed as the api sums them. */
export function week(monday: string, contracts: WeekContract[]): WeekSummary {
  const totals = new Map<string, number>();
  for (const row of contracts)
    totals.set(row.amount.currency, (totals.get(row.amount.currency) ?? 0) + row.amount.amount);
  return {
    monday,
    sunday: sundayOf(monday),
    contracts,
    total_minutes: contracts.reduce((sum, row) => sum + row.minutes, 0),
    totals: [...totals].map(([currency, amount]) => ({ currency: currency as 'USD', amount })),
  };
}

/** A week of the range's answer: its hours, at $20.00 an hour (nothing to pay without hours). */
export function weekTotals(monday: string, minutes: number): WeekTotals {
  return {
    monday,
    sunday: sundayOf(monday),
    total_minutes: minutes,
    totals: minutes === 0 ? [] : [usd(Math.round((minutes * 2000) / 60))],
  };
}

/** A week's line in the range's answer: its detail without the contracts. */
export function totalsOf({ monday, sunday, total_minutes, totals }: WeekSummary): WeekTotals {
  return { monday, sunday, total_minutes, totals };
}

export function freelancerTime(
  id: number | null,
  name: string,
  minutes: number,
  overrides: Partial<FreelancerTime> = {},
): FreelancerTime {
  return {
    freelancer: { id, name },
    minutes,
    contracts: 1,
    spent: [usd(Math.round((minutes * 2000) / 60))],
    ...overrides,
  };
}

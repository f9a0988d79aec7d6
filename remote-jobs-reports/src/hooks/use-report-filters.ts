import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@talentindia/router';
import { addCalendarDays, REPORT_TYPES, type ReportFilters, type ReportType } from '@talentindia/contracts';
import { routeId } from '../utils/route-id';

/** The range a report shows when its address names none (Transaction History: yesterday and today). */
export interface ReportRangeDefaults {
  from?: string;
  to?: string;
}

/** A real `YYYY-MM-DD` day (not 2026-02-31). */
function isCalendarDay(value: string): boolean {
  try {
    return addCalendarDays(value, 0) === value;
  } catch {
    return false;
  }
}

/**
 * One end of the range from the address: absent, the page's default; written empty (`from=`), an
 * open end ("Early", "Continuous"); a day that is not one (a hand-edited link), the default.
 */
function readDay(value: string | null, fallback: string | undefined): string | undefined {
  if (value === null) return fallback;
  if (value === '') return undefined;
  return isCalendarDay(value) ? value : fallback;
}

/** The filters' values as the address has them (null: not there). */
type AddressFilters = Record<'from' | 'to' | 'type' | 'freelancer' | 'contract', string | null>;

const isReportType = (value: string | null): value is ReportType => REPORT_TYPES.includes(value as ReportType);

/**
 * Reads a report's filters from its address (`?from=&to=&type=&freelancer=&contract=`, the api's
 * names). A type or an id that cannot be one counts as "All", so the report still shows; a range
 * written backwards is read the right way round.
 */
export function readReportFilters(address: AddressFilters, defaults: ReportRangeDefaults): ReportFilters {
  let from = readDay(address.from, defaults.from);
  let to = readDay(address.to, defaults.to);
  if (from !== undefined && to !== undefined && from > to) [from, to] = [to, from];
  return {
    from,
    to,
    type: isReportType(address.type) ? address.type : 'all',
    freelancer: routeId(address.freelancer) ?? undefined,
    contract: routeId(address.contract) ?? undefined,
  };
}

/**
 * A report's filters, kept in the page's address so a reload or a shared link shows the same report.
 * With neither `from` nor `to` in the address the range is `defaults`; a chosen day is written as
 * it is, an open end as an empty value (`?from=&to=2026-03-10`: Early up to 10 March), so the
 * default and "open" read apart. `setFilters` changes only the keys the patch names (a key given as
 * undefined is "All" for the type and the ids, an open end for the days) and keeps the rest of the
 * address (Credit History's `type=credits`).
 */
export function useReportFilters(defaults: ReportRangeDefaults) {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const type = params.get('type');
  const freelancer = params.get('freelancer');
  const contract = params.get('contract');
  const { from: defaultFrom, to: defaultTo } = defaults;
  const filters = useMemo(
    () => readReportFilters({ from, to, type, freelancer, contract }, { from: defaultFrom, to: defaultTo }),
    [from, to, type, freelancer, contract, defaultFrom, defaultTo],
  );

  const setFilters = useCallback(
    (patch: Partial<ReportFilters>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const end of ['from', 'to'] as const) {
          if (end in patch) next.set(end, patch[end] ?? '');
        }
        if ('type' in patch) {
          if (patch.type === undefined || patch.type === 'all') next.delete('type');
          else next.set('type', patch.type);
        }
        for (const id of ['freelancer', 'contract'] as const) {
          if (!(id in patch)) continue;
          const value = patch[id];
          if (value === undefined) next.delete(id);
          else next.set(id, String(value));
        }
        return next;
      });
    },
    [setParams],
  );

  return { filters, setFilters };
}

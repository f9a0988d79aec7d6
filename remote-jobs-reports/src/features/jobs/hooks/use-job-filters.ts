import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@talentindia/router';
import { JOB_STATUSES, WORK_TYPES, type JobStatus, type WorkType } from '@talentindia/contracts';
import type { JobsQuery } from '../../../api/get-jobs';

/** The list's filters, as the URL holds them (`/jobs?q=&type=&status=`): what the list asks the api for. */
export type JobFilters = JobsQuery;

/** The api's limit for `?q=` (contracts' searchQuery). */
export const SEARCH_MAX_LENGTH = 100;

const NO_FILTERS: JobFilters = { q: '', type: '', status: '' };

const isWorkType = (value: string | null): value is WorkType => WORK_TYPES.includes(value as WorkType);
const isJobStatus = (value: string | null): value is JobStatus => JOB_STATUSES.includes(value as JobStatus);

/**
 * Reads the filters from a URL's query. A value that is not one of the options (a hand-edited or
 * stale link) counts as "All", so the list still shows instead of the api's refusal.
 */
export function readJobFilters(params: URLSearchParams): JobFilters {
  const type = params.get('type');
  const status = params.get('status');
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    type: isWorkType(type) ? type : '',
    status: isJobStatus(status) ? status : '',
  };
}

/**
 * The filters live in the URL, so a reload or a shared link shows the same list. `replace` keeps
 * typing in the search box from adding a history entry per pause.
 */
export function useJobFilters() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q');
  const type = params.get('type');
  const status = params.get('status');
  const filters = useMemo(
    () => readJobFilters(new URLSearchParams({ q: q ?? '', type: type ?? '', status: status ?? '' })),
    [q, type, status],
  );

  const setFilters = useCallback(
    (change: Partial<JobFilters>, { replace = false }: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  const clearFilters = useCallback(() => setFilters(NO_FILTERS), [setFilters]);
  const filtered = filters.q !== '' || filters.type !== '' || filters.status !== '';
  return { filters, filtered, setFilters, clearFilters };
}

import type { ReportFilters } from '@talentindia/contracts';

/**
 * A report's filters as the api's query (`from`, `to`, `type`, `freelancer`, `contract`): an open
 * end and "All" are left out, which is what the api reads them as; `cursor` is the page after it.
 */
export function reportSearchParams(filters: Partial<ReportFilters>, cursor?: string): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.type && filters.type !== 'all') params.set('type', filters.type);
  if (filters.freelancer !== undefined) params.set('freelancer', String(filters.freelancer));
  if (filters.contract !== undefined) params.set('contract', String(filters.contract));
  if (cursor) params.set('cursor', cursor);
  return params;
}

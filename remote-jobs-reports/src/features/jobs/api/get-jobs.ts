import { keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { jobsResponseSchema, type JobRow, type PageMeta } from '@talentindia/contracts';
import { apiClient, callApi } from '@talentindia/core';
import type { JobFilters } from '../hooks/use-job-filters';

/** Every cached list of the client's jobs starts with this key; a saved job refreshes them all. */
export const JOBS_QUERY_KEY = ['jobs', 'list'] as const;

export interface JobsPage {
  rows: JobRow[];
  meta: PageMeta;
}

/** `GET /jobs?q=&type=&status=&page=`: one page of the client's own jobs, newest first. */
export async function getJobsPage(filters: JobFilters, page: number, signal?: AbortSignal): Promise<JobsPage> {
  const searchParams = new URLSearchParams({ page: String(page) });
  if (filters.q) searchParams.set('q', filters.q);
  if (filters.type) searchParams.set('type', filters.type);
  if (filters.status) searchParams.set('status', filters.status);
  const { data, meta } = await callApi(
    () => apiClient().get('jobs', { searchParams, signal }).json(),
    jobsResponseSchema,
  );
  return { rows: data, meta };
}

export interface JobsList {
  rows: JobRow[];
  total: number;
}

/**
 * The pages loaded so far as one list, merged by id: a job posted between two page loads shifts
 * the older ones onto the next page, and would otherwise show twice.
 */
export function mergeJobPages({ pages }: InfiniteData<JobsPage, number>): JobsList {
  const ids = new Set<number>();
  const rows: JobRow[] = [];
  for (const page of pages) {
    for (const row of page.rows) {
      if (ids.has(row.id)) continue;
      ids.add(row.id);
      rows.push(row);
    }
  }
  return { rows, total: pages.at(-1)?.meta.total ?? rows.length };
}

/** The client's jobs matching the filters, page by page from 1 ("Load More"), as one merged list. */
export function useJobs(filters: JobFilters) {
  return useInfiniteQuery({
    queryKey: [...JOBS_QUERY_KEY, filters],
    queryFn: ({ pageParam, signal }) => getJobsPage(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.has_more ? last.meta.page + 1 : undefined),
    select: mergeJobPages,
    // While the next filter's answer is on its way the last list stays (marked busy), not a skeleton.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

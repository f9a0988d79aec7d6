import { keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { jobsResponseSchema, type JobRow, type JobStatus, type PageMeta, type WorkType } from '@talentindia/contracts';
import { apiClient, callApi } from '@talentindia/core';

/**
 * Every read about the client's jobs is under this key: the lists, a job's details, its proposals
 * and its contracts. A change to a job (an offer sent, a proposal moved, a contract ended) marks
 * them all stale.
 */
export const JOBS_QUERY_KEY = ['jobs'] as const;

/** Every cached list of the client's jobs starts with this key; a saved job refreshes them all. */
export const JOB_LISTS_QUERY_KEY = [...JOBS_QUERY_KEY, 'list'] as const;

/** What a list asks for (`?q=&type=&status=`); '' is "All". */
export interface JobsQuery {
  q: string;
  type: WorkType | '';
  status: JobStatus | '';
}

export interface JobsPage {
  rows: JobRow[];
  meta: PageMeta;
}

/** `GET /jobs?q=&type=&status=&page=`: one page of the client's own jobs, newest first. */
export async function getJobsPage(filters: Partial<JobsQuery>, page: number, signal?: AbortSignal): Promise<JobsPage> {
  const searchParams = new URLSearchParams();
  if (filters.q) searchParams.set('q', filters.q);
  if (filters.type) searchParams.set('type', filters.type);
  if (filters.status) searchParams.set('status', filters.status);
  searchParams.set('page', String(page));
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
export function useJobs(filters: JobsQuery) {
  return useInfiniteQuery({
    queryKey: [...JOB_LISTS_QUERY_KEY, filters],
    queryFn: ({ pageParam, signal }) => getJobsPage(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.has_more ? last.meta.page + 1 : undefined),
    select: mergeJobPages,
    // While the next filter's answer is on its way the last list stays (marked busy), not a skeleton.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

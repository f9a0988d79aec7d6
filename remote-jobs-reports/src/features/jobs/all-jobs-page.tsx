import { useEffect, useRef } from 'react';
import { marketplaceMessages } from '@talentindia/contracts';
import { toast } from '@talentindia/core';
import { Button, ButtonLink, PageFrame } from '@talentindia/ui';
import { LoadFailed } from '@talentindia/ui/page-parts';
import { paths } from '../../config/paths';
import { useJobs } from '../../api/get-jobs';
import { JobRow } from './components/job-row';
import { JobsFilters } from './components/jobs-filters';
import { JobsListSkeleton } from './components/jobs-list-skeleton';
import { useJobFilters } from './hooks/use-job-filters';
import styles from './all-jobs-page.module.css';

const plural = (count: number) => `${count} ${count === 1 ? 'job' : 'jobs'}`;

/**
 * /jobs, "All Jobs" (spec §2): the client's jobs, newest first, searched and filtered on the
 * server with the filters in the URL, page by page with Load More until "No more jobs found.".
 */
export function AllJobsPage() {
  const { filters, filtered, setFilters, clearFilters } = useJobFilters();
  const jobs = useJobs(filters);
  const { data, error, isPending, isPlaceholderData, hasNextPage, fetchNextPage, isFetchingNextPage } = jobs;
  const listRef = useRef<HTMLUListElement>(null);
  // After Load More, the keyboard carries on at the first job it brought, not back at the top.
  const focusFrom = useRef<number | null>(null);

  const rows = data?.rows ?? [];
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || isFetchingNextPage) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLAnchorElement>('h2 a')[from]?.focus();
  }, [rows.length, isFetchingNextPage]);

  const loadMore = () => {
    focusFrom.current = rows.length;
    fetchNextPage().then(
      (result) => {
        if (result.isError) toast.error(result.error.message, { id: 'jobs-load-more' });
      },
      () => undefined,
    );
  };

  let content;
  if (isPending) {
    content = <JobsListSkeleton />;
  } else if (data === undefined) {
    content = <LoadFailed message={error?.message} onRetry={() => void jobs.refetch()} />;
  } else if (rows.length === 0) {
    content = filtered ? (
      <p className={styles.empty} role="status">
        No jobs match your search and filters.
      </p>
    ) : (
      <div className={styles.emptyState}>
        <p className={styles.empty} role="status">
          You have not posted a job yet. Post one and freelancers can send you proposals.
        </p>
        <ButtonLink to={paths.newJob}>Post a job</ButtonLink>
      </div>
    );
  } else {
    content = (
      <>
        <p className={styles.summary} role="status">
          Showing {rows.length} of {plural(data.total)}
        </p>
        <ul ref={listRef} className={styles.list} aria-label="Jobs" aria-busy={isPlaceholderData || undefined}>
          {rows.map((job) => (
            <JobRow key={job.id} job={job} />
          ))}
        </ul>
        <div className={styles.end}>
          {hasNextPage ? (
            <Button variant="secondary" disabled={isFetchingNextPage} onClick={loadMore}>
              {isFetchingNextPage ? 'Loading…' : 'Load More'}
            </Button>
          ) : (
            <p className={styles.noMore}>{marketplaceMessages.noMoreJobs}</p>
          )}
        </div>
      </>
    );
  }

  return (
    <PageFrame
      title="All Jobs"
      description="Every job you have posted, with its proposals and hires."
      actions={
        <div className={styles.actions}>
          <ButtonLink variant="secondary" to={paths.freelancers}>
            Find Freelancers
          </ButtonLink>
          <ButtonLink to={paths.newJob}>Post a Job</ButtonLink>
        </div>
      }
    >
      <JobsFilters filters={filters} filtered={filtered} onChange={setFilters} onClear={clearFilters} />
      {content}
    </PageFrame>
  );
}

import { keepPreviousData } from '@tanstack/react-query';
import { FREELANCERS_PAGE_SIZE } from '@talentindia/contracts';
import { useFreelancers } from '@talentindia/core/api/get-freelancers';
import { Link } from '@talentindia/router';
import { FormAlert, PageFrame, SectionSkeleton } from '@talentindia/ui';
import { LoadFailed } from '@talentindia/ui/page-parts';
import { DirectoryFilters } from './components/directory-filters';
import { DirectoryPagination } from './components/directory-pagination';
import { FreelancerCard } from './components/freelancer-card';
import { toRequest, useDirectoryFilters } from './hooks/use-directory-filters';
import styles from './freelancer-directory-page.module.css';

export const DIRECTORY_TITLE = 'Find Freelancers';

/** `/freelancers` (signed in): search the freelancers by name, title or skill, type, skills and rate, a page at a time. */
export function FreelancerDirectoryPage() {
  const { filters, page, setFilters, clear, pageHref, hasFilters } = useDirectoryFilters();
  const { request, errors } = toRequest(filters, page);
  const valid = Object.keys(errors).length === 0;
  // The previous results stay on screen while the next ones load, so the list does not flash empty
  // on every keystroke; nothing is asked while a filter is invalid.
  const freelancers = useFreelancers(request, { placeholderData: keepPreviousData, enabled: valid });

  let results;
  if (!valid) {
    results = <p className={styles.note}>Correct the filters above to see freelancers.</p>;
  } else if (freelancers.data === undefined) {
    results = freelancers.isError ? (
      <LoadFailed message={freelancers.error.message} onRetry={() => void freelancers.refetch()} />
    ) : (
      <SectionSkeleton label="freelancers" rows={3} />
    );
  } else {
    const { data, meta } = freelancers.data;
    const pages = Math.ceil(meta.total / (meta.per_page || FREELANCERS_PAGE_SIZE));
    let list;
    if (meta.total === 0) {
      list = (
        <p className={styles.note}>
          {hasFilters
            ? 'No freelancers match these filters. Try fewer skills or a wider rate range.'
            : 'No freelancers yet.'}
        </p>
      );
    } else if (data.length === 0) {
      // A page past the end (an old link after the list shrank): say so and offer the first page.
      list = (
        <p className={styles.note}>
          There is no page {page} of these results. <Link to={pageHref(1)}>Go to the first page</Link>
        </p>
      );
    } else {
      list = (
        <ul className={styles.cards} aria-label="Freelancers" aria-busy={freelancers.isPlaceholderData || undefined}>
          {data.map((freelancer) => (
            <FreelancerCard key={freelancer.id} freelancer={freelancer} />
          ))}
        </ul>
      );
    }
    results = (
      <>
        {freelancers.isError ? <FormAlert>{freelancers.error.message}</FormAlert> : null}
        {list}
        <DirectoryPagination page={Math.min(page, Math.max(pages, 1))} pages={pages} hrefFor={pageHref} />
      </>
    );
  }

  const total = valid && freelancers.data && !freelancers.isPlaceholderData ? freelancers.data.meta.total : null;
  return (
    <PageFrame title={DIRECTORY_TITLE} description="Indian developers by skill, developer type and hourly rate.">
      <div className={styles.page}>
        <DirectoryFilters
          filters={filters}
          errors={errors}
          hasFilters={hasFilters}
          onChange={setFilters}
          onClear={clear}
        />
        {/* Read out when the results change, so a screen reader user hears what the filters found. */}
        <p className={styles.count} role="status">
          {total === null ? '' : `${total} ${total === 1 ? 'freelancer' : 'freelancers'} found`}
        </p>
        {results}
      </div>
    </PageFrame>
  );
}

import { Button, SectionSkeleton } from '@talentindia/ui';
import { LoadFailed, Section } from '@talentindia/ui/page-parts';
import { useJobOffers } from '../api/get-job-offers';
import { OfferRow } from './offer-row';
import styles from './section-list.module.css';

/** The offers the client sent for the job, newest first, each with its status and a way to open it. */
export function OffersSection({ jobId }: { jobId: number }) {
  const offers = useJobOffers(jobId);
  const items = offers.data?.pages.flatMap((page) => page.data) ?? [];

  let content;
  if (offers.isError && !offers.data) {
    content = <LoadFailed message={offers.error.message} onRetry={() => void offers.refetch()} />;
  } else if (!offers.data) {
    content = <SectionSkeleton label="offers" rows={2} />;
  } else if (items.length === 0) {
    content = <p className={styles.empty}>You have not sent an offer for this job.</p>;
  } else {
    content = (
      <>
        <ul className={styles.list} aria-label="Offers">
          {items.map((offer) => (
            <li key={offer.id}>
              <OfferRow offer={offer} />
            </li>
          ))}
        </ul>
        {offers.hasNextPage ? (
          <Button
            variant="secondary"
            className={styles.more}
            disabled={offers.isFetchingNextPage}
            aria-busy={offers.isFetchingNextPage || undefined}
            onClick={() => void offers.fetchNextPage()}
          >
            Load More
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <Section title="Offers" variant="plain" headingId="offers-heading">
      {content}
    </Section>
  );
}

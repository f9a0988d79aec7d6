import { LoadFailed, Section } from '@talentindia/ui/page-parts';
import { useReviews } from '../api/get-reviews';
import { formatDay } from '../utils/format-dates';
import { ListSkeleton } from './list-skeleton';
import { LoadMore } from './load-more';
import { StarRating } from './star-rating';
import styles from './reviews-section.module.css';

/** What clients said when their contracts with the freelancer ended, newest first, a page at a time. */
export function ReviewsSection({ freelancerId }: { freelancerId: number }) {
  const reviews = useReviews(freelancerId);
  const meta = reviews.data?.pages[0]?.meta;
  const average =
    meta && meta.average_rating !== null ? (
      <p className={styles.average}>
        <StarRating rating={meta.average_rating} />
        <span>
          {meta.average_rating.toFixed(1)} from {meta.total} {meta.total === 1 ? 'review' : 'reviews'}
        </span>
      </p>
    ) : null;

  let content;
  if (reviews.data === undefined) {
    content = reviews.isError ? (
      <LoadFailed message={reviews.error.message} onRetry={() => void reviews.refetch()} />
    ) : (
      <ListSkeleton label="reviews" />
    );
  } else {
    const items = reviews.data.pages.flatMap((page) => page.data);
    content =
      items.length === 0 ? (
        <p className={styles.empty}>No reviews yet.</p>
      ) : (
        <>
          <ul className={styles.list}>
            {items.map((review) => (
              <li key={review.id} className={styles.review}>
                <StarRating rating={review.rating} />
                <h3 className={styles.job}>{review.job_title}</h3>
                {review.text ? <blockquote className={styles.quote}>{review.text}</blockquote> : null}
                <p className={styles.byline}>
                  {review.client_name} · {formatDay(review.created_at)}
                </p>
              </li>
            ))}
          </ul>
          <LoadMore
            hasNextPage={reviews.hasNextPage}
            isFetchingNextPage={reviews.isFetchingNextPage}
            error={reviews.isFetchNextPageError ? reviews.error.message : null}
            onLoadMore={() => void reviews.fetchNextPage()}
          />
        </>
      );
  }
  return (
    <Section title="Reviews" aside={average}>
      {content}
    </Section>
  );
}

import { Link } from '@talentindia/router';
import styles from './directory-pagination.module.css';

export interface DirectoryPaginationProps {
  page: number;
  pages: number;
  /** The address of a page of the same results. */
  hrefFor: (page: number) => string;
}

/** Previous and next pages as links, so each page of results has its own address. */
export function DirectoryPagination({ page, pages, hrefFor }: DirectoryPaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label="Pagination">
      {page > 1 ? (
        <Link className={styles.link} to={hrefFor(page - 1)} rel="prev">
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className={styles.position}>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link className={styles.link} to={hrefFor(page + 1)} rel="next">
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

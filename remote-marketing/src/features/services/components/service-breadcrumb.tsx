import { Link } from '@talentindia/router';
import styles from './service-breadcrumb.module.css';

/** Services › <page>: the way back to the overview from a developer-type page. */
export function ServiceBreadcrumb({ current }: { current: string }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol className={styles.list}>
        <li>
          <Link to="/services">Services</Link>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}

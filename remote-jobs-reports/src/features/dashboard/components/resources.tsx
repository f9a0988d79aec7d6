import { useId } from 'react';
import { Link } from '@talentindia/router';
import { Section } from '@talentindia/ui/page-parts';
import { paths } from '../../../config/paths';
import { blogResources, developerTypeGuides, type ResourceLink } from '../content/dashboard-resources';
import styles from './resources.module.css';

function LinkList({ labelledBy, links }: { labelledBy: string; links: ResourceLink[] }) {
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href} className={styles.link}>
            {link.title}
          </Link>
          <span className={styles.note}>{link.note}</span>
        </li>
      ))}
    </ul>
  );
}

/** Spec §2: Resources, the blog's hiring guides and the Find Talent page of each developer type. */
export function Resources() {
  const blogId = useId();
  const guidesId = useId();
  return (
    <Section title="Resources" variant="plain">
      <div className={styles.columns}>
        <div className={styles.group}>
          <h3 id={blogId} className={styles.groupHeading}>
            From the blog
          </h3>
          <LinkList labelledBy={blogId} links={blogResources} />
          <Link to={paths.blog} className={styles.more}>
            All articles
          </Link>
        </div>
        <div className={styles.group}>
          <h3 id={guidesId} className={styles.groupHeading}>
            Guides by developer type
          </h3>
          <LinkList labelledBy={guidesId} links={developerTypeGuides} />
        </div>
      </div>
    </Section>
  );
}

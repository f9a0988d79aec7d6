import type { FreelancerProfile } from '@talentindia/contracts';
import { VisuallyHidden } from '@talentindia/ui';
import { Section } from '@talentindia/ui/page-parts';
import { formatMonth } from '../utils/format-dates';
import { SkillList } from './skill-list';
import styles from './portfolio-list.module.css';

/** Only web addresses become links: a stored `javascript:` or `data:` address must never be clickable. */
function webAddress(url: string | null): string | null {
  if (url === null) return null;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** Projects the freelancer shows off: what it was, the skills used, when it was done, and where to see it. */
export function PortfolioList({ items }: { items: FreelancerProfile['portfolio'] }) {
  return (
    <Section title="Portfolio">
      {items.length === 0 ? (
        <p className={styles.empty}>No portfolio projects added.</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => {
            const url = webAddress(item.url);
            return (
              <li key={item.id} className={styles.item}>
                <h3 className={styles.title}>{item.title}</h3>
                {item.completed_at ? <p className={styles.when}>Completed {formatMonth(item.completed_at)}</p> : null}
                <p className={styles.description}>{item.description}</p>
                <SkillList skills={item.skills} label={`Skills used in ${item.title}`} />
                {url ? (
                  <a className={styles.link} href={url} target="_blank" rel="noopener noreferrer">
                    View project<VisuallyHidden> {item.title} (opens in a new tab)</VisuallyHidden>
                  </a>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

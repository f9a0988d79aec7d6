import { useId } from 'react';
import { PageSection } from '../../../components/page-section/page-section';
import { SectionHeading } from '../../../components/section-heading/section-heading';
import type { ServicePageContent } from '../content/service-page-content';
import styles from './technology-list-section.module.css';

export function TechnologyListSection({ technologies }: Pick<ServicePageContent, 'technologies'>) {
  const headingId = useId();
  return (
    <PageSection labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow="Skills" title={technologies.title} lead={technologies.lead} />
      <ul className={styles.list} aria-labelledby={headingId}>
        {technologies.items.map((technology) => (
          <li key={technology} className={styles.item}>
            {technology}
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

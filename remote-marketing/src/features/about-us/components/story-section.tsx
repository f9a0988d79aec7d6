import { useId } from 'react';
import { PageSection } from '../../../components/page-section/page-section';
import { SectionHeading } from '../../../components/section-heading/section-heading';
import styles from './story-section.module.css';

export function StorySection() {
  const headingId = useId();
  return (
    <PageSection labelledBy={headingId} tone="alt" narrow>
      <SectionHeading id={headingId} eyebrow="Our story" title="Why we built TalentIndia" align="start" />
      <div className={styles.body}>
        <p>
          Companies have worked with Indian engineers for decades, usually through large outsourcing firms with long
          contracts and layers of account managers between the client and the person writing the code. Meanwhile a new
          generation of Indian developers has grown up building for the web and mobile, contributing to open source and
          working directly with start-ups around the world.
        </p>
        <p>
          We built TalentIndia to connect those two worlds directly. Clients post a job and hear from developers
          themselves, not from a sales team. Developers show their real skills, experience and rates, and get paid
          reliably for their work.
        </p>
        <p>
          Everything on the platform, from verified profiles and in-app messaging to card payments and transaction
          reports, is designed to make that direct relationship easy to start and easy to keep.
        </p>
      </div>
    </PageSection>
  );
}

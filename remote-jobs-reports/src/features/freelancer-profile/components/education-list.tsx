import type { FreelancerProfile } from '@talentindia/contracts';
import { Section } from '@talentindia/ui/page-parts';
import { formatPeriod } from '../utils/format-dates';
import { HistoryList } from './history-list';

/** Spec §2: education (institution, degree, dates). */
export function EducationList({ educations }: { educations: FreelancerProfile['educations'] }) {
  return (
    <Section title="Education">
      <HistoryList
        empty="No education added."
        entries={educations.map((education, index) => ({
          key: `${index}-${education.institution_name}`,
          heading: education.institution_name,
          detail: education.degree,
          period: formatPeriod(education.started_at, education.ended_at),
        }))}
      />
    </Section>
  );
}

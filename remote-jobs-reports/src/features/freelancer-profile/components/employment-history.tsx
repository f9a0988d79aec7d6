import type { FreelancerProfile } from '@talentindia/contracts';
import { Section } from '@talentindia/ui/page-parts';
import { formatPeriod } from '../utils/format-dates';
import { HistoryList } from './history-list';

/** Spec §2: employment history (title, company, start and end month, "Present" when no end). */
export function EmploymentHistory({ employments }: { employments: FreelancerProfile['employments'] }) {
  return (
    <Section title="Employment History">
      <HistoryList
        empty="No employment history added."
        entries={employments.map((employment, index) => ({
          key: `${index}-${employment.company_name}`,
          heading: employment.title,
          detail: employment.company_name,
          period: formatPeriod(employment.started_at, employment.ended_at),
        }))}
      />
    </Section>
  );
}

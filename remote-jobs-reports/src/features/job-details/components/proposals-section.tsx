import { useRef, useState } from 'react';
import type { JobDetail } from '@talentindia/contracts';
import { Button, SectionSkeleton } from '@talentindia/ui';
import { LoadFailed, Section, TabList } from '@talentindia/ui/page-parts';
import { useProposals, type ProposalsView } from '../../../api/get-proposals';
import { ProposalCard } from './proposal-card';
import styles from './proposals-section.module.css';

const TABS: { value: ProposalsView; label: string; empty: string }[] = [
  { value: 'all', label: 'All', empty: 'No proposals yet. Proposals from freelancers will show here.' },
  {
    value: 'shortlisted',
    label: 'Shortlisted',
    empty: 'No shortlisted proposals. Shortlist the proposals you like to compare them here.',
  },
  { value: 'archived', label: 'Archived', empty: 'No archived proposals.' },
];

const tabId = (view: ProposalsView) => `proposals-tab-${view}`;
const PANEL_ID = 'proposals-panel';

/**
 * The job's proposals in three tabs (All, Shortlisted, Archived) with their counts, page after page.
 * The tabs follow the WAI-ARIA tabs pattern: arrow keys, Home and End move between them.
 */
export function ProposalsSection({ job }: { job: JobDetail }) {
  const [view, setView] = useState<ProposalsView>('all');
  const proposals = useProposals(job.id, view);
  const panel = useRef<HTMLDivElement>(null);
  const counts = proposals.data?.pages.at(-1)?.meta.counts;
  // While another tab loads, the counts of the last answer stay on the tabs, not the old tab's list.
  const shown = proposals.isPlaceholderData ? undefined : proposals.data;
  const items = shown?.pages.flatMap((page) => page.data) ?? [];
  const current = TABS.find((tab) => tab.value === view)!;

  let content;
  if (proposals.isError && !shown) {
    content = <LoadFailed message={proposals.error.message} onRetry={() => void proposals.refetch()} />;
  } else if (!shown) {
    content = <SectionSkeleton label="proposals" rows={3} />;
  } else if (items.length === 0) {
    content = <p className={styles.empty}>{current.empty}</p>;
  } else {
    content = (
      <>
        <ul className={styles.list} aria-label={`${current.label} proposals`}>
          {items.map((proposal) => (
            <li key={proposal.id}>
              <ProposalCard job={job} proposal={proposal} onMoved={() => panel.current?.focus()} />
            </li>
          ))}
        </ul>
        {proposals.hasNextPage ? (
          <Button
            variant="secondary"
            className={styles.more}
            disabled={proposals.isFetchingNextPage}
            aria-busy={proposals.isFetchingNextPage || undefined}
            onClick={() => void proposals.fetchNextPage()}
          >
            Load More
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <Section title="Proposals" variant="plain" headingId="proposals-heading">
      <TabList
        label="Proposals"
        tabs={TABS.map((tab) => ({
          value: tab.value,
          label: counts ? `${tab.label} (${counts[tab.value]})` : tab.label,
        }))}
        selected={view}
        onSelect={setView}
        tabId={tabId}
        panelId={() => PANEL_ID}
      />
      <div
        ref={panel}
        role="tabpanel"
        id={PANEL_ID}
        aria-labelledby={tabId(view)}
        tabIndex={-1}
        className={styles.panel}
      >
        {content}
      </div>
    </Section>
  );
}

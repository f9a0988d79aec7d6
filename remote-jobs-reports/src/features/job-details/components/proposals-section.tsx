import { useRef, useState, type KeyboardEvent } from 'react';
import type { JobDetail } from '@talentindia/contracts';
import { Button, LoadFailed, SectionSkeleton } from '@talentindia/ui';
import { useProposals, type ProposalsView } from '../../../api/get-proposals';
import { ProposalCard } from './proposal-card';
import styles from './proposals-section.module.css';

const TABS: { view: ProposalsView; label: string; empty: string }[] = [
  { view: 'all', label: 'All', empty: 'No proposals yet. Proposals from freelancers will show here.' },
  {
    view: 'shortlisted',
    label: 'Shortlisted',
    empty: 'No shortlisted proposals. Shortlist the proposals you like to compare them here.',
  },
  { view: 'archived', label: 'Archived', empty: 'No archived proposals.' },
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
  const tabs = useRef(new Map<ProposalsView, HTMLButtonElement>());
  const counts = proposals.data?.pages.at(-1)?.meta.counts;
  // While another tab loads, the counts of the last answer stay on the tabs, not the old tab's list.
  const shown = proposals.isPlaceholderData ? undefined : proposals.data;
  const items = shown?.pages.flatMap((page) => page.data) ?? [];
  const current = TABS.find((tab) => tab.view === view)!;

  const choose = (next: ProposalsView) => {
    setView(next);
    tabs.current.get(next)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.findIndex((tab) => tab.view === view);
    const target =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index - 1 + TABS.length) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    choose(target.view);
  };

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
    <section className={styles.section} aria-labelledby="proposals-heading">
      <h2 id="proposals-heading" className={styles.heading}>
        Proposals
      </h2>
      <div role="tablist" aria-label="Proposals" className={styles.tabs}>
        {TABS.map((tab) => (
          <button
            key={tab.view}
            ref={(element) => {
              if (element) tabs.current.set(tab.view, element);
            }}
            type="button"
            role="tab"
            id={tabId(tab.view)}
            aria-selected={tab.view === view}
            aria-controls={PANEL_ID}
            tabIndex={tab.view === view ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(tab.view)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
            {counts ? ` (${counts[tab.view]})` : ''}
          </button>
        ))}
      </div>
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
    </section>
  );
}

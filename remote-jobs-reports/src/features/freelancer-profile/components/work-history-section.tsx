import { useId, useState } from 'react';
import { Section, TabList } from '@talentindia/ui/page-parts';
import type { WorkHistoryStatus } from '../api/get-work-history';
import { WorkHistoryList } from './work-history-list';
import styles from './work-history-section.module.css';

const TABS: { value: WorkHistoryStatus; label: string }[] = [
  { value: 'completed', label: 'Completed Jobs' },
  { value: 'in_progress', label: 'In Progress' },
];

/**
 * Spec §2: the work history in two tabs, "Completed Jobs" and "In Progress" (the WAI-ARIA tabs
 * pattern: arrow keys, Home and End move between tabs; only the chosen tab is in the Tab order).
 * A tab's contracts load when it is first chosen.
 */
export function WorkHistorySection({ freelancerId }: { freelancerId: number }) {
  const baseId = useId();
  const [selected, setSelected] = useState<WorkHistoryStatus>('completed');
  // A tab that was opened stays rendered (hidden) so coming back to it keeps its pages, without a reload.
  const [opened, setOpened] = useState<ReadonlySet<WorkHistoryStatus>>(() => new Set(['completed']));
  const choose = (status: WorkHistoryStatus) => {
    setSelected(status);
    setOpened((current) => (current.has(status) ? current : new Set([...current, status])));
  };
  const tabId = (status: WorkHistoryStatus) => `${baseId}-tab-${status}`;
  const panelId = (status: WorkHistoryStatus) => `${baseId}-panel-${status}`;

  return (
    <Section title="Work History">
      <TabList label="Work history" tabs={TABS} selected={selected} onSelect={choose} tabId={tabId} panelId={panelId} />
      {TABS.map((tab) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={panelId(tab.value)}
          aria-labelledby={tabId(tab.value)}
          hidden={tab.value !== selected}
          tabIndex={0}
          className={styles.panel}
        >
          {opened.has(tab.value) ? <WorkHistoryList freelancerId={freelancerId} status={tab.value} /> : null}
        </div>
      ))}
    </Section>
  );
}

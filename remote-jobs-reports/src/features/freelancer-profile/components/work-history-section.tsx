import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { WorkHistoryStatus } from '../api/get-work-history';
import { ProfileSection } from './profile-section';
import { WorkHistoryList } from './work-history-list';
import styles from './work-history-section.module.css';

const TABS: { status: WorkHistoryStatus; label: string }[] = [
  { status: 'completed', label: 'Completed Jobs' },
  { status: 'in_progress', label: 'In Progress' },
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
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (status: WorkHistoryStatus) => `${baseId}-tab-${status}`;
  const panelId = (status: WorkHistoryStatus) => `${baseId}-panel-${status}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const current = TABS.findIndex((tab) => tab.status === selected);
    const next = {
      ArrowRight: (current + 1) % TABS.length,
      ArrowLeft: (current - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(TABS[next]!.status);
    tabs.current[next]?.focus();
  };

  return (
    <ProfileSection title="Work History">
      <div role="tablist" aria-label="Work history" className={styles.tabs}>
        {TABS.map((tab, index) => (
          <button
            key={tab.status}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab.status)}
            aria-selected={tab.status === selected}
            aria-controls={panelId(tab.status)}
            tabIndex={tab.status === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(tab.status)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.status}
          role="tabpanel"
          id={panelId(tab.status)}
          aria-labelledby={tabId(tab.status)}
          hidden={tab.status !== selected}
          tabIndex={0}
          className={styles.panel}
        >
          {opened.has(tab.status) ? <WorkHistoryList freelancerId={freelancerId} status={tab.status} /> : null}
        </div>
      ))}
    </ProfileSection>
  );
}

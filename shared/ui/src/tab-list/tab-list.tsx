import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tab-list.module.css';

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
}

export interface TabListProps<T extends string> {
  /** The list's accessible name ("Proposals"). */
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (value: T) => void;
  /** Each tab's id: its panel is labelled by it. */
  tabId: (value: T) => string;
  /** The id of the panel each tab shows (one panel may serve every tab). */
  panelId: (value: T) => string;
}

const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The tabs of the WAI-ARIA tabs pattern: the arrow keys, Home and End move to another tab and choose
 * it; only the chosen tab is in the Tab order, so Tab goes on to its panel. The caller draws the panels.
 */
export function TabList<T extends string>({ label, tabs, selected, onSelect, tabId, panelId }: TabListProps<T>) {
  const buttons = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next =
      tabs[
        step(
          tabs.findIndex((tab) => tab.value === selected),
          tabs.length,
        )
      ];
    if (!next) return;
    onSelect(next.value);
    buttons.current.get(next.value)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={styles.tabs}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          ref={(element) => {
            if (element) buttons.current.set(tab.value, element);
            else buttons.current.delete(tab.value);
          }}
          type="button"
          role="tab"
          id={tabId(tab.value)}
          aria-selected={tab.value === selected}
          aria-controls={panelId(tab.value)}
          tabIndex={tab.value === selected ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(tab.value)}
          onKeyDown={onKeyDown}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

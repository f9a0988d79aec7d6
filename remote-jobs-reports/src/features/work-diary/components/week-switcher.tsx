import type { WorkDiary } from '@talentindia/contracts';
import { Button } from '@talentindia/ui';
import styles from './week-switcher.module.css';

export interface WeekSwitcherProps {
  diary: WorkDiary;
  /** Shows the week of this Monday. */
  onChoose: (monday: string) => void;
}

/** The weeks around this one: none before the contract's first week, none after this week. */
export function WeekSwitcher({ diary, onChoose }: WeekSwitcherProps) {
  const { previous_week: previous, next_week: next } = diary;
  return (
    <div role="group" aria-label="Weeks" className={styles.switcher}>
      <Button
        variant="secondary"
        size="small"
        disabled={previous === null}
        onClick={() => previous && onChoose(previous)}
      >
        Previous week
      </Button>
      <Button variant="secondary" size="small" disabled={next === null} onClick={() => next && onChoose(next)}>
        Next week
      </Button>
    </div>
  );
}

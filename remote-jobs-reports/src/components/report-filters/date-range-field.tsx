import { useId, useState, type ReactNode } from 'react';
import { platformDayOf, type CalendarDay } from '@talentindia/contracts';
import { toast } from '@talentindia/core';
import { Button, ChevronDownIcon, Modal, preloadWidgets } from '@talentindia/ui';
import { DIALOG_LOAD_FAILED } from '../../hooks/use-dialog-on-demand';
import {
  formatRange,
  formatRangeEnd,
  formatRangeStart,
  pickRangeDay,
  type DayRange,
  type RangeEnd,
} from '../../utils/date-range';
import type { RangeCalendarProps } from './range-calendar';
import styles from './date-range-field.module.css';

type RangeCalendar = (props: RangeCalendarProps) => ReactNode;

let pickerLoad: Promise<RangeCalendar> | null = null;

/**
 * The calendar (react-day-picker) and the dialog's code, fetched the first time the field is
 * reached or opened, not with the page; one fetch for the page's life, asked again after a failure.
 */
function loadPicker(): Promise<RangeCalendar> {
  pickerLoad ??= Promise.all([
    import(/* webpackChunkName: "date-range-calendar" */ './range-calendar'),
    preloadWidgets(),
  ]).then(
    ([calendar]) => calendar.RangeCalendar,
    (error: unknown) => {
      pickerLoad = null;
      throw error;
    },
  );
  return pickerLoad;
}

export interface DateRangeFieldProps {
  label: string;
  /** The first day (`YYYY-MM-DD`); undefined: open ("Early"). */
  from: string | undefined;
  /** The last day; undefined: open ("Continuous"). */
  to: string | undefined;
  /** The range chosen, an open end as undefined (both keys are always there). */
  onChange: (range: { from?: string; to?: string }) => void;
}

interface Draft {
  range: DayRange;
  next: RangeEnd;
  today: CalendarDay;
}

/**
 * A report's date range (spec §2): a button that shows the range and opens a dialog with a calendar
 * (the dialog keeps the focus, Escape closes it, the focus goes back to the button). In the dialog
 * the first day picked is the start and the next the end; either end can be cleared to leave it
 * open, "Early" or "Continuous". The range changes only with Apply.
 */
export function DateRangeField({ label, from, to, onChange }: DateRangeFieldProps) {
  const labelId = useId();
  const valueId = useId();
  const [Calendar, setCalendar] = useState<RangeCalendar | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [draft, setDraft] = useState<Draft | null>(null);

  const warm = () => void loadPicker().catch(() => undefined);
  const open = () =>
    void loadPicker().then(
      (calendar) => {
        setDraft({ range: { from, to }, next: 'start', today: platformDayOf(new Date()) });
        setCalendar(() => calendar);
        setIsOpen(true);
      },
      () => toast.error(DIALOG_LOAD_FAILED),
    );

  const update = (change: (draft: Draft) => Partial<Draft>) =>
    setDraft((current) => (current ? { ...current, ...change(current) } : current));
  const apply = () => {
    setIsOpen(false);
    if (!draft || (draft.range.from === from && draft.range.to === to)) return;
    onChange({ from: draft.range.from, to: draft.range.to });
  };

  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <button
        type="button"
        className={styles.button}
        aria-labelledby={`${labelId} ${valueId}`}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={open}
      >
        <span id={valueId}>{formatRange({ from, to })}</span>
        <ChevronDownIcon width={18} height={18} aria-hidden="true" />
      </button>
      {Calendar && draft ? (
        <Modal
          open={isOpen}
          onOpenChange={setIsOpen}
          title={label}
          description="Pick the first day, then the last. Clear an end to leave it open."
          footer={
            <>
              <Button variant="secondary" onClick={() => setIsOpen(false)}>
                Cancel
              </Button>
              <Button onClick={apply}>Apply</Button>
            </>
          }
        >
          <div className={styles.ends}>
            <div className={styles.end}>
              <p className={styles.endText}>
                Start: <strong>{formatRangeStart(draft.range.from)}</strong>
              </p>
              <Button
                variant="ghost"
                size="small"
                onClick={() => update(({ range }) => ({ range: { from: undefined, to: range.to }, next: 'end' }))}
              >
                Clear start
              </Button>
            </div>
            <div className={styles.end}>
              <p className={styles.endText}>
                End: <strong>{formatRangeEnd(draft.range.to)}</strong>
              </p>
              <Button
                variant="ghost"
                size="small"
                onClick={() => update(({ range }) => ({ range: { from: range.from, to: undefined }, next: 'start' }))}
              >
                Clear end
              </Button>
            </div>
          </div>
          <p className={styles.next} aria-live="polite">
            {draft.next === 'start' ? 'Pick the start day.' : 'Pick the end day.'}
          </p>
          <Calendar
            range={draft.range}
            today={draft.today}
            onPick={(day) => update(({ range, next }) => pickRangeDay(range, day, next))}
          />
        </Modal>
      ) : null}
    </div>
  );
}

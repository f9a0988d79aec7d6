import { DayPicker, type DateRange } from 'react-day-picker';
// The day picker's own styles as a CSS module: its class names stay local to this remote.
import dayPickerStyles from 'react-day-picker/style.module.css';
import type { CalendarDay } from '@talentindia/contracts';
import type { DayRange } from '../../utils/date-range';
import styles from './range-calendar.module.css';

/**
 * The calendar works in the browser's local days; a platform day (`YYYY-MM-DD`, ADR 016) is drawn
 * as the local day with the same date, and read back the same way, so no time zone moves a day.
 */
function toLocalDate(day: CalendarDay): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

function toCalendarDay(date: Date): CalendarDay {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const openRange = styles.openRange ?? '';

/** How far back the month and year dropdowns reach. */
const YEARS_BACK = 10;

export interface RangeCalendarProps {
  range: DayRange;
  /** The platform's today: marked, and the last day that can be picked. */
  today: CalendarDay;
  onPick: (day: CalendarDay) => void;
}

/**
 * react-day-picker in range mode, in a chunk of its own (DateRangeField loads it on demand). The
 * field decides what a picked day does (pickRangeDay); days after today cannot be picked, and an
 * open end is shaded up to (or on from) the end that is set.
 */
export function RangeCalendar({ range, today, onPick }: RangeCalendarProps) {
  const todayDate = toLocalDate(today);
  const from = range.from === undefined ? undefined : toLocalDate(range.from);
  const to = range.to === undefined ? undefined : toLocalDate(range.to);
  const selected: DateRange = { from, to };
  const shown = to ?? from ?? todayDate;
  return (
    <DayPicker
      mode="range"
      classNames={dayPickerStyles}
      className={styles.calendar}
      selected={selected}
      onSelect={(_range, picked) => onPick(toCalendarDay(picked))}
      defaultMonth={new Date(shown.getFullYear(), shown.getMonth(), 1)}
      captionLayout="dropdown"
      startMonth={new Date(todayDate.getFullYear() - YEARS_BACK, 0, 1)}
      endMonth={todayDate}
      today={todayDate}
      disabled={{ after: todayDate }}
      // The platform's weeks start on Monday (ADR 016).
      weekStartsOn={1}
      modifiers={{
        openStart: from === undefined && to ? { before: to } : undefined,
        openEnd: to === undefined && from ? { after: from } : undefined,
      }}
      modifiersClassNames={{ openStart: openRange, openEnd: openRange }}
    />
  );
}

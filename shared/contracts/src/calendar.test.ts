import { addCalendarDays, dayIn, isKnownTimeZone, monthOfDay, platformDayOf, weekOf, weekOfDay } from './calendar';

const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;

describe('weekOf: Monday 00:00 to Sunday 24:00 UTC', () => {
  it('keeps Sunday 23:59:59 UTC in the week that started the Monday before', () => {
    expect(weekOf(at('2026-03-08T23:59:59.999Z'))).toEqual({
      monday: '2026-03-02',
      sunday: '2026-03-08',
      startsAt: at('2026-03-02T00:00:00.000Z'),
      endsAt: at('2026-03-09T00:00:00.000Z'),
    });
  });

  it('starts a new week at Monday 00:00 UTC', () => {
    expect(weekOf(at('2026-03-09T00:00:00.000Z'))).toEqual({
      monday: '2026-03-09',
      sunday: '2026-03-15',
      startsAt: at('2026-03-09T00:00:00.000Z'),
      endsAt: at('2026-03-16T00:00:00.000Z'),
    });
  });

  it('runs across the turn of the year', () => {
    expect(weekOf(at('2026-12-31T12:00:00Z'))).toMatchObject({ monday: '2026-12-28', sunday: '2027-01-03' });
    expect(weekOf(at('2027-01-03T23:59:59Z')).monday).toBe('2026-12-28');
  });

  it('is 168 hours long in a week when clocks change somewhere (Europe, the US, New Zealand)', () => {
    for (const instant of [
      '2026-03-08T12:00:00Z',
      '2026-03-29T12:00:00Z',
      '2026-04-05T12:00:00Z',
      '2026-11-01T12:00:00Z',
    ]) {
      const week = weekOf(at(instant));
      expect(week.endsAt.getTime() - week.startsAt.getTime()).toBe(WEEK);
      expect(week.startsAt.toISOString()).toBe(`${week.monday}T00:00:00.000Z`);
    }
  });
});

describe('dayIn: the day a person sees in their time zone', () => {
  it('is already Monday east of UTC while the UTC week has not turned', () => {
    const sundayEvening = at('2026-03-08T20:00:00Z');
    expect(dayIn('Asia/Kolkata', sundayEvening)).toBe('2026-03-09'); // 01:30 on Monday in India
    expect(platformDayOf(sundayEvening)).toBe('2026-03-08');
    expect(weekOf(sundayEvening).monday).toBe('2026-03-02');
  });

  it('turns Monday at UTC+14 (Kiritimati) and UTC+13 (Auckland in summer) on the UTC Sunday', () => {
    expect(dayIn('Pacific/Kiritimati', at('2026-03-08T09:59:59Z'))).toBe('2026-03-08');
    expect(dayIn('Pacific/Kiritimati', at('2026-03-08T10:00:00Z'))).toBe('2026-03-09');
    expect(dayIn('Pacific/Auckland', at('2026-03-08T10:59:59Z'))).toBe('2026-03-08');
    expect(dayIn('Pacific/Auckland', at('2026-03-08T11:00:00Z'))).toBe('2026-03-09');
    expect(weekOf(at('2026-03-08T11:00:00Z')).monday).toBe('2026-03-02');
  });

  it('is still Sunday west of UTC after the UTC week turned', () => {
    const mondayMorningUtc = at('2026-03-09T06:59:59Z');
    expect(dayIn('America/Los_Angeles', mondayMorningUtc)).toBe('2026-03-08'); // 23:59:59 on Sunday, PDT
    expect(dayIn('America/Los_Angeles', at('2026-03-09T07:00:00Z'))).toBe('2026-03-09');
    expect(weekOf(mondayMorningUtc).monday).toBe('2026-03-09');
  });

  it('follows daylight saving time on the days clocks change', () => {
    // Los Angeles springs forward on 8 March 2026: the day starts at 08:00 UTC (PST) and ends at 07:00 UTC (PDT).
    expect(dayIn('America/Los_Angeles', at('2026-03-08T07:59:59Z'))).toBe('2026-03-07');
    expect(dayIn('America/Los_Angeles', at('2026-03-08T08:00:00Z'))).toBe('2026-03-08');
    expect(dayIn('America/Los_Angeles', at('2026-03-09T06:59:59Z'))).toBe('2026-03-08');
    // and falls back on 1 November: that day ends at 08:00 UTC (PST).
    expect(dayIn('America/Los_Angeles', at('2026-11-02T07:59:59Z'))).toBe('2026-11-01');
    expect(dayIn('America/Los_Angeles', at('2026-11-02T08:00:00Z'))).toBe('2026-11-02');
    // Auckland leaves summer time on 5 April 2026: that day starts at 11:00 UTC (+13) and ends at 12:00 UTC (+12).
    expect(dayIn('Pacific/Auckland', at('2026-04-04T11:00:00Z'))).toBe('2026-04-05');
    expect(dayIn('Pacific/Auckland', at('2026-04-05T11:59:59Z'))).toBe('2026-04-05');
    expect(dayIn('Pacific/Auckland', at('2026-04-05T12:00:00Z'))).toBe('2026-04-06');
    // London's clocks go forward at 01:00 UTC on 29 March: the date does not jump with them.
    expect(dayIn('Europe/London', at('2026-03-28T23:59:59Z'))).toBe('2026-03-28');
    expect(dayIn('Europe/London', at('2026-03-29T00:00:00Z'))).toBe('2026-03-29');
    expect(dayIn('Europe/London', at('2026-03-29T22:59:59Z'))).toBe('2026-03-29');
    expect(dayIn('Europe/London', at('2026-03-29T23:00:00Z'))).toBe('2026-03-30');
  });

  it('counts a zone the runtime does not know as UTC', () => {
    expect(isKnownTimeZone('Asia/Kolkata')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
    expect(dayIn('Mars/Olympus_Mons', at('2026-03-08T20:00:00Z'))).toBe('2026-03-08');
    expect(dayIn('', at('2026-03-08T20:00:00Z'))).toBe('2026-03-08');
  });
});

describe('weekOfDay: the week a logged day counts in', () => {
  it('puts every day from Monday to Sunday in the week named by that Monday', () => {
    const days = ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15'];
    for (const day of days) expect(weekOfDay(day).monday).toBe('2026-03-09');
    expect(weekOfDay('2026-03-08').monday).toBe('2026-03-02');
    expect(weekOfDay('2026-03-16').monday).toBe('2026-03-16');
  });

  it('agrees with "this week" for the day hours may be logged for, at every hour of the weeks around clock changes and the new year', () => {
    // Hours logged for today (the platform's day) always count in the week the contract calls this week.
    const spans = [
      ['2026-03-02T00:00:00Z', '2026-04-13T00:00:00Z'],
      ['2026-10-19T00:00:00Z', '2026-11-09T00:00:00Z'],
      ['2026-12-21T00:00:00Z', '2027-01-11T00:00:00Z'],
    ] as const;
    const disagreements: string[] = [];
    for (const [from, to] of spans)
      for (let time = at(from).getTime() - 1; time < at(to).getTime(); time += HOUR) {
        const now = new Date(time);
        const week = weekOfDay(platformDayOf(now));
        if (week.monday !== weekOf(now).monday) disagreements.push(now.toISOString());
      }
    expect(disagreements).toEqual([]);
    expect(weekOfDay(platformDayOf(at('2026-03-08T23:59:59Z')))).toEqual(weekOf(at('2026-03-08T23:59:59Z')));
  });

  it('refuses what is not a calendar day', () => {
    for (const text of ['2026-02-30', '2026-3-4', '2026-03-04T00:00:00Z', '', 'Monday'])
      expect(() => weekOfDay(text)).toThrow(RangeError);
  });
});

describe('addCalendarDays', () => {
  it('counts days across months, years and leap days, forwards and back', () => {
    expect(addCalendarDays('2026-03-02', 7)).toBe('2026-03-09');
    expect(addCalendarDays('2026-03-02', -7)).toBe('2026-02-23');
    expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addCalendarDays('2026-12-28', 7)).toBe('2027-01-04');
  });

  it('refuses what is not a calendar day', () => {
    expect(() => addCalendarDays('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('monthOfDay', () => {
  it('gives the first and the last day of the month, leap years counted', () => {
    expect(monthOfDay('2026-11-28')).toEqual({ first: '2026-11-01', last: '2026-11-30' });
    expect(monthOfDay('2024-02-10')).toEqual({ first: '2024-02-01', last: '2024-02-29' });
    expect(monthOfDay('2100-02-28')).toEqual({ first: '2100-02-01', last: '2100-02-28' });
    expect(monthOfDay('9999-12-31')).toEqual({ first: '9999-12-01', last: '9999-12-31' });
    expect(monthOfDay('0001-01-01')).toEqual({ first: '0001-01-01', last: '0001-01-31' });
  });

  it('refuses a day that is not one', () => {
    expect(() => monthOfDay('2026-02-30')).toThrow(RangeError);
  });
});

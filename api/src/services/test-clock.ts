import type { Clock } from '../app';

/**
 * The clock of an api started with TEST_CLOCK, for end-to-end tests of what happens days apart (an
 * hourly week closing into its invoice, its review window): it starts at that time and runs on with
 * the machine's, so timeouts and scheduler ticks behave as usual, and `POST /dev/clock` moves it
 * forward. Never back: the api's stored times would then stop following each other.
 */
export interface TestClock extends Clock {
  /** Moves the clock `minutes` forward (a positive whole number); answers the new time. */
  advance(minutes: number): Date;
}

const MINUTE_MS = 60 * 1000;

/** A test clock at `start` now, going on with `machine` from here. */
export function startTestClock(start: Date, machine: Clock): TestClock {
  const offsetMs = start.getTime() - machine.now().getTime();
  let advancedMs = 0;
  const now = () => new Date(machine.now().getTime() + offsetMs + advancedMs);
  return {
    now,
    advance(minutes) {
      if (!Number.isInteger(minutes) || minutes < 1) {
        throw new RangeError(`The test clock moves forward by whole minutes (got ${minutes}).`);
      }
      advancedMs += minutes * MINUTE_MS;
      return now();
    },
  };
}

import { startTestClock } from './test-clock';

/** A machine clock the test moves by hand. */
function machineAt(iso: string) {
  let now = Date.parse(iso);
  return { now: () => new Date(now), pass: (ms: number) => (now += ms) };
}

describe('startTestClock', () => {
  it('starts at the time it is given and runs on with the machine', () => {
    const machine = machineAt('2026-05-20T14:33:00Z');
    const clock = startTestClock(new Date('2031-03-10T09:00:00Z'), machine);
    expect(clock.now().toISOString()).toBe('2031-03-10T09:00:00.000Z');
    machine.pass(90_000);
    expect(clock.now().toISOString()).toBe('2031-03-10T09:01:30.000Z');
  });

  it('moves forward by whole minutes, each move adding to the last, and answers the new time', () => {
    const machine = machineAt('2026-05-20T14:33:00Z');
    const clock = startTestClock(new Date('2031-03-10T09:00:00Z'), machine);
    expect(clock.advance(24 * 60).toISOString()).toBe('2031-03-11T09:00:00.000Z');
    machine.pass(5_000);
    expect(clock.advance(8 * 24 * 60).toISOString()).toBe('2031-03-19T09:00:05.000Z');
    expect(clock.now().toISOString()).toBe('2031-03-19T09:00:05.000Z');
  });

  it.each([0, -60, 1.5, Number.NaN])('never moves back or by a part of a minute (%p)', (minutes) => {
    const clock = startTestClock(new Date('2031-03-10T09:00:00Z'), machineAt('2026-05-20T14:33:00Z'));
    expect(() => clock.advance(minutes)).toThrow(RangeError);
    expect(clock.now().toISOString()).toBe('2031-03-10T09:00:00.000Z');
  });
});

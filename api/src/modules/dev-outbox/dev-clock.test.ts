import { DEV_CLOCK_MAX_ADVANCE_MINUTES } from '@talentindia/contracts';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app';

const START = '2031-03-10T09:00:00Z';
const MINUTE = 60 * 1000;

/** How far the app's clock is from `iso`, in ms: the few ms or s the test itself has taken since. */
const sinceThen = (t: TestApp, iso: string) => t.app.clock.now().getTime() - Date.parse(iso);

describe('POST /dev/clock with DEV_OUTBOX=1 and TEST_CLOCK', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TEST_CLOCK: START });
  });
  afterAll(() => t.close());

  const advance = (payload: unknown, origin: { remoteAddress?: string } = {}) =>
    t.request({ method: 'POST', url: '/dev/clock', payload: payload as Record<string, unknown>, ...origin });

  it('runs the api on a clock that starts at TEST_CLOCK and moves it forward, every expiry with it', async () => {
    expect(sinceThen(t, START)).toBeGreaterThanOrEqual(0);
    expect(sinceThen(t, START)).toBeLessThan(MINUTE);
    // A session lasts 12 hours unless remembered: 13 hours on, it is over.
    const { token } = await signUp(t);
    expect((await t.request({ method: 'GET', url: '/notifications', token })).statusCode).toBe(200);

    const response = await advance({ advance_minutes: 13 * 60 });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(response.json()).toEqual({ status: true, data: { now: expect.any(String) } });
    expect(Date.parse(data.now) - Date.parse(START)).toBeGreaterThanOrEqual(13 * 60 * MINUTE);
    expect(Date.parse(data.now) - Date.parse(START)).toBeLessThan(13 * 60 * MINUTE + MINUTE);
    expect(sinceThen(t, data.now)).toBeGreaterThanOrEqual(0);
    expect((await t.request({ method: 'GET', url: '/notifications', token })).statusCode).toBe(401);

    // The next move goes on from there.
    const later = (await advance({ advance_minutes: DEV_CLOCK_MAX_ADVANCE_MINUTES })).json().data.now;
    expect(Date.parse(later) - Date.parse(data.now)).toBeGreaterThanOrEqual(DEV_CLOCK_MAX_ADVANCE_MINUTES * MINUTE);
    expect(Date.parse(later) - Date.parse(data.now)).toBeLessThan((DEV_CLOCK_MAX_ADVANCE_MINUTES + 1) * MINUTE);
  });

  it.each([
    ['no minutes', {}],
    ['zero minutes', { advance_minutes: 0 }],
    ['minutes back', { advance_minutes: -60 }],
    ['part of a minute', { advance_minutes: 1.5 }],
    ['minutes as text', { advance_minutes: '60' }],
    ['more than 60 days', { advance_minutes: DEV_CLOCK_MAX_ADVANCE_MINUTES + 1 }],
  ])('refuses %s with a 422 naming the field, and leaves the clock', async (_what, body) => {
    const before = t.app.clock.now().getTime();
    const response = await advance(body);
    expect(response.statusCode).toBe(422);
    const message = `Advance the clock by a whole number of minutes from 1 to ${DEV_CLOCK_MAX_ADVANCE_MINUTES}.`;
    expect(response.json()).toEqual({ status: false, message, errors: { advance_minutes: message } });
    expect(t.app.clock.now().getTime() - before).toBeLessThan(MINUTE);
  });

  it('is not there for a request from another machine, and leaves the clock', async () => {
    const before = t.app.clock.now().getTime();
    const response = await advance({ advance_minutes: 60 }, { remoteAddress: '203.0.113.7' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: false, message: 'No such endpoint: POST /dev/clock' });
    expect(t.app.clock.now().getTime() - before).toBeLessThan(MINUTE);
  });

  it('is documented with the other routes', async () => {
    const document = (await t.request({ method: 'GET', url: '/docs/json' })).json();
    expect(document.paths['/dev/clock'].post).toMatchObject({ tags: ['development'] });
  });
});

describe('without TEST_CLOCK', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEV_OUTBOX: '1' });
  });
  afterAll(() => t.close());

  it('runs on the machine’s time, and there is no POST /dev/clock', async () => {
    expect(Math.abs(sinceThen(t, new Date().toISOString()))).toBeLessThan(MINUTE);
    const response = await t.request({ method: 'POST', url: '/dev/clock', payload: { advance_minutes: 60 } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: false, message: 'No such endpoint: POST /dev/clock' });
    expect(Math.abs(sinceThen(t, new Date().toISOString()))).toBeLessThan(MINUTE);
  });
});

describe('TEST_CLOCK without DEV_OUTBOX', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEV_OUTBOX: '', TEST_CLOCK: START });
  });
  afterAll(() => t.close());

  it('starts the clock there, but offers no way to move it', async () => {
    expect(sinceThen(t, START)).toBeLessThan(MINUTE);
    const response = await t.request({ method: 'POST', url: '/dev/clock', payload: { advance_minutes: 60 } });
    expect(response.statusCode).toBe(404);
    expect(sinceThen(t, START)).toBeLessThan(MINUTE);
  });
});

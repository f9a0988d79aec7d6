import type { LightMyRequestResponse } from 'fastify';
import { STRONG_PASSWORD, createTestApp, signUp, uniqueEmail, type TestApp } from '../../testing/test-app';

// The real limits (RATE_LIMIT_SCALE 1): login 10 per account from one address and 30 per address in 15 minutes,
// sign-up 10 per address in an hour. Each test uses its own addresses and accounts.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
/** A fresh client address per call (the api keys its limits on the address, not taken from headers). */
const newIp = () => {
  ipCounter += 1;
  return `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

function expectTooMany(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  const retryAfter = String(response.headers['retry-after']);
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThan(0);
  expect(response.json()).toEqual({ status: false, message: expect.stringMatching(/Too many attempts/) });
}

const login = (email: string, password: string, remoteAddress: string) =>
  t.request({ method: 'POST', url: '/login', payload: { email, password }, remoteAddress });

const signupFrom = (remoteAddress: string) =>
  t.request({
    method: 'POST',
    url: '/signup',
    remoteAddress,
    payload: {
      first_name: 'Asha',
      last_name: 'Rao',
      email: uniqueEmail('limited'),
      password: STRONG_PASSWORD,
      confirm_password: STRONG_PASSWORD,
    },
  });

describe('POST /login', () => {
  it('answers 429 with Retry-After after 10 wrong passwords for one account', async () => {
    const { email } = await signUp(t, { email: uniqueEmail('victim') });
    const ip = newIp();
    const statuses: number[] = [];
    let last: LightMyRequestResponse | undefined;
    for (let attempt = 0; attempt < 40; attempt += 1) {
      last = await login(email, 'Wrong@1234', ip);
      statuses.push(last.statusCode);
      if (last.statusCode === 429) break;
    }

    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
    expectTooMany(last!);
    expect(last!.json().message).toMatch(/^Too many attempts\. Please try again in \d+ (seconds|minutes?)\.$/);
    // Even the right password is refused while the account is limited.
    expectTooMany(await login(email, STRONG_PASSWORD, ip));
  });

  it('never lets a stranger lock the owner out: their address is refused, the owner at theirs signs in', async () => {
    const { email } = await signUp(t, { email: uniqueEmail('owner') });
    const stranger = newIp();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login(email, 'Wrong@1234', stranger)).statusCode).toBe(401);
    }
    expectTooMany(await login(email, 'Wrong@1234', stranger));
    expect((await login(email, STRONG_PASSWORD, newIp())).statusCode).toBe(200);
  });

  it('mails the owner once when their account sees a burst of failures from many addresses', async () => {
    const { email } = await signUp(t, { email: uniqueEmail('spread') });
    const burstMails = async () =>
      (await t.request({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(email)}` }))
        .json<{ data: { subject: string; text: string }[] }>()
        .data.filter((mail) => mail.subject === 'Failed sign-in attempts on your TalentIndia account');
    for (let attempt = 0; attempt < 9; attempt += 1) {
      expect((await login(email, 'Wrong@1234', newIp())).statusCode).toBe(401);
    }
    expect(await burstMails()).toEqual([]);
    expect((await login(email, 'Wrong@1234', newIp())).statusCode).toBe(401);
    const [mail, ...more] = await burstMails();
    expect(more).toEqual([]);
    expect(mail!.text).toContain('with a wrong password 10 times in the last 15 minutes');
    // More failures in the same window: no second mail; and the owner still signs in.
    for (let attempt = 0; attempt < 5; attempt += 1) await login(email, 'Wrong@1234', newIp());
    expect(await burstMails()).toHaveLength(1);
    expect((await login(email, STRONG_PASSWORD, newIp())).statusCode).toBe(200);
  });

  it('does not limit another account', async () => {
    const limited = await signUp(t, { email: uniqueEmail('limited') });
    const other = await signUp(t, { email: uniqueEmail('other') });
    const ip = newIp();
    for (let attempt = 0; attempt < 11; attempt += 1) await login(limited.email, 'Wrong@1234', ip);

    expect((await login(other.email, STRONG_PASSWORD, ip)).statusCode).toBe(200);
  });

  it('limits one address to 30 attempts across accounts', async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const response = await login(uniqueEmail('guess'), 'Wrong@1234', ip);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expectTooMany(response);
    }
    expect(statuses).toEqual([...Array<number>(30).fill(401), 429]);
    expect((await login(uniqueEmail('guess'), 'Wrong@1234', newIp())).statusCode).toBe(401);
  });
});

describe('POST /signup', () => {
  it('allows 10 sign-ups an hour from one address; another address is not limited', async () => {
    const ip = newIp();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await signupFrom(ip)).statusCode).toBe(201);
    }
    const limited = await signupFrom(ip);
    expectTooMany(limited);
    expect(limited.json().message).toMatch(/minutes?\.$/);

    expect((await signupFrom(newIp())).statusCode).toBe(201);
  });
});

describe('POST /password/forgot', () => {
  it('mails at most 5 reset links an hour for one account', async () => {
    const { email } = await signUp(t, { email: uniqueEmail('reset') });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await t.request({
        method: 'POST',
        url: '/password/forgot',
        payload: { email },
        remoteAddress: newIp(),
      });
      expect(response.statusCode).toBe(200);
    }
    expectTooMany(
      await t.request({ method: 'POST', url: '/password/forgot', payload: { email }, remoteAddress: newIp() }),
    );
  });
});

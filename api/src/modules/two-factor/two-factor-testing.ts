import { eq } from 'drizzle-orm';
import { countries } from '../../db/schema';
import type { TestApp } from '../../testing/test-app';
import { mobileNumberE164 } from './phone-numbers';
import { totpCode, totpStep } from './totp';

let mobileCounter = 0;
/** A valid Indian mobile number no other test uses (in E.164), so the per-number daily cap stays apart. */
export function uniqueMobile(): string {
  for (;;) {
    mobileCounter += 1;
    const digits = String((process.pid * 7919 + mobileCounter * 104_729) % 100_000_000).padStart(8, '0');
    const phone = mobileNumberE164(`98${digits}`, 'IN');
    if (phone) return phone;
  }
}

/** What an authenticator app shows for a secret at a moment, `offset` steps away from it. */
export function appCode(secret: string, now: Date, offset = 0): string {
  return totpCode(secret, totpStep(now) + offset);
}

/** The middle of a 30-second step, so a test's own seconds never cross into the next one. */
export function midStep(at = new Date()): Date {
  return new Date(Math.floor(at.getTime() / 30_000) * 30_000 + 15_000);
}

export async function countryId(t: TestApp, iso: string): Promise<number> {
  const [row] = await t.app.db.select({ id: countries.id }).from(countries).where(eq(countries.isoCode, iso));
  if (!row) throw new Error(`no country ${iso}`);
  return row.id;
}

/** The six digits of the newest SMS to a number (the outbox, through the dev endpoint). */
export async function smsCode(t: TestApp, phone: string): Promise<string> {
  const response = await t.request({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(phone)}` });
  const text = (response.json().data[0] as { text: string } | undefined)?.text ?? '';
  const match = /code is (\d{6})\./.exec(text);
  if (!match) throw new Error(`no code in the SMS to ${phone}: ${text}`);
  return match[1]!;
}

/** Switches the authenticator app on, as the settings dialog does; the secret and the recovery codes. */
export async function enableAuthenticator(t: TestApp, token: string, now: Date) {
  const setup = await t.request({ method: 'GET', url: '/settings/2fa/app/setup', token });
  if (setup.statusCode !== 200) throw new Error(`setup failed: ${setup.statusCode} ${setup.body}`);
  const secret = setup.json().data.secret as string;
  const verify = await t.request({
    method: 'POST',
    url: '/settings/2fa/app/verify',
    token,
    payload: { code: appCode(secret, now) },
  });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.statusCode} ${verify.body}`);
  return { secret, recoveryCodes: verify.json().data.recovery_codes as string[] | null };
}

/** Switches SMS codes on for a number (E.164, an Indian mobile by default) with the texted code. */
export async function enableSms(t: TestApp, token: string, phone = uniqueMobile(), iso = 'IN') {
  const setup = await t.request({
    method: 'POST',
    url: '/settings/2fa/sms/setup',
    token,
    payload: { country_id: await countryId(t, iso), phone },
  });
  if (setup.statusCode !== 200) throw new Error(`sms setup failed: ${setup.statusCode} ${setup.body}`);
  const verify = await t.request({
    method: 'POST',
    url: '/settings/2fa/sms/verify',
    token,
    payload: { code: await smsCode(t, phone) },
  });
  if (verify.statusCode !== 200) throw new Error(`sms verify failed: ${verify.statusCode} ${verify.body}`);
  return { phone, recoveryCodes: verify.json().data.recovery_codes as string[] | null };
}

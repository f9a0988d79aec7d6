import { eq } from 'drizzle-orm';
import { countries, states } from '../../db/schema';
import { latestMail, linkToken, type TestApp } from '../../testing/test-app';
import { addCard } from '../money/money-testing';

/**
 * The three tasks of the $1000 credits claim, each done through the api as a user does it (the
 * verification link from the mail, the billing form, the built-in test provider's card form).
 */
export const creditTasks = {
  async verifyEmail(t: TestApp, email: string) {
    const token = linkToken((await latestMail(t, email))!.text, '/verify-email');
    const response = await t.request({ method: 'POST', url: '/email/verify', payload: { token } });
    if (response.statusCode !== 200) throw new Error(`verify failed: ${response.statusCode} ${response.body}`);
  },

  async completeBilling(t: TestApp, token: string) {
    const [india] = await t.app.db.select().from(countries).where(eq(countries.isoCode, 'IN'));
    const [goa] = await t.app.db.select().from(states).where(eq(states.name, 'Goa'));
    const response = await t.request({
      method: 'POST',
      url: '/settings/billing',
      token,
      payload: {
        type: 'individual',
        full_name: 'Asha Rao',
        address1: '1 Beach Road',
        city: 'Panaji',
        country_id: india!.id,
        state_id: goa!.id,
        pincode: '403001',
      },
    });
    if (response.statusCode !== 200) throw new Error(`billing failed: ${response.statusCode} ${response.body}`);
  },

  /** Saves a Visa test card; its id (to remove it again). */
  addCard: (t: TestApp, token: string): Promise<number> => addCard(t, token),

  async all(t: TestApp, user: { email: string; token: string }) {
    await creditTasks.verifyEmail(t, user.email);
    await creditTasks.completeBilling(t, user.token);
    await creditTasks.addCard(t, user.token);
  },
};

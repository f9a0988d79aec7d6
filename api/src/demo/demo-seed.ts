import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema';
import { findByEmail } from '../modules/accounts';
import { hashPassword } from '../services/passwords';
import { DEMO_ACCOUNT } from './demo-account';

export { DEMO_ACCOUNT };

/**
 * The demo data (DEMO_DATA=1): the demo freelancers first (the demo client's marketplace is made
 * with them), then the demo client, then their marketplace. Each part writes only what is missing,
 * so a restart adds nothing.
 */
export async function seedDemoData(app: FastifyInstance): Promise<void> {
  // Loaded only here: the generator's faker locales and avatar drawing are not needed otherwise.
  const { seedDemoFreelancers } = await import('./freelancer-generator');
  const freelancers = await seedDemoFreelancers(app);
  await seedDemoClient(app);
  // The demo client's jobs, proposals and contracts, made through the api by the accounts above: the
  // bell holds what those real events notified, dated with them (issue 17 §4).
  const { seedMarketplaceDemo } = await import('./marketplace-demo');
  await seedMarketplaceDemo(app, freelancers);
}

/** Creates the demo account once (later starts leave it, and its notifications, as the user changed them). */
async function seedDemoClient(app: FastifyInstance): Promise<void> {
  // Later starts find the account and skip the (deliberately slow) password hash.
  if (await findByEmail(app, DEMO_ACCOUNT.email)) return;
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password);
  const now = app.clock.now();
  await app.db
    .insert(users)
    .values({
      firstName: DEMO_ACCOUNT.firstName,
      lastName: DEMO_ACCOUNT.lastName,
      email: DEMO_ACCOUNT.email,
      passwordHash,
      emailVerifiedAt: now,
      passwordChangedAt: now,
      createdAt: now,
    })
    .onConflictDoNothing();
}

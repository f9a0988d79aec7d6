import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema';
import { findByEmail } from '../modules/accounts';
import { createNotification } from '../modules/notifications';
import { hashPassword } from '../services/passwords';
import { DEMO_ACCOUNT } from './demo-account';

export { DEMO_ACCOUNT };

const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * 60 * 60 * 1000);

/** Notifications of every type, oldest first, the newest three unseen. */
const demoNotifications = [
  {
    type: 'simple',
    description: 'Welcome to <strong>TalentIndia</strong>! Complete your profile to get better matches.',
    action: '/settings/profile',
    seen: true,
    at: 96,
  },
  {
    type: 'payment',
    description: 'Payment of <strong>$240.00</strong> to Priya Sharma was successful.',
    action: '/reports/transaction-history',
    seen: true,
    at: 72,
  },
  {
    type: 'milestone',
    description: 'Milestone <strong>API integration</strong> was completed by Arjun Mehta.',
    action: '/jobs',
    seen: true,
    at: 48,
  },
  {
    type: 'error',
    description: 'Your card ending in <strong>4242</strong> was declined. Please update your payment method.',
    action: '/settings/payment-methods',
    seen: true,
    at: 30,
  },
  {
    type: 'warning',
    description: 'Complete your <strong>billing details</strong> to claim your $1000.00 credits.',
    action: '/settings/billing',
    seen: false,
    at: 20,
  },
  {
    type: 'milestone',
    description:
      'Milestone <strong>Landing page design</strong> was created for your job <em>Marketing site revamp</em>.',
    action: '/jobs',
    seen: false,
    at: 5,
  },
  {
    type: 'simple',
    description: 'You received a new proposal from <strong>Rahul Verma</strong> for <em>React Native developer</em>.',
    action: '/messages',
    seen: false,
    at: 1,
  },
] as const;

/**
 * The demo data (DEMO_DATA=1): the demo freelancers first (the demo client's marketplace is made
 * with them), then the demo client, then their marketplace. Each part writes only what is missing,
 * so a restart adds nothing.
 */
export async function seedDemoData(app: FastifyInstance): Promise<void> {
  // Loaded only here: the generator's faker locales and avatar drawing are not needed otherwise.
  const { seedDemoFreelancers } = await import('./freelancer-generator');
  const freelancers = await seedDemoFreelancers(app);
  const newClientId = await seedDemoClient(app);
  // The demo client's jobs, proposals and contracts, made through the api by the accounts above.
  const { seedMarketplaceDemo } = await import('./marketplace-demo');
  await seedMarketplaceDemo(app, freelancers);
  // After the marketplace, whose notifications are weeks old and seen: these are the bell's newest.
  if (newClientId !== null) await seedDemoNotifications(app, newClientId);
}

/**
 * Creates the demo account once; its id when created now, null when it was there (later starts
 * leave it, and its notifications, as the user changed them).
 */
async function seedDemoClient(app: FastifyInstance): Promise<number | null> {
  // Later starts find the account and skip the (deliberately slow) password hash.
  if (await findByEmail(app, DEMO_ACCOUNT.email)) return null;
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password);
  const now = app.clock.now();
  const inserted = await app.db
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
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted[0]?.id ?? null;
}

async function seedDemoNotifications(app: FastifyInstance, userId: number): Promise<void> {
  const now = app.clock.now();
  for (const item of demoNotifications) {
    await createNotification(app, {
      userId,
      type: item.type,
      description: item.description,
      action: item.action,
      seen: item.seen,
      createdAt: hoursBefore(now, item.at),
    });
  }
}

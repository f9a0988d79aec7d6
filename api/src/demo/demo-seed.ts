import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { findByEmail } from '../modules/accounts/account-service';
import { hashPassword } from '../modules/accounts/passwords';
import { createNotification } from '../modules/notifications/notification-service';

/** The demo client shown in the README and printed at start (DEMO_DATA=1 only; never in production config). */
export const DEMO_ACCOUNT = {
  email: 'demo@talentindia.dev',
  password: 'Demo@1234',
  firstName: 'Demo',
  lastName: 'Client',
};

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);

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
 * with them), then the demo client. Each part writes only what is missing, so a restart adds nothing.
 */
export async function seedDemoData(app: FastifyInstance): Promise<void> {
  // Loaded only here: the generator's faker locales and avatar drawing are not needed otherwise.
  const { seedDemoFreelancers } = await import('./freelancer-generator');
  await seedDemoFreelancers(app);
  await seedDemoClient(app.db);
}

/** Creates the demo account and its notifications once; later starts leave them as the user changed them. */
async function seedDemoClient(db: Database): Promise<void> {
  // Later starts find the account and skip the (deliberately slow) password hash.
  if (await findByEmail(db, DEMO_ACCOUNT.email)) return;
  const passwordHash = await hashPassword(DEMO_ACCOUNT.password);
  const inserted = await db
    .insert(users)
    .values({
      firstName: DEMO_ACCOUNT.firstName,
      lastName: DEMO_ACCOUNT.lastName,
      email: DEMO_ACCOUNT.email,
      passwordHash,
      emailVerifiedAt: new Date(),
      passwordChangedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  const demo = inserted[0];
  if (!demo) return;
  for (const item of demoNotifications) {
    await createNotification(db, {
      userId: demo.id,
      type: item.type,
      description: item.description,
      action: item.action,
      seen: item.seen,
      createdAt: hoursAgo(item.at),
    });
  }
}

import type { Verification } from '@talentindia/contracts';
import type { Database } from '../../db/database';
import type { CurrentUser } from '../../plugins/auth';
import { hasCompleteBilling } from '../billing/billing-service';

/**
 * The verification section and the $1000 credits offer, each task ticked from real state: the email
 * verified (users.email_verified_at), billing complete (a billing_details row with every required
 * field), a payment method added.
 */
export async function readVerification(db: Database, user: CurrentUser): Promise<Verification> {
  return {
    email: user.email,
    email_verified: user.emailVerified,
    mobile_verified: user.mobileVerified,
    credits_offer: {
      email_verified: user.emailVerified,
      billing_complete: await hasCompleteBilling(db, user.id),
      // Payment methods arrive with the next issue and there is no table of them yet, so no user can
      // have one: false is the true answer today. That issue reads its table here.
      payment_method_added: false,
    },
  };
}

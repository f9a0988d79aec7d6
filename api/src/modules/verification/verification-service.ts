import type { Verification } from '@talentindia/contracts';
import type { Database } from '../../db/database';
import type { CurrentUser } from '../../plugins/auth';
import type { PaymentProviderName } from '../../services/payments';
import { hasCompleteBilling } from '../billing/billing-service';
import { hasPaymentMethod } from '../payment-methods/payment-methods-service';

/**
 * The verification section and the $1000 credits offer, each task ticked from real state: the email
 * verified (users.email_verified_at), billing complete (a billing_details row with every required
 * field), a card saved with the active payments provider (`provider`, the one its page lists).
 */
export async function readVerification(
  db: Database,
  user: CurrentUser,
  provider: PaymentProviderName,
): Promise<Verification> {
  return {
    email: user.email,
    email_verified: user.emailVerified,
    mobile_verified: user.mobileVerified,
    credits_offer: {
      email_verified: user.emailVerified,
      billing_complete: await hasCompleteBilling(db, user.id),
      payment_method_added: await hasPaymentMethod(db, user.id, provider),
    },
  };
}

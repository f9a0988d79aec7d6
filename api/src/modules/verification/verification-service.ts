import type { FastifyInstance } from 'fastify';
import type { Verification } from '@talentindia/contracts';
import type { CurrentUser } from '../../plugins/auth';
import { hasCompleteBilling } from '../billing';
import { hasPaymentMethod } from '../payment-methods';

/**
 * The verification section and the $1000 credits offer, each task ticked from real state: the email
 * verified (users.email_verified_at), billing complete (a billing_details row with every required
 * field), a card saved with the active payments provider (the one its page lists).
 */
export async function readVerification(app: FastifyInstance, user: CurrentUser): Promise<Verification> {
  return {
    email: user.email,
    email_verified: user.emailVerified,
    mobile_verified: user.mobileVerified,
    credits_offer: {
      email_verified: user.emailVerified,
      billing_complete: await hasCompleteBilling(app, user.id),
      payment_method_added: await hasPaymentMethod(app, user.id),
    },
  };
}

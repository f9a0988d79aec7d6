import { toMinorUnits, type OfferFormValues } from '@talentindia/contracts';
import type { PaymentMethodsData } from '../api/get-payment-methods';

/**
 * Whether the client can pay what an accepted offer will charge (issue 19 §1): with a saved card; or
 * with credits that cover the first milestone of a fixed-price offer, or any credits for an hourly
 * one. Until the type or the first amount is there to judge by, any credits will do: the api checks
 * again when the offer is sent.
 */
export function canPayOffer(
  { payment_methods, credits }: PaymentMethodsData,
  { type, firstAmount }: { type: OfferFormValues['type']; firstAmount: string | undefined },
): boolean {
  if (payment_methods.length > 0) return true;
  if (credits.amount <= 0) return false;
  if (type !== 'fixed') return true;
  const first = toMinorUnits(firstAmount ?? '');
  return first === null || credits.amount >= first;
}

import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

/**
 * Stripe.js, once per publishable key for the life of the page. The pure entry adds Stripe's script
 * only when called, and this module is a chunk of its own (`invoice-stripe`), fetched the first time
 * a Stripe charge waits for the cardholder: the invoice page carries no Stripe code otherwise. A
 * failed load (offline, blocked) is forgotten, so the next try loads it again.
 */
const stripes = new Map<string, Promise<Stripe | null>>();

function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => {
      stripes.delete(publishableKey);
      return null;
    });
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

/**
 * Runs the charge's next action in the page (3-D Secure in Stripe's own frame). Resolves once the
 * cardholder is done, whatever they did: the api then asks Stripe how the charge stands. Rejects only
 * when Stripe.js cannot be loaded, when nothing was asked of the cardholder.
 */
export async function handleStripeNextAction(publishableKey: string, clientSecret: string): Promise<void> {
  const stripe = await stripeFor(publishableKey);
  if (!stripe) throw new Error('Stripe.js did not load.');
  await stripe.handleNextAction({ clientSecret });
}

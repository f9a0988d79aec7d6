import { formatInvoiceMoney, type Invoice, type InvoiceRefund } from '@talentindia/contracts';

/** Invoices are dated where they are issued, in India, whatever the reader's time zone ("2 Mar 2026"). */
const issuedDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const calendarDay = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** An instant on the invoice (its issue, its payment) as a date in India. */
export const formatInvoiceDate = (iso: string) => issuedDate.format(new Date(iso));

/** An hourly week's Monday to Sunday: "2 Mar 2026 – 8 Mar 2026". */
export const formatPeriod = ({ start, end }: { start: string; end: string }) =>
  `${calendarDay.format(new Date(`${start}T00:00:00Z`))} – ${calendarDay.format(new Date(`${end}T00:00:00Z`))}`;

/** The place of supply as GST names it: the client's state and its code, or abroad. */
export function formatPlaceOfSupply(invoice: Pick<Invoice, 'place_of_supply' | 'tax_treatment'>): string {
  if (invoice.place_of_supply) return `${invoice.place_of_supply.name} (${invoice.place_of_supply.code})`;
  return invoice.tax_treatment === 'none' ? 'Outside India' : 'India (state not given)';
}

const BRAND_NAMES: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' };

/** A card as the invoice names it: "Visa ending 4242". */
export function cardName(card: { brand: string; last4: string }): string {
  const brand = BRAND_NAMES[card.brand.toLowerCase()] ?? (card.brand.replace(/[_-]+/g, ' ').trim() || 'Card');
  return `${brand} ending ${card.last4}`;
}

/** Where the payment stands, in words: what the document prints under the totals. */
export function paymentInWords(invoice: Pick<Invoice, 'payment' | 'issued_at'>): string {
  const { payment } = invoice;
  if (payment.paid_by_credits) return `Paid in full from credits on ${formatInvoiceDate(invoice.issued_at)}.`;
  const card = payment.card ? cardName(payment.card) : null;
  switch (payment.status) {
    case 'paid':
      return `Paid${card ? ` by ${card}` : ''}${payment.paid_at ? ` on ${formatInvoiceDate(payment.paid_at)}` : ''}.`;
    case 'processing':
      return `Processing${card ? `: ${card} is being charged` : ''}.`;
    case 'requires_action':
      return `Waiting for your confirmation${card ? ` of the charge to ${card}` : ''}.`;
    case 'declined':
      return `Declined${card ? `: ${card} was declined` : ''}.`;
    case 'awaiting_payment':
      return 'Awaiting payment.';
    case 'cancelled':
      return 'Cancelled before it was paid: nothing is due, and the credits it used were returned.';
  }
}

/**
 * Where a refund went, a line per place: "To your credits", "To Visa ending 4242", each with its
 * amount when it was split between them. Credits are given back at once; the card's part is pending
 * until the provider confirms it.
 */
export function refundDestinations(
  refund: InvoiceRefund,
  card: Invoice['payment']['card'],
): { text: string; pending: boolean }[] {
  const places = [
    { amount: refund.to_credits, to: 'To your credits', pending: false },
    {
      amount: refund.to_card,
      to: card ? `To ${cardName(card)}` : 'To your card',
      pending: refund.status === 'pending',
    },
  ].filter((place) => place.amount.amount > 0);
  const split = places.length > 1;
  return places.map((place) => ({
    text: split ? `${place.to}: ${formatInvoiceMoney(place.amount)}` : place.to,
    pending: place.pending,
  }));
}

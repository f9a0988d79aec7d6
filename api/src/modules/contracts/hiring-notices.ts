import type { NotificationType } from '@talentindia/contracts';
import { escapeHtml } from '../../services/escape-html';
import { mailLayout } from '../../services/mail-layout';
import { moneyText, type HiringMail } from './hiring-helpers';

/**
 * What the other side of each hiring step is told: a notification (the bell) and a mail (sent by
 * its email preference). Names and titles are escaped in the notification's HTML; the mail layout
 * escapes its own.
 */
export interface HiringNotice {
  notification: { type: NotificationType; description: string; action: string };
  /** Money given back is a receipt (`payment_receipts`), sent whatever the email preferences. */
  mail: Omit<HiringMail, 'userId' | 'category'> & { category: HiringMail['category'] | 'payment_receipts' };
}

interface Parties {
  /** Who receives it. */
  recipientFirstName: string;
  /** Who did it ("Asha Rao"). */
  actorName: string;
  jobTitle: string;
  /** Where the recipient sees it in the app (a path), and the app's address for the mail's link. */
  path: string;
  appUrl: string;
}

const bold = (value: string) => `<b>${escapeHtml(value)}</b>`;
const FOOTER = 'You get this email because of your TalentIndia email preferences; change them in Settings.';

function notice(
  parties: Parties,
  type: NotificationType,
  description: string,
  category: HiringNotice['mail']['category'],
  subject: string,
  paragraphs: string[],
  button: string,
): HiringNotice {
  return {
    notification: { type, description, action: parties.path },
    mail: {
      category,
      subject,
      ...mailLayout(
        `Hi ${parties.recipientFirstName},`,
        paragraphs,
        { label: button, url: `${parties.appUrl}${parties.path}` },
        FOOTER,
      ),
    },
  };
}

export interface OfferTerms {
  type: 'hourly' | 'fixed';
  currency: string;
  hourlyRateMinor: number | null;
  weeklyLimit: number | null;
  milestones: { name: string; amountMinor: number; dueDate: string }[];
}

/** "12 h 30 min". */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours ? `${hours} h` : '', rest ? `${rest} min` : ''].filter(Boolean).join(' ') || '0 min';
}

/** A closed week of an hourly contract (Monday to Sunday, UTC) and the minutes of it in question. */
interface DisputedHours {
  monday: string;
  sunday: string;
  minutes: number;
}

function termsText(terms: OfferTerms): string {
  if (terms.type === 'hourly')
    return `${moneyText(terms.currency, terms.hourlyRateMinor ?? 0)}/hr, up to ${terms.weeklyLimit} hours a week.`;
  const total = terms.milestones.reduce((sum, milestone) => sum + milestone.amountMinor, 0);
  const count = terms.milestones.length;
  return `Fixed price, ${moneyText(terms.currency, total)} in ${count} milestone${count === 1 ? '' : 's'}.`;
}

export const hiringNotices = {
  offerSent: (parties: Parties, terms: OfferTerms) =>
    notice(
      parties,
      'simple',
      `${bold(parties.actorName)} sent you an offer for ${bold(parties.jobTitle)}.`,
      'email_offer_updates',
      `New offer: ${parties.jobTitle}`,
      [`${parties.actorName} sent you an offer for “${parties.jobTitle}”.`, termsText(terms)],
      'View the offer',
    ),
  offerWithdrawn: (parties: Parties) =>
    notice(
      parties,
      'warning',
      `${bold(parties.actorName)} withdrew the offer for ${bold(parties.jobTitle)}.`,
      'email_offer_updates',
      `Offer withdrawn: ${parties.jobTitle}`,
      [`${parties.actorName} withdrew the offer they sent you for “${parties.jobTitle}”.`],
      'Open the conversation',
    ),
  offerAccepted: (parties: Parties) =>
    notice(
      parties,
      'simple',
      `${bold(parties.actorName)} accepted your offer for ${bold(parties.jobTitle)}. The contract has started.`,
      'email_offer_updates',
      `Offer accepted: ${parties.jobTitle}`,
      [`${parties.actorName} accepted your offer for “${parties.jobTitle}”. The contract has started.`],
      'View the job',
    ),
  offerDeclined: (parties: Parties) =>
    notice(
      parties,
      'warning',
      `${bold(parties.actorName)} declined your offer for ${bold(parties.jobTitle)}.`,
      'email_offer_updates',
      `Offer declined: ${parties.jobTitle}`,
      [`${parties.actorName} declined your offer for “${parties.jobTitle}”.`],
      'View the job',
    ),
  contractEnded: (parties: Parties, rating: number) =>
    notice(
      parties,
      'simple',
      `${bold(parties.actorName)} ended the contract for ${bold(parties.jobTitle)} and rated your work ${rating} of 5.`,
      'email_contract_updates',
      `Contract ended: ${parties.jobTitle}`,
      [
        `${parties.actorName} ended the contract for “${parties.jobTitle}”.`,
        `They rated your work ${rating} of 5 stars; the review is on your profile.`,
      ],
      'Open the conversation',
    ),
  milestoneSubmitted: (parties: Parties, milestone: { name: string; currency: string; amountMinor: number }) =>
    notice(
      parties,
      'milestone',
      `${bold(parties.actorName)} submitted the milestone ${bold(milestone.name)} of ${bold(parties.jobTitle)} for your review.`,
      'email_contract_updates',
      `Milestone submitted: ${milestone.name}`,
      [
        `${parties.actorName} submitted the milestone “${milestone.name}” (${moneyText(milestone.currency, milestone.amountMinor)}) of “${parties.jobTitle}”.`,
        'Review the work and approve the milestone when it is done.',
      ],
      'Review the milestone',
    ),
  hoursDisputed: (parties: Parties, hours: DisputedHours & { reason: string }) =>
    notice(
      parties,
      'warning',
      `${bold(parties.actorName)} disputed ${escapeHtml(durationText(hours.minutes))} of your hours of ` +
        `${escapeHtml(hours.monday)} to ${escapeHtml(hours.sunday)} on ${bold(parties.jobTitle)}.`,
      'email_contract_updates',
      `Hours disputed: ${parties.jobTitle}`,
      [
        `${parties.actorName} disputes ${durationText(hours.minutes)} of the hours you logged from ${hours.monday} to ` +
          `${hours.sunday} on “${parties.jobTitle}”.`,
        `Their reason: ${hours.reason}`,
        'The week’s payment is held until you accept the dispute (the disputed hours are refunded to the client) ' +
          'or the client withdraws it.',
      ],
      'Open the conversation',
    ),
  hoursRefunded: (
    parties: Parties,
    hours: DisputedHours & { currency: string; totalMinor: number; creditsMinor: number; cardMinor: number },
  ) => {
    const total = moneyText(hours.currency, hours.totalMinor);
    const parts = [
      hours.creditsMinor > 0 ? `${moneyText(hours.currency, hours.creditsMinor)} to your credits, at once` : '',
      hours.cardMinor > 0 ? `${moneyText(hours.currency, hours.cardMinor)} to your card, in a few days` : '',
    ].filter(Boolean);
    return notice(
      parties,
      'payment',
      `${bold(parties.actorName)} accepted your dispute of ${escapeHtml(durationText(hours.minutes))} of ` +
        `${escapeHtml(hours.monday)} to ${escapeHtml(hours.sunday)} on ${bold(parties.jobTitle)}: ${bold(total)} is refunded to you.`,
      'payment_receipts',
      `Refund of ${total}: ${parties.jobTitle}`,
      [
        `${parties.actorName} accepted your dispute of ${durationText(hours.minutes)} of the hours of ${hours.monday} to ` +
          `${hours.sunday} on “${parties.jobTitle}”.`,
        `${total} (the hours with their marketplace fee and GST) is refunded to you: ${parts.join(', and ')}.`,
      ],
      'View the job',
    );
  },
};

/** A withdrawn dispute needs nothing of the freelancer: the bell says so, and the week is paid as usual. */
export function disputeWithdrawnNotification(actorName: string, jobTitle: string, hours: DisputedHours, path: string) {
  return {
    type: 'simple' as const,
    description:
      `${bold(actorName)} withdrew the dispute of ${escapeHtml(durationText(hours.minutes))} of your hours of ` +
      `${escapeHtml(hours.monday)} to ${escapeHtml(hours.sunday)} on ${bold(jobTitle)}.`,
    action: path,
  };
}

/** Hours are logged often: the client's bell says so, and the weekly time-log mail (a later issue) sums them up. */
export function hoursLoggedNotification(
  actorName: string,
  jobTitle: string,
  minutes: number,
  workDate: string,
  path: string,
) {
  return {
    type: 'simple' as const,
    description: `${bold(actorName)} logged ${durationText(minutes)} on ${escapeHtml(workDate)} for ${bold(jobTitle)}.`,
    action: path,
  };
}

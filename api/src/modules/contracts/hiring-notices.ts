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
  mail: Omit<HiringMail, 'userId'>;
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
  category: HiringMail['category'],
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
  milestoneApproved: (parties: Parties, milestone: { name: string; currency: string; amountMinor: number }) =>
    notice(
      parties,
      'milestone',
      `${bold(parties.actorName)} approved the milestone ${bold(milestone.name)} of ${bold(parties.jobTitle)}.`,
      'email_contract_updates',
      `Milestone approved: ${milestone.name}`,
      [
        `${parties.actorName} approved the milestone “${milestone.name}” (${moneyText(milestone.currency, milestone.amountMinor)}) of “${parties.jobTitle}”.`,
      ],
      'Open the conversation',
    ),
};

/** Hours are logged often: the client's bell says so, and the weekly time-log mail (a later issue) sums them up. */
export function hoursLoggedNotification(
  actorName: string,
  jobTitle: string,
  minutes: number,
  workDate: string,
  path: string,
) {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const duration = [hours ? `${hours} h` : '', rest ? `${rest} min` : ''].filter(Boolean).join(' ');
  return {
    type: 'simple' as const,
    description: `${bold(actorName)} logged ${duration} on ${escapeHtml(workDate)} for ${bold(jobTitle)}.`,
    action: path,
  };
}

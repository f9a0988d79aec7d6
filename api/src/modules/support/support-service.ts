import {
  EXPERT_HOURLY_RATE,
  SUPPORT_REQUEST_KIND_LABELS,
  formatMoney,
  type SupportRequestKind,
} from '@talentindia/contracts';
import type { Database } from '../../db/database';
import { supportRequests } from '../../db/schema';
import { mailLayout } from '../../services/mail-layout';
import { createNotification } from '../notifications/notification-service';

export interface SupportRequestInput {
  kind: SupportRequestKind;
  subject: string;
  details: string;
}

/** The user's words go into the notification's HTML as text, never as markup. */
const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const expertRate = () => `${formatMoney(EXPERT_HOURLY_RATE)} per hour`;

/**
 * Stores a support request ("Hire an expert" or "Raise an issue") and confirms it on the bell, in
 * one transaction: a request is never stored without its confirmation, nor confirmed unstored.
 */
export async function createSupportRequest(db: Database, userId: number, input: SupportRequestInput, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportRequests)
      .values({ userId, kind: input.kind, subject: input.subject, details: input.details, createdAt: now })
      .returning();
    const subject = `<strong>${escapeHtml(input.subject)}</strong>`;
    await createNotification(tx, {
      userId,
      type: 'simple',
      description:
        input.kind === 'hire_expert'
          ? `We received your request to hire an expert (${expertRate()}): ${subject}. Our team will reply by email within one business day.`
          : `We received your issue ${subject}. Our team will reply by email within one business day.`,
      action: '/dashboard',
      createdAt: now,
    });
    return row!;
  });
}

/** The confirmation mail: what was asked, its reference number, and what happens next. */
export function supportRequestMail(firstName: string, request: { id: number } & SupportRequestInput) {
  const label = SUPPORT_REQUEST_KIND_LABELS[request.kind];
  const next =
    request.kind === 'hire_expert'
      ? `An expert from our team will contact you by email within one business day to plan the work. Experts are billed at ${expertRate()}.`
      : 'Our support team will look into it and reply by email within one business day.';
  return {
    subject: `${label}: we received your request #${request.id}`,
    ...mailLayout(
      `We received your request #${request.id}`,
      [
        `Hi ${firstName},`,
        `Thank you for contacting TalentIndia. ${label}: “${request.subject}”.`,
        request.details,
        next,
      ],
      null,
      'You are receiving this because you sent a request from your dashboard’s Help and Support.',
    ),
  };
}

import {
  EXPERT_HOURLY_RATE,
  SUPPORT_REQUEST_KIND_LABELS,
  formatMoney,
  type SupportRequestKind,
} from '@talentindia/contracts';
import type { FastifyInstance } from 'fastify';
import { supportRequests } from '../../db/schema';
import { escapeHtml } from '../../services/escape-html';
import { mailLayout } from '../../services/mail-layout';
import { createNotification } from '../notifications';

export interface SupportRequestInput {
  kind: SupportRequestKind;
  subject: string;
  details: string;
}

const expertRate = () => `${formatMoney(EXPERT_HOURLY_RATE)} per hour`;

/**
 * Stores a support request ("Hire an expert" or "Raise an issue") and confirms it on the bell, in
 * one transaction: a request is never stored without its confirmation, nor confirmed unstored.
 */
export async function createSupportRequest(app: FastifyInstance, userId: number, input: SupportRequestInput) {
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportRequests)
      .values({ userId, kind: input.kind, subject: input.subject, details: input.details, createdAt: now })
      .returning();
    // The user's words go into the notification's HTML as text, never as markup.
    const subject = `<strong>${escapeHtml(input.subject)}</strong>`;
    await createNotification(
      app,
      {
        userId,
        type: 'simple',
        description:
          input.kind === 'hire_expert'
            ? `We received your request to hire an expert (${expertRate()}): ${subject}. Our team will reply by email within one business day.`
            : `We received your issue ${subject}. Our team will reply by email within one business day.`,
        action: '/dashboard',
        createdAt: now,
      },
      tx,
    );
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

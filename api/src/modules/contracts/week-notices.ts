import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { contracts, type hourlyWeeks, jobs, type releases } from '../../db/schema';
import { escapeHtml } from '../../services/escape-html';
import { mailLayout } from '../../services/mail-layout';
import { queueMail } from '../../services/mail-queue';
import { amountForMinutes } from '../money';
import { createNotification } from '../notifications';
import { writeThreadEvent } from '../threads';
import { freelancerPath, money, moneyText } from './hiring-helpers';
import { durationText } from './hiring-notices';

type WeekRow = typeof hourlyWeeks.$inferSelect;
type ReleaseRow = typeof releases.$inferSelect;

/**
 * Tells the freelancer that a week of their hours was paid to them, in `db` (the release's
 * transaction), as a milestone's steps are told: `week_paid` in the conversation, the bell linking
 * to it, and a mail by their contract-updates preference. The amount is what was released: the
 * week's hours less what accepted disputes refunded to the client.
 */
export async function tellWeekPaid(app: FastifyInstance, db: Database, week: WeekRow, release: ReleaseRow) {
  const [contract] = await db
    .select({
      clientId: contracts.clientId,
      freelancerId: contracts.freelancerId,
      jobId: contracts.jobId,
      title: jobs.title,
    })
    .from(contracts)
    .innerJoin(jobs, eq(jobs.id, contracts.jobId))
    .where(eq(contracts.id, week.contractId));
  const { clientId, freelancerId, jobId, title } = contract!;
  const hours = `${durationText(week.minutes)} of ${week.monday} to ${week.sunday}`;
  const threadId = await writeThreadEvent(
    app,
    {
      clientId,
      freelancerId,
      jobId,
      // The client's review ended: the payment is theirs to the freelancer, as a milestone they fund.
      senderId: clientId,
      kind: 'week_paid',
      body: `Payment released: ${hours}`,
      data: {
        contract_id: week.contractId,
        hourly_week_id: week.id,
        monday: week.monday,
        sunday: week.sunday,
        minutes: week.minutes,
        amount: money(release.currency, release.amountMinor),
      },
    },
    db,
  );
  const amount = moneyText(release.currency, release.amountMinor);
  const lessRefunds = release.amountMinor < amountForMinutes(week.minutes, week.hourlyRateMinor);
  const path = freelancerPath(threadId);
  await createNotification(
    app,
    {
      userId: freelancerId,
      type: 'payment',
      description:
        `<b>${escapeHtml(amount)}</b> for your hours of ${escapeHtml(week.monday)} to ${escapeHtml(week.sunday)} ` +
        `on <b>${escapeHtml(title)}</b> was released to you.`,
      action: path,
    },
    db,
  );
  await queueMail(
    app,
    {
      userId: freelancerId,
      category: 'email_contract_updates',
      subject: `Payment released: ${title}`,
      ...mailLayout(
        `Payment released: ${title}`,
        [
          `“${title}”: the client’s review of your ${hours} has ended, and ${amount} is released to you` +
            (lessRefunds ? ' (the hours less those refunded to the client after a dispute).' : '.'),
        ],
        { label: 'Open the conversation', url: `${app.config.appUrl}${path}` },
        'You get this email because of your TalentIndia email preferences; change them in Settings.',
      ),
    },
    db,
  );
}

import { formatMoney, type MoneyOut } from '@talentindia/contracts';
import { mailLayout } from '../../services/mail-layout';

/** A subject line from a title: one line, not too long (a title may hold line breaks). */
function oneLine(value: string, max = 80): string {
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** "$25.00/hr" for an hourly rate, "$1,500.00" for a fixed bid. */
export function proposalAmountText(type: 'hourly' | 'fixed', amount: MoneyOut): string {
  return type === 'hourly' ? `${formatMoney(amount)}/hr` : formatMoney(amount);
}

/** The client's mail for a new proposal (sent while their "new proposals" preference is on). */
export function newProposalMail(input: {
  clientFirstName: string;
  freelancerName: string;
  jobTitle: string;
  terms: string;
  url: string;
}) {
  return {
    subject: `New proposal for ${oneLine(input.jobTitle)}`,
    ...mailLayout(
      `Hi ${input.clientFirstName},`,
      [
        `${input.freelancerName} sent a proposal for your job “${oneLine(input.jobTitle, 200)}”: ${input.terms}.`,
        'Read the cover letter, shortlist the proposals you like and message or hire the freelancer from the job’s page.',
      ],
      { label: 'Review proposals', url: input.url },
      'You get this email because new proposals are switched on in your email preferences.',
    ),
  };
}

import type { AccordionItem } from '@talentindia/ui';

/**
 * Spec §2: the dashboard's seven questions. The spec's answers are one placeholder; these say what
 * the product really does (issue 10), so a change of behaviour must change them too.
 */
export const dashboardFaq: AccordionItem[] = [
  {
    question: 'How do I claim my $1000.00 in free credits?',
    answer:
      'Complete the three tasks on the credits card: verify your email address with the link we mailed you at sign-up (you can have it sent again under Settings → Verification), complete your billing details and add a payment method. The Claim button then becomes available. Credits can be claimed once per account.',
  },
  {
    question: 'Where can I see my credits balance?',
    answer:
      'Once claimed, the credits card on this page shows your available credits. The same balance appears under Settings → Payment Methods, and each credit entry is listed in your Transaction History.',
  },
  {
    question: 'How do I post a job?',
    answer:
      'Choose Post a job, describe the work, pick Hourly (with a rate range and hours per week) or Fixed Price (with a budget), add the skills you need, then publish it or save it as a draft. Drafts appear on this page until you publish them.',
  },
  {
    question: 'What is the difference between hourly and fixed-price contracts?',
    answer:
      'On an hourly contract you agree an hourly rate and a weekly limit, and the freelancer logs the hours worked. On a fixed-price contract the work is split into milestones, each with an amount and a due date, and you approve each milestone once it is submitted.',
  },
  {
    question: 'How do I hire a freelancer?',
    answer:
      'Open your job to review its proposals: shortlist or archive them and message the freelancers you like. When you are ready, choose Hire and send an offer. Once the freelancer accepts it, the contract starts and the job shows as Active Contract.',
  },
  {
    question: 'How do I end a contract?',
    answer:
      'Open the job and choose End Contract, then rate the freelancer from one to five stars and write a short review; it appears on their profile. When a job has no active contract left, it shows as Closed Job.',
  },
  {
    question: 'How do I get help from the TalentIndia team?',
    answer:
      'Use Help and Support on this page. Hire an expert, at $10 per hour, to help you plan a project, write a job post or choose between proposals; or raise an issue if something is not working. We confirm your request in your notifications and by email, and reply within one business day.',
  },
];

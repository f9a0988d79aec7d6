import { PageFrame } from '@talentindia/ui';

/** Spec §2: the reports. Their figures and filters come in the reports issue. */
export function TransactionHistoryPage() {
  return <PageFrame title="Transaction History" description="Every payment, fee and credit on your account." />;
}

export function WeeklySummaryPage() {
  return <PageFrame title="Weekly Summary" description="Hours and spending across your contracts, week by week." />;
}

export function TimeByFreelancerPage() {
  return <PageFrame title="Time by Freelancer" description="The hours each freelancer has logged on your contracts." />;
}

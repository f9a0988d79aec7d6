import { useAuthStore } from '@talentindia/core';
import { PageFrame } from '@talentindia/ui';

/** Spec §2: the dashboard. Its jobs, credits card, help and FAQ come in the dashboard issue. */
export function DashboardPage() {
  const firstName = useAuthStore((state) => state.firstName);
  return <PageFrame title="Dashboard" description={firstName ? `Welcome back, ${firstName}.` : 'Welcome back.'} />;
}

import { SectionSkeleton } from '@talentindia/ui';
import { DashboardFrame } from './dashboard-frame';

/** The dashboard while its code or its data loads: its frame, and its shape in grey. */
export function DashboardLoading() {
  return (
    <DashboardFrame>
      <SectionSkeleton label="your dashboard" rows={3} />
    </DashboardFrame>
  );
}

import { PageFrame } from '@talentindia/ui';

/** Spec §2: the jobs pages. Their lists and filters come in the jobs issue. */
export function AllJobsPage() {
  return <PageFrame title="All Jobs" description="Every job you have posted, with its proposals and hires." />;
}

export function DraftJobsPage() {
  return <PageFrame title="Draft Jobs" description="Job posts you have started and not yet published." />;
}

export function CompletedJobsPage() {
  return <PageFrame title="Completed Jobs" description="Jobs whose contracts have ended." />;
}

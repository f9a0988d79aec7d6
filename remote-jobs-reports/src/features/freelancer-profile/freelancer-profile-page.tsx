import { PageFrame } from '@talentindia/ui';

/** Spec §2: a freelancer's profile (title "Profile"). Its details come in the freelancer issue. */
export function FreelancerProfilePage() {
  return <PageFrame title="Profile" description="A freelancer's skills, rates, work history and reviews." />;
}

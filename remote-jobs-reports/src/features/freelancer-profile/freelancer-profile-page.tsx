import { freelancerIdParamsSchema } from '@talentindia/contracts';
import { useParams, useSearchParams } from '@talentindia/router';
import { NotFoundPage, PageFrame, SectionSkeleton } from '@talentindia/ui';
import { LoadFailed } from '@talentindia/ui/page-parts';
import { useFreelancer } from '../../api/get-freelancer';
import { EducationList } from './components/education-list';
import { EmploymentHistory } from './components/employment-history';
import { LanguageList } from './components/language-list';
import { PortfolioList } from './components/portfolio-list';
import { ProfileAbout } from './components/profile-about';
import { ProfileStats } from './components/profile-stats';
import { ProfileSummary } from './components/profile-summary';
import { ReviewsSection } from './components/reviews-section';
import { WorkHistorySection } from './components/work-history-section';
import styles from './freelancer-profile-page.module.css';

export const PROFILE_TITLE = 'Profile';

function FreelancerProfile({ id }: { id: number }) {
  const freelancer = useFreelancer(id);
  // Spec §2: an unknown freelancer (or an account that is not one) is the 404 page, as any unknown path.
  if (freelancer.error?.status === 404) return <NotFoundPage />;

  let content;
  if (freelancer.data !== undefined) {
    const profile = freelancer.data;
    content = (
      <div className={styles.profile}>
        <ProfileSummary freelancer={profile} />
        <div className={styles.columns}>
          <div className={styles.main}>
            <ProfileAbout freelancer={profile} />
            <WorkHistorySection freelancerId={profile.id} />
            <ReviewsSection freelancerId={profile.id} />
            <PortfolioList items={profile.portfolio} />
          </div>
          <div className={styles.side}>
            <ProfileStats freelancer={profile} />
            <LanguageList languages={profile.languages} />
            <EmploymentHistory employments={profile.employments} />
            <EducationList educations={profile.educations} />
          </div>
        </div>
      </div>
    );
  } else if (freelancer.isError) {
    content = <LoadFailed message={freelancer.error.message} onRetry={() => void freelancer.refetch()} />;
  } else {
    content = <SectionSkeleton label="the profile" rows={5} />;
  }
  return <PageFrame title={PROFILE_TITLE}>{content}</PageFrame>;
}

/**
 * `/freelancers/:id` and `/freelancer/profile?id=` (spec §2 names both). An id that cannot be one
 * (missing, not a positive whole number) is the 404 page without asking the api.
 */
export function FreelancerProfilePage() {
  const params = useParams();
  const [search] = useSearchParams();
  const parsed = freelancerIdParamsSchema.safeParse({ id: params.id ?? search.get('id') ?? '' });
  if (!parsed.success) return <NotFoundPage />;
  // A fresh page per freelancer: moving from one profile to another starts on the first tab again.
  return <FreelancerProfile key={parsed.data.id} id={parsed.data.id} />;
}

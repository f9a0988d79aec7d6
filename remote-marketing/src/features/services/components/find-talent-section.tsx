import { useId } from 'react';
import { DEVELOPER_TYPE_SLUGS, DEVELOPER_TYPES, FIND_TALENT_LIST_SIZE } from '@talentindia/contracts';
import { RETURN_TO_PARAM, selectIsLoggedIn, useAuthStore } from '@talentindia/core';
import { useFreelancers } from '@talentindia/core/api/get-freelancers';
import { Skeleton } from '@talentindia/ui';
import { PageSection } from '../../../components/page-section/page-section';
import { SectionHeading } from '../../../components/section-heading/section-heading';
import type { DeveloperType } from '../../../content/developer-types';
import { TalentCard } from './talent-card';
import styles from './find-talent-section.module.css';

/**
 * Spec §2: the freelancer profile is a signed-in page; a visitor's click on a freelancer goes to
 * sign-up, which then opens that profile (issue 17 §4).
 */
const profilePath = (id: number) => `/freelancers/${id}`;
const signupPath = (id: number) => `/signup?${RETURN_TO_PARAM}=${encodeURIComponent(profilePath(id))}`;

/**
 * A short list of real freelancers of the page's developer type, from the public directory. It is
 * extra to the page: while it loads its place is kept; if it fails or finds no one, it is left out
 * rather than showing an error on a marketing page.
 */
export function FindTalentSection({ type }: { type: DeveloperType }) {
  const headingId = useId();
  const hintId = useId();
  const isLoggedIn = useAuthStore(selectIsLoggedIn);
  const developerType = DEVELOPER_TYPES.find((key) => DEVELOPER_TYPE_SLUGS[key] === type.slug)!;
  const talent = useFreelancers(
    { type: developerType, per_page: FIND_TALENT_LIST_SIZE },
    // The list changes slowly; moving between the four pages and back need not ask again.
    { staleTime: 5 * 60_000 },
  );
  const found = talent.data?.data;

  if (talent.isError || found?.length === 0) return null;
  return (
    <PageSection labelledBy={headingId} tone="soft">
      <SectionHeading
        id={headingId}
        eyebrow="Available now"
        title={`Meet our ${type.name}`}
        lead={
          <span id={hintId}>
            {isLoggedIn
              ? 'Open a profile to see their work history, reviews and rates.'
              : 'Create a free account to see their full profiles and hire them.'}
          </span>
        }
      />
      {found === undefined ? (
        <ul className={styles.list} aria-busy="true" aria-label={`Loading ${type.name}`}>
          {Array.from({ length: FIND_TALENT_LIST_SIZE }, (_, index) => (
            <li key={index} className={styles.placeholder}>
              <Skeleton width="56px" height="56px" />
              <span className={styles.lines}>
                <Skeleton width="60%" height="1.125rem" />
                <Skeleton width="85%" />
                <Skeleton width="40%" />
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <ul className={styles.list} aria-labelledby={headingId}>
          {found.map((freelancer) => (
            <TalentCard
              key={freelancer.id}
              freelancer={freelancer}
              to={isLoggedIn ? profilePath(freelancer.id) : signupPath(freelancer.id)}
              describedBy={isLoggedIn ? undefined : hintId}
            />
          ))}
        </ul>
      )}
    </PageSection>
  );
}

import { usePageTitle } from '@talentindia/core';
import { ButtonLink } from '@talentindia/ui';

export function HomePage() {
  usePageTitle('Hire Top Indian Talent');
  return (
    <section>
      <h1>Find talent your way</h1>
      <ButtonLink to="/signup">Hire Top Indian Talent</ButtonLink>
    </section>
  );
}

import { PageFrame, SectionSkeleton } from '@talentindia/ui';

/** A page whose code is still loading: its frame and title already, its content in grey. */
export function PageLoading({ title }: { title: string }) {
  return (
    <PageFrame title={title}>
      <SectionSkeleton label={title} rows={5} />
    </PageFrame>
  );
}

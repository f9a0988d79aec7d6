import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { InlineLoading } from '@talentindia/ui';

/**
 * A page whose code loads when it is first shown, so the home page does not download every other
 * marketing page (the chunk loads with the spec's 120-second time-out, like every chunk).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component type; its props are kept below
export function lazyPage<C extends ComponentType<any>>(load: () => Promise<C>) {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage(props: ComponentProps<C>) {
    return (
      <Suspense fallback={<InlineLoading>Loading page…</InlineLoading>}>
        <Page {...props} />
      </Suspense>
    );
  };
}

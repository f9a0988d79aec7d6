import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { InlineLoading, preloadFormKit } from '@talentindia/ui';

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

/** A page with a form: the form kit's code (react-hook-form) loads alongside the page's own, not after it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as lazyPage
export function lazyFormPage<C extends ComponentType<any>>(load: () => Promise<C>) {
  return lazyPage(() => {
    void preloadFormKit();
    return load();
  });
}

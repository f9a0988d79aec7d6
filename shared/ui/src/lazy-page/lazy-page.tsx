import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
// The kit's entry, not a relative path: this part is bundled with the remote that draws it, and takes
// the shared kit's own copy (Module Federation) rather than a second one.
import { InlineLoading, preloadFormKit } from '@talentindia/ui';

/**
 * A remote's page whose code loads when it is first shown, so that one page does not download every
 * other page of its remote (the chunk loads with the spec's 120-second time-out, like every chunk).
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

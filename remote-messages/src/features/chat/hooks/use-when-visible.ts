import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onVisible` when the element comes into view inside `root` (or the page): the thread list
 * loads more as it scrolls, the conversation older messages at its top. Browsers without
 * IntersectionObserver (and the tests' jsdom) keep the element's button, which does the same.
 */
export function useWhenVisible<T extends Element>(
  onVisible: () => void,
  { enabled, root }: { enabled: boolean; root?: RefObject<Element | null> },
): RefObject<T | null> {
  const target = useRef<T>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    const element = target.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { root: root?.current ?? null, rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, root]);
  return target;
}

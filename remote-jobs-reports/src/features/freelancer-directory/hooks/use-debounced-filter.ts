import { useEffect, useRef, useState } from 'react';

/** How long typing pauses before the list follows (one request per pause, not per key). */
export const FILTER_DEBOUNCE_MS = 400;

/**
 * A text filter typed into a field and written to the address after a pause. What the address
 * says wins when it changes from elsewhere (Clear Filter, Back), without undoing what is being typed.
 */
export function useDebouncedFilter(committed: string, commit: (value: string) => void) {
  const [text, setText] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (committed !== seen) {
    // Adjusting state while rendering (React's documented pattern for "state from a prop that changed").
    setSeen(committed);
    if (committed !== text.trim()) setText(committed);
  }

  // The latest writer, without restarting the pause each time the page renders for another reason.
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  useEffect(() => {
    if (text.trim() === committed) return undefined;
    const timer = setTimeout(() => commitRef.current(text), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, committed]);

  /** What is typed and not yet written (to write at once, on Enter), or null when there is nothing. */
  const pending = text.trim() !== committed ? text : null;
  return { text, setText, pending };
}

import { useEffect, type RefObject } from 'react';

/**
 * Closes a popup on a pointer press outside `ref` and on Escape (spec §4: menus close on an outside
 * click). Active only while `open`, so closed menus cost nothing.
 */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  onDismiss: (reason: 'outside' | 'escape') => void,
) {
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) onDismiss('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss('escape');
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [ref, open, onDismiss]);
}

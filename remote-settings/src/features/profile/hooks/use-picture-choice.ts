import { useCallback, useEffect, useRef, useState } from 'react';

interface Choice {
  file: File;
  /** A `blob:` URL of the file, for its preview. */
  preview: string;
}

/**
 * The picture chosen in the form and its preview URL. The URL is made when the file is chosen and
 * revoked when another is chosen, the choice is undone or the form goes, so no file stays held.
 */
export function usePictureChoice() {
  const [choice, setChoice] = useState<Choice | null>(null);
  const preview = useRef<string | null>(null);

  useEffect(
    () => () => {
      if (preview.current) URL.revokeObjectURL(preview.current);
      preview.current = null;
    },
    [],
  );

  const choose = useCallback((file: File | null) => {
    if (preview.current) URL.revokeObjectURL(preview.current);
    const next = file ? { file, preview: URL.createObjectURL(file) } : null;
    preview.current = next?.preview ?? null;
    setChoice(next);
  }, []);

  return { file: choice?.file ?? null, preview: choice?.preview ?? null, choose };
}

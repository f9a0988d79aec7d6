import { useEffect, useState } from 'react';
import { InlineLoading } from '@talentindia/ui';

/** After this long a slow load says so, rather than leaving a bare spinner (up to the 120 s time-out). */
export const STILL_LOADING_AFTER_MS = 5000;

export function StillLoading({ areaName }: { areaName: string }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), STILL_LOADING_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <InlineLoading>
      {slow ? `Still loading ${areaName}… this is taking longer than usual.` : `Loading ${areaName}…`}
    </InlineLoading>
  );
}

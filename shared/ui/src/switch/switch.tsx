import { Suspense, type ReactNode } from 'react';
import { loadSwitchKit, useKitPart } from '../kit/load-kit';
import { SwitchPlaceholder } from './switch-placeholder';

export interface SwitchProps {
  /** The switch's accessible name, shown beside it. */
  label: string;
  /** A tag beside the label ("Recommended"); not part of the switch's name. */
  badge?: ReactNode;
  /** A line under the label, read out with the switch (aria-describedby). */
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** The field name when it sits in a form that is submitted natively. */
  name?: string;
}

/**
 * An on/off setting that takes effect at once (role="switch", on Radix Switch). While its code
 * loads (kit/load-kit.ts) the row is drawn in place, not yet operable.
 */
export function Switch(props: SwitchProps) {
  return (
    <Suspense fallback={<SwitchPlaceholder {...props} />}>
      <LoadedSwitch {...props} />
    </Suspense>
  );
}

function LoadedSwitch(props: SwitchProps) {
  const { SwitchControl } = useKitPart(loadSwitchKit);
  return <SwitchControl {...props} />;
}

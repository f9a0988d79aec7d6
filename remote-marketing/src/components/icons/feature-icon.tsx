import { CheckIcon, ClockIcon, CodeIcon, MessageIcon, ShieldIcon, UserIcon, WalletIcon } from '@talentindia/ui';
import { GlobeIcon, LayersIcon, MonitorIcon, SmartphoneIcon } from './marketing-icons';

/** The icons content files may name: content stays plain data, the mapping to SVG lives here. */
const icons = {
  check: CheckIcon,
  clock: ClockIcon,
  code: CodeIcon,
  globe: GlobeIcon,
  layers: LayersIcon,
  message: MessageIcon,
  monitor: MonitorIcon,
  shield: ShieldIcon,
  smartphone: SmartphoneIcon,
  user: UserIcon,
  wallet: WalletIcon,
} as const;

export type FeatureIconName = keyof typeof icons;

/** A decorative icon (aria-hidden): the text beside it carries the meaning. */
export function FeatureIcon({ name, className }: { name: FeatureIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon className={className} width={24} height={24} />;
}

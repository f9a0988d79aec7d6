import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/**
 * The frame of every line icon (24-unit grid, current colour). Decorative by default (aria-hidden):
 * the button or link around an icon carries the name.
 */
export function IconSvg({ children, ...props }: IconProps) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const BellIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </IconSvg>
);

export const BellDotIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M19.4 14.9C20.2 16.4 21 17 21 17H3s3-2 3-9c0-3.3 2.7-6 6-6 .7 0 1.3.1 1.9.3" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    <circle cx="18" cy="8" r="3" fill="currentColor" />
  </IconSvg>
);

export const ChevronDownIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="m6 9 6 6 6-6" />
  </IconSvg>
);

export const MenuIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </IconSvg>
);

export const CloseIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M18 6 6 18M6 6l12 12" />
  </IconSvg>
);

export const PlusIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M12 5v14M5 12h14" />
  </IconSvg>
);

export const MinusIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M5 12h14" />
  </IconSvg>
);

export const CheckIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M20 6 9 17l-5-5" />
  </IconSvg>
);

export const MessageIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
  </IconSvg>
);

export const InfoIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </IconSvg>
);

export const AlertIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="m21.7 18-8-14a2 2 0 0 0-3.4 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.7-3" />
    <path d="M12 9v4M12 17h.01" />
  </IconSvg>
);

export const RefreshIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M21 12a9 9 0 1 1-3-6.7L21 8" />
    <path d="M21 3v5h-5" />
  </IconSvg>
);

export const UserIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </IconSvg>
);

export const CodeIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="m16 18 6-6-6-6M8 6l-6 6 6 6" />
  </IconSvg>
);

export const ShieldIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10" />
  </IconSvg>
);

export const ClockIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </IconSvg>
);

export const WalletIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M19 7V4a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v4h-3a2 2 0 0 0 0 4h3a1 1 0 0 0 1-1v-2a1 1 0 0 0-1-1" />
    <path d="M3 5v14a2 2 0 0 0 2 2h15a1 1 0 0 0 1-1v-4" />
  </IconSvg>
);

export const XCircleIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="m15 9-6 6M9 9l6 6" />
  </IconSvg>
);

export const CreditCardIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M2 10h20M6 15h4" />
  </IconSvg>
);

export const FlagIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M4 22V4a1 1 0 0 1 .4-.8A6 6 0 0 1 8 2c3 0 5 2 7.3 2a6 6 0 0 0 3.9-1.4.5.5 0 0 1 .8.4v10a1 1 0 0 1-.4.8A6 6 0 0 1 15.3 15c-2.3 0-4.3-2-7.3-2a6 6 0 0 0-4 1.5" />
  </IconSvg>
);

export const TrashIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6" />
    <path d="M10 11v6M14 11v6" />
  </IconSvg>
);

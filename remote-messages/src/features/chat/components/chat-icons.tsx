import { IconSvg, type IconProps } from '@talentindia/ui';

/** The line icons only the messages page draws (the kit's frame: decorative, named by their button). */

export const PaperclipIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="m21.44 11.05-9.19 9.19a6 6 0 0 1-8.49-8.49l8.57-8.57A4 4 0 1 1 18 8.84l-8.59 8.57a2 2 0 0 1-2.83-2.83l8.49-8.48" />
  </IconSvg>
);

export const ImageIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <circle cx="9" cy="9" r="2" />
    <path d="m21 15-3.09-3.09a2 2 0 0 0-2.82 0L6 21" />
  </IconSvg>
);

export const SendIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="m22 2-7 20-4-9-9-4Z" />
    <path d="M22 2 11 13" />
  </IconSvg>
);

export const ArrowLeftIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="m12 19-7-7 7-7" />
    <path d="M19 12H5" />
  </IconSvg>
);

export const MoreIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <circle cx="12" cy="5" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="12" cy="19" r="1" />
  </IconSvg>
);

export const FileIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7Z" />
    <path d="M14 2v4a2 2 0 0 0 2 2h4" />
  </IconSvg>
);

export const ReplyIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="m9 17-5-5 5-5" />
    <path d="M20 18v-2a4 4 0 0 0-4-4H4" />
  </IconSvg>
);

export const PlayIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="m6 3 14 9-14 9V3z" />
  </IconSvg>
);

export const DownloadIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="m7 10 5 5 5-5" />
    <path d="M12 15V3" />
  </IconSvg>
);

export const SearchIcon = (props: IconProps) => (
  <IconSvg {...props}>
    <circle cx="11" cy="11" r="8" />
    <path d="m21 21-4.3-4.3" />
  </IconSvg>
);

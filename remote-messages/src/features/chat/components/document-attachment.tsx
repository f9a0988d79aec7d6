import { formatFileSize, type Attachment } from '@talentindia/contracts';
import { VisuallyHidden } from '@talentindia/ui';
import { DownloadIcon, FileIcon } from './chat-icons';
import styles from './document-attachment.module.css';

/** A document of a message: its icon, name and size (spec §5), and a download. */
export function DocumentAttachment({ attachment }: { attachment: Attachment }) {
  const size = formatFileSize(attachment.size);
  return (
    <a className={styles.document} href={attachment.download_url} download={attachment.name}>
      <FileIcon className={styles.icon} width={28} height={28} />
      <span className={styles.facts}>
        <span className={styles.name}>
          <VisuallyHidden>Download </VisuallyHidden>
          {attachment.name}
        </span>
        <span className={styles.size}>
          <VisuallyHidden>, </VisuallyHidden>
          {size}
        </span>
      </span>
      <DownloadIcon className={styles.download} width={18} height={18} />
    </a>
  );
}

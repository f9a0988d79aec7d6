import { formatFileSize, MAX_ATTACHMENTS_PER_MESSAGE } from '@talentindia/contracts';
import { Button, CloseIcon, PlusIcon } from '@talentindia/ui';
import type { ChosenFile } from '../stores/pending-messages';
import { FileIcon, PlayIcon } from './chat-icons';
import styles from './attachment-preview.module.css';

export interface AttachmentPreviewProps {
  files: ChosenFile[];
  onRemove: (key: string) => void;
  onClear: () => void;
  onAddMore: () => void;
}

/**
 * The files chosen for the next message (spec §4): a thumbnail of each (a document's icon, name and
 * size), a cross on each, "Add more" while fewer than 10, and a cross that clears them all.
 */
export function AttachmentPreview({ files, onRemove, onClear, onAddMore }: AttachmentPreviewProps) {
  return (
    <div className={styles.preview} role="group" aria-label="Files to send">
      <ul className={styles.files}>
        {files.map((chosen) => (
          <li key={chosen.key} className={styles.file}>
            <span className={styles.thumb}>
              {chosen.previewUrl ? (
                <img className={styles.picture} src={chosen.previewUrl} alt="" />
              ) : (
                <FileIcon width={28} height={28} />
              )}
              {chosen.kind === 'video' ? <PlayIcon className={styles.play} width={16} height={16} /> : null}
            </span>
            <span className={styles.name}>{chosen.file.name}</span>
            <span className={styles.size}>{formatFileSize(chosen.file.size)}</span>
            <button
              type="button"
              className={styles.remove}
              aria-label={`Remove ${chosen.file.name}`}
              onClick={() => onRemove(chosen.key)}
            >
              <CloseIcon width={14} height={14} />
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        {files.length < MAX_ATTACHMENTS_PER_MESSAGE ? (
          <Button variant="secondary" size="small" onClick={onAddMore}>
            <PlusIcon width={16} height={16} aria-hidden="true" />
            Add more
          </Button>
        ) : null}
        <button type="button" className={styles.clear} aria-label="Remove all files" onClick={onClear}>
          <CloseIcon width={18} height={18} />
        </button>
      </div>
    </div>
  );
}

import type { Attachment } from '@talentindia/contracts';
import { ImageIcon, PlayIcon } from './chat-icons';
import styles from './attachment-grid.module.css';

/** At most this many tiles; the last one says how many more the gallery holds ("+3"). */
export const GRID_TILES = 4;

export interface AttachmentGridProps {
  /** The message's images and videos, in order. */
  media: Attachment[];
  /** Opens the gallery at this one (focus comes back to the tile when it closes). */
  onOpen: (index: number) => void;
}

function tileLabel(attachment: Attachment, more: number): string {
  const what = attachment.kind === 'video' ? `Play video ${attachment.name}` : `Open photo ${attachment.name}`;
  return more > 0 ? `${what}, and ${more} more` : what;
}

/**
 * A message's images and videos as a grid of thumbnails (a video with its poster and a play mark);
 * beyond four, the last tile shows "+N". Each tile opens the gallery at it.
 */
export function AttachmentGrid({ media, onOpen }: AttachmentGridProps) {
  const shown = media.slice(0, GRID_TILES);
  const hidden = media.length - shown.length;
  return (
    <ul
      className={`${styles.grid} ${styles[`count${Math.min(shown.length, GRID_TILES)}`]}`}
      aria-label="Photos and videos"
    >
      {shown.map((attachment, index) => {
        const more = index === shown.length - 1 ? hidden : 0;
        const picture = attachment.thumb_url ?? (attachment.kind === 'image' ? attachment.url : null);
        return (
          <li key={attachment.id} className={styles.cell}>
            <button
              type="button"
              className={styles.tile}
              aria-label={tileLabel(attachment, more)}
              onClick={() => onOpen(index)}
            >
              {picture ? (
                <img className={styles.picture} src={picture} alt="" loading="lazy" />
              ) : (
                <ImageIcon className={styles.placeholder} width={32} height={32} />
              )}
              {attachment.kind === 'video' ? (
                <span className={styles.play}>
                  <PlayIcon width={20} height={20} />
                </span>
              ) : null}
              {more > 0 ? (
                <span className={styles.more} aria-hidden="true">
                  +{more}
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

import Lightbox, { type Slide } from 'yet-another-react-lightbox';
import Thumbnails from 'yet-another-react-lightbox/plugins/thumbnails';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/thumbnails.css';
import { GALLERY_THUMBNAILS, type Attachment } from '@talentindia/contracts';
import { PlayIcon } from './chat-icons';
import { GalleryVideo } from './gallery-video';
import styles from './gallery-lightbox.module.css';

interface VideoSlide {
  type: 'attachment-video';
  src: string;
  poster: string | null;
  contentType: string;
  name: string;
  thumbnail?: string;
}

declare module 'yet-another-react-lightbox' {
  interface SlideTypes {
    'attachment-video': VideoSlide;
  }
}

/** The thumbnail strip shows the slide on show and this many either side: 5 in all (spec §9). */
const STRIP_SIDE = Math.floor(GALLERY_THUMBNAILS / 2);

export interface GalleryLightboxProps {
  media: Attachment[];
  index: number;
  onClose: () => void;
}

function toSlide(attachment: Attachment): Slide {
  const thumbnail = attachment.thumb_url ?? undefined;
  if (attachment.kind === 'video') {
    return {
      type: 'attachment-video',
      src: attachment.url ?? attachment.download_url,
      poster: attachment.poster_url,
      contentType: attachment.content_type,
      name: attachment.name,
      thumbnail,
    };
  }
  return {
    src: attachment.url ?? attachment.download_url,
    alt: attachment.name,
    width: attachment.width ?? undefined,
    height: attachment.height ?? undefined,
    thumbnail,
  };
}

/**
 * The full-screen gallery (spec §4, §9): yet-another-react-lightbox, with previous and next, arrow
 * keys and Escape, a strip of at most 5 thumbnails, and videos that play when shown and go back to
 * their start when left. Its code loads the first time a gallery opens (see gallery.tsx).
 */
export default function GalleryLightbox({ media, index, onClose }: GalleryLightboxProps) {
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={media.map(toSlide)}
      plugins={[Thumbnails]}
      carousel={{ finite: true, preload: STRIP_SIDE }}
      thumbnails={{ width: 96, height: 64, border: 2, padding: 0, gap: 8, showToggle: false }}
      controller={{ closeOnBackdropClick: true }}
      labels={{ Lightbox: 'Gallery', 'Photo gallery': 'Photos and videos', '{index} of {total}': '{index} of {total}' }}
      render={{
        slide: ({ slide, offset }) =>
          slide.type === 'attachment-video' ? (
            <GalleryVideo
              src={slide.src}
              poster={slide.poster}
              type={slide.contentType}
              name={slide.name}
              active={offset === 0}
            />
          ) : undefined,
        thumbnail: ({ slide }) =>
          slide.type === 'attachment-video' ? (
            <span className={styles.videoThumb}>
              {slide.thumbnail ? <img className={styles.thumbImage} src={slide.thumbnail} alt="" /> : null}
              <PlayIcon className={styles.play} width={18} height={18} />
            </span>
          ) : undefined,
      }}
    />
  );
}

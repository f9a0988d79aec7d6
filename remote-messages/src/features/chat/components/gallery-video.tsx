import { useEffect, useRef } from 'react';
import styles from './gallery-video.module.css';

export interface GalleryVideoProps {
  src: string;
  poster: string | null;
  type: string;
  name: string;
  /** The slide on show: it plays; left, it stops and goes back to its start (spec §4). */
  active: boolean;
}

/** A video in the gallery, with the browser's own controls. */
export function GalleryVideo({ src, poster, type, name, active }: GalleryVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (active) {
      // A browser may refuse to start it (autoplay rules): the controls are there to start it by hand.
      element.play()?.catch(() => undefined);
    } else {
      element.pause();
      element.currentTime = 0;
    }
  }, [active]);
  return (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- a video a person sent in a message comes with no captions to offer
    <video
      ref={video}
      className={styles.video}
      controls
      playsInline
      preload="metadata"
      poster={poster ?? undefined}
      aria-label={name}
    >
      <source src={src} type={type} />
    </video>
  );
}

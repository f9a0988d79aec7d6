import { lazy, Suspense } from 'react';
import type { Attachment } from '@talentindia/contracts';

// The lightbox library and its styles are a chunk of their own, fetched when a gallery first opens.
const GalleryLightbox = lazy(() => import(/* webpackChunkName: "messages-gallery" */ './gallery-lightbox'));

export interface GalleryProps {
  media: Attachment[];
  index: number;
  onClose: () => void;
}

/** The gallery of a message's photos and videos, its code loaded on first opening. */
export function Gallery(props: GalleryProps) {
  return (
    <Suspense fallback={null}>
      <GalleryLightbox {...props} />
    </Suspense>
  );
}

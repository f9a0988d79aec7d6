/** Giving up on a video the browser cannot decode: it is sent without a poster (the page shows an icon). */
const POSTER_TIMEOUT_MS = 5_000;
/** The frame is taken a moment in, past a black first frame. */
const POSTER_AT_SECONDS = 0.1;

/**
 * A video's first frame as a JPEG, taken in the browser when the file is chosen (issue 18: the api
 * checks it as an image and keeps it as the video's poster). Null when the browser cannot play it.
 */
export function captureVideoPoster(file: File): Promise<Blob | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    let settled = false;
    const finish = (poster: Blob | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(poster);
    };
    const timer = setTimeout(() => finish(null), POSTER_TIMEOUT_MS);
    video.muted = true;
    video.playsInline = true;
    video.preload = 'auto';
    video.addEventListener('error', () => finish(null));
    video.addEventListener('loadeddata', () => {
      video.currentTime = Math.min(POSTER_AT_SECONDS, video.duration || 0);
    });
    video.addEventListener('seeked', () => {
      const canvas = document.createElement('canvas');
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0) return finish(null);
      context.drawImage(video, 0, 0);
      canvas.toBlob((blob) => finish(blob), 'image/jpeg', 0.85);
    });
    video.src = url;
  });
}

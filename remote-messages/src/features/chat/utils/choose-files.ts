import {
  ATTACHMENT_SIZE_LIMITS,
  MAX_ATTACHMENTS_PER_MESSAGE,
  messagingMessages as m,
  type AttachmentKind,
} from '@talentindia/contracts';
import type { ChosenFile } from '../stores/pending-messages';
import { captureVideoPoster } from './capture-video-poster';

let nextKey = 0;

/** The kind the browser says a chosen file is; the api judges its real type from its bytes. */
export function kindOf(file: File): AttachmentKind {
  if (file.type.startsWith('image/')) return 'image';
  if (file.type.startsWith('video/')) return 'video';
  return 'document';
}

/**
 * Adds the files just picked to the ones already chosen: at most 10 in all, none over its kind's
 * cap (what the api would refuse is said at once). Images get a preview, videos their first frame.
 */
export async function chooseFiles(
  current: ChosenFile[],
  picked: File[],
): Promise<{ files: ChosenFile[]; problem: string | null }> {
  let problem: string | null = null;
  const room = MAX_ATTACHMENTS_PER_MESSAGE - current.length;
  if (picked.length > room) problem = m.attachmentsTooMany;
  const accepted = picked.slice(0, Math.max(room, 0)).filter((file) => {
    const fits = file.size <= ATTACHMENT_SIZE_LIMITS[kindOf(file)];
    if (!fits) problem = m.attachmentTooLarge;
    return fits;
  });
  const added = await Promise.all(
    accepted.map(async (file): Promise<ChosenFile> => {
      const kind = kindOf(file);
      nextKey += 1;
      const key = `file-${nextKey}`;
      if (kind === 'image') return { key, file, kind, previewUrl: URL.createObjectURL(file), poster: null };
      if (kind === 'video') {
        const poster = await captureVideoPoster(file);
        return { key, file, kind, previewUrl: poster ? URL.createObjectURL(poster) : null, poster };
      }
      return { key, file, kind, previewUrl: null, poster: null };
    }),
  );
  return { files: [...current, ...added], problem };
}

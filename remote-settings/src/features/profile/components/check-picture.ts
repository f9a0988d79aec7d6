import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES, settingsMessages } from '@talentindia/contracts';

/**
 * What is wrong with a chosen picture before it is sent, or null: its declared type and its size.
 * The api judges the bytes again; this only spares the user an upload that would be refused.
 */
export function checkPicture(file: File): string | null {
  if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type)) return settingsMessages.imageWrongType;
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return settingsMessages.imageTooLarge;
  return null;
}

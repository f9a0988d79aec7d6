import { randomBytes } from 'node:crypto';
import { PROFILE_IMAGE_MAX_BYTES, settingsMessages } from '@talentindia/contracts';
import { HttpError } from '../../http-error';

/** The square sizes a picture is kept in (px); the profile and /nav show the middle one. */
export const PICTURE_SIZES = [96, 256, 512] as const;
export const SHOWN_SIZE = 256;
/** Pictures are kept as WebP whatever they came as: small, with alpha, and shown by every current browser. */
export const PICTURE_TYPE = 'image/webp';

/** A decompression bomb (a tiny file of a huge blank image) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

const imageError = (status: number, message: string) => new HttpError(status, message, { image: message });

/** What the first bytes say a file is; only the three accepted kinds are recognised. */
function sniff(bytes: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  return null;
}

/**
 * Checks an uploaded picture by its bytes (not its name or declared type) and re-encodes it into every
 * size: square (cover crop, centred), turned upright from its EXIF orientation, WebP, with no metadata
 * at all (no EXIF, GPS, XMP or ICC profile; the pixels are converted to sRGB). Only JPEG, PNG and WebP
 * are handed to the decoder; a file that is not whole (truncated, corrupt) is refused, never half-drawn.
 */
export async function processPicture(bytes: Buffer): Promise<{ size: number; bytes: Buffer }[]> {
  if (bytes.length > PROFILE_IMAGE_MAX_BYTES) throw imageError(413, settingsMessages.imageTooLarge);
  const format = sniff(bytes);
  if (!format) throw imageError(422, settingsMessages.imageWrongType);
  // Loaded on the first picture, not at every start: most starts and requests never decode one.
  const { default: sharp } = await import('sharp');
  const input = () => sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS });
  try {
    const metadata = await input().metadata();
    if (metadata.format !== format) throw imageError(422, settingsMessages.imageWrongType);
    return await Promise.all(
      PICTURE_SIZES.map(async (size) => ({
        size,
        bytes: await input()
          .rotate()
          .resize(size, size, { fit: 'cover', position: 'centre' })
          .toColourspace('srgb')
          .webp({ quality: 82 })
          .toBuffer(),
      })),
    );
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw imageError(422, settingsMessages.imageUnreadable);
  }
}

/** Where a picture's sizes are stored: `<base>/<size>.webp`, under a random base no one can guess. */
export function pictureKeys(base: string): string[] {
  return PICTURE_SIZES.map((size) => `${base}/${size}.webp`);
}

export function newPictureBase(): string {
  return `avatars/${randomBytes(18).toString('base64url')}`;
}

/** The picture's absolute URL on the api (browsers load it from the api's origin). */
export function pictureUrl(apiPublicUrl: string, base: string | null): string | null {
  return base === null ? null : `${apiPublicUrl}/files/${base}/${SHOWN_SIZE}.webp`;
}

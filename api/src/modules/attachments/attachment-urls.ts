import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AttachmentKind } from '@talentindia/contracts';
import { loadSecretsKey } from '../../services/secret-box';

export const ATTACHMENT_VARIANTS = ['file', 'thumb', 'poster', 'download'] as const;
export type AttachmentVariant = (typeof ATTACHMENT_VARIANTS)[number];

/** How long a signed attachment URL works: the page reloads a thread's messages well within it. */
export const SIGNED_URL_SECONDS = 60 * 60;

/**
 * The key attachment URLs are signed with, derived from the api's secrets key (HKDF, its own label), so
 * the secrets key itself never signs anything readable. Kept per app: tests build many apps.
 */
const signingKeys = new WeakMap<FastifyInstance, Buffer>();

function signingKey(app: FastifyInstance): Buffer {
  let key = signingKeys.get(app);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', loadSecretsKey(app.config), Buffer.alloc(0), 'attachment-urls', 32));
    signingKeys.set(app, key);
  }
  return key;
}

interface UrlClaim {
  attachmentId: number;
  variant: AttachmentVariant;
  viewerId: number;
  /** Unix seconds. */
  expires: number;
}

function signatureOf(app: FastifyInstance, claim: UrlClaim): string {
  return createHmac('sha256', signingKey(app))
    .update(`${claim.attachmentId}.${claim.variant}.${claim.viewerId}.${claim.expires}`)
    .digest('base64url');
}

/** Whether `signature` was made for exactly this attachment, variant, viewer and expiry (in constant time). */
export function signatureMatches(app: FastifyInstance, claim: UrlClaim, signature: string): boolean {
  const expected = Buffer.from(signatureOf(app, claim));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * An attachment's absolute URL on the api for one viewer, valid for an hour: an `<img>` or `<video>`
 * sends no Authorization header, so the URL carries the proof, and it names the viewer, so a copied URL
 * stops working when they are no longer a participant (the route checks again).
 */
export function signedAttachmentUrl(
  app: FastifyInstance,
  attachmentId: number,
  variant: AttachmentVariant,
  viewerId: number,
): string {
  // Rounded to the minute so a page of messages asked twice gets the same URLs (the browser's cache works).
  const nowSeconds = Math.floor(app.clock.now().getTime() / 1000);
  const expires = Math.ceil((nowSeconds + SIGNED_URL_SECONDS) / 60) * 60;
  const claim = { attachmentId, variant, viewerId, expires };
  const query = new URLSearchParams({
    viewer: String(viewerId),
    expires: String(expires),
    signature: signatureOf(app, claim),
  });
  return `${app.config.apiPublicUrl}/attachments/${attachmentId}/${variant}?${query.toString()}`;
}

/** The variants an attachment of this kind has (a document is only downloaded; a video's thumb is its poster's). */
export function variantExists(
  kind: AttachmentKind,
  variant: AttachmentVariant,
  keys: { thumbKey: string | null; posterKey: string | null },
): boolean {
  if (variant === 'download') return true;
  if (variant === 'file') return kind !== 'document';
  if (variant === 'thumb') return keys.thumbKey !== null;
  return keys.posterKey !== null;
}

/**
 * The profile (issue 8 §1, §5): names, time zone, currency and picture; the email change and the
 * account deletion by mailed link. Owns profile pictures: how they are processed, stored and linked.
 */
export { profileRoutes } from './profile-routes';
export { newPictureBase, pictureKeys, pictureUrl, processPicture, PICTURE_TYPE } from './profile-images';
export { onContractsEndedByErasure, type ErasedContractsHandler } from './account-erasure';

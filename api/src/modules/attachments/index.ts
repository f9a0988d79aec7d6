/**
 * Message attachments (issue 18 §2): uploads judged by their bytes and streamed to storage, claimed by
 * the message that sends them, and served to the thread's participants through signed URLs.
 */
export { attachmentRoutes } from './attachment-routes';
export { claimAttachments, loadMessageAttachments, type AttachmentClaim } from './attachment-service';
export { purgeUnsentAttachments, UNSENT_ATTACHMENT_MS } from './attachment-housekeeping';

/**
 * Messages (issue 18 §2): the threads between a client and a freelancer, their messages (text, replies,
 * files, hiring events), read receipts, typing, search, reports and blocks, through the same routes
 * for both sides, and the recipient's notice of new messages (once per unread stretch).
 */
export { messagesRoutes } from './messages-routes';
export { MESSAGE_NOTICE_QUIET_MS } from './message-notices';

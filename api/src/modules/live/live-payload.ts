/**
 * What travels between api processes (PostgreSQL NOTIFY or Redis pub/sub): ids only, never the
 * event itself, so a payload stays a few dozen bytes, far under NOTIFY's 8,000-byte cap.
 * - a stored event: `<user_id>:<event_id>` (the receiving process reads the row by id);
 * - a typing signal: `t:<user_id>:<thread_id>:<from_user_id>` (nothing stored).
 */
export type LivePayload =
  | { kind: 'stored'; userId: number; eventId: number }
  | { kind: 'typing'; userId: number; threadId: number; fromUserId: number };

const STORED = /^(\d{1,15}):(\d{1,18})$/;
const TYPING = /^t:(\d{1,15}):(\d{1,15}):(\d{1,15})$/;

export function storedPayload(userId: number, eventId: number): string {
  return `${userId}:${eventId}`;
}

export function typingPayload(userId: number, threadId: number, fromUserId: number): string {
  return `t:${userId}:${threadId}:${fromUserId}`;
}

/** The payload's ids, or null for anything else on the channel (which is ignored). */
export function parsePayload(payload: string): LivePayload | null {
  const stored = STORED.exec(payload);
  if (stored) return { kind: 'stored', userId: Number(stored[1]), eventId: Number(stored[2]) };
  const typing = TYPING.exec(payload);
  if (typing) {
    return { kind: 'typing', userId: Number(typing[1]), threadId: Number(typing[2]), fromUserId: Number(typing[3]) };
  }
  return null;
}

import { z } from '../zod-mini';
import { miniText } from '../settings/fields';
import { idParam } from '../marketplace/marketplace-fields';
import { messagingMessages as m } from './messaging-messages';

/*
 * The messages area (issue 18): threads between a client and a freelancer, their messages (text from
 * a person, or a hiring event the action wrote), attachments, read receipts, blocks and reports, and
 * the live stream's events. Participants decide access, never the role: the same routes serve both.
 */

/** What a message is: `text` from a person; anything else a hiring event, drawn from `data`. */
export const MESSAGE_KINDS = [
  'text',
  'proposal',
  'offer_sent',
  'offer_accepted',
  'offer_declined',
  'contract_ended',
  'milestone_created',
  'milestone_submitted',
  'milestone_completed',
  // Issue 19: money behind the contract. `data` of the milestone ones as milestone_created's (contract_id,
  // milestone_id, name, amount, due_date), with `note` for changes requested and `refunded` (true when
  // a funded one was refunded) for cancelled; week_paid: contract_id, monday, sunday, minutes, amount
  // (released to the freelancer); hours_disputed: contract_id, monday, sunday, minutes, reason.
  'milestone_funded',
  'milestone_changes_requested',
  'milestone_cancelled',
  'week_paid',
  'hours_disputed',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const ATTACHMENT_KINDS = ['image', 'video', 'document'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/** At most this many files in one message. */
export const MAX_ATTACHMENTS_PER_MESSAGE = 10;
/** At most this many uploads of one person wait to be sent at once (the rest of a retry's files, say). */
export const MAX_WAITING_ATTACHMENTS = 2 * MAX_ATTACHMENTS_PER_MESSAGE;
/** Per-kind caps in bytes (README "Attachments"): a document 25 MB, an image 20 MB, a video 100 MB. */
export const ATTACHMENT_SIZE_LIMITS: Record<AttachmentKind, number> = {
  document: 25 * 1024 * 1024,
  image: 20 * 1024 * 1024,
  video: 100 * 1024 * 1024,
};
/** A message's text: at most this many characters. */
export const MESSAGE_BODY_MAX = 5000;
/** Spec §5: the document picker's types; the other picker takes images and videos. */
export const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'zip', 'rar'] as const;
export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');
export const MEDIA_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,video/mp4,video/webm,video/quicktime';
/** Spec §9: the gallery's thumbnail strip shows at most this many slides. */
export const GALLERY_THUMBNAILS = 5;
/** How long a "typing" signal stands without another one (ms). */
export const TYPING_SIGNAL_MS = 5000;

/**
 * Spec §5: a file's size as B, KB, MB or GB with two decimals (1024 to the next unit); whole bytes
 * have no fraction ("512 B", "1.50 KB", "25.00 MB").
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(2)} ${units[unit]}`;
}

/** The person on the other side of a thread ("Deleted user" after they deleted their account). */
export const counterpartSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  image: z.nullable(z.string()),
  role: z.enum(['client', 'freelancer']),
  deleted: z.boolean(),
});
export type Counterpart = z.infer<typeof counterpartSchema>;

/** A file of a message. URLs are short-lived and signed for the viewer (an `<img>` sends no header). */
export const attachmentSchema = z.object({
  id: z.number(),
  kind: z.enum(ATTACHMENT_KINDS),
  name: z.string(),
  content_type: z.string(),
  size: z.number(),
  width: z.nullable(z.number()),
  height: z.nullable(z.number()),
  /** The file itself, inline for images and videos (a document has none: it is only downloaded). */
  url: z.nullable(z.string()),
  /** A small image: the image re-encoded, or the video's poster frame. */
  thumb_url: z.nullable(z.string()),
  /** A video's poster frame at full size. */
  poster_url: z.nullable(z.string()),
  /** The bytes as a download (`Content-Disposition: attachment`). */
  download_url: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** What a reply shows of the message it answers. */
export const quotedMessageSchema = z.object({
  id: z.number(),
  kind: z.enum(MESSAGE_KINDS),
  /** The first characters of its text (or "📎 2 files"). */
  preview: z.string(),
  sender_name: z.string(),
  mine: z.boolean(),
});
export type QuotedMessage = z.infer<typeof quotedMessageSchema>;

export const messageSchema = z.object({
  id: z.number(),
  thread_id: z.number(),
  kind: z.enum(MESSAGE_KINDS),
  /** Text (never HTML): a person's words, or the event's line ("Offer accepted"). */
  body: z.string(),
  /** A hiring event's facts (amounts as {currency, amount} in minor units, names, ids); null for text. */
  data: z.nullable(z.record(z.string(), z.unknown())),
  sender_id: z.number(),
  mine: z.boolean(),
  reply_to: z.nullable(quotedMessageSchema),
  attachments: z.array(attachmentSchema),
  client_key: z.nullable(z.string()),
  /** ISO times. `read_at`: when the recipient opened it (null while unread). */
  created_at: z.string(),
  read_at: z.nullable(z.string()),
});
export type Message = z.infer<typeof messageSchema>;

export const lastMessageSchema = z.object({
  id: z.number(),
  kind: z.enum(MESSAGE_KINDS),
  /** The list's line: the text, "📎 2 files", or the event's line. */
  preview: z.string(),
  mine: z.boolean(),
  created_at: z.string(),
});

/** A thread as the list shows it. */
export const threadSummarySchema = z.object({
  id: z.number(),
  counterpart: counterpartSchema,
  job: z.nullable(z.object({ id: z.number(), title: z.string() })),
  last_message: z.nullable(lastMessageSchema),
  last_message_at: z.string(),
  unread_count: z.number(),
  blocked_by_me: z.boolean(),
  blocked_by_them: z.boolean(),
  /** With `?q=`: the newest message whose text matched (its id, to open the thread at it, and its text). */
  match: z.optional(z.nullable(z.object({ message_id: z.number(), text: z.string() }))),
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;

/** One thread's header: the summary, when the other side last read it, and whether the caller can hire. */
export const threadDetailSchema = z.extend(threadSummarySchema, {
  /** When the counterpart last opened the thread ("Seen" on the caller's messages sent before it). */
  counterpart_read_at: z.nullable(z.string()),
  /** The caller is the client, the job is open and this freelancer has no active contract on it. */
  can_hire: z.boolean(),
  /** Why sending is refused (blocked, the other person deleted their account), else null. */
  send_refusal: z.nullable(z.string()),
});
export type ThreadDetail = z.infer<typeof threadDetailSchema>;

export const threadListResponseSchema = z.object({
  status: z.literal(true),
  data: z.array(threadSummarySchema),
  /** Highlight these words (the search's terms, lower-cased); empty without a search. */
  meta: z.object({ next_cursor: z.nullable(z.string()), terms: z.array(z.string()) }),
});
export type ThreadListResponse = z.infer<typeof threadListResponseSchema>;

export const threadResponseSchema = z.object({ status: z.literal(true), data: threadDetailSchema });

export const messagePageResponseSchema = z.object({
  status: z.literal(true),
  /** Oldest first. */
  data: z.array(messageSchema),
  meta: z.object({ has_older: z.boolean(), has_newer: z.boolean() }),
});
export type MessagePageResponse = z.infer<typeof messagePageResponseSchema>;

export const messageResponseBodySchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: messageSchema,
});

export const attachmentUploadResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: attachmentSchema,
});

/** `GET /threads`: newest first, by cursor; `q` searches names, job titles and message text. */
export const threadListQuerySchema = z.object({
  cursor: z.optional(miniText().check(z.maxLength(100, m.cursorInvalid))),
  q: z.optional(miniText().check(z.trim(), z.maxLength(100, m.searchTooLong))),
});

const messageIdQuery = z.optional(
  z.coerce
    .number({ error: m.cursorInvalid })
    .check(z.int(m.cursorInvalid), z.minimum(1, m.cursorInvalid), z.maximum(Number.MAX_SAFE_INTEGER, m.cursorInvalid)),
);

/**
 * `GET /threads/:id/messages`: the newest page; `before=<id>` the page older than it, `after=<id>`
 * the newer one, `around=<id>` a page with it in the middle (a search hit, a quoted message).
 */
export const messagePageQuerySchema = z.object({
  before: messageIdQuery,
  after: messageIdQuery,
  around: messageIdQuery,
  limit: z._default(
    z.coerce
      .number({ error: m.cursorInvalid })
      .check(z.int(m.cursorInvalid), z.minimum(1, m.cursorInvalid), z.maximum(100, m.cursorInvalid)),
    30,
  ),
});

export const threadIdParams = z.object({ id: idParam(m.threadNotFound) });
export const attachmentParams = z.object({
  id: idParam(m.attachmentNotFound),
  variant: z.enum(['file', 'thumb', 'poster', 'download'], { error: m.attachmentNotFound }),
});
/**
 * `GET /attachments/:id/:variant`: who the URL was signed for, until when (unix seconds) and its
 * signature, as a message's URLs carry them (none with a Bearer header). A wrong one is a 404.
 */
export const attachmentUrlQuerySchema = z.object({
  viewer: z.optional(miniText()),
  expires: z.optional(miniText()),
  signature: z.optional(miniText()),
});

/** `POST /threads/:id/messages`: text and/or uploaded attachments, maybe answering a message. */
export const sendMessageSchema = z
  .object({
    body: z._default(miniText().check(z.maxLength(MESSAGE_BODY_MAX, m.messageTooLong)), ''),
    reply_to_id: z.optional(
      z.nullable(z.number({ error: m.replyNotFound }).check(z.int(m.replyNotFound), z.positive(m.replyNotFound))),
    ),
    attachment_ids: z._default(
      z
        .array(
          z
            .number({ error: m.attachmentNotFound })
            .check(z.int(m.attachmentNotFound), z.positive(m.attachmentNotFound)),
        )
        .check(z.maxLength(MAX_ATTACHMENTS_PER_MESSAGE, m.attachmentsTooMany)),
      [],
    ),
    /** The composer's own id for this message (a retry after a lost answer is the same message). */
    client_key: z.optional(z.nullable(miniText().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, m.clientKeyInvalid)))),
  })
  .check(
    z.refine((value) => value.body.trim() !== '' || value.attachment_ids.length > 0, {
      message: m.messageEmpty,
      path: ['body'],
    }),
  );
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

/** `POST /threads`: the client's Message button on a freelancer (about a job, or none). */
export const startThreadSchema = z.object({
  freelancer_id: z
    .number({ error: m.freelancerNotFound })
    .check(z.int(m.freelancerNotFound), z.positive(m.freelancerNotFound)),
  job_id: z.optional(
    z.nullable(z.number({ error: m.jobNotFound }).check(z.int(m.jobNotFound), z.positive(m.jobNotFound))),
  ),
});
export const startThreadResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ thread_id: z.number() }),
});

export const REPORT_REASONS = ['spam', 'harassment', 'scam_or_fraud', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment',
  scam_or_fraud: 'Scam or fraud',
  other: 'Other',
};

export interface ReportFormValues {
  reason: '' | ReportReason;
  details: string;
}

/** Report freelancer: a reason, and details (required for "Other"). */
export const reportSchema = z
  .object({
    reason: miniText(m.reportReasonRequired).check(
      z.refine(
        (value) => value === '' || (REPORT_REASONS as readonly string[]).includes(value),
        m.reportReasonRequired,
      ),
      z.refine((value) => value !== '', m.reportReasonRequired),
    ),
    details: z._default(miniText().check(z.trim(), z.maxLength(2000, m.reportDetailsTooLong)), ''),
  })
  .check(
    z.refine((value) => value.reason !== 'other' || value.details.trim() !== '', {
      message: m.reportDetailsRequired,
      path: ['details'],
    }),
  );

export const readResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ read_at: z.string(), marked: z.number() }),
});

/**
 * What the live stream (`GET /live`, Server-Sent Events) sends. Each stored event has an `id:` the
 * tab sends back as Last-Event-ID on reconnecting; typing signals have none.
 */
export type LiveEvent =
  | { type: 'message'; data: { thread_id: number; message_id: number } }
  | { type: 'read'; data: { thread_id: number; reader_id: number; read_at: string } }
  | { type: 'typing'; data: { thread_id: number; user_id: number } }
  | { type: 'thread'; data: { thread_id: number } }
  | { type: 'nav'; data: { unread_messages: number } };

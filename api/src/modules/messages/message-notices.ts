import type { NotificationType } from '@talentindia/contracts';
import { escapeHtml } from '../../services/escape-html';
import { mailLayout } from '../../services/mail-layout';

/**
 * After a stretch of messages the recipient has not read, they are told once (the bell, and a mail
 * while their "Job updates" preference is on) and not again until they have read the thread and
 * left it quiet this long: a conversation never mails once per message.
 */
export const MESSAGE_NOTICE_QUIET_MS = 15 * 60 * 1000;

/** The preference new-message mail follows ("Changes to the jobs you post, and new messages about them."). */
const MESSAGE_MAIL_CATEGORY = 'email_job_updates' as const;

const bold = (value: string) => `<b>${escapeHtml(value)}</b>`;
/** One line, not too long: a subject or a quoted text. */
const oneLine = (value: string, max: number) => {
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

export interface NewMessageNotice {
  recipientFirstName: string;
  senderName: string;
  jobTitle: string | null;
  /** The message's preview: its text, or "📎 2 files". */
  preview: string;
  /** The thread in the app (`/messages?thread=<id>`) and the app's address for the mail's link. */
  path: string;
  appUrl: string;
}

/** What the recipient of a new message is told: the bell's line and the mail. */
export function newMessageNotice(notice: NewMessageNotice) {
  const about = notice.jobTitle === null ? '' : ` about ${bold(notice.jobTitle)}`;
  const aboutText = notice.jobTitle === null ? '' : ` about “${oneLine(notice.jobTitle, 200)}”`;
  return {
    notification: {
      type: 'simple' as NotificationType,
      description: `${bold(notice.senderName)} sent you a message${about}.`,
      action: notice.path,
    },
    mail: {
      category: MESSAGE_MAIL_CATEGORY,
      subject: `New message from ${oneLine(notice.senderName, 80)}`,
      ...mailLayout(
        `Hi ${notice.recipientFirstName},`,
        [
          `${notice.senderName} sent you a message${aboutText}:`,
          `“${oneLine(notice.preview, 300)}”`,
          'We mail you once until you read the conversation, however many messages follow.',
        ],
        { label: 'Open the conversation', url: `${notice.appUrl}${notice.path}` },
        'You get this email because job updates are switched on in your email preferences; change them in Settings.',
      ),
    },
  };
}

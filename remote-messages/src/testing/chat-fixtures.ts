import type { Attachment, Message, ThreadDetail, ThreadSummary } from '@talentindia/contracts';

/** Wire objects as the api sends them, for the messages page's tests. The reader is the client Asha. */
export const PRIYA = {
  id: 501,
  first_name: 'Priya',
  last_name: 'Sharma',
  image: null,
  role: 'freelancer' as const,
  deleted: false,
};

export const JOB = { id: 7, title: 'Build a React dashboard' };

/** A moment today at `hour`:`minute` local time, as the api writes times (ISO, UTC). */
export function today(hour: number, minute = 0): string {
  const date = new Date();
  date.setHours(hour, minute, 0, 0);
  return date.toISOString();
}

export function threadSummary(overrides: Partial<ThreadSummary> = {}): ThreadSummary {
  return {
    id: 12,
    counterpart: PRIYA,
    job: JOB,
    last_message: {
      id: 3,
      kind: 'text',
      preview: 'The first screens are ready.',
      mine: false,
      created_at: today(9, 5),
    },
    last_message_at: today(9, 5),
    unread_count: 0,
    blocked_by_me: false,
    blocked_by_them: false,
    ...overrides,
  };
}

export function threadDetail(overrides: Partial<ThreadDetail> = {}): ThreadDetail {
  return {
    ...threadSummary(),
    counterpart_read_at: null,
    can_hire: true,
    send_refusal: null,
    ...overrides,
  };
}

export function message(overrides: Partial<Message> & { id: number }): Message {
  return {
    thread_id: 12,
    kind: 'text',
    body: `Message ${overrides.id}`,
    data: null,
    sender_id: PRIYA.id,
    mine: false,
    reply_to: null,
    attachments: [],
    client_key: null,
    created_at: today(9, 0),
    read_at: null,
    ...overrides,
  };
}

export function attachment(overrides: Partial<Attachment> & { id: number }): Attachment {
  const base = `https://api.test/attachments/${overrides.id}`;
  return {
    kind: 'image',
    name: `photo-${overrides.id}.jpg`,
    content_type: 'image/jpeg',
    size: 204_800,
    width: 1200,
    height: 800,
    url: `${base}/file`,
    thumb_url: `${base}/thumb`,
    poster_url: null,
    download_url: `${base}/download`,
    ...overrides,
  };
}

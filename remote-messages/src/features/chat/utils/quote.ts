import type { Message, QuotedMessage } from '@talentindia/contracts';

/** How much of a message a reply bar quotes (the api quotes its own first characters on the reply). */
const QUOTE_LENGTH = 140;

function filesText(count: number): string {
  return `📎 ${count} ${count === 1 ? 'file' : 'files'}`;
}

/** What the reply bar shows of the message being answered, as the api will quote it. */
export function quoteOf(message: Message, senderName: string): QuotedMessage {
  const text = message.body.trim();
  const preview = text
    ? text.length > QUOTE_LENGTH
      ? `${text.slice(0, QUOTE_LENGTH - 1)}…`
      : text
    : filesText(message.attachments.length);
  return { id: message.id, kind: message.kind, preview, sender_name: senderName, mine: message.mine };
}

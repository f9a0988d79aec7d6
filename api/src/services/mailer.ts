import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { EMAIL_PREFERENCE_KEYS, type EmailPreferenceKey } from '@talentindia/contracts';
import { isSwitchedOff } from '../modules/email-preferences';
import type { MailCategory } from './mail-categories';
import { writeOutbox } from './outbox';

export interface Mail {
  to: string;
  category: MailCategory;
  subject: string;
  text: string;
  html: string;
}

/** What became of a mail: sent (to SMTP or the outbox), or skipped because its category is switched off. */
export type MailOutcome = { sent: true } | { sent: false; skippedReason: string };

/** Every mail goes through this: it is checked against the recipient's email preferences, then delivered. */
export interface Mailer {
  send(mail: Mail): Promise<MailOutcome>;
}

/** How a mail leaves: SMTP when SMTP_URL is set, else the local outbox. */
export interface MailTransport {
  deliver(mail: Mail): Promise<void>;
}

const isPreference = (category: MailCategory): category is EmailPreferenceKey =>
  (EMAIL_PREFERENCE_KEYS as readonly string[]).includes(category);

/**
 * The one place the email preferences are obeyed, above every transport. A mail whose category is
 * one of the eight preferences and is switched off for the recipient's account is not delivered: it
 * is recorded in the outbox as skipped, with why, whatever the transport. Security mails (links,
 * codes) and payment receipts have no preference and always go.
 */
export function createMailer(app: FastifyInstance, transport: MailTransport): Mailer {
  return {
    async send(mail) {
      if (isPreference(mail.category) && (await isSwitchedOff(app, mail.to, mail.category))) {
        const skippedReason = `${mail.category} is switched off in Email Preference`;
        await writeOutbox(app, { channel: 'email', ...mail, skippedReason });
        app.log.info({ to: mail.to, subject: mail.subject, category: mail.category }, 'mail skipped: switched off');
        return { sent: false, skippedReason };
      }
      await transport.deliver(mail);
      return { sent: true };
    },
  };
}

/** The offline default: the mail is stored in the outbox table and logged (without its body, which holds links). */
export function createOutboxTransport(app: FastifyInstance): MailTransport {
  return {
    async deliver(mail) {
      await writeOutbox(app, { channel: 'email', ...mail });
      app.log.info({ to: mail.to, subject: mail.subject }, 'mail stored in the outbox (no SMTP_URL configured)');
    },
  };
}

/** nodemailer is loaded only when SMTP is configured (the outbox needs none of it). */
export async function createSmtpTransport(
  smtpUrl: string,
  from: string,
  log: FastifyBaseLogger,
): Promise<MailTransport> {
  const { default: nodemailer } = await import('nodemailer');
  // Bounded waits (nodemailer's own allow 10 minutes of silence): a mail server that hangs fails the
  // attempt, and the queued mail is tried again later.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    async deliver(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      log.info({ to: mail.to, subject: mail.subject, category: mail.category }, 'mail sent');
    },
  };
}

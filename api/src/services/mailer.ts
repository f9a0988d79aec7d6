import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../db/database';
import type { MailCategory } from './mail-categories';
import { writeOutbox } from './outbox';

export interface Mail {
  to: string;
  category: MailCategory;
  subject: string;
  text: string;
  html: string;
}

/** Mail goes through this interface: SMTP when SMTP_URL is set, else the local outbox. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** The offline default: the mail is stored in the outbox table and logged (without its body, which holds links). */
export function createOutboxMailer(db: Database, log: FastifyBaseLogger): Mailer {
  return {
    async send(mail) {
      await writeOutbox(db, { channel: 'email', ...mail });
      log.info({ to: mail.to, subject: mail.subject }, 'mail stored in the outbox (no SMTP_URL configured)');
    },
  };
}

export function createSmtpMailer(smtpUrl: string, from: string, log: FastifyBaseLogger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
    },
  };
}

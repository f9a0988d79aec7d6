import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { writeOutbox } from './outbox';

export interface SmsSender {
  send(message: { to: string; text: string }): Promise<void>;
}

/** The offline default: the SMS is stored in the outbox table and logged (without its text, which holds codes). */
export function createOutboxSms(app: FastifyInstance): SmsSender {
  return {
    async send(message) {
      await writeOutbox(app, { channel: 'sms', to: message.to, subject: '', text: message.text, html: '' });
      app.log.info({ to: message.to }, 'SMS stored in the outbox (no SMS provider configured)');
    },
  };
}

/** Twilio's Messages API, when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are set. */
export function createTwilioSms(
  credentials: { accountSid: string; authToken: string; from: string },
  log: FastifyBaseLogger,
): SmsSender {
  const endpoint = `https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(credentials.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${credentials.accountSid}:${credentials.authToken}`).toString('base64')}`;
  return {
    async send(message) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { Authorization: authorization, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: message.to, From: credentials.from, Body: message.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`Twilio answered HTTP ${response.status}`);
      log.info({ to: message.to }, 'SMS sent');
    },
  };
}

import { z } from './zod';

/** `GET /dev/outbox?to=` (only with DEV_OUTBOX=1): mail and SMS that went to the local outbox, newest first. */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxQuerySchema = z.object({
  to: z
    .string({ error: 'Query parameter "to" is required.' })
    .trim()
    .min(1, 'Query parameter "to" is required.')
    .max(254),
});

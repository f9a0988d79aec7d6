import { z } from '../zod-mini';

/**
 * `GET /settings/verification` (the spec leaves the section empty): email and mobile status, and the
 * three tasks of the $1000 credits offer, each from real state.
 */
export const verificationSchema = z.object({
  email: z.string(),
  email_verified: z.boolean(),
  mobile_verified: z.boolean(),
  credits_offer: z.object({
    email_verified: z.boolean(),
    billing_complete: z.boolean(),
    payment_method_added: z.boolean(),
  }),
});
export type Verification = z.infer<typeof verificationSchema>;
export const verificationResponseSchema = z.object({ status: z.literal(true), data: verificationSchema });

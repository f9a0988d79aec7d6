import type { $ZodType } from 'zod/v4/core';
import { z } from './zod';

/** Architecture "API rules": every error is `{status:false, message, errors?}` with a real HTTP code. */
export const errorResponseSchema = z.object({
  status: z.literal(false),
  message: z.string(),
  /** Field name → message, for validation errors. */
  errors: z.record(z.string(), z.string()).optional(),
  /**
   * What the page should do about it, when it can do something: `reauthenticate` (a 403 for a
   * sensitive change) asks for the password again (`POST /settings/reauthenticate`) and then retries.
   */
  reason: z.enum(['reauthenticate']).optional(),
  /** With `reason: 'reauthenticate'`: the proofs this account can give (its password; or Google, an app code). */
  methods: z.array(z.enum(['password', 'google', 'app'])).optional(),
});

/** A success without data: `{status:true, message}`. */
export const messageResponseSchema = z.object({ status: z.literal(true), message: z.string() });

export type ErrorResponse = z.infer<typeof errorResponseSchema>;
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/**
 * A contract schema whose input and output are one type (what the forms hand to their resolver):
 * full zod or zod/mini, both built on zod's core.
 */
export type ContractSchema<T> = $ZodType<T, T>;

import { z } from 'zod';

/** The body of every non-2xx answer of /api: a stable machine code plus a human message. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  error: z.string(),
  message: z.string(),
  /** Field-level messages for validation errors, keyed by the field's path. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

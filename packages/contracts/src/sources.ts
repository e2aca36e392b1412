// The news sources svc-news polls and how each is doing (issue 30). Signed-in users see a short
// view at GET /api/sources; operators read the full health at svc-news's internal
// GET /internal/sources, which the gateway never routes (every public rule is under /api/).
import { z } from 'zod';

/** pending: never polled yet; ok: the last poll worked; failing: the last poll(s) failed, retried with back-off. */
export const sourceStatusSchema = z.enum(['pending', 'ok', 'failing']);
export type SourceStatus = z.infer<typeof sourceStatusSchema>;

/** GET /api/sources: one row per configured source, in the configured order. */
export const sourceSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The outlet's own page (not the feed's address). */
  site: z.string(),
  /** Articles stored from this source. */
  itemCount: z.number().int().nonnegative(),
  /** False while its polls keep failing (see SOURCE_UNHEALTHY_AFTER_FAILURES); a source not polled yet counts as healthy. */
  healthy: z.boolean(),
});
export const sourcesResponseSchema = z.array(sourceSummarySchema);
export type SourceSummary = z.infer<typeof sourceSummarySchema>;

/** One or two failed polls are usually a blip (a timeout, a 503) and retried: a source is unhealthy from this many in a row. */
export const SOURCE_UNHEALTHY_AFTER_FAILURES = 3;

/** GET /internal/sources: everything svc-news keeps about a source's polls. Dates are ISO strings. */
export const sourceHealthSchema = sourceSummarySchema.extend({
  feedUrl: z.string(),
  status: sourceStatusSchema,
  lastFetchAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  consecutiveFailures: z.number().int().nonnegative(),
  /** The last failure's reason while failing, else null. */
  lastError: z.string().nullable(),
  /** When the source is next polled after failures (its back-off), else null. */
  backoffUntil: z.string().nullable(),
  /** When the source is next due at all. */
  nextFetchAt: z.string().nullable(),
});
export const sourcesHealthResponseSchema = z.array(sourceHealthSchema);
export type SourceHealth = z.infer<typeof sourceHealthSchema>;

/** svc-news's internal route; not in the OpenAPI document and never routed by the gateway. */
export const SOURCES_HEALTH_PATH = '/internal/sources';

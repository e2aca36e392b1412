import { z } from 'zod';
import {
  VITAL_MAX_CLS,
  VITAL_MAX_MS,
  VITAL_NAMES,
  VITAL_NAVIGATION_TYPES,
  VITAL_RATINGS,
  VITAL_ROUTE_PATTERN,
  VITALS_MAX_METRICS,
  type VitalsReport,
} from './vitals-limits.js';

export const vitalMetricSchema = z
  .object({
    name: z.enum(VITAL_NAMES),
    value: z.number().min(0).max(VITAL_MAX_MS),
    rating: z.enum(VITAL_RATINGS),
    navigationType: z.enum(VITAL_NAVIGATION_TYPES),
  })
  .strict()
  // CLS has no unit; every other metric is milliseconds.
  .refine((metric) => metric.name !== 'CLS' || metric.value <= VITAL_MAX_CLS, { message: `CLS is at most ${VITAL_MAX_CLS}`, path: ['value'] });

/** POST /api/vitals: one page view's field metrics, batched by the app. */
export const vitalsReportSchema = z
  .object({
    route: z.string().max(140).regex(VITAL_ROUTE_PATTERN, 'a route template such as /news/:id'),
    metrics: z.array(vitalMetricSchema).min(1).max(VITALS_MAX_METRICS),
  })
  .strict() satisfies z.ZodType<VitalsReport>;

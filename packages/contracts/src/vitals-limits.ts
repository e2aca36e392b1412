// The field web vitals' report (POST /api/vitals) as the browser builds it, without zod
// (vitals.ts builds the schema the gateway checks it with).

export const VITALS_PATH = '/api/vitals';

/** The metrics a report may carry: Core Web Vitals plus the two cheap loading ones. */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type VitalRating = (typeof VITAL_RATINGS)[number];

/** web-vitals' `navigationType` values. */
export const VITAL_NAVIGATION_TYPES = ['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore'] as const;
export type VitalNavigationType = (typeof VITAL_NAVIGATION_TYPES)[number];

/** One page view reports each metric at most a few times (bfcache restores report again). */
export const VITALS_MAX_METRICS = 20;
/** Timings in milliseconds: anything past ten minutes is a broken clock, not a slow page. */
export const VITAL_MAX_MS = 600_000;
/** CLS is a unitless sum of layout-shift scores; a real page stays far below this. */
export const VITAL_MAX_CLS = 100;
/** A report is a few hundred bytes; the gateway refuses a larger body before parsing it. */
export const VITALS_BODY_MAX_BYTES = 4096;

/**
 * A route path without ids: the shell's route template, e.g. `/news/:id`. Segments are lowercase
 * words, `:id` or `*` (a path no route knows), so no id, username or query can travel in it.
 */
export const VITAL_ROUTE_PATTERN = /^\/(?:(?:[a-z][a-z-]{0,31}|:id|\*)(?:\/(?:[a-z][a-z-]{0,31}|:id|\*)){0,3})?$/;

export interface VitalMetric {
  name: VitalName;
  value: number;
  rating: VitalRating;
  navigationType: VitalNavigationType;
}

export interface VitalsReport {
  /** The route the page was opened at (its template). */
  route: string;
  metrics: VitalMetric[];
}

// Batches the page view's web vitals and sends them when the page is hidden — the moment
// web-vitals finalises LCP, CLS and INP, and the last moment a phone reliably lets a page send.
import { VITALS_MAX_METRICS, VITALS_PATH, type VitalMetric, type VitalsReport } from '@tidings/contracts/vitals-limits';

/** What web-vitals hands a callback (its `Metric`), narrowed to what a report carries. */
export interface ObservedMetric extends VitalMetric {
  /** web-vitals' id of this metric in this page view: a later value of the same id replaces it. */
  id: string;
}

export interface VitalsReporter {
  /** A metric's value (first or updated); sent with the next flush. */
  record: (metric: ObservedMetric) => void;
  /** Sends what was recorded since the last flush; nothing when nothing changed. */
  flush: () => void;
}

/**
 * `send` is `navigator.sendBeacon` (a string body goes as text/plain, which the gateway reads as
 * JSON), falling back to a keepalive fetch when the browser refuses the beacon.
 */
export function sendReport(report: VitalsReport): void {
  const body = JSON.stringify(report);
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(VITALS_PATH, body)) return;
  void fetch(VITALS_PATH, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'content-type': 'text/plain' } }).catch(() => undefined);
}

export function createVitalsReporter(route: () => string, send: (report: VitalsReport) => void = sendReport): VitalsReporter {
  const pending = new Map<string, VitalMetric>();
  return {
    record({ id, name, value, rating, navigationType }) {
      pending.set(id, { name, value, rating, navigationType });
    },
    flush() {
      if (pending.size === 0) return;
      const metrics = [...pending.values()];
      pending.clear();
      for (let start = 0; start < metrics.length; start += VITALS_MAX_METRICS) send({ route: route(), metrics: metrics.slice(start, start + VITALS_MAX_METRICS) });
    },
  };
}

// Loaded once the page has settled (see schedule-web-vitals.ts): web-vitals reads the buffered
// performance entries, so metrics of the first load are not lost by starting late.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { VITAL_NAVIGATION_TYPES, type VitalNavigationType } from '@tidings/contracts/vitals-limits';
import { vitalRoute } from './vital-route';
import { createVitalsReporter, type VitalsReporter } from './vitals-reporter';

const NAVIGATION_TYPES = new Set<string>(VITAL_NAVIGATION_TYPES);

export function startWebVitals(reporter: VitalsReporter = createVitalsReporter(() => vitalRoute(location.pathname))): void {
  const record = (metric: Metric) => {
    const navigationType = (NAVIGATION_TYPES.has(metric.navigationType) ? metric.navigationType : 'navigate') as VitalNavigationType;
    reporter.record({ id: metric.id, name: metric.name, value: metric.value, rating: metric.rating, navigationType });
  };
  onLCP(record);
  onCLS(record);
  onINP(record);
  onFCP(record);
  onTTFB(record);
  // web-vitals reports hidden-time values from its own listener on window (capture phase), which
  // runs before this one on the document: by then the batch is complete. pagehide covers browsers
  // that unload without a visibilitychange.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') reporter.flush();
  });
  window.addEventListener('pagehide', () => reporter.flush());
  markMeasuring();
}

/**
 * Says the page is measured, so tests wait for it: a page hidden before then never reports its LCP
 * (web-vitals counts it as loaded in the background). That is once web-vitals has handled the
 * largest paint: observers hear of entries in the order they were registered, so when this one
 * does, web-vitals' (registered above) has. Marked at once, an input and a hide moments later
 * finalised an LCP web-vitals had not seen yet.
 */
function markMeasuring(): void {
  const mark = () => {
    document.documentElement.dataset.vitals = 'measuring';
  };
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) return mark();
  const observer = new PerformanceObserver(() => {
    observer.disconnect();
    mark();
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
}

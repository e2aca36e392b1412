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
  // Says the page is measured: a page hidden before this point never reports its LCP (web-vitals
  // counts a page hidden when it starts as one loaded in the background), so tests wait for it.
  document.documentElement.dataset.vitals = 'measuring';
}

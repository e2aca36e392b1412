// Field web vitals cost nothing on first load: the web-vitals library and the reporter are a
// chunk of their own, fetched once the page has settled (or on the first tap).
import { whenPageSettled } from '@tidings/web-kit/when-page-settled';

export function scheduleWebVitals(): void {
  whenPageSettled(() => {
    import(/* webpackChunkName: "web-vitals" */ './start-web-vitals')
      .then(({ startWebVitals }) => startWebVitals())
      // Measuring is never worth an error the user sees (offline, a chunk gone after a deploy).
      .catch(() => undefined);
  });
}

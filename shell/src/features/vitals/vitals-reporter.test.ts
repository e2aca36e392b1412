import { describe, expect, it, vi } from 'vitest';
import type { VitalsReport } from '@tidings/contracts/vitals-limits';
import { createVitalsReporter, sendReport, type ObservedMetric } from './vitals-reporter';

const lcp: ObservedMetric = { id: 'v5-1', name: 'LCP', value: 1800, rating: 'good', navigationType: 'navigate' };
const cls: ObservedMetric = { id: 'v5-2', name: 'CLS', value: 0.02, rating: 'good', navigationType: 'navigate' };

describe('createVitalsReporter', () => {
  it('sends what was recorded as one report on flush, then nothing until something changes', () => {
    const sent: VitalsReport[] = [];
    const reporter = createVitalsReporter(() => '/news/:id', (report) => sent.push(report));
    reporter.record(lcp);
    reporter.record(cls);
    reporter.record({ ...cls, value: 0.05 });
    reporter.flush();
    reporter.flush();
    expect(sent).toEqual([
      {
        route: '/news/:id',
        metrics: [
          { name: 'LCP', value: 1800, rating: 'good', navigationType: 'navigate' },
          { name: 'CLS', value: 0.05, rating: 'good', navigationType: 'navigate' },
        ],
      },
    ]);
  });

  it('splits a long batch into reports the gateway accepts (at most 20 metrics each)', () => {
    const sent: VitalsReport[] = [];
    const reporter = createVitalsReporter(() => '/', (report) => sent.push(report));
    for (let i = 0; i < 25; i++) reporter.record({ ...lcp, id: `v5-${i}` });
    reporter.flush();
    expect(sent.map((report) => report.metrics.length)).toEqual([20, 5]);
  });
});

describe('sendReport', () => {
  it('sends a beacon with the JSON body to /api/vitals', () => {
    const beacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    try {
      sendReport({ route: '/', metrics: [lcp] });
      expect(beacon).toHaveBeenCalledWith('/api/vitals', JSON.stringify({ route: '/', metrics: [lcp] }));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('falls back to a keepalive fetch when the browser refuses the beacon', () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: () => false });
    vi.stubGlobal('fetch', fetchMock);
    try {
      sendReport({ route: '/', metrics: [lcp] });
      expect(fetchMock).toHaveBeenCalledWith('/api/vitals', expect.objectContaining({ method: 'POST', keepalive: true }));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

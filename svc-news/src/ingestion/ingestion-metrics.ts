import type { Metrics } from '@tidings/service-kit/metrics/metrics';
import type { SourcePollReport } from './ingest-worker.js';

const RESULT_LABEL: Record<SourcePollReport['outcome'], string> = { inserted: 'fetched', 'not-modified': 'not_modified', failed: 'failed' };

/** Counts each source's poll and the new articles it stored, labelled by the source's id (a bounded, configured list). */
export function ingestionCounts(metrics: Metrics): (report: SourcePollReport) => void {
  const fetches = metrics.counter('tidings_ingestion_fetches_total');
  const items = metrics.counter('tidings_ingestion_items_total');
  return (report) => {
    fetches.inc({ source: report.sourceId, result: RESULT_LABEL[report.outcome] });
    if (report.inserted > 0) items.inc({ source: report.sourceId }, report.inserted);
  };
}

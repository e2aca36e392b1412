// A source's health from its configuration and the poll state ingestion keeps (source_states).
// Pure: the clock comes in, so back-off and recovery are tested without waiting.
import { SOURCE_UNHEALTHY_AFTER_FAILURES, type SourceHealth, type SourceStatus, type SourceSummary } from '@tidings/contracts/sources';
import type { SourceState } from '../ingestion/fetch-schedule.js';
import type { NewsSource } from '../ingestion/sources.js';

const iso = (date: Date | undefined) => date?.toISOString() ?? null;

export function sourceStatus(state: SourceState | undefined): SourceStatus {
  if (!state?.lastFetchAt && !state?.lastSuccessAt && !state?.failures) return 'pending';
  return state.failures > 0 ? 'failing' : 'ok';
}

export function sourceHealth(source: NewsSource, state: SourceState | undefined, now: Date): SourceHealth {
  const failures = state?.failures ?? 0;
  const status = sourceStatus(state);
  const next = state?.nextFetchAt;
  return {
    id: source.id,
    name: source.name,
    site: source.homepage,
    itemCount: state?.itemsStored ?? 0,
    healthy: failures < SOURCE_UNHEALTHY_AFTER_FAILURES,
    feedUrl: source.url,
    status,
    lastFetchAt: iso(state?.lastFetchAt),
    lastSuccessAt: iso(state?.lastSuccessAt),
    consecutiveFailures: failures,
    lastError: status === 'failing' ? (state?.lastError ?? null) : null,
    // Only a wait that failures caused and that is still ahead is a back-off.
    backoffUntil: failures > 0 && next && next.getTime() > now.getTime() ? next.toISOString() : null,
    nextFetchAt: iso(next),
  };
}

/** What a signed-in reader sees of it. */
export function sourceSummary(health: SourceHealth): SourceSummary {
  const { id, name, site, itemCount, healthy } = health;
  return { id, name, site, itemCount, healthy };
}

/** Every configured source in the configured order; states of sources no longer configured are left out. */
export function sourcesHealth(sources: readonly NewsSource[], states: readonly SourceState[], now: Date): SourceHealth[] {
  const byId = new Map(states.map((state) => [state.sourceId, state]));
  return sources.map((source) => sourceHealth(source, byId.get(source.id), now));
}

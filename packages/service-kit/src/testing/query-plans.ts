// Which of a service's queries read the whole collection. A test records every operation its
// mongoose connection sends while it drives the service, then asks the engine's `explain` about each
// filter: FerretDB answers its SQLite plan ("SEARCH … USING INDEX" or "SCAN"), MongoDB its winning
// plan (COLLSCAN or an index scan). A query that falls back to a scan fails the test, so a new
// query without an index is found where it is written.
import type { Connection } from 'mongoose';

export interface RecordedQuery {
  collection: string;
  method: string;
  filter: Record<string, unknown>;
}

type Filter = Record<string, unknown>;

/** The filter an operation reads by, for the operations that take one. */
function filterOf(method: string, params: unknown[]): Filter | undefined {
  switch (method) {
    case 'find':
    case 'findOne':
    case 'countDocuments':
    case 'updateOne':
    case 'updateMany':
    case 'replaceOne':
    case 'deleteOne':
    case 'deleteMany':
    case 'findOneAndUpdate':
    case 'findOneAndDelete':
    case 'findOneAndReplace':
      return (params[0] ?? {}) as Filter;
    case 'distinct':
      return (params[1] ?? {}) as Filter;
    case 'aggregate': {
      const first = (params[0] as Filter[] | undefined)?.[0];
      return first && '$match' in first ? (first.$match as Filter) : {};
    }
    default:
      return undefined;
  }
}

/** The filter with its values replaced by their kinds: two queries of one shape are asked about once. */
export function shapeOf(filter: unknown): unknown {
  if (Array.isArray(filter)) return filter.length && typeof filter[0] === 'object' ? filter.map(shapeOf) : '[…]';
  if (filter instanceof Date) return 'date';
  if (filter && typeof filter === 'object' && filter.constructor === Object) {
    return Object.fromEntries(Object.entries(filter).map(([key, value]) => [key, shapeOf(value)]));
  }
  return filter instanceof RegExp ? 'regex' : typeof filter;
}

/** Records the connection's operations from now on; `stop()` ends the recording. */
export function recordQueries(connection: Connection): { queries: RecordedQuery[]; stop: () => void } {
  const queries: RecordedQuery[] = [];
  const listener = (event: { collectionName: string; method: string; params: unknown[] }) => {
    const filter = filterOf(event.method, event.params);
    if (filter) queries.push({ collection: event.collectionName, method: event.method, filter });
  };
  connection.on('operation-start', listener);
  return { queries, stop: () => void connection.off('operation-start', listener) };
}

type Explained = { filterPushdown?: boolean; queryPlanner?: { Plan?: string[]; winningPlan?: unknown } };

/** Whether the engine reads the whole collection for this filter. */
export async function scans(connection: Connection, collection: string, filter: Filter): Promise<boolean> {
  const explained = (await connection.db!.collection(collection).find(filter).explain()) as unknown as Explained;
  if (explained.filterPushdown !== undefined) return (explained.queryPlanner?.Plan ?? []).some((step) => /detail=SCAN /.test(step));
  return JSON.stringify(explained.queryPlanner?.winningPlan).includes('COLLSCAN');
}

/** The outbox holds only the messages not relayed yet (each is deleted once published): a user's erasure may scan it. */
const outboxErasure = (query: RecordedQuery) => query.collection === 'outbox' && query.method === 'deleteMany';

/**
 * The shapes of the recorded queries that scan, as `collection.method {shape}`. An empty filter
 * reads everything by its nature and is left out; so are the outbox's erasure and what `allowed`
 * names (say why beside it).
 */
export async function scanningQueries(connection: Connection, queries: RecordedQuery[], allowed: (query: RecordedQuery) => boolean = () => false): Promise<string[]> {
  const asked = new Map<string, RecordedQuery>();
  for (const query of queries) {
    if (Object.keys(query.filter).length === 0 || outboxErasure(query) || allowed(query)) continue;
    asked.set(`${query.collection}.${query.method} ${JSON.stringify(shapeOf(query.filter))}`, query);
  }
  const found: string[] = [];
  for (const [shape, query] of asked) if (await scans(connection, query.collection, query.filter)) found.push(shape);
  return found.sort();
}

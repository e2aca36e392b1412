// The other users of a mixed feed benchmark: signed in, a tracking session each, posting card
// views and reads (POST /api/engagement), reactions (PUT /api/news/{id}/reaction) and bookmark
// toggles (POST then DELETE /api/bookmarks/{id}) at a steady rate through the gateway — the
// writes that change an article's scores while others read the feed.
import { randomUUID } from 'node:crypto';

export interface WriteRates {
  /** POST /api/engagement per second (every third a read, the rest views), each on an article the writer has not seen. */
  engagement: number;
  /** PUT /api/news/{id}/reaction per second (like, dislike, none in turn). */
  reactions: number;
  /** Bookmark calls per second (an add, then the removal of the same article). */
  bookmarks: number;
}

type Kind = keyof WriteRates;

export interface Writer {
  cookie: string;
  sessionId: string;
}

export interface KindTally {
  sent: number;
  ok: number;
  failed: number;
  totalMs: number;
}

export type WriteTally = Record<Kind, KindTally> & { seconds: number };

const TICK_MS = 50;

export async function prepareWriters(baseUrl: string, count: number): Promise<Writer[]> {
  const stamp = Date.now().toString(36);
  const writers: Writer[] = [];
  for (let i = 0; i < count; i++) {
    const registered = await fetch(`${baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: `writer${stamp}${i}`, password: 'bench-password' }),
    });
    if (!registered.ok) throw new Error(`register failed: ${registered.status} ${await registered.text()}`);
    const cookie = registered.headers.getSetCookie().find((c) => c.startsWith('tidings_session='))!.split(';')[0]!;
    const sessionId = randomUUID();
    const started = await fetch(`${baseUrl}/api/sessions/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: baseUrl },
      body: JSON.stringify({ sessionId, platform: 'web' }),
    });
    if (!started.ok) throw new Error(`session start failed: ${started.status} ${await started.text()}`);
    writers.push({ cookie, sessionId });
  }
  return writers;
}

/**
 * The writers' load, started and stopped once per measured round. Counters carry over between
 * rounds, so every round views articles the writers have not seen yet (each view or read is a new
 * fact that svc-news counts) instead of repeating the first round's.
 */
export function writeLoad(baseUrl: string, writers: readonly Writer[], articleIds: readonly string[], rates: WriteRates) {
  const done: Record<Kind, number> = { engagement: 0, reactions: 0, bookmarks: 0 };
  const writerOf = (n: number) => writers[n % writers.length]!;
  const articleOf = (n: number, stride: number, offset: number) => articleIds[(n * stride + offset) % articleIds.length]!;

  /** The n-th write of each kind: its writer, path, method and body. */
  const writes: Record<Kind, (n: number) => { writer: Writer; path: string; method: string; body?: unknown }> = {
    engagement: (n) => {
      const writer = writerOf(n);
      const body = { sessionId: writer.sessionId, newsId: articleOf(n, 7, 17), engagementType: n % 3 === 2 ? 'read' : 'viewed' };
      return { writer, path: '/api/engagement', method: 'POST', body };
    },
    reactions: (n) => ({
      writer: writerOf(n),
      path: `/api/news/${articleOf(n, 13, 3)}/reaction`,
      method: 'PUT',
      body: { reactionType: (['like', 'dislike', null] as const)[n % 3] },
    }),
    // Pairs by one writer: the add, then (once the add is answered) the removal of the same article.
    bookmarks: (n) => {
      const pair = Math.floor(n / 2);
      return { writer: writerOf(pair), path: `/api/bookmarks/${articleOf(pair, 11, 5)}`, method: n % 2 === 0 ? 'POST' : 'DELETE' };
    },
  };

  let lastAdd: Promise<void> = Promise.resolve();

  /** Sends the writes at `rates` until `stop`, paced by the clock: a slow answer does not slow them down. */
  return function start() {
    const tally = Object.fromEntries(Object.keys(writes).map((kind) => [kind, { sent: 0, ok: 0, failed: 0, totalMs: 0 }])) as Record<Kind, KindTally>;
    const first = { ...done };
    const pending = new Set<Promise<void>>();
    const startedAt = Date.now();

    const send = (kind: Kind) => {
      const n = done[kind]++;
      const { writer, path, method, body } = writes[kind](n);
      tally[kind].sent++;
      let at = performance.now();
      const ready = kind === 'bookmarks' && n % 2 === 1 ? lastAdd : Promise.resolve();
      const request: Promise<void> = ready
        .then(() => {
          at = performance.now();
          return fetch(`${baseUrl}${path}`, {
            method,
            headers: { cookie: writer.cookie, origin: baseUrl, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
        })
        .then(async (response) => {
          await response.arrayBuffer();
          tally[kind][response.ok ? 'ok' : 'failed']++;
        })
        .catch(() => {
          tally[kind].failed++;
        })
        .finally(() => {
          tally[kind].totalMs += performance.now() - at;
          pending.delete(request);
        });
      pending.add(request);
      if (kind === 'bookmarks' && n % 2 === 0) lastAdd = request;
    };

    const timer = setInterval(() => {
      const elapsed = (Date.now() - startedAt) / 1000;
      for (const kind of Object.keys(writes) as Kind[]) {
        while (done[kind] - first[kind] < Math.floor(elapsed * rates[kind])) send(kind);
      }
    }, TICK_MS);

    return {
      stop: async (): Promise<WriteTally> => {
        clearInterval(timer);
        const seconds = (Date.now() - startedAt) / 1000;
        await Promise.all(pending);
        return { ...tally, seconds };
      },
    };
  };
}

export function describeWrites(tally: WriteTally): string {
  const part = (label: string, t: KindTally) =>
    `${label} ${(t.ok / tally.seconds).toFixed(1)}/s${t.failed ? ` (${t.failed} failed)` : ''} ~${t.sent ? (t.totalMs / t.sent).toFixed(0) : 0} ms`;
  return [part('engagement', tally.engagement), part('reactions', tally.reactions), part('bookmarks', tally.bookmarks)].join(', ');
}

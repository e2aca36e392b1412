// One simulated reader of the `readers` benchmark: the requests the web client sends while its
// user swipes the feed, with the client's own paths, bodies, headers and timings (spec sections 4,
// 7 and 9; packages/web-kit/src/tracking, mf-feed). Every request is timed to its last body byte
// and handed to `record` under its route template (`POST /api/news/{id}/read`), never an id.
//
// What a reader does, and the client code it copies:
// - start: GET /api/user, POST /api/sessions/start (session-controller.ts; the session id every
//   engagement and event names), GET /api/news/filtered?{timestamp} (get-feed.ts); `app_launch`
//   goes into the first event batch;
// - every ~6 s (±30 %) a swipe brings the next card into view (card-tracker.ts): POST
//   /api/engagement 'viewed', the card's bookmark button's GET /api/bookmarks/check/{id}, and
//   EVENTS_PER_SWIPE events buffered and posted as one POST /api/events/batch 2 s after the last
//   (event-buffer.ts). A card still in view after 5 s is read: POST /api/engagement 'read', after
//   which the client refetches the feed; leaving a card after more than 5 s sends PUT
//   /api/engagement/time;
// - GET /api/user/streak every 5 s;
// - every fourth card (each reader at its own point of that cycle) opened in the reader
//   (reading-timer.ts, mf-feed's reader): GET /api/news/{id}, POST /api/articles/read/{id} (no
//   body), POST /api/news/{id}/read {0 s}, the reader's bookmark check, reaction and related
//   list, the AI Insights tab's summary and sentiment; closed 10 s later with PATCH
//   /api/news/{id}/read {10 s} (a POST with the time when the open's POST failed, as the client does);
// - a new feed page when the unseen cards run out.
// Writes carry the Origin the gateway's CSRF check reads; those the client sends through its
// write queue carry an Idempotency-Key; reads and the streak carry x-time-zone.
// Two choices heavier than today's client, on purpose: a swipe's batch holds EVENTS_PER_SWIPE
// events (the client sends one `touch` per swipe), and the reader fetches GET /api/news/{id}
// (opened from a card, the client shows the card's copy; share links and related stories fetch it).
import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { request, type Dispatcher } from 'undici';
import { IDEMPOTENCY_KEY_HEADER } from '@tidings/contracts/idempotency-protocol';
import { TIME_ZONE_HEADER } from '@tidings/contracts/tracking-rules';
import type { BufferedEvent } from '../packages/web-kit/src/tracking/event-batches.js';

const SWIPE_MS = 6_000;
const SWIPE_JITTER = 0.3;
const STREAK_POLL_MS = 5_000;
/** card-tracker.ts: 'read' after 5 s of focus; the time spent is sent when a visit passed 5000 ms. */
const READ_AFTER_MS = 5_000;
const TIME_SPENT_MIN_MS = 5_000;
/** event-buffer.ts: a batch goes 2 s after the last event. */
const EVENT_FLUSH_MS = 2_000;
const EVENTS_PER_SWIPE = 5;
const SWIPE_EVENT_TYPES = ['touch', 'card_view', 'card_swipe', 'scroll', 'card_dwell'];
const OPEN_EVERY = 4;
/** The tap on the card comes a moment after it settled; the reader stays open READING_S. */
const OPEN_AFTER_MS = 1_000;
const READING_S = 10;
/** After a failed start (the app shows its error state) the reader tries again this much later. */
const RETRY_MS = 5_000;
const TIME_ZONE = 'Europe/Dublin';

export interface Sample {
  /** Route template, e.g. `GET /api/news/{id}`. */
  route: string;
  /** performance.now() when the request left. */
  startedAt: number;
  ms: number;
  /** The HTTP status, or 0 when no answer came (refused, reset, timed out). */
  status: number;
}

interface Answer {
  status: number;
  ok: boolean;
  body: Buffer;
  encoding: string | undefined;
}

export interface ReaderHttpOptions {
  /** The gateway, e.g. `http://127.0.0.1:8080`: also the Origin writes carry. */
  baseUrl: string;
  cookie: string;
  dispatcher: Dispatcher;
  record: (sample: Sample) => void;
}

/** One reader's connection to the gateway: the browser's headers, every request timed and recorded. */
export class ReaderHttp {
  private readonly pending = new Set<Promise<Answer>>();

  constructor(private readonly options: ReaderHttpOptions) {}

  /** apiGet: no-cache headers, the encodings a browser accepts. */
  get(route: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
    return this.send(route, 'GET', path, { 'cache-control': 'no-cache', pragma: 'no-cache', ...headers });
  }

  /** A tracking or queued write: JSON content type always, the page's Origin, an Idempotency-Key when queued. */
  write(route: string, method: 'POST' | 'PUT' | 'PATCH', path: string, body: unknown, { queued = true, timeZone = false } = {}): Promise<Answer> {
    const headers: Record<string, string> = { origin: this.options.baseUrl, 'content-type': 'application/json' };
    if (queued) headers[IDEMPOTENCY_KEY_HEADER] = randomUUID();
    if (timeZone) headers[TIME_ZONE_HEADER] = TIME_ZONE;
    return this.send(route, method, path, headers, body === undefined ? undefined : JSON.stringify(body));
  }

  /** Resolves once every request sent so far has been answered (or has failed). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  private send(route: string, method: Dispatcher.HttpMethod, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
    const answer = this.exchange(route, method, path, headers, body);
    this.pending.add(answer);
    void answer.finally(() => this.pending.delete(answer));
    return answer;
  }

  private async exchange(route: string, method: Dispatcher.HttpMethod, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
    const startedAt = performance.now();
    let answer: Answer = { status: 0, ok: false, body: Buffer.alloc(0), encoding: undefined };
    try {
      const response = await request(`${this.options.baseUrl}${path}`, {
        method,
        dispatcher: this.options.dispatcher,
        headers: { cookie: this.options.cookie, 'accept-encoding': 'br, gzip, deflate', ...headers },
        body,
      });
      const bytes = Buffer.from(await response.body.arrayBuffer());
      const encoding = response.headers['content-encoding'];
      answer = { status: response.statusCode, ok: response.statusCode < 300, body: bytes, encoding: typeof encoding === 'string' ? encoding : undefined };
    } catch {
      // No answer: recorded as status 0.
    }
    this.options.record({ route, startedAt, ms: performance.now() - startedAt, status: answer.status });
    return answer;
  }
}

/** The JSON body of an answer, decoded as the browser would. */
export function json<T>(answer: Answer): T {
  const decode = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync }[answer.encoding ?? ''];
  return JSON.parse((decode ? decode(answer.body) : answer.body).toString('utf8')) as T;
}

const articlePath = (id: string) => `/api/news/${encodeURIComponent(id)}`;

/** One signed-in user reading the feed until stop(). */
export class Reader {
  private stopped = false;
  private readonly timers = new Set<NodeJS.Timeout>();
  private userId = '';
  private sessionId = '';
  private readonly events: BufferedEvent[] = [];
  private flushTimer: NodeJS.Timeout | undefined;
  /** Cards not shown yet, in the feed's order; the ids already shown in this session. */
  private queue: string[] = [];
  private readonly seen = new Set<string>();
  private card: { id: string; enteredAt: number; readTimer: NodeJS.Timeout } | null = null;
  /** Cards shown so far, from a random point of the open-every-fourth cycle: readers open at different cards. */
  private cardsShown: number;

  constructor(
    private readonly http: ReaderHttp,
    private readonly random: () => number = Math.random,
  ) {
    this.cardsShown = Math.floor(random() * OPEN_EVERY);
  }

  /** Opens the app after `delayMs` (readers of a step arrive spread out). */
  start(delayMs: number): void {
    this.later(delayMs, () => void this.openApp());
  }

  /** Leaves: no new request; the ones in flight are awaited, then the session ends as on a hidden page. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    clearTimeout(this.flushTimer);
    await this.http.settled();
    if (this.sessionId) {
      if (this.events.length > 0) void this.http.write('POST /api/events/batch', 'POST', '/api/events/batch', { events: this.events.splice(0) }, { queued: false });
      void this.http.write('POST /api/sessions/end', 'POST', '/api/sessions/end', { sessionId: this.sessionId });
    }
    await this.http.settled();
  }

  private later(ms: number, work: () => void): NodeJS.Timeout {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.stopped) work();
    }, ms);
    this.timers.add(timer);
    return timer;
  }

  private async openApp(): Promise<void> {
    const user = await this.http.get('GET /api/user', '/api/user');
    if (this.stopped) return;
    if (!user.ok) return void this.later(RETRY_MS, () => void this.openApp());
    this.userId = json<{ id: string }>(user).id;
    this.sessionId = randomUUID();
    void this.http.write('POST /api/sessions/start', 'POST', '/api/sessions/start', { sessionId: this.sessionId, userId: this.userId, platform: 'web' });
    this.track('app_launch', { platform: 'web' });
    this.pollStreak();
    await this.loadFeed();
    await this.showNextCard();
  }

  private pollStreak(): void {
    void this.http.get('GET /api/user/streak', '/api/user/streak', { [TIME_ZONE_HEADER]: TIME_ZONE });
    this.later(STREAK_POLL_MS, () => this.pollStreak());
  }

  /** GET /api/news/filtered?{timestamp}: the cards not shown yet in this session come next. */
  private async loadFeed(): Promise<void> {
    const answer = await this.http.get('GET /api/news/filtered', `/api/news/filtered?${Date.now()}`);
    if (!answer.ok) return;
    const ids = json<Array<{ id: string }>>(answer).map((article) => article.id);
    const unseen = ids.filter((id) => !this.seen.has(id));
    // The feed wraps (spec section 4): with everything seen, it starts over.
    this.queue = unseen.length > 0 ? unseen : ids;
  }

  private async showNextCard(): Promise<void> {
    this.leaveCard();
    if (this.queue.length === 0) await this.loadFeed();
    if (this.stopped) return;
    const id = this.queue.shift();
    if (id === undefined) return void this.later(SWIPE_MS, () => void this.showNextCard());
    this.enterCard(id);
    const opened = ++this.cardsShown % OPEN_EVERY === 0;
    if (opened) this.later(OPEN_AFTER_MS, () => this.openArticle(id));
    this.later(opened ? OPEN_AFTER_MS + READING_S * 1000 + 1000 : this.swipeDelay(), () => void this.showNextCard());
  }

  private swipeDelay(): number {
    return SWIPE_MS * (1 - SWIPE_JITTER + 2 * SWIPE_JITTER * this.random());
  }

  private enterCard(id: string): void {
    this.seen.add(id);
    void this.engage(id, 'viewed');
    void this.http.get('GET /api/bookmarks/check/{id}', `/api/bookmarks/check/${encodeURIComponent(id)}`);
    for (let i = 0; i < EVENTS_PER_SWIPE; i++) this.track(SWIPE_EVENT_TYPES[i % SWIPE_EVENT_TYPES.length]!, { position: this.cardsShown, feed: 'for-you', velocity: Math.round(this.random() * 20) }, id);
    // A read refreshes the streak and the feed (engagement.ts); the feed query is on screen.
    const readTimer = this.later(READ_AFTER_MS, () => void this.read(id));
    this.card = { id, enteredAt: performance.now(), readTimer };
  }

  private leaveCard(): void {
    if (!this.card) return;
    const { id, enteredAt, readTimer } = this.card;
    this.card = null;
    clearTimeout(readTimer);
    this.timers.delete(readTimer);
    const timeSpentMs = Math.round(performance.now() - enteredAt);
    if (timeSpentMs > TIME_SPENT_MIN_MS) void this.http.write('PUT /api/engagement/time', 'PUT', '/api/engagement/time', { newsId: id, timeSpentMs });
  }

  private async read(id: string): Promise<void> {
    const answer = await this.engage(id, 'read');
    if (answer.ok && !this.stopped) await this.loadFeed();
  }

  private engage(newsId: string, engagementType: 'viewed' | 'read'): Promise<Answer> {
    const body = { sessionId: this.sessionId, newsId, engagementType };
    return this.http.write(`POST /api/engagement (${engagementType})`, 'POST', '/api/engagement', body, { timeZone: engagementType === 'read' });
  }

  /** The reader overlay on its AI Insights tab, closed READING_S later. */
  private openArticle(id: string): void {
    const path = articlePath(id);
    const get = (route: string, suffix = '') => void this.http.get(route, `${path}${suffix}`);
    get('GET /api/news/{id}');
    void this.http.write('POST /api/articles/read/{id}', 'POST', `/api/articles/read/${encodeURIComponent(id)}`, undefined);
    const opened = this.http.write('POST /api/news/{id}/read', 'POST', `${path}/read`, { timeSpentSeconds: 0 }, { timeZone: true });
    void this.http.get('GET /api/bookmarks/check/{id}', `/api/bookmarks/check/${encodeURIComponent(id)}`);
    get('GET /api/news/{id}/reaction', '/reaction');
    get('GET /api/news/{id}/related', '/related');
    get('GET /api/news/{id}/summary', '/summary');
    get('GET /api/news/{id}/sentiment', '/sentiment');
    this.later(READING_S * 1000, () => {
      void opened.then((answer) => {
        if (this.stopped) return;
        if (answer.ok) void this.http.write('PATCH /api/news/{id}/read', 'PATCH', `${path}/read`, { additionalTimeSpentSeconds: READING_S }, { timeZone: true });
        else void this.http.write('POST /api/news/{id}/read', 'POST', `${path}/read`, { timeSpentSeconds: READING_S }, { timeZone: true });
      });
    });
  }

  /** Buffers an event; the buffer goes out EVENT_FLUSH_MS after the last one. */
  private track(eventType: string, eventData: Record<string, unknown>, storyId?: string): void {
    this.events.push({ eventId: randomUUID(), userId: this.userId, sessionId: this.sessionId, eventType, eventData, ...(storyId ? { storyId } : {}), ts: Date.now() });
    clearTimeout(this.flushTimer);
    this.flushTimer = setTimeout(() => {
      if (this.stopped || this.events.length === 0) return;
      void this.http.write('POST /api/events/batch', 'POST', '/api/events/batch', { events: this.events.splice(0) }, { queued: false });
    }, EVENT_FLUSH_MS);
  }
}

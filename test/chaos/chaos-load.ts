// The steady load of a chaos run: readers, each with an account, who for one article after
// another send a tracking event, a 'read' engagement and a bookmark through the gateway, then look
// at their bookmarks and streak. Like the app's offline queue, a write is sent again with the same
// Idempotency-Key until it is answered 2xx; a read is asked once. Every attempt's status and time
// are counted, and apart those made while one instance of a service was down.
import { randomUUID } from 'node:crypto';

export type WriteKind = 'event' | 'engagement' | 'bookmark';

export interface AckedWrite {
  kind: WriteKind;
  userId: string;
  newsId: string;
  /** The tracking event's id (events only). */
  eventId?: string;
  /** The reader's session, to look at their feed afterwards. */
  cookie: string;
  /** How the 2xx came (time, attempts, replayed or not, the body): for a lost write's report. */
  answer?: string;
}

export interface LoadFigures {
  /** Writes the readers meant to make (each may take several attempts). */
  writes: number;
  attempts: number;
  acked: AckedWrite[];
  /** Writes given up on (never answered 2xx) when the run ended. */
  unanswered: number;
  statuses: Record<string, number>;
  /** Codes of the non-2xx answers, e.g. 'SERVICE_UNAVAILABLE'. */
  codes: Record<string, number>;
  maxLatencyMs: number;
  /** The slowest attempt, e.g. 'POST /api/bookmarks → 503 at 12:00:01.000' (where a too-slow answer came from). */
  slowest: string;
  /** Attempts that got no answer within the client's timeout. */
  hangs: number;
  /** Each call answered 5xx other than 503, e.g. 'POST /api/bookmarks → 500 INTERNAL_ERROR at …': where to look when one comes. */
  serverErrors: string[];
  /** Retries answered 400 BOOKMARK_ALREADY_EXISTS: an earlier attempt, killed with its service, had made the write. */
  madeByAnEarlierAttempt: number;
  /** The reads (GET, asked once each): their answers and the codes of the non-2xx. */
  reading: { attempts: number; statuses: Record<string, number>; codes: Record<string, number> };
  /** Answers while one instance of a service was down (`instanceDown`), reads and write attempts apart. */
  duringInstanceFaults: { reads: Record<string, number>; writes: Record<string, number> };
}

export interface LoadOptions {
  url: string;
  articleIds: readonly string[];
  readers: number;
  /** An attempt that has no answer after this long counts as a hang. */
  hangAfterMs: number;
}

const RETRY_DELAY_MS = 300;

export class ChaosLoad {
  readonly figures: LoadFigures = {
    writes: 0,
    attempts: 0,
    acked: [],
    unanswered: 0,
    statuses: {},
    codes: {},
    serverErrors: [],
    maxLatencyMs: 0,
    slowest: '',
    hangs: 0,
    madeByAnEarlierAttempt: 0,
    reading: { attempts: 0, statuses: {}, codes: {} },
    duringInstanceFaults: { reads: {}, writes: {} },
  };
  /** Set by the run while one instance of a service is killed: the others should answer everything. */
  instanceDown = false;
  private running = true;
  private readonly loops: Promise<void>[] = [];

  constructor(private readonly options: LoadOptions) {}

  start(): void {
    for (let i = 0; i < this.options.readers; i++) this.loops.push(this.reader(i));
  }

  /** Stops after each reader's current write (a write in its retries is finished first, bounded). */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  private async reader(index: number): Promise<void> {
    while (this.running) {
      const user = await this.register(index);
      if (!user) return;
      const sessionId = randomUUID();
      // A different order for each reader, so their writes hit different articles at a time.
      const ids = [...this.options.articleIds.slice(index), ...this.options.articleIds.slice(0, index)];
      for (const newsId of ids) {
        if (!this.running) return;
        const eventId = randomUUID();
        const event = { events: [{ eventId, sessionId, eventType: 'card_view', storyId: newsId }] };
        await this.write({ kind: 'event', userId: user.id, newsId, eventId, cookie: user.cookie }, user.cookie, 'POST', '/api/events/batch', event);
        await this.write({ kind: 'engagement', userId: user.id, newsId, cookie: user.cookie }, user.cookie, 'POST', '/api/engagement', { sessionId, newsId, engagementType: 'read' });
        await this.write({ kind: 'bookmark', userId: user.id, newsId, cookie: user.cookie }, user.cookie, 'POST', '/api/bookmarks', { newsId });
        // One read of each faulted service: svc-news' bookmarks, svc-tracking's streak.
        await this.read(`/api/bookmarks/${user.id}`, user.cookie);
        await this.read('/api/user/streak', user.cookie);
      }
    }
  }

  private async register(index: number): Promise<{ id: string; cookie: string } | null> {
    const username = `chaos${index}_${randomUUID().slice(0, 8)}`;
    while (this.running) {
      const response = await this.attempt('POST', '/api/register', '', randomUUID(), { username, password: 'Harbour-lights-42' });
      if (response?.status === 201) {
        return { id: ((await response.json()) as { id: string }).id, cookie: sessionCookie(response) };
      }
      // 409: an earlier attempt did register it, and its answer was lost: sign in instead.
      if (response?.status === 409) {
        const login = await this.attempt('POST', '/api/login', '', randomUUID(), { username, password: 'Harbour-lights-42' });
        if (login?.ok) return { id: ((await login.json()) as { id: string }).id, cookie: sessionCookie(login) };
      }
      await delay(RETRY_DELAY_MS);
    }
    return null;
  }

  private async write(write: AckedWrite, cookie: string, method: string, path: string, body: unknown): Promise<void> {
    this.figures.writes++;
    const key = randomUUID();
    let attempts = 0;
    // Retries go on while the run lasts, and a little after it stops (an outage just ended).
    const deadline = () => (this.running ? Infinity : this.stoppedAt + 30_000);
    while (Date.now() < deadline()) {
      const response = await this.attempt(method, path, cookie, key, body);
      attempts++;
      if (response?.ok) {
        const replayed = response.headers.get('idempotent-replayed') === 'true' ? ' replayed' : '';
        this.figures.acked.push({ ...write, answer: `${new Date().toISOString()} after ${attempts} attempt(s): ${response.status}${replayed} ${await response.text()}` });
        return;
      }
      // A retry that ran again after the first attempt's process died with its claim (the one case
      // an Idempotency-Key cannot cover, see service-kit idempotency.ts): the write was made.
      if (response?.status === 400 && attempts > 1 && (await code(response)) === 'BOOKMARK_ALREADY_EXISTS') {
        this.figures.madeByAnEarlierAttempt++;
        this.figures.acked.push({ ...write, answer: `${new Date().toISOString()} after ${attempts} attempts: 400 BOOKMARK_ALREADY_EXISTS` });
        return;
      }
      // The caller's fault: a retry cannot help. 409 IDEMPOTENCY_KEY_IN_PROGRESS: the first attempt is still running.
      if (response && response.status < 500 && response.status !== 429 && !(response.status === 409 && (await code(response)) === 'IDEMPOTENCY_KEY_IN_PROGRESS')) break;
      await delay(RETRY_DELAY_MS);
    }
    this.figures.unanswered++;
  }

  private async read(path: string, cookie: string): Promise<void> {
    const started = Date.now();
    const during = this.instanceDown;
    const reads = this.figures.reading;
    reads.attempts++;
    let status: string;
    try {
      const response = await fetch(`${this.options.url}${path}`, { headers: { cookie }, signal: AbortSignal.timeout(this.options.hangAfterMs) });
      status = String(response.status);
      if (!response.ok) {
        const answered = (await code(response)) ?? `(no code, ${response.status})`;
        reads.codes[answered] = (reads.codes[answered] ?? 0) + 1;
        if (response.status >= 500 && response.status !== 503) this.figures.serverErrors.push(`GET ${path} → ${status} ${answered} at ${new Date(started).toISOString()}`);
      }
      await response.body?.cancel();
    } catch (error) {
      const hung = (error as Error).name === 'TimeoutError';
      if (hung) this.figures.hangs++;
      status = hung ? 'hang' : 'connection refused';
    }
    reads.statuses[status] = (reads.statuses[status] ?? 0) + 1;
    if (during || this.instanceDown) tally(this.figures.duringInstanceFaults.reads, status);
    this.timed(`GET ${path} → ${status}`, started);
  }

  private timed(what: string, started: number): void {
    const latency = Date.now() - started;
    if (latency <= this.figures.maxLatencyMs) return;
    this.figures.maxLatencyMs = latency;
    this.figures.slowest = `${what}, sent at ${new Date(started).toISOString()}`;
  }

  private get stoppedAt(): number {
    this.stopTime ??= Date.now();
    return this.stopTime;
  }
  private stopTime: number | undefined;

  private async attempt(method: string, path: string, cookie: string, key: string, body: unknown): Promise<Response | null> {
    const started = Date.now();
    const during = this.instanceDown;
    this.figures.attempts++;
    let outcome = 'no answer';
    try {
      const response = await fetch(`${this.options.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json', origin: this.options.url, 'idempotency-key': key, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.options.hangAfterMs),
      });
      this.count(String(response.status), during);
      outcome = String(response.status);
      if (!response.ok) {
        const answered = (await code(response)) ?? `(no code, ${response.status})`;
        this.figures.codes[answered] = (this.figures.codes[answered] ?? 0) + 1;
        outcome += ` ${answered}`;
        if (response.status >= 500 && response.status !== 503) this.figures.serverErrors.push(`${method} ${path} → ${outcome} at ${new Date(started).toISOString()}`);
      }
      return response;
    } catch (error) {
      const hung = (error as Error).name === 'TimeoutError';
      if (hung) this.figures.hangs++;
      outcome = hung ? 'hang' : 'connection refused';
      this.count(outcome, during);
      return null;
    } finally {
      this.timed(`${method} ${path} → ${outcome}`, started);
    }
  }

  private count(status: string, during: boolean): void {
    tally(this.figures.statuses, status);
    if (during || this.instanceDown) tally(this.figures.duringInstanceFaults.writes, status);
  }
}

function tally(record: Record<string, number>, key: string): void {
  record[key] = (record[key] ?? 0) + 1;
}

async function code(response: Response): Promise<string | undefined> {
  return ((await response.clone().json().catch(() => ({}))) as { code?: string }).code;
}

function sessionCookie(response: Response): string {
  return response.headers.getSetCookie().map((line) => line.split(';')[0]!).find((pair) => pair.includes('tidings_session=')) ?? '';
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

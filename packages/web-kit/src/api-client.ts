import { IDEMPOTENCY_KEY_HEADER } from '@tidings/contracts/idempotency-protocol';
// By the package's name, not './offline/…': Module Federation shares web-kit by module request, so
// a relative import would bundle second copies (another "online" store, another OfflineError class).
import { isNetworkFailure, reportNetworkFailure, reportNetworkSuccess } from '@tidings/web-kit/offline/connectivity';
import { NetworkError, OfflineError } from '@tidings/web-kit/offline/offline-error';

// The one way the frontends talk to /api (reads, screens' writes, the write queue, tracking):
// cookies always, no caching of reads, the session's sliding renewal, and the spec's error format
// (section 8): "<status>: <response text or status text>". A request that never reached the
// server rejects with NetworkError — only that one means "offline".

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'HttpError';
  }

  /** The stable `code` of an /api error body, when there is one. */
  get code(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      return typeof parsed === 'object' && parsed !== null && 'code' in parsed ? String(parsed.code) : undefined;
    } catch {
      return undefined;
    }
  }
}

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** When true, a 401 answers null instead of throwing (spec section 7: "opt in"). GET only. */
  on401ReturnNull?: boolean;
  signal?: AbortSignal;
  /** Extra headers (the streak's and the reads' x-time-zone, tracking's JSON content type). */
  headers?: Record<string, string>;
  /**
   * This GET already on its way (early-answer): its answer is taken as if apiGet had sent it, so it
   * is kept for offline reading, or replaced by the saved one, only now that its reader is known.
   */
  started?: Promise<Response>;
  /** Let the request outlive the page (tracking on exit, a queued write sent as the tab closes). */
  keepalive?: boolean;
  /** Sent as the Idempotency-Key header: a resend of the same write is applied once. */
  idempotencyKey?: string;
}

const NO_CACHE_HEADERS = { 'Cache-Control': 'no-cache', Pragma: 'no-cache' };

/** Set by the gateway once the session token has used half its idle window (see svc-auth's renew). */
export const SESSION_RENEW_HEADER = 'x-session-renew';
export const SESSION_RENEW_URL = '/api/session/renew';
/** At most one renewal per interval, however many responses say it is due. */
export const SESSION_RENEW_MIN_INTERVAL_MS = 30_000;
let lastRenewalAt = Number.NEGATIVE_INFINITY;

/**
 * Sliding sessions: a response marked due renews the session in the background, so a reader who
 * keeps using the app (the feed, the reading-time posts every 30 s) is never signed out mid-read.
 * Failures are ignored: the session simply runs to its idle expiry, and the next due mark retries.
 */
export function renewSessionIfDue(response: Pick<Response, 'headers'>): void {
  if (response.headers.get(SESSION_RENEW_HEADER) !== 'due') return;
  const now = Date.now();
  if (now - lastRenewalAt < SESSION_RENEW_MIN_INTERVAL_MS) return;
  lastRenewalAt = now;
  send(SESSION_RENEW_URL, { method: 'POST', credentials: 'include' }).catch(() => undefined);
}

/** Tests only: forget the last renewal. */
export function resetSessionRenewalForTest(): void {
  lastRenewalAt = Number.NEGATIVE_INFINITY;
}

/**
 * The one fetch. Only what `fetch()` itself rejects with is classified: for want of a network it
 * becomes NetworkError (and the page learns it is offline); an abort stays the abort.
 */
async function send(url: string, init: RequestInit, started?: Promise<Response>): Promise<Response> {
  let response: Response;
  try {
    response = await (started ?? fetch(url, init));
  } catch (error) {
    if (init.signal?.aborted || !isNetworkFailure(error)) throw error;
    reportNetworkFailure();
    throw new NetworkError(url, { cause: error });
  }
  reportNetworkSuccess();
  renewSessionIfDue(response);
  return response;
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  throw new HttpError(response.status, text, response.statusText);
}

async function parseBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

const getInit = ({ headers, signal }: Pick<RequestOptions, 'headers' | 'signal'>): RequestInit => ({
  credentials: 'include',
  headers: { ...NO_CACHE_HEADERS, ...headers },
  signal,
});

/** The request apiGet sends, alone: for a GET started before anyone reads its answer. */
export function sendGet(url: string, options: Pick<RequestOptions, 'headers' | 'signal'> = {}): Promise<Response> {
  return fetch(url, getInit(options));
}

/**
 * A GET whose caller needs the response itself (a header, a file): ok, or HttpError/NetworkError.
 * Its answer is not heard by the offline layer (only apiGet's parsed bodies are).
 */
export async function apiResponse(url: string, options: Pick<RequestOptions, 'headers' | 'signal'> = {}): Promise<Response> {
  const response = await send(url, getInit(options));
  await throwIfNotOk(response);
  return response;
}

/** What the offline layer answers for a GET whose network failed: undefined when it keeps nothing for it. */
export type StandIn = { found: true; body: unknown } | { found: false };

/**
 * Hears GET answers. The offline layer registers one (offline/offline-answers.ts), so the client
 * never imports it: it keeps answers, forgets a user the server signed out, and stands in for the
 * network with what it kept.
 */
export interface GetAnswerObserver {
  answered?(url: string, body: unknown): void;
  unauthorized?(url: string): void;
  /** The network failed: a kept answer, `{ found: false }` for a kept route with none, or undefined. */
  standIn?(url: string): Promise<StandIn> | undefined;
}

const observers = new Set<GetAnswerObserver>();

/** Registers an observer of GET answers; answers the function that removes it. */
export function observeGetAnswers(observer: GetAnswerObserver): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

/** An observer's failure is its own (logged): the caller still gets its answer. */
function tell(call: (observer: GetAnswerObserver) => void): void {
  for (const observer of observers) {
    try {
      call(observer);
    } catch (error) {
      console.error('[api-client] an answer observer failed', error);
    }
  }
}

async function standInFor(url: string, failure: NetworkError): Promise<unknown> {
  let kept = false;
  for (const observer of observers) {
    const lookup = await observer.standIn?.(url)?.catch((): StandIn => ({ found: false }));
    if (lookup?.found) return lookup.body;
    kept ||= lookup !== undefined;
  }
  throw kept ? new OfflineError(url, { cause: failure }) : failure;
}

/**
 * GET `url` and parse its JSON. When the network fails, the offline layer may answer what it
 * kept (or the caller gets OfflineError for a kept route, NetworkError otherwise).
 */
export async function apiGet<T>(url: string, options: RequestOptions = {}): Promise<T | null> {
  let response: Response;
  try {
    response = await send(url, getInit(options), options.started);
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    return (await standInFor(url, error)) as T;
  }
  // The server says signed out (never a failed network).
  if (response.status === 401) tell((observer) => observer.unauthorized?.(url));
  if (options.on401ReturnNull && response.status === 401) return null;
  await throwIfNotOk(response);
  const body = await parseBody<T>(response);
  tell((observer) => observer.answered?.(url, body));
  return body;
}

/** A write with a JSON body (when given); answers the parsed answer. */
export async function apiRequest<T>(method: WriteMethod, url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = body === undefined ? {} : { 'Content-Type': 'application/json' };
  if (options.idempotencyKey !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  const response = await send(url, {
    method,
    credentials: 'include',
    keepalive: options.keepalive ?? false,
    headers: { ...headers, ...options.headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  });
  await throwIfNotOk(response);
  return parseBody<T>(response);
}

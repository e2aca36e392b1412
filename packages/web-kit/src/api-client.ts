// By the package's name, not './offline/…': Module Federation shares web-kit by module request, so
// a relative import would bundle second copies (another "online" store, another OfflineError class).
import { isNetworkFailure, reportNetworkFailure, reportNetworkSuccess } from '@tidings/web-kit/offline/connectivity';
import { OfflineError } from '@tidings/web-kit/offline/offline-error';
import { savedRouteOf } from './offline/saved-routes';

// The one way the frontends talk to /api: cookies always, no caching, and the spec's error
// format (section 8): "<status>: <response text or status text>".

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

export interface RequestOptions {
  /** When true, a 401 answers null instead of throwing (spec section 7: "opt in"). */
  on401ReturnNull?: boolean;
  signal?: AbortSignal;
  /** Extra headers of a GET (the streak's x-time-zone). */
  headers?: Record<string, string>;
  /**
   * This GET already on its way (early-answer): its answer is taken as if apiGet had sent it, so it
   * is kept for offline reading, or replaced by the saved one, only now that its reader is known.
   */
  started?: Promise<Response>;
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
  fetch(SESSION_RENEW_URL, { method: 'POST', credentials: 'include' }).catch(() => undefined);
}

/** Tests only: forget the last renewal. */
export function resetSessionRenewalForTest(): void {
  lastRenewalAt = Number.NEGATIVE_INFINITY;
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

/** The request apiGet sends, alone: for a GET started before anyone reads its answer. */
export function sendGet(url: string, options: Pick<RequestOptions, 'headers' | 'signal'> = {}): Promise<Response> {
  return fetch(url, { credentials: 'include', headers: { ...NO_CACHE_HEADERS, ...options.headers }, signal: options.signal });
}

/** The IndexedDB side of offline reading, loaded only once a kept answer is stored or needed. */
const savedAnswers = () => import('./offline/saved-answers');

/**
 * Kept routes (offline/saved-routes) also work offline: a successful answer is stored for the last
 * known user, and when the network fails the stored one is returned, or OfflineError thrown.
 */
export async function apiGet<T>(url: string, options: RequestOptions = {}): Promise<T | null> {
  const kept = savedRouteOf(url);
  let response: Response;
  try {
    response = await (options.started ?? sendGet(url, options));
  } catch (error) {
    if (!isNetworkFailure(error) || options.signal?.aborted) throw error;
    reportNetworkFailure();
    if (!kept) throw error;
    const saved = await savedAnswers()
      .then((store) => store.savedAnswer(url))
      .catch(() => ({ found: false }) as const);
    if (!saved.found) throw new OfflineError(url);
    return saved.body as T;
  }
  reportNetworkSuccess();
  renewSessionIfDue(response);
  // The server says signed out (never a failed network): the device forgets its user.
  if (kept && response.status === 401) void savedAnswers().then((store) => store.forgetUser()).catch(() => undefined);
  if (options.on401ReturnNull && response.status === 401) return null;
  await throwIfNotOk(response);
  const body = await parseBody<T>(response);
  if (kept) void savedAnswers().then((store) => store.keepAnswer(url, body)).catch(() => undefined);
  return body;
}

export async function apiRequest<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  });
  renewSessionIfDue(response);
  await throwIfNotOk(response);
  return parseBody<T>(response);
}

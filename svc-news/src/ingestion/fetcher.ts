// Polite feed fetching: conditional GET, an identifying User-Agent, a time limit and a size limit.
// Never throws for network or HTTP trouble: the outcome says what happened and the next state.
// Redirects are followed here, hop by hop, so each target passes the outbound guard, and none
// from https: to http:.
import { fetch as undiciFetch, type Response } from 'undici';
import { afterFailure, afterSuccess, parseRetryAfter, type SourceState } from './fetch-schedule.js';
import { feedDispatcher, ForbiddenAddressError, literalHostRefusal } from './outbound-guard.js';
import type { NewsSource } from './sources.js';

export const USER_AGENT = 'TidingsBot/0.1 (+https://github.com/tidings; personalised news reader; polite RSS/Atom/JSON Feed poller)';
export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_MAX_BODY_BYTES = 5 * 1024 * 1024;
/** Feeds move (http → https, a new CMS) once or twice; a longer chain is a loop or a trap. */
export const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export interface FetcherOptions {
  timeoutMs?: number;
  maxBodyBytes?: number;
  userAgent?: string;
  random?: () => number;
  /** Cancels an in-flight poll when the service shuts down. */
  signal?: AbortSignal;
}

export type FetchOutcome =
  | { kind: 'fetched'; body: string; contentType: string; state: SourceState }
  | { kind: 'not-modified'; state: SourceState }
  | { kind: 'failed'; error: string; status?: number; state: SourceState };

class BodyTooLargeError extends Error {}

/** Reads at most `maxBytes`, aborting the download early rather than buffering a runaway body. */
async function readLimited(response: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new BodyTooLargeError();
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The charset from Content-Type, else from the XML declaration, else UTF-8. */
export function decodeBody(bytes: Uint8Array, contentType: string): string {
  const fromHeader = /charset=["']?([\w-]+)/i.exec(contentType)?.[1];
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const fromXml = /<\?xml[^>]*encoding=["']([\w-]+)["']/i.exec(head)?.[1];
  for (const label of [fromHeader, fromXml, 'utf-8']) {
    if (!label) continue;
    try {
      return new TextDecoder(label).decode(bytes);
    } catch {
      // Unknown label: try the next source of truth.
    }
  }
  return new TextDecoder().decode(bytes);
}

export async function fetchFeed(source: NewsSource, state: SourceState, now: Date, options: FetcherOptions = {}): Promise<FetchOutcome> {
  const headers: Record<string, string> = {
    'user-agent': options.userAgent ?? USER_AGENT,
    accept: 'application/rss+xml, application/atom+xml, application/feed+json, application/json;q=0.9, application/xml;q=0.9, text/xml;q=0.8, */*;q=0.5',
  };
  if (state.etag) headers['if-none-match'] = state.etag;
  if (state.lastModified) headers['if-modified-since'] = state.lastModified;
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const fail = (error: string, status?: number, retryAt?: Date): FetchOutcome => ({
    kind: 'failed',
    error,
    status,
    state: afterFailure(state, source.intervalMinutes, now, error, { retryAt, random: options.random }),
  });
  // "internal" trusts the configured host, not wherever it redirects: another host is public.
  const trustedHost = source.internal ? new URL(source.url).hostname : undefined;

  let response: Response | undefined;
  let url = new URL(source.url);
  for (let hop = 0; ; hop++) {
    const internal = url.hostname === trustedHost;
    const refusal = literalHostRefusal(url, internal);
    if (refusal) return fail(`refused: ${hop === 0 ? '' : 'redirect to '}${refusal}`);
    try {
      response = await undiciFetch(url, { headers, signal, redirect: 'manual', dispatcher: feedDispatcher(internal) });
    } catch (error) {
      return fail(timeout.aborted ? 'timeout' : networkError(error));
    }
    if (!REDIRECT_STATUSES.has(response.status)) break;
    await response.body?.cancel();
    const location = response.headers.get('location');
    if (!location) return fail(`http ${response.status} without a location`, response.status);
    if (hop >= MAX_REDIRECTS) return fail(`more than ${MAX_REDIRECTS} redirects`, response.status);
    if (!URL.canParse(location, url.href)) return fail(`http ${response.status} with an invalid location`, response.status);
    const from = url;
    url = new URL(location, from);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return fail(`refused: redirect to ${url.protocol} URL`);
    // A feed asked for over TLS is never read in clear text: a downgrade would let anyone on the
    // path read or rewrite it (and see the validators). A source served over http says so in its URL.
    if (from.protocol === 'https:' && url.protocol === 'http:') return fail(`refused: redirect from https: to http: (${url.host})`);
  }
  if (response.status === 304) {
    await response.body?.cancel();
    return { kind: 'not-modified', state: afterSuccess(state, source.intervalMinutes, now, validators(response)) };
  }
  if (!response.ok) {
    await response.body?.cancel();
    const throttled = response.status === 429 || response.status === 503;
    const retryAt = throttled ? parseRetryAfter(response.headers.get('retry-after'), now) : undefined;
    return fail(`http ${response.status}`, response.status, retryAt);
  }
  let bytes: Uint8Array;
  try {
    bytes = await readLimited(response, options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return fail('body too large', response.status);
    return fail(timeout.aborted ? 'timeout' : networkError(error));
  }
  const contentType = response.headers.get('content-type') ?? '';
  return {
    kind: 'fetched',
    body: decodeBody(bytes, contentType),
    contentType,
    // Validators are only worth keeping once the body has been parsed: the worker commits this
    // state on success and otherwise records a failure, so a broken feed is fetched again in full.
    state: afterSuccess(state, source.intervalMinutes, now, validators(response)),
  };
}

/** undici wraps the reason in `cause`: a refused address says so rather than "fetch failed". */
function networkError(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof ForbiddenAddressError) return `refused: ${cause.message}`;
  const detail = cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error);
  return `network: ${detail}`;
}

function validators(response: Response): { etag?: string; lastModified?: string } {
  return { etag: response.headers.get('etag') ?? undefined, lastModified: response.headers.get('last-modified') ?? undefined };
}

// Deprecating an /api route (the compatibility policy in the README): the route says so in its
// config, and then every answer tells the caller — `Deprecation` (RFC 9745) since when, `Sunset`
// (RFC 8594) when it goes, `Link` to what to read — and the OpenAPI document marks the operation
// `deprecated: true`. A removal also gets an entry in docs/api-changelog.md.
import type { onSendHookHandler, RouteOptions } from 'fastify';

export interface RouteDeprecation {
  /** The day it was deprecated, `YYYY-MM-DD` (may be today or later: announced ahead). */
  since: string;
  /** The day after which it may be gone, `YYYY-MM-DD`. */
  sunset: string;
  /** Where to read what replaces it (the changelog entry). */
  link?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Marks the route deprecated: answers carry Deprecation/Sunset headers, the document says `deprecated`. */
    deprecated?: RouteDeprecation;
  }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayStart(day: string, what: string, url: string): Date {
  const date = new Date(`${day}T00:00:00Z`);
  if (!DAY.test(day) || Number.isNaN(date.getTime())) throw new Error(`${url}: deprecated.${what} must be a YYYY-MM-DD day, not "${day}"`);
  return date;
}

/** The headers a deprecated route's answers carry. */
export function deprecationHeaders(deprecation: RouteDeprecation, url = 'route'): Record<string, string> {
  const since = dayStart(deprecation.since, 'since', url);
  const sunset = dayStart(deprecation.sunset, 'sunset', url);
  if (sunset < since) throw new Error(`${url}: deprecated.sunset comes before deprecated.since`);
  const links = deprecation.link ? [`<${deprecation.link}>; rel="deprecation"; type="text/html"`, `<${deprecation.link}>; rel="sunset"; type="text/html"`] : [];
  return {
    // RFC 9745: a Structured Field Date, seconds since the epoch.
    deprecation: `@${Math.floor(since.getTime() / 1000)}`,
    // RFC 8594: an HTTP-date.
    sunset: sunset.toUTCString(),
    ...(links.length ? { link: links.join(', ') } : {}),
  };
}

/** The onRoute hook: a route with `config.deprecated` gets its headers on every answer and `deprecated` in its schema. */
export function deprecateRoute(route: RouteOptions): void {
  const deprecation = route.config?.deprecated;
  if (!deprecation) return;
  const headers = deprecationHeaders(deprecation, route.url);
  route.schema = { ...route.schema, deprecated: true } as RouteOptions['schema'];
  const addHeaders: onSendHookHandler = async (_request, reply, payload) => {
    const existingLink = reply.getHeader('link');
    reply.headers({ ...headers, ...(headers.link && existingLink ? { link: `${String(existingLink)}, ${headers.link}` } : {}) });
    return payload;
  };
  route.onSend = [...(Array.isArray(route.onSend) ? route.onSend : route.onSend ? [route.onSend] : []), addHeaders];
}

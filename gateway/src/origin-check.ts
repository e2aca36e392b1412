import type { FastifyRequest } from 'fastify';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin this request was addressed to, as a browser would write it (`http://localhost:8080`). */
function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`.toLowerCase();
}

function sameOrigin(origin: string, own: string): boolean {
  if (origin === own) return true;
  try {
    // Default ports and letter case: `https://app.example:443` is `https://app.example`.
    return new URL(origin).origin === new URL(own).origin;
  } catch {
    return false;
  }
}

/**
 * CSRF defence in depth (the cookie is SameSite=Lax as well): a mutating call from a page of
 * another origin is refused. No Origin header means curl or a server, unless the browser's
 * Sec-Fetch-Site says the call is cross-site.
 */
export function isCrossOriginMutation(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): boolean {
  if (!MUTATING.has(request.method)) return false;
  const origin = request.headers.origin;
  if (origin === undefined) return request.headers['sec-fetch-site'] === 'cross-site';
  if (allowedOrigins.has(origin)) return false;
  // `Origin: null` (sandboxed frames, file://) is never ours.
  return origin === 'null' || !sameOrigin(origin, ownOrigin(request));
}

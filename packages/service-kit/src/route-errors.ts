import type { RouteOptions } from 'fastify';
import { errorResponses } from './errors.js';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type RouteShape = Pick<RouteOptions, 'method' | 'url'> & { schema?: RouteOptions['schema'] & { security?: unknown } };

/**
 * The error answers a route gets from the platform whatever its handler does, by route kind:
 * - it takes input (a path, query, header or body schema): 400 VALIDATION_FAILED;
 * - its method may carry a body (POST, PUT, PATCH, DELETE): 400 INVALID_JSON, 413 BODY_TOO_LARGE
 *   and 415 UNSUPPORTED_MEDIA_TYPE from Fastify's body parsing, even with no body schema;
 * - it is signed in (declares `security`): 401 AUTH_REQUIRED, AUTH_SESSION_INVALID or TOKEN_INVALID
 *   (a personal access token unknown, expired or revoked), and 403 TOKEN_SCOPE_MISSING (a token
 *   without the scope the route needs, or any token on a route for browser sessions only).
 * A route names only the answers of its own logic (403, 404, 409, 422, 429...) with `errorResponses`.
 */
export function platformErrorStatuses(route: RouteShape): number[] {
  const schema = route.schema ?? {};
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const statuses = new Set<number>();
  if (schema.params || schema.querystring || schema.headers || schema.body) statuses.add(400);
  if (methods.some((method) => BODY_METHODS.has(method))) [400, 413, 415].forEach((status) => statuses.add(status));
  if (schema.security) [401, 403].forEach((status) => statuses.add(status));
  return [...statuses].sort((a, b) => a - b);
}

/**
 * Adds the platform's error answers to a public `/api` route's response schemas (so to the
 * OpenAPI document, and their bodies are serialized as the error shape); the route's own win.
 */
export function withPlatformErrors(route: RouteShape & { schema?: { response?: unknown } }): void {
  if (!route.url.startsWith('/api/') || !route.schema) return;
  const own = (route.schema.response ?? {}) as Record<string, unknown>;
  route.schema.response = { ...errorResponses(...platformErrorStatuses(route)), ...own };
}

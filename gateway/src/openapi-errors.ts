import { apiErrorSchema } from '@tidings/contracts/api-error';
import { z } from 'zod';
import type { Access } from './route-map.js';

type JsonObject = Record<string, unknown>;

const ERROR_SCHEMA = z.toJSONSchema(apiErrorSchema, { target: 'openapi-3.0' });
const MUTATING = new Set(['post', 'put', 'patch', 'delete']);

/** An error answer of the OpenAPI document: the one error body, with what this status means here. */
export function errorContent(description: string): JsonObject {
  return { description, content: { 'application/json': { schema: ERROR_SCHEMA } } };
}

/**
 * What the gateway itself answers on a proxied operation, by route kind, before or instead of
 * the service: the service is down or slow (every operation); no or a bad session (session
 * routes); another origin or an oversized body (methods that change data); an id the route map
 * will not route, such as `..` or one with an encoded `/` (operations with path parameters).
 */
export function gatewayErrors(method: string, path: string, access: Access): Record<string, JsonObject> {
  const errors: Record<string, JsonObject> = {};
  if (path.includes('{')) errors[404] = errorContent('NOT_FOUND: a path the gateway routes nowhere (e.g. an id of `.`/`..` or with an encoded `/` or `\\`)');
  if (access === 'session') errors[401] = errorContent('AUTH_REQUIRED (no session cookie) or AUTH_SESSION_INVALID (expired, forged or ended)');
  if (MUTATING.has(method)) {
    errors[403] = errorContent('CROSS_ORIGIN_REJECTED: sent by a page of another origin');
    errors[413] = errorContent('BODY_TOO_LARGE: the body is over the gateway\'s limit (BODY_LIMIT_BYTES)');
  }
  errors[503] = errorContent('SERVICE_UNAVAILABLE: the service behind this route is down; try again after Retry-After seconds');
  errors[504] = errorContent('GATEWAY_TIMEOUT: the service behind this route did not answer in time');
  return errors;
}

// What @fastify/swagger writes for a status a route lists without describing it.
const UNDESCRIBED = 'Default Response';

/**
 * The operation with the gateway's answers added; a status the service documents keeps the
 * service's answer, and takes the gateway's description when the service wrote none of its own.
 */
export function withGatewayErrors(operation: JsonObject, method: string, path: string, access: Access): JsonObject {
  const own = (operation.responses ?? {}) as Record<string, JsonObject>;
  const gateway = gatewayErrors(method, path, access);
  const responses: Record<string, JsonObject> = { ...gateway, ...own };
  for (const [status, answer] of Object.entries(own)) {
    if (answer.description === UNDESCRIBED && gateway[status]) responses[status] = { ...answer, description: gateway[status].description };
  }
  return { ...operation, responses };
}

// What the OpenAPI documents say about who may call an operation, derived from one place: a
// route's `security` declaration (it needs a signed-in caller) and TOKEN_SCOPES (a personal access
// token may call it, with this scope). Applied to each service's document and again, unchanged,
// to the gateway's merged one (idempotent), so no route file repeats it.
import { apiErrorSchema } from '@tidings/contracts/api-error';
import { TOKEN_PREFIX, tokenScopeFor } from '@tidings/contracts/access-tokens';
import { z } from 'zod';
import { routeKey, type JsonObject } from './openapi-operations.js';

export const BEARER_SCHEME = 'bearer';
/** The operation extension naming the scope a token needs (OpenAPI 3.0 has no place for it: see below). */
export const TOKEN_SCOPE_EXTENSION = 'x-token-scope';

export const bearerSecurityScheme = {
  type: 'http' as const,
  scheme: 'bearer',
  bearerFormat: `${TOKEN_PREFIX}…`,
  description:
    `A personal access token, \`Authorization: Bearer ${TOKEN_PREFIX}…\`, made in the profile (Developer access) by a signed-in user. ` +
    'It opens only the operations that list it, and only within its scopes: each such operation names the scope it needs in `x-token-scope` ' +
    '(`read` or `write`). Anything else — token management, the password, deleting the account, the export — needs a browser session; ' +
    'a token there, or without the scope, gets 403 TOKEN_SCOPE_MISSING. Bearer calls need no `Origin` header.',
};

const ERROR_SCHEMA = z.toJSONSchema(apiErrorSchema, { target: 'openapi-3.0' });
const DEFAULT_DESCRIPTION = 'Default Response';

const UNAUTHENTICATED =
  'AUTH_REQUIRED (neither a session cookie nor a token), AUTH_SESSION_INVALID (the session expired, was forged or ended) ' +
  'or TOKEN_INVALID (the bearer token is unknown, malformed, expired or revoked)';
const tokenNeedsScope = (scope: string) => `TOKEN_SCOPE_MISSING: the token has no \`${scope}\` scope`;
const TOKEN_NOT_ALLOWED = 'TOKEN_SCOPE_MISSING: personal access tokens cannot call this; it needs a signed-in browser session';
const tokenNote = (scope: string | null) =>
  scope ? `Personal access tokens may call this with the \`${scope}\` scope.` : 'For a signed-in browser session only: personal access tokens cannot call this.';

/** A description that says both, once: a code already described is not added again. */
function describe(existing: unknown, addition: string): string {
  if (typeof existing !== 'string' || existing === '' || existing === DEFAULT_DESCRIPTION) return addition;
  const code = addition.split(/[ :(]/, 1)[0] ?? addition;
  return existing.includes(code) ? existing : `${existing}; or ${addition}`;
}

function withErrorDescription(responses: Record<string, JsonObject>, status: string, description: string): Record<string, JsonObject> {
  const current = responses[status] ?? { content: { 'application/json': { schema: ERROR_SCHEMA } } };
  return { ...responses, [status]: { ...current, description: describe(current.description, description) } };
}

/**
 * The operation with its security requirements: none when it is public (it lists no requirement
 * with `cookieScheme`); the session cookie, or a bearer token when TOKEN_SCOPES lists its route.
 * OpenAPI 3.0 allows scopes in a requirement only for oauth2 and openIdConnect schemes, so the
 * bearer requirement's list stays empty (what linters and generators accept) and the scope is in
 * `x-token-scope` and the description. Its 401 and 403 answers name the token errors.
 */
export function withTokenSecurity(operation: JsonObject, method: string, path: string, cookieScheme: string): JsonObject {
  const security = operation.security as Record<string, unknown>[] | undefined;
  if (!security?.some((requirement) => cookieScheme in requirement)) return operation;
  const [verb, route] = routeKey(method, path).split(' ') as [string, string];
  const scope = tokenScopeFor(verb, route);
  let responses = withErrorDescription((operation.responses ?? {}) as Record<string, JsonObject>, '401', UNAUTHENTICATED);
  responses = withErrorDescription(responses, '403', scope ? tokenNeedsScope(scope) : TOKEN_NOT_ALLOWED);
  const note = tokenNote(scope);
  const description = typeof operation.description === 'string' ? (operation.description.includes(note) ? operation.description : `${operation.description}\n\n${note}`) : note;
  const { [TOKEN_SCOPE_EXTENSION]: _previous, ...rest } = operation;
  return {
    ...rest,
    description,
    security: scope ? [{ [cookieScheme]: [] }, { [BEARER_SCHEME]: [] }] : [{ [cookieScheme]: [] }],
    ...(scope ? { [TOKEN_SCOPE_EXTENSION]: scope } : {}),
    responses,
  };
}

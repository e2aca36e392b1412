import { SESSION_COOKIE } from '@tidings/service-kit/keys';
import { mapOperations, withExamples } from '@tidings/service-kit/openapi-operations';
import { BEARER_SCHEME, bearerSecurityScheme, withTokenSecurity } from '@tidings/service-kit/openapi-security';
import type { ServiceName } from './config.js';
import { withGatewayErrors } from './openapi-errors.js';
import { joinIdenticalPaths, withOperationIds } from './openapi-paths.js';
import { resolveRoute } from './route-map.js';

type JsonObject = Record<string, unknown>;

export interface OpenApiDocument extends JsonObject {
  openapi?: string;
  paths?: Record<string, JsonObject>;
  components?: Record<string, JsonObject>;
  tags?: { name: string }[];
}

const COOKIE_AUTH = 'cookieAuth';
const OPERATIONS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Replaces `#/components/<section>/<from>` refs throughout a document. */
function rewriteRefs(node: unknown, renames: Map<string, string>): unknown {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, renames));
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] = key === '$ref' && typeof value === 'string' && renames.has(value) ? renames.get(value) : rewriteRefs(value, renames);
  }
  return out;
}

type SecurityRequirement = Record<string, unknown>;

/** Scheme names a service uses for the session cookie (service-kit calls it `session`): all become `cookieAuth`. */
function sessionSchemeAliases(doc: OpenApiDocument): Set<string> {
  const aliases = new Set<string>();
  for (const [name, scheme] of Object.entries(doc.components?.securitySchemes ?? {})) {
    if (isObject(scheme) && scheme.type === 'apiKey' && scheme.in === 'cookie' && scheme.name === SESSION_COOKIE) aliases.add(name);
  }
  aliases.delete(COOKIE_AUTH);
  return aliases;
}

function renameSecurity(security: unknown, aliases: Set<string>): unknown {
  if (!Array.isArray(security) || aliases.size === 0) return security;
  return security.map((requirement: SecurityRequirement) =>
    Object.fromEntries(Object.entries(requirement).map(([name, scopes]) => [aliases.has(name) ? COOKIE_AUTH : name, scopes])),
  );
}

/**
 * Every operation's security: the cookie, and a token where TOKEN_SCOPES allows (the rule the
 * services applied; here it reaches the operations the route map signs in and the gateway's own).
 * A public one says so with an empty list, so no reader takes it for one that forgot.
 */
function withSecurity(operation: JsonObject, method: string, path: string): JsonObject {
  return withTokenSecurity(operation.security ? operation : { ...operation, security: [] }, method, path, COOKIE_AUTH);
}

function newerVersion(a: string, b: string | undefined): string {
  if (!b) return a;
  return b.localeCompare(a, undefined, { numeric: true }) > 0 ? b : a;
}

export interface MergeResult {
  document: OpenApiDocument;
  /** Operations a service documents that the route map would not send to it (a drift to fix). */
  unrouted: string[];
}

/**
 * One document for the whole `/api` surface. Only operations the route map actually sends to the
 * documenting service are kept, session routes get the cookie security requirement, each operation
 * gets the answers the gateway itself gives for its kind (openapi-errors.ts), and component
 * names that two services use for different schemas are prefixed with the service's name.
 */
export function mergeOpenApi(
  docs: Partial<Record<ServiceName, OpenApiDocument>>,
  unavailable: readonly ServiceName[],
  gatewayPaths: Record<string, unknown> = {},
): MergeResult {
  let version = '3.0.3';
  const paths: Record<string, JsonObject> = {};
  const components: Record<string, JsonObject> = {};
  const tags = new Map<string, { name: string }>();
  const unrouted: string[] = [];

  for (const [service, original] of Object.entries(docs) as [ServiceName, OpenApiDocument][]) {
    version = newerVersion(version, original.openapi);
    const renames = new Map<string, string>();
    for (const [section, entries] of Object.entries(original.components ?? {})) {
      for (const [name, value] of Object.entries(entries ?? {})) {
        const existing = components[section]?.[name];
        if (existing !== undefined && JSON.stringify(existing) !== JSON.stringify(value)) {
          renames.set(`#/components/${section}/${name}`, `#/components/${section}/${service}_${name}`);
        }
      }
    }
    const doc = (renames.size ? rewriteRefs(original, renames) : original) as OpenApiDocument;
    const aliases = sessionSchemeAliases(doc);

    for (const [section, entries] of Object.entries(doc.components ?? {})) {
      const target = (components[section] ??= {});
      for (const [name, value] of Object.entries(entries ?? {})) {
        if (section === 'securitySchemes' && aliases.has(name)) continue;
        const renamed = renames.get(`#/components/${section}/${name}`);
        target[renamed ? `${service}_${name}` : name] ??= value;
      }
    }

    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      if (!path.startsWith('/api/') || !isObject(item)) continue;
      const sample = path.replace(/\{[^}]+\}/g, 'x');
      for (const [key, operation] of Object.entries(item)) {
        if (!OPERATIONS.includes(key)) {
          (paths[path] ??= {})[key] ??= operation;
          continue;
        }
        const match = resolveRoute(key.toUpperCase(), sample);
        if (match?.service !== service || !isObject(operation)) {
          unrouted.push(`${key.toUpperCase()} ${path} (documented by ${service})`);
          continue;
        }
        const target = (paths[path] ??= {});
        if (target[key]) continue;
        const security = operation.security ? renameSecurity(operation.security, aliases) : match.auth === 'session' ? [{ [COOKIE_AUTH]: [] }] : undefined;
        target[key] = withGatewayErrors(security === undefined ? operation : { ...operation, security }, key, path, match.auth);
      }
    }

    for (const tag of doc.tags ?? []) if (!tags.has(tag.name)) tags.set(tag.name, tag);
  }

  // The gateway's own operations get their examples here; the services' came with their documents.
  Object.assign(paths, mapOperations({ paths: gatewayPaths as Record<string, JsonObject> }, withExamples).paths);
  components.securitySchemes = {
    ...components.securitySchemes,
    [COOKIE_AUTH]: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session cookie set by POST /api/login' },
    [BEARER_SCHEME]: bearerSecurityScheme,
  };

  const document: OpenApiDocument = {
    openapi: version,
    info: {
      title: 'Tidings API',
      version: '1.0.0',
      description:
        'Every call goes through the gateway. Signed-in operations take the `tidings_session` cookie from POST /api/login, ' +
        'or — where they list `bearer` — a personal access token, `Authorization: Bearer tid_…`, within the scope their `x-token-scope` names.' +
        (unavailable.length ? ` Not included because they did not answer: ${unavailable.join(', ')}.` : ''),
    },
    servers: [{ url: '/' }],
    paths: withOperationIds(joinIdenticalPaths(mapOperations({ paths }, withSecurity).paths)),
    components,
    ...(tags.size ? { tags: [...tags.values()] } : {}),
    ...(unavailable.length ? { 'x-unavailable-services': [...unavailable] } : {}),
  };
  return { document, unrouted };
}
